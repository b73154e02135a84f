package io.github.sortid.scru64;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.Validity;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link Scru64Id#isValid} is true exactly for the texts that {@link Scru64Id#fromString} accepts.
 */
class Scru64IdIsValidTest {
  private static final String ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

  private static boolean assertAgrees(String text) {
    return Validity.assertAgreesInEveryCase(Scru64Id::isValid, Scru64Id::fromString, text);
  }

  private static void assertAgreesAndCount(String text) {
    Statistics.collect(assertAgrees(text) ? "valid" : "invalid");
  }

  static Stream<String> vectorTexts() {
    return Validity.texts(List.of(Scru64IdTest.vectors(), Scru64IdTest.invalidTexts()));
  }

  @ParameterizedTest
  @MethodSource("vectorTexts")
  void agreesOnTheVectors(String text) {
    assertAgrees(text);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "zzzzzzzzzzzz",
        "ZZZZZZZZZZZZ",
        "000000000000",
        "0u2r85hm2pt3",
        "0U2R85HM2PT3",
        "zzzzzzzzzzzzz",
        "0u2r85hm2pt",
        "+u3wrp5q7ta5",
        "0u2r85hm2pt\u212a",
        "0u2r85hm2p\ud83d\ude18",
        "0u2r85hm2pt\u0661",
        ""
      })
  void agreesOnEdgeCases(String text) {
    assertAgrees(text);
  }

  @Test
  void documentedExamples() {
    assertTrue(Scru64Id.isValid("0U2R85HM2PT3"));
    assertFalse(Scru64Id.isValid("+u3wrp5q7ta5"));
    assertFalse(Scru64Id.isValid(null));
  }

  @Test
  void nullIsInvalidWhereFromStringThrows() {
    assertFalse(Scru64Id.isValid(null));
    assertThrows(NullPointerException.class, () -> Scru64Id.fromString(null));
  }

  @Property(tries = 1000)
  void anyUnicodeString(@ForAll("anyUnicode") String text) {
    assertAgrees(text);
  }

  @Property(tries = 2000)
  void nearlyValidTexts(@ForAll("nearlyValid") String text) {
    assertAgreesAndCount(text);
    Statistics.coverage(
        coverage -> {
          coverage.check("valid").percentage(p -> p > 5);
          coverage.check("invalid").percentage(p -> p > 5);
        });
  }

  @Property(tries = 2000)
  void mutatedValidTexts(@ForAll("mutated") String text) {
    assertAgreesAndCount(text);
    Statistics.coverage(
        coverage -> {
          coverage.check("valid").percentage(p -> p > 5);
          coverage.check("invalid").percentage(p -> p > 5);
        });
  }

  @Property(tries = 1000)
  void everyTextThatToStringWritesIsValid(@ForAll("values") long value) {
    String text = Scru64Id.fromLong(value).toString();
    assertTrue(Scru64Id.isValid(text));
    assertTrue(Scru64Id.isValid(text.toUpperCase(Locale.ROOT)));
  }

  @Provide
  Arbitrary<Long> values() {
    return Arbitraries.longs().between(0, Scru64Id.MAX.toLong());
  }

  @Provide
  Arbitrary<String> anyUnicode() {
    return Validity.anyUnicode();
  }

  @Provide
  Arbitrary<String> nearlyValid() {
    return Validity.nearly(ALPHABET, 12);
  }

  @Provide
  Arbitrary<String> mutated() {
    Arbitrary<String> valid =
        Combinators.combine(values(), Arbitraries.of(true, false))
            .as(
                (value, upper) -> {
                  String text = Scru64Id.fromLong(value).toString();
                  return upper ? text.toUpperCase(Locale.ROOT) : text;
                });
    return Validity.mutated(valid, ALPHABET);
  }
}
