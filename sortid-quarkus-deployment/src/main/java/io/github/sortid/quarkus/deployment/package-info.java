/**
 * The build steps of sortid's Quarkus extension: which of sortid's beans, providers and
 * registrations an application gets, from the extensions it has, and what a native image needs.
 */
package io.github.sortid.quarkus.deployment;
