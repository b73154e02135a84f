/**
 * Codecs, randomness, error helpers and the generators' lock-free core, shared by every format. Not
 * exported from the module: its types may change in any release.
 */
package io.github.sortid.internal;
