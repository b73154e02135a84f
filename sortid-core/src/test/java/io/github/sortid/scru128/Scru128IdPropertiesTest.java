package io.github.sortid.scru128;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import io.github.sortid.testing.FormatOracle;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * {@link Scru128Id#fromString} accepts exactly the 25-character ASCII Base36 numerals up to 2^128 -
 * 1, and rejects everything else with an {@link IdFormatException} that says why.
 *
 * <p>The oracle is {@code Scru128IdOracle}, which reads the digits by hand, ASCII only, and
 * computes with {@link BigInteger} (SCRU128 specification, "Textual representation":
 * https://github.com/scru128/spec). The inputs, SCRU128's own, reach every rule: lookalike
 * characters, the range's end and huge texts.
 */
class Scru128IdPropertiesTest {
  private static final BigInteger MAX_VALUE =
      BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE);

  private static final String BASE36 =
      "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

  /**
   * Characters that some digit or case routine of the JDK treats as a Base36 digit, or that sit
   * next to the alphabet in ASCII, or that a parser might trim or skip.
   */
  private static final List<String> LOOKALIKES =
      List.of(
          "+",
          "-",
          "_",
          " ",
          "\t",
          "\n",
          "\r",
          "\u0000",
          "/",
          ":",
          "@",
          "[",
          "`",
          "{",
          "\u007f",
          "\u00a0",
          "\u2007",
          "\u3000",
          "\ufeff",
          // Fullwidth, Arabic-Indic and Devanagari digits: Character.digit accepts them.
          "\uff10",
          "\uff19",
          "\uff41",
          "\uff3a",
          "\u0660",
          "\u0669",
          "\u0966",
          "\u06f0",
          // Letters whose case mapping lands in ASCII: Kelvin sign, long s, dotted and dotless i.
          "\u212a",
          "\u017f",
          "\u0130",
          "\u0131",
          "\u00e9",
          "\u00df",
          "\u0410",
          "\u6f22",
          "\u5b57",
          // Whole supplementary code points, one of them a digit for Character.digit.
          "\ud83d\ude18",
          "\ud83e\udd23",
          "\ud835\udfce",
          // Lone surrogates.
          "\ud83d",
          "\ude18");

  // ---------------------------------------------------------------------------------------------
  // The oracle: Scru128IdOracle, shared with the contracts and the fuzz target

  /** Parses {@code input} and checks the result, or the failure, against the oracle. */
  private static void assertParsedAsTheOracleSays(String input) {
    Statistics.collect(FormatOracle.of(IdType.SCRU128).assertParsedAsTheOracleSays(input));
  }

  // ---------------------------------------------------------------------------------------------
  // Properties

  @Property(tries = 2000)
  void mixedAlphabetOfLength25(@ForAll("mixedAlphabet25") String input) {
    assertEquals(25, input.length());
    assertParsedAsTheOracleSays(input);
    Statistics.coverage(
        coverage -> {
          coverage.check("parsed").percentage(p -> p > 5);
          coverage.check("invalid digit").percentage(p -> p > 5);
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
          coverage.check("out of range").percentage(p -> p > 2);
        });
  }

  // ---------------------------------------------------------------------------------------------
  // Inputs

  @Provide
  Arbitrary<String> mixedAlphabet25() {
    // Base36 characters are weighted up so that many inputs hold one or two bad characters only,
    // and a fair share hold none.
    Arbitrary<String> character =
        Arbitraries.frequencyOf(
            List.of(
                Tuple.of(60, Arbitraries.of(BASE36.split(""))),
                Tuple.of(1, Arbitraries.of(LOOKALIKES)),
                Tuple.of(1, Arbitraries.chars().all().map(String::valueOf))));
    Arbitrary<Character> lead = Arbitraries.of('0', '1', '2', '3', '4', '5', '6', '7', 'f', 'F');
    return Combinators.combine(lead, character.list().ofSize(24))
        .as(
            (first, rest) -> {
              StringBuilder sb = new StringBuilder(25).append(first);
              rest.forEach(sb::append);
              // A surrogate pair makes the text longer than 25; cutting it back may split a pair,
              // which is one more case worth having.
              sb.setLength(25);
              return sb.toString();
            });
  }

  @Provide
  Arbitrary<String> nearlyValid() {
    Arbitrary<String> bad =
        Arbitraries.oneOf(
            List.of(Arbitraries.of(LOOKALIKES), Arbitraries.chars().all().map(String::valueOf)));
    return Combinators.combine(
            validTexts(),
            Arbitraries.integers().between(0, 24),
            bad,
            Arbitraries.of(Edit.class),
            Arbitraries.of(
                "f5lxx1zz5pnorynqglhzmsp34",
                "g000000000000000000000000",
                "zzzzzzzzzzzzzzzzzzzzzzzzz",
                "f5lxx1zz5pnorynqglhzmsp3z"))
        .as(
            (text, position, replacement, edit, tooLarge) -> {
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
                case TOO_LARGE:
                  return tooLarge;
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
    TOO_LARGE,
    KEEP
  }

  @Provide
  Arbitrary<String> validTexts() {
    return Arbitraries.bigIntegers()
        .between(BigInteger.ZERO, MAX_VALUE)
        .map(
            value -> {
              String digits = value.toString(36);
              return "0".repeat(25 - digits.length()) + digits;
            })
        .flatMap(
            text ->
                Arbitraries.integers()
                    .between(0, 2)
                    .map(
                        caseMode -> {
                          if (caseMode == 0) {
                            return text;
                          } else if (caseMode == 1) {
                            return text.toUpperCase(Locale.ROOT);
                          }
                          StringBuilder sb = new StringBuilder(text);
                          for (int i = 0; i < sb.length(); i += 2) {
                            sb.setCharAt(i, Character.toUpperCase(sb.charAt(i)));
                          }
                          return sb.toString();
                        }));
  }
}
