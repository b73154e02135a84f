package io.github.sortid.scru128.v1;

import io.github.sortid.IdType;
import io.github.sortid.testing.FormatOracle;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * {@link Scru128V1Id#fromString} accepts exactly the 26-character radix-32 numerals ({@code 0-9},
 * {@code A-V}, either case) up to 2^128 - 1, on texts made to trip naive parsers, as the shared
 * oracle ({@code Scru128V1IdOracle}) decides.
 */
class Scru128V1IdPropertiesTest {
  /** Mostly 26 characters, mostly valid digits, with the characters that trip naive parsers. */
  @Provide
  Arbitrary<String> nearlyValid() {
    Arbitrary<Character> chars =
        Arbitraries.frequencyOf(
            net.jqwik.api.Tuple.of(
                40, Arbitraries.chars().with("0123456789ABCDEFGHIJKLMNOPQRSTUV")),
            net.jqwik.api.Tuple.of(10, Arbitraries.chars().with("abcdefghijklmnopqrstuv")),
            net.jqwik.api.Tuple.of(
                1, Arbitraries.chars().with("WXYZwxyz+- _\t\uff10\u0660\u0661\u00e9IiLlOo")),
            net.jqwik.api.Tuple.of(1, Arbitraries.chars()));
    return Arbitraries.oneOf(
        chars.list().ofSize(26).map(Scru128V1IdPropertiesTest::join),
        chars.list().ofMinSize(0).ofMaxSize(30).map(Scru128V1IdPropertiesTest::join),
        Arbitraries.strings());
  }

  private static String join(java.util.List<Character> chars) {
    StringBuilder text = new StringBuilder(chars.size());
    chars.forEach(text::append);
    return text.toString();
  }

  /** The oracle decides: radix-32 digits of either case, 26 of them, at most 2^128 - 1. */
  @Property(tries = 3000)
  void parsesExactlyTheValidTexts(@ForAll("nearlyValid") String text) {
    Statistics.collect(FormatOracle.of(IdType.SCRU128_V1).assertParsedAsTheOracleSays(text));
  }
}
