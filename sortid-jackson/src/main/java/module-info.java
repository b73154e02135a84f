/**
 * Jackson 2.x support for sortid's IDs: {@link io.github.sortid.jackson.SortidModule}, which {@code
 * ObjectMapper.findAndRegisterModules()} finds through this module's {@code provides}.
 */
module io.github.sortid.jackson {
  requires transitive com.fasterxml.jackson.databind;
  requires transitive io.github.sortid;

  exports io.github.sortid.jackson;

  provides com.fasterxml.jackson.databind.Module with
      io.github.sortid.jackson.SortidModule;
}
