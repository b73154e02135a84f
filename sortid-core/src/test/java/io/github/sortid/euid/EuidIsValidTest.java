package io.github.sortid.euid;

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
 * {@link Euid#isValid} is true exactly for the texts that {@link Euid#fromString} accepts: the
 * right length, symbols of the alphabet or its aliases, and a check that matches or is 127.
 */
class EuidIsValidTest {
  private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

  private static boolean assertAgrees(String text) {
    return Validity.assertAgreesInEveryCase(Euid::isValid, Euid::fromString, text);
  }

  private static void assertAgreesAndCount(String text) {
    Statistics.collect(assertAgrees(text) ? "valid" : "invalid");
  }

  static Stream<String> vectorTexts() {
    return Validity.texts(List.of(EuidTest.errorVectors(), EuidTest.derivedVectors()));
  }

  @ParameterizedTest
  @MethodSource("vectorTexts")
  void agreesOnTheVectors(String text) {
    assertAgrees(text);
  }

  /** The reference vectors (euid digest §6.1) and texts at each rule. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "C8ZM14GR4JXG0MQXVY18S8TJNBZ",
        "C8ZM14GR4JXG0MQXVY18S8TJNA6",
        "C8EE934SR007G5Q94QKKXFRFV8B",
        "c8ee934sr007g5q94qkkxfrfv8b",
        "C8EE934SR007G5Q94QKKXFRFVBZ",
        "C8X2HA87098A0W837DX13FEAWVV",
        "C90FS3R3Z3J80V6BBZF0NM7SRKV",
        "C8754X9NN8H80X298KRKERG8K",
        "C8754X9NN8H80X298KRKERG8K888",
        "C8EE934SR007G5Q94QKKXFRFV8",
        "C8754X9NN8H80X298KRKERG8KU8",
        "C8EE934SR007G5Q94QKKXFRFV8U",
        "C8EE934SR007G5Q94QKKXFRFV8}",
        "C8EE934SR007G5Q94QKKXFRFV8@",
        // Aliases: O for 0, I and L for 1, so the check still matches.
        "C8EE934SRoO7G5Q94QKKXFRFV8B",
        "ZZZZZZZZZZZZZZZZZZZZZZZZZW3",
        "ZZZZZZZZZZZZZZZZZZZZZZZZZZZ",
        "ZZZZZZZZZZZZZZZZZZZZZZZZZW4",
        "000000000000000000000000000",
        "00000000000000000000000003Z",
        "000000000000000000000000001",
        "C8EE934SR007G5Q94QKKXFRFV8\u212a",
        "C8EE934SR007G5Q94QKKXFRFV\ud83d\ude18",
        ""
      })
  void agreesOnEdgeCases(String text) {
    assertAgrees(text);
  }

  @Test
  void documentedExamples() {
    assertTrue(Euid.isValid("c8ee934sr007g5q94qkkxfrfv8b"));
    assertFalse(Euid.isValid("C8X2HA87098A0W837DX13FEAWVV"));
    assertFalse(Euid.isValid(null));
  }

  @Test
  void nullIsInvalidWhereFromStringThrows() {
    assertFalse(Euid.isValid(null));
    assertThrows(NullPointerException.class, () -> Euid.fromString(null));
  }

  @Property(tries = 1000)
  void anyUnicodeString(@ForAll("anyUnicode") String text) {
    assertAgrees(text);
  }

  @Property(tries = 2000)
  void nearlyValidTexts(@ForAll("nearlyValid") String text) {
    // One text in 127 has the right check by chance; the mutations below reach the valid side.
    assertAgreesAndCount(text);
    Statistics.coverage(coverage -> coverage.check("invalid").percentage(p -> p > 50));
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
    Euid id = Euid.fromBits(msb, lsb);
    assertTrue(Euid.isValid(id.toString()));
    assertTrue(Euid.isValid(id.toStringWithoutCheck()));
    assertTrue(Euid.isValid(id.toString().toLowerCase(Locale.ROOT)));
  }

  @Provide
  Arbitrary<String> anyUnicode() {
    return Validity.anyUnicode();
  }

  @Provide
  Arbitrary<String> nearlyValid() {
    return Validity.nearly(ALPHABET, 27);
  }

  @Provide
  Arbitrary<String> mutated() {
    Arbitrary<String> valid =
        Combinators.combine(
                Arbitraries.longs(),
                Arbitraries.longs(),
                Arbitraries.of(true, false),
                Arbitraries.of(true, false))
            .as(
                (msb, lsb, withCheck, lower) -> {
                  Euid id = Euid.fromBits(msb, lsb);
                  String text = withCheck ? id.toString() : id.toStringWithoutCheck();
                  return lower ? text.toLowerCase(Locale.ROOT) : text;
                });
    return Validity.mutated(valid, ALPHABET);
  }
}
