package io.github.sortid.euid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.IdType;
import io.github.sortid.testing.FormatOracle;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * EUID's rules for the shared oracle: 27 Crockford Base32 digits with Crockford's aliases spelling
 * {@code value << 7 | check}, the check being the value mod 127 or 127 for "no check" (euid digest
 * §4, §5); a 45-bit millisecond timestamp above the extension, its length, the filler and the
 * randomness (§1).
 */
// Public for the table in the testing package; these test types are never exported.
@SuppressWarnings("exports")
public final class EuidOracle extends FormatOracle<Euid> {
  private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

  private static final BigInteger MOD = BigInteger.valueOf(127);

  /** The check field that means "no check". */
  static final int NO_CHECK = 127;

  /** Creates the oracle. */
  public EuidOracle() {
    super(IdType.EUID, Instant.EPOCH, 1, 83);
  }

  /** The value's own check: the value mod 127. */
  static int check(BigInteger value) {
    return value.mod(MOD).intValueExact();
  }

  /** The 27 uppercase symbols of {@code value << 7 | check}. */
  static String text(BigInteger value, int check) {
    BigInteger number = value.shiftLeft(7).or(BigInteger.valueOf(check));
    char[] text = new char[27];
    for (int i = text.length - 1; i >= 0; i--) {
      text[i] = ALPHABET.charAt(number.intValue() & 31);
      number = number.shiftRight(5);
    }
    return new String(text);
  }

  /** The text with check. */
  @Override
  public String text(BigInteger value) {
    return text(value, check(value));
  }

  /** The text with check, then the one without. */
  @Override
  public List<String> texts(BigInteger value) {
    return List.of(text(value), text(value, NO_CHECK));
  }

  /**
   * Exactly 27 Crockford Base32 digits of either case, {@code I} and {@code L} read as 1 and {@code
   * O} as 0, {@code U} and everything else rejected. They spell the 135-bit number {@code value <<
   * 7 | check}, so no value is out of range; the check must be 127 ("no check") or the value mod
   * 127.
   */
  @Override
  public ParseVerdict parse(String text) {
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
    int expected = check(value);
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

  /** Random case, and Crockford's aliases O for 0, I and L for 1. */
  @Override
  public String respell(String text, SplittableRandom random) {
    return withCrockfordAliases(super.respell(text, random), random);
  }

  @Override
  public int radix() {
    return 32;
  }

  /** Multiples of 127 and their neighbours, where the check wraps. */
  @Override
  public List<BigInteger> edgeValues() {
    List<BigInteger> values = new ArrayList<>();
    for (int k = 0; k < 200; k++) {
      BigInteger multiple = maxValue().divide(MOD).subtract(BigInteger.valueOf(k)).multiply(MOD);
      values.add(multiple);
      values.add(multiple.add(BigInteger.ONE));
      values.add(multiple.subtract(BigInteger.ONE));
      values.add(BigInteger.valueOf(127L * k));
    }
    return values;
  }

  @Override
  public void checkFields(BigInteger value, Euid id, Supplier<String> where) {
    long msb = value.shiftRight(64).longValue();
    long lsb = value.longValue();
    assertEquals(value, id.toBigInteger(), where);
    assertEquals(text(value, NO_CHECK), id.toStringWithoutCheck(), where);
    assertEquals(check(value), Euid.check(msb, lsb), where);
    assertEquals(msb, id.getMostSignificantBits(), where);
    assertEquals(lsb, id.getLeastSignificantBits(), where);
    assertEquals(id, Euid.fromBits(msb, lsb), where);
    long timestamp = value.shiftRight(83).longValueExact();
    int length = value.shiftRight(64).intValue() & 0xf;
    int field = value.shiftRight(68).intValue() & 0x7fff;
    assertEquals(timestamp, id.getTimestamp(), where);
    assertEquals(length, id.getExtensionLength(), where);
    assertEquals(
        length == 0 ? OptionalInt.empty() : OptionalInt.of(field & ((1 << length) - 1)),
        id.getExtension(),
        where);
    assertEquals(field >>> length, id.getFiller(), where);
    assertEquals(lsb, id.getRandom(), where);
    // fromFields takes an extension whose length is its own bit length (or none) only.
    if (length == 0
        || length == 32 - Integer.numberOfLeadingZeros(field & ((1 << length) - 1) | 1)) {
      assertEquals(
          id, Euid.fromFields(timestamp, id.getExtension(), id.getFiller(), id.getRandom()), where);
    }
  }
}
