/**
 * Jackson 3.x support for sortid's IDs: {@link io.github.sortid.jackson3.SortidModule}, which
 * {@code JsonMapper.builder().findAndAddModules()} finds through this module's {@code provides}.
 *
 * <p>The name ends in a digit, which javac warns about, to match the package and the Jackson
 * version it serves.
 */
@SuppressWarnings("module")
module io.github.sortid.jackson3 {
  requires transitive io.github.sortid;
  requires transitive tools.jackson.databind;

  exports io.github.sortid.jackson3;

  provides tools.jackson.databind.JacksonModule with
      io.github.sortid.jackson3.SortidModule;
}
