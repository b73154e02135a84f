package io.github.sortid.ulid;

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

/** {@link Ulid#isValid} is true exactly for the texts that {@link Ulid#fromString} accepts. */
class UlidIsValidTest {
  private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

  private static boolean assertAgrees(String text) {
    return Validity.assertAgreesInEveryCase(Ulid::isValid, Ulid::fromString, text);
  }

  private static void assertAgreesAndCount(String text) {
    Statistics.collect(assertAgrees(text) ? "valid" : "invalid");
  }

  static Stream<String> vectorTexts() {
    return Validity.texts(
        List.of(
            UlidTest.specExamples(),
            UlidTest.uuidVectors(),
            UlidTest.ulidCreatorInvalidStrings(),
            UlidTest.sulkyBitsVectors()));
  }

  @ParameterizedTest
  @MethodSource("vectorTexts")
  void agreesOnTheVectors(String text) {
    assertAgrees(text);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "01ARZ3NDEKTSV4RRFFQ69G5FAV",
        "01arz3ndektsv4rrffq69g5fav",
        "7ZZZZZZZZZZZZZZZZZZZZZZZZZ",
        "00000000000000000000000000",
        "01B3F2133F0L00000000000000",
        "oIiLlOoIiLlOoIiLlOoIiLlOoI",
        "80000000000000000000000000",
        "8ZZZZZZZZZABCDEFGHJKMNPQRS",
        "ZZZZZZZZZZZZZZZZZZZZZZZZZZ",
        "01ARZ3NDEKTSV4RRFFQ69G5FAU",
        "01ARZ3NDEKTSV4RRFFQ69G5FA",
        "01ARZ3NDEKTSV4RRFFQ69G5FAV0",
        " 01ARZ3NDEKTSV4RRFFQ69G5FA",
        "01ARZ3NDEK-TSV4RRFFQ69G5FA",
        "01ARZ3NDEKTSV4RRFFQ69G5FA\uff10",
        "01ARZ3NDEKTSV4RRFFQ69G5F\ud83d\ude18",
        ""
      })
  void agreesOnEdgeCases(String text) {
    assertAgrees(text);
  }

  @Test
  void documentedExamples() {
    assertTrue(Ulid.isValid("01arz3ndektsv4rrffq69g5fav"));
    assertFalse(Ulid.isValid("8ZZZZZZZZZABCDEFGHJKMNPQRS"));
    assertFalse(Ulid.isValid(null));
  }

  @Test
  void nullIsInvalidWhereFromStringThrows() {
    assertFalse(Ulid.isValid(null));
    assertThrows(NullPointerException.class, () -> Ulid.fromString(null));
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
    Ulid id = Ulid.fromBits(msb, lsb);
    assertTrue(Ulid.isValid(id.toString()));
    assertTrue(Ulid.isValid(id.toLowerCase()));
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
                  String text = Ulid.fromBits(msb, lsb).toString();
                  return lower ? text.toLowerCase(Locale.ROOT) : text;
                });
    return Validity.mutated(valid, ALPHABET);
  }
}
