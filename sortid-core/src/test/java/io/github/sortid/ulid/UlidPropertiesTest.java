package io.github.sortid.ulid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import io.github.sortid.testing.FormatOracle;
import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * {@link Ulid#fromString} accepts exactly the 26-character ASCII Crockford Base32 numerals (with
 * Crockford's aliases) up to 2^128 - 1, and rejects everything else with an {@link
 * IdFormatException} that says why; whatever it accepts round-trips through its canonical text.
 */
class UlidPropertiesTest {
  private static final String DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyz";

  /** Characters next to the alphabet, excluded letters, and characters a parser might trim. */
  private static final List<String> LOOKALIKES =
      List.of(
          "U",
          "u",
          "I",
          "i",
          "L",
          "l",
          "O",
          "o",
          "+",
          "-",
          "_",
          " ",
          "\t",
          "\n",
          "\u0000",
          "/",
          ":",
          "@",
          "[",
          "`",
          "{",
          "\u007f",
          "\u00a0",
          "\u00ff",
          "\ufeff",
          "\uff10",
          "\uff21",
          "\u0660",
          "\u212a",
          "\u0130",
          "\u0131",
          "\u017f",
          "\ud83d\ude18",
          "\ud83d",
          "\ude18");

  /** Parses {@code input} and checks the result, or the failure, against the oracle. */
  private static void assertParsedAsTheOracleSays(String input) {
    Statistics.collect(FormatOracle.of(IdType.ULID).assertParsedAsTheOracleSays(input));
  }

  @Property(tries = 2000)
  void mixedAlphabetOfLength26(@ForAll("mixedAlphabet26") String input) {
    assertEquals(26, input.length());
    assertParsedAsTheOracleSays(input);
    Statistics.coverage(
        coverage -> {
          coverage.check("parsed").percentage(p -> p > 5);
          coverage.check("invalid digit").percentage(p -> p > 5);
          coverage.check("out of range").percentage(p -> p > 1);
        });
  }

  @Property(tries = 2000)
  void nearlyValidTexts(@ForAll("nearlyValid") String input) {
    assertParsedAsTheOracleSays(input);
    Statistics.coverage(
        coverage -> {
          coverage.check("parsed").percentage(p -> p > 5);
          coverage.check("invalid digit").percentage(p -> p > 5);
          coverage.check("invalid length").percentage(p -> p > 5);
        });
  }

  @Provide
  Arbitrary<BigInteger> values() {
    return Arbitraries.bigIntegers().between(BigInteger.ZERO, Oracle.MAX_VALUE);
  }

  @Provide
  Arbitrary<String> mixedAlphabet26() {
    // Alphabet characters are weighted up so that many inputs hold one or two bad characters
    // only, and a fair share hold none.
    Arbitrary<String> character =
        Arbitraries.frequencyOf(
            List.of(
                Tuple.of(60, Arbitraries.of(DIGITS.split(""))),
                Tuple.of(2, Arbitraries.of(LOOKALIKES)),
                Tuple.of(1, Arbitraries.chars().all().map(String::valueOf))));
    Arbitrary<Character> lead =
        Arbitraries.of('0', '1', '2', '3', '4', '5', '6', '7', '8', 'Z', 'z', 'O', 'i', 'L', 'U');
    return Combinators.combine(lead, character.list().ofSize(25))
        .as(
            (first, rest) -> {
              StringBuilder sb = new StringBuilder(26).append(first);
              rest.forEach(sb::append);
              // A surrogate pair makes the text longer than 26; cutting it back may split a pair,
              // which is one more case worth having.
              sb.setLength(26);
              return sb.toString();
            });
  }

  @Provide
  Arbitrary<String> nearlyValid() {
    Arbitrary<String> bad =
        Arbitraries.oneOf(
            List.of(Arbitraries.of(LOOKALIKES), Arbitraries.chars().all().map(String::valueOf)));
    return Combinators.combine(
            validTexts(), Arbitraries.integers().between(0, 25), bad, Arbitraries.of(Edit.class))
        .as(
            (text, position, replacement, edit) -> {
              StringBuilder sb = new StringBuilder(text);
              switch (edit) {
                case REPLACE:
                  sb.replace(position, position + 1, replacement);
                  break;
                case INSERT:
                  sb.insert(position, replacement);
                  break;
                case DELETE:
                  sb.deleteCharAt(position);
                  break;
                case KEEP:
                default:
                  break;
              }
              return sb.toString();
            });
  }

  private enum Edit {
    REPLACE,
    INSERT,
    DELETE,
    KEEP
  }

  /** Valid texts in mixed case, some with Crockford's aliases in place of 0 and 1. */
  @Provide
  Arbitrary<String> validTexts() {
    return Combinators.combine(values(), Arbitraries.longs())
        .as(
            (value, bits) -> {
              char[] chars = Oracle.text(value).toCharArray();
              for (int i = 0; i < chars.length; i++) {
                long pick = bits >>> (2 * (i % 32)) & 3;
                char c = chars[i];
                if (pick == 1) {
                  chars[i] = Character.toLowerCase(c);
                } else if (pick == 2 && c == '0') {
                  chars[i] = i % 2 == 0 ? 'O' : 'o';
                } else if (pick == 2 && c == '1') {
                  chars[i] = "IiLl".charAt(i % 4);
                }
              }
              return new String(chars);
            });
  }
}
