package io.github.sortid.scru128.v1;

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
 * {@link Scru128V1Id#isValid} is true exactly for the texts that {@link Scru128V1Id#fromString}
 * accepts.
 */
class Scru128V1IdIsValidTest {
  private static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUV";

  private static boolean assertAgrees(String text) {
    return Validity.assertAgreesInEveryCase(Scru128V1Id::isValid, Scru128V1Id::fromString, text);
  }

  private static void assertAgreesAndCount(String text) {
    Statistics.collect(assertAgrees(text) ? "valid" : "invalid");
  }

  static Stream<String> vectorTexts() {
    return Validity.texts(
        List.of(
            Scru128V1IdTest.fieldVectors(),
            Scru128V1IdTest.invalidStrings(),
            Scru128V1IdTest.documentedExamples()));
  }

  @ParameterizedTest
  @MethodSource("vectorTexts")
  void agreesOnTheVectors(String text) {
    assertAgrees(text);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "7VVVVVVVVVVVVVVVVVVVVVVVVV",
        "7vvvvvvvvvvvvvvvvvvvvvvvvv",
        "00000000000000000000000000",
        "00QBTG0FERFTCCNFISUBO489DI",
        "00qbtg0ferftccnfisubo489di",
        "80000000000000000000000000",
        "VVVVVVVVVVVVVVVVVVVVVVVVVV",
        "W0000000000000000000000000",
        "0000000000000000000000000w",
        "0000000000000000000000000Z",
        "00QBTG0FERFTCCNFISUBO489D",
        "00QBTG0FERFTCCNFISUBO489DI0",
        "00QBTG0FERFTCCNFISUBO489D\u212a",
        "00QBTG0FERFTCCNFISUBO48\ud83d\ude18",
        ""
      })
  void agreesOnEdgeCases(String text) {
    assertAgrees(text);
  }

  @Test
  void documentedExamples() {
    assertTrue(Scru128V1Id.isValid("00qbtg0ferftccnfisubo489di"));
    assertFalse(Scru128V1Id.isValid("80000000000000000000000000"));
    assertFalse(Scru128V1Id.isValid(null));
  }

  @Test
  void nullIsInvalidWhereFromStringThrows() {
    assertFalse(Scru128V1Id.isValid(null));
    assertThrows(NullPointerException.class, () -> Scru128V1Id.fromString(null));
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
  void everyTextThatToStringWritesIsValid(@ForAll long msb, @ForAll long lsb) {
    String text = Scru128V1Id.fromBits(msb, lsb).toString();
    assertTrue(Scru128V1Id.isValid(text));
    assertTrue(Scru128V1Id.isValid(text.toLowerCase(Locale.ROOT)));
  }

  @Provide
  Arbitrary<String> anyUnicode() {
    return Validity.anyUnicode();
  }

  @Provide
  Arbitrary<String> nearlyValid() {
    return Validity.nearly(ALPHABET, 26);
  }

  @Provide
  Arbitrary<String> mutated() {
    Arbitrary<String> valid =
        Combinators.combine(Arbitraries.longs(), Arbitraries.longs(), Arbitraries.of(true, false))
            .as(
                (msb, lsb, lower) -> {
                  String text = Scru128V1Id.fromBits(msb, lsb).toString();
                  return lower ? text.toLowerCase(Locale.ROOT) : text;
                });
    return Validity.mutated(valid, ALPHABET);
  }
}
