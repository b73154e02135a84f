package io.github.sortid.euid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import io.github.sortid.IdType;
import io.github.sortid.testing.FormatOracle;
import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

/**
 * {@link Euid#fromString} accepts exactly the 27-symbol Crockford Base32 texts whose check field is
 * 127 or the value mod 127, and rejects everything else with an {@link IdFormatException} that says
 * why.
 *
 * <p>The parser's oracle is {@code EuidOracle}, shared with the contracts and the fuzz target; the
 * properties of the check symbol use a second one, {@link BigInteger} over the table of every
 * spelling written out here, ASCII only.
 */
class EuidPropertiesTest {
  private static final BigInteger MAX_VALUE =
      BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE);
  private static final BigInteger MOD = BigInteger.valueOf(127);
  private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

  /** Every spelling of every symbol value: both cases, and the aliases of 0 and 1. */
  private static final List<String> SPELLINGS =
      List.of(
          "0Oo", "1IiLl", "2", "3", "4", "5", "6", "7", "8", "9", "Aa", "Bb", "Cc", "Dd", "Ee",
          "Ff", "Gg", "Hh", "Jj", "Kk", "Mm", "Nn", "Pp", "Qq", "Rr", "Ss", "Tt", "Vv", "Ww", "Xx",
          "Yy", "Zz");

  /** Characters next to the alphabet in ASCII, excluded letters, and lookalikes beyond ASCII. */
  private static final List<String> LOOKALIKES =
      List.of(
          "U",
          "u",
          "+",
          "-",
          "_",
          " ",
          "\t",
          "\u0000",
          "/",
          ":",
          "@",
          "[",
          "`",
          "{",
          "}",
          "~",
          "\u007f",
          "\u00a0",
          "\uff10",
          "\uff21",
          "\u0660",
          "\u0130",
          "\u0131",
          "\u212a",
          "\u017f",
          "\u00d8",
          "\ud83d\ude18",
          "\ud83d");

  // ---------------------------------------------------------------------------------------------
  // The oracle

  /** The value of an ASCII symbol, or -1. */
  private static int symbolValue(char c) {
    for (int value = 0; value < 32; value++) {
      if (SPELLINGS.get(value).indexOf(c) >= 0) {
        return value;
      }
    }
    return -1;
  }

  private static BigInteger number(String text) {
    BigInteger n = BigInteger.ZERO;
    for (int i = 0; i < text.length(); i++) {
      n = n.shiftLeft(5).or(BigInteger.valueOf(symbolValue(text.charAt(i))));
    }
    return n;
  }

  private static String canonical(BigInteger value, int check) {
    return EuidOracle.text(value, check);
  }

  /**
   * Parses {@code input} and checks the result, or the failure, against the oracle; an accepted
   * text counts as parsed with or without check.
   */
  private static void assertParsedAsTheOracleSays(String input) {
    String outcome = FormatOracle.of(IdType.EUID).assertParsedAsTheOracleSays(input);
    if (outcome.equals("parsed")) {
      outcome += (number(input).intValue() & 127) == 127 ? " without check" : " with check";
    }
    Statistics.collect(outcome);
  }

  // ---------------------------------------------------------------------------------------------
  // Properties on arbitrary input

  @Property(tries = 1500)
  void mixedAlphabetOfLength27(@ForAll("mixedAlphabet27") String input) {
    assertEquals(27, input.length());
    assertParsedAsTheOracleSays(input);
    Statistics.coverage(
        coverage -> {
          coverage.check("check mismatch").percentage(p -> p > 5);
          coverage.check("invalid digit").percentage(p -> p > 5);
        });
  }

  @Property(tries = 1500)
  void validTextsParseAndRoundTrip(@ForAll("validTexts") String input) {
    assertParsedAsTheOracleSays(input);
    Statistics.coverage(
        coverage -> {
          coverage.check("parsed with check").percentage(p -> p > 20);
          coverage.check("parsed without check").percentage(p -> p > 20);
        });
  }

  // ---------------------------------------------------------------------------------------------
  // What the check detects

  /**
   * One symbol of a text with check replaced by a symbol of another value. Among the first 25
   * symbols the value changes by d * 2^k with 0 < |d| < 32, never a multiple of the prime 127, so
   * the check always fails. In the last two only the check field can let it through, and then only
   * by reading 127, "no check": symbol 26 holds check bits only (the value is unchanged), symbol 25
   * also holds the value's last 3 bits (the value may change).
   */
  @Property(tries = 3000)
  void oneChangedSymbolIsRejectedUnlessTheCheckTurnsInto127(
      @ForAll("checkedValues") BigInteger value,
      @ForAll @IntRange(min = 0, max = 26) int position,
      @ForAll @IntRange(min = 1, max = 31) int delta,
      @ForAll @IntRange(min = 0, max = 4) int spelling) {
    String text = canonical(value, value.mod(MOD).intValue());
    int original = symbolValue(text.charAt(position));
    int replacement = (original + delta) & 31;
    String spellings = SPELLINGS.get(replacement);
    String changed =
        text.substring(0, position)
            + spellings.charAt(spelling % spellings.length())
            + text.substring(position + 1);
    BigInteger n = number(changed);
    int checkField = n.intValue() & 127;
    if (position < 25) {
      Statistics.collect("value symbol");
      IdFormatException e = assertThrows(IdFormatException.class, () -> Euid.fromString(changed));
      assertEquals(Reason.CHECK_MISMATCH, e.getReason());
    } else if (checkField != 127) {
      Statistics.collect("check symbol, check detects");
      IdFormatException e = assertThrows(IdFormatException.class, () -> Euid.fromString(changed));
      assertEquals(Reason.CHECK_MISMATCH, e.getReason());
    } else {
      Statistics.collect("check symbol, turned into no check");
      Euid id = Euid.fromString(changed);
      assertEquals(n.shiftRight(7), id.toBigInteger());
      if (position == 26) {
        assertEquals(value, id.toBigInteger());
      }
    }
  }

  /**
   * Two adjacent symbols of the first 25 swapped: the value changes by a * 31 * 2^k, 0 < |a| < 32.
   */
  @Property(tries = 1000)
  void adjacentSwapIsRejected(
      @ForAll("checkedValues") BigInteger value,
      @ForAll @IntRange(min = 0, max = 23) int position) {
    String text = canonical(value, value.mod(MOD).intValue());
    char a = text.charAt(position);
    char b = text.charAt(position + 1);
    if (a == b) {
      Statistics.collect("same symbols, nothing to swap");
      assertEquals(value, Euid.fromString(text).toBigInteger());
      return;
    }
    Statistics.collect("swapped");
    String swapped = text.substring(0, position) + b + a + text.substring(position + 2);
    IdFormatException e = assertThrows(IdFormatException.class, () -> Euid.fromString(swapped));
    assertEquals(Reason.CHECK_MISMATCH, e.getReason());
  }

  // ---------------------------------------------------------------------------------------------
  // Inputs

  @Provide
  Arbitrary<BigInteger> checkedValues() {
    // Uniform, so that most texts are long runs of different symbols, plus jqwik's edge cases.
    return Arbitraries.bigIntegers()
        .between(BigInteger.ZERO, MAX_VALUE)
        .withDistribution(RandomDistribution.uniform());
  }

  @Provide
  Arbitrary<String> mixedAlphabet27() {
    // Alphabet characters are weighted up so that many inputs hold one or two bad characters
    // only, and a fair share none (and those then mostly fail on their check).
    Arbitrary<String> character =
        Arbitraries.frequencyOf(
            List.of(
                Tuple.of(80, Arbitraries.of(SPELLINGS).flatMap(s -> Arbitraries.of(s.split("")))),
                Tuple.of(1, Arbitraries.of(LOOKALIKES)),
                Tuple.of(1, Arbitraries.chars().all().map(String::valueOf))));
    return character
        .list()
        .ofSize(27)
        .map(
            parts -> {
              StringBuilder sb = new StringBuilder(27);
              parts.forEach(sb::append);
              // A surrogate pair makes the text longer; cutting it back may split a pair.
              sb.setLength(27);
              return sb.toString();
            });
  }

  @Provide
  Arbitrary<String> validTexts() {
    return Combinators.combine(checkedValues(), Arbitraries.of(true, false), Arbitraries.longs())
        .as(
            (value, withCheck, seed) -> {
              String text = canonical(value, withCheck ? value.mod(MOD).intValue() : 127);
              // Respell each symbol with one of its spellings, chosen by the seed's bits.
              StringBuilder sb = new StringBuilder();
              long bits = seed;
              for (int i = 0; i < text.length(); i++) {
                String spellings = SPELLINGS.get(symbolValue(text.charAt(i)));
                sb.append(spellings.charAt((int) Long.remainderUnsigned(bits, spellings.length())));
                bits = Long.rotateLeft(bits * 0x9e3779b97f4a7c15L + i, 17);
              }
              return sb.toString();
            });
  }

  @Example
  void everySpellingTableEntryIsDistinctAndAscii() {
    StringBuilder all = new StringBuilder();
    SPELLINGS.forEach(all::append);
    assertEquals(all.length(), all.chars().distinct().count());
    assertTrue(all.chars().allMatch(c -> c < 128));
    for (int value = 0; value < 32; value++) {
      assertEquals(ALPHABET.charAt(value), SPELLINGS.get(value).charAt(0));
    }
    assertFalse(all.toString().contains("U"));
  }
}
