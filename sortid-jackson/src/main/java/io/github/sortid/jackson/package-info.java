/**
 * Jackson 2.x support for sortid's IDs: register {@link io.github.sortid.jackson.SortidModule}, or
 * let {@code ObjectMapper.findAndRegisterModules()} find it.
 */
package io.github.sortid.jackson;
