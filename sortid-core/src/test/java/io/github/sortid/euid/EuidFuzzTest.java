package io.github.sortid.euid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;
import io.github.sortid.IdFormatException;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Fuzz tests of the EUID parsers against an independent oracle built on {@link BigInteger}. Like
 * {@code Scru128IdFuzzTest}: any exception but {@link IdFormatException}, or any failed assertion,
 * is a finding; {@code ./mvnw verify} replays the files under {@code EuidFuzzTestInputs/<method>/},
 * {@code ./mvnw -Pfuzz verify} fuzzes.
 */
class EuidFuzzTest {
  private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

  private static final BigInteger MOD = BigInteger.valueOf(127);

  /** The check field that means "no check". */
  private static final int NO_CHECK = 127;

  /**
   * A text parses exactly when the oracle accepts it, to the oracle's value, printed back in the
   * canonical forms with and without check; otherwise the parser reports the first failing check
   * (length, then first bad character, then the check symbol).
   */
  @FuzzTest(maxDuration = "2m")
  void fromString(@NotNull String text) {
    ParseVerdict expected = oracle(text);
    Euid id;
    try {
      id = Euid.fromString(text);
    } catch (IdFormatException e) {
      expected.checkRejection(text.length(), e);
      return;
    }
    BigInteger value = expected.acceptedValue();
    assertEquals(value, id.toBigInteger());
    checkTexts(value, id);
    assertEquals(value.shiftRight(83).longValue(), id.getTimestamp());
    int length = value.shiftRight(64).intValue() & 0xf;
    assertEquals(length, id.getExtensionLength());
    assertEquals(
        length == 0
            ? OptionalInt.empty()
            : OptionalInt.of(value.shiftRight(68).intValue() & ((1 << length) - 1)),
        id.getExtension());
    assertEquals(value, new BigInteger(1, id.toByteArray()));
    assertEquals(16, id.toByteArray().length);
    assertEquals(id, Euid.fromByteArray(id.toByteArray()));
    assertEquals(id, Euid.fromString(text.toLowerCase(Locale.ROOT)));
    assertEquals(id, Euid.fromString(text.toUpperCase(Locale.ROOT)));
  }

  /** Both texts of an EUID are the oracle's, and both parse back to it. */
  static void checkTexts(BigInteger value, Euid id) {
    int check = value.mod(MOD).intValueExact();
    assertEquals(oracleText(value, check), id.toString());
    assertEquals(oracleText(value, NO_CHECK), id.toStringWithoutCheck());
    assertEquals(id, Euid.fromString(id.toString()));
    assertEquals(id, Euid.fromString(id.toStringWithoutCheck()));
  }

  /**
   * The reference decoding (euid digest §4, §5): exactly 27 Crockford Base32 digits of either case,
   * {@code I} and {@code L} read as 1 and {@code O} as 0, {@code U} and everything else rejected.
   * They spell the 135-bit number {@code value << 7 | check}, so no value is out of range; the
   * check must be 127 ("no check") or the value mod 127.
   */
  private static ParseVerdict oracle(String text) {
    if (text.length() != 27) {
      return ParseVerdict.invalidLength(text.length(), 27);
    }
    BigInteger number = BigInteger.ZERO;
    for (int i = 0; i < text.length(); i++) {
      int digit = digit(text.charAt(i));
      if (digit < 0) {
        return ParseVerdict.invalidDigit(i);
      }
      number = number.shiftLeft(5).or(BigInteger.valueOf(digit));
    }
    BigInteger value = number.shiftRight(7);
    int found = number.intValue() & 127;
    int expected = value.mod(MOD).intValueExact();
    return found == NO_CHECK || found == expected
        ? ParseVerdict.accept(value)
        : ParseVerdict.checkMismatch(found, expected);
  }

  /**
   * The value of a Crockford Base32 digit of either case, with the aliases {@code I}, {@code L} (1)
   * and {@code O} (0), or -1.
   */
  private static int digit(char c) {
    char upper = c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') : c;
    if (upper == 'I' || upper == 'L') {
      return 1;
    }
    if (upper == 'O') {
      return 0;
    }
    return ALPHABET.indexOf(upper);
  }

  /** The 27 uppercase digits of {@code value << 7 | check}. */
  private static String oracleText(BigInteger value, int check) {
    BigInteger number = value.shiftLeft(7).or(BigInteger.valueOf(check));
    char[] text = new char[27];
    for (int i = text.length - 1; i >= 0; i--) {
      text[i] = ALPHABET.charAt(number.intValue() & 31);
      number = number.shiftRight(5);
    }
    return new String(text);
  }
}
