package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.sortid.IdType;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The command line serves every format of sortid-core, by core's own list: a format added there
 * fails here until the command line has its fields, checker and generator.
 */
class IdFormatsTest {
  static List<IdType<?>> types() {
    return IdType.all();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("types")
  void everyFormatOfCoreHasItsCommandLinePart(IdType<?> type) {
    assertSame(type, IdFormats.of(type).type());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("types")
  void everyFormatIsACommandAndATypeByItsKeyInAnyCase(IdType<?> type) {
    CliRun help = CliRun.run(type.key(), "--help");

    assertEquals(0, help.status(), help.err());
    assertEquals(
        "Prints new " + Messages.plural(type) + ", one a line, strictly increasing.",
        help.lines().get(1));
    assertSame(type, IdFormats.byName(type.key().toUpperCase(Locale.ROOT)).orElseThrow());
  }
}
