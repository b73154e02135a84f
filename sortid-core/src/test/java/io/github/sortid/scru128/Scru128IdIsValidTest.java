package io.github.sortid.scru128;

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
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link Scru128Id#isValid} is true exactly for the texts that {@link Scru128Id#fromString}
 * accepts.
 */
class Scru128IdIsValidTest {
  private static final String ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

  private static boolean assertAgrees(String text) {
    return Validity.assertAgreesInEveryCase(Scru128Id::isValid, Scru128Id::fromString, text);
  }

  private static void assertAgreesAndCount(String text) {
    Statistics.collect(assertAgrees(text) ? "valid" : "invalid");
  }

  static Stream<String> vectorTexts() {
    return Stream.concat(
        Validity.texts(
            List.of(
                Scru128IdTest.specByteVectors(),
                Scru128IdTest.specFailingDecodes(),
                Scru128IdTest.fieldVectors(),
                Scru128IdTest.invalidStrings(),
                Scru128IdTest.documentedExamples())),
        Scru128IdRoundTripTest.boundaryTextList().stream());
  }

  @ParameterizedTest
  @MethodSource("vectorTexts")
  void agreesOnTheVectors(String text) {
    assertAgrees(text);
  }

  /**
   * Texts at each step of the range check, which compares the first digit, then the next twelve,
   * then the last twelve with those of 2^128 - 1 = {@code f5lxx1zz5pnorynqglhzmsp33}.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "f5lxx1zz5pnorynqglhzmsp33",
        "f5lxx1zz5pnorynqglhzmsp34",
        "f5lxx1zz5pnorynqglhzmsp32",
        "f5lxx1zz5pnorynqglhzmsp3z",
        "f5lxx1zz5pnorzzzzzzzzzzzz",
        "f5lxx1zz5pnoqzzzzzzzzzzzz",
        "f5lxx1zz5pnos000000000000",
        "f5lxx1zz5pnor000000000000",
        "fzzzzzzzzzzzz000000000000",
        "ezzzzzzzzzzzzzzzzzzzzzzzz",
        "g000000000000000000000000",
        "zzzzzzzzzzzzzzzzzzzzzzzzz",
        "F5LXX1ZZ5PNORYNQGLHZMSP33",
        "036z951mhjikzik2gsl81gr7l",
        "036z951mhjikzik2gsl81gr7",
        "036z951mhjikzik2gsl81gr7l0",
        "036z951mhjikzik2gsl81gr7-",
        "+36z951mhjikzik2gsl81gr7l",
        "036z951mhjikzik2gsl81gr7\u212a",
        "036z951mhjikzik2gsl81gr\ud83d\ude18",
        ""
      })
  void agreesOnEdgeCases(String text) {
    assertAgrees(text);
  }

  @Test
  void documentedExamples() {
    assertTrue(Scru128Id.isValid("036Z951MHJIKZIK2GSL81GR7L"));
    assertFalse(Scru128Id.isValid("f5lxx1zz5pnorynqglhzmsp34"));
    assertFalse(Scru128Id.isValid(null));
  }

  @Test
  void nullIsInvalidWhereFromStringThrows() {
    assertFalse(Scru128Id.isValid(null));
    assertThrows(NullPointerException.class, () -> Scru128Id.fromString(null));
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
    String text = Scru128Id.fromBits(msb, lsb).toString();
    assertTrue(Scru128Id.isValid(text));
    assertTrue(Scru128Id.isValid(text.toUpperCase(Locale.ROOT)));
  }

  @Provide
  Arbitrary<String> anyUnicode() {
    return Validity.anyUnicode();
  }

  @Provide
  Arbitrary<String> nearlyValid() {
    // The first digit of a valid text is at most f: texts that start with 0 to g meet the range
    // check more often than texts of uniform digits would.
    return Combinators.combine(
            Arbitraries.of("0", "1", "e", "f", "F", "g"), Validity.nearly(ALPHABET, 24))
        .as((first, rest) -> first + rest);
  }

  @Provide
  Arbitrary<String> mutated() {
    Arbitrary<Scru128Id> ids =
        Arbitraries.frequencyOf(
            Tuple.of(
                2,
                Combinators.combine(Arbitraries.longs(), Arbitraries.longs())
                    .as(Scru128Id::fromBits)),
            // Values near 2^128 - 1, whose mutations fall on both sides of the range's end.
            Tuple.of(1, Arbitraries.longs().map(lsb -> Scru128Id.fromBits(-1L, lsb))),
            Tuple.of(1, Arbitraries.just(Scru128Id.MAX)));
    Arbitrary<String> valid =
        Combinators.combine(ids, Arbitraries.of(true, false))
            .as((id, upper) -> upper ? id.toString().toUpperCase(Locale.ROOT) : id.toString());
    return Validity.mutated(valid, ALPHABET);
  }
}
