/**
 * Jackson 3.x support for sortid's IDs: register {@link io.github.sortid.jackson3.SortidModule}, or
 * let {@code JsonMapper.builder().findAndAddModules()} find it.
 */
package io.github.sortid.jackson3;
