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
import java.util.function.Supplier;

/**
 * EUID's rules for the shared oracle: 27 Crockford Base32 digits with Crockford's aliases spelling
 * {@code value << 7 | check}, the check being the value mod 127 or 127 for "no check"
 * (docs/FORMATS.md#euids-check-symbol); a 45-bit millisecond timestamp above the extension, its
 * length, the filler and the randomness (docs/FORMATS.md#euid).
 */
// Public for the table in the testing package; these test types are never exported.
@SuppressWarnings("exports")
public final class EuidOracle extends FormatOracle<Euid> {
  private static final BigInteger MOD = BigInteger.valueOf(127);

  /** The check field that means "no check". */
  static final int NO_CHECK = 127;

  /** Creates the oracle. */
  public EuidOracle() {
    super(IdType.EUID, Alphabet.CROCKFORD, Instant.EPOCH, 1, 83);
  }

  /** The value's own check: the value mod 127. */
  static int check(BigInteger value) {
    return value.mod(MOD).intValueExact();
  }

  /** An instance for the static form of {@link #symbols}, which EUID's own tests call. */
  private static final EuidOracle ORACLE = new EuidOracle();

  /** The 27 uppercase symbols of {@code value << 7 | check}. */
  private String symbols(BigInteger value, int check) {
    return numeral(value.shiftLeft(7).or(BigInteger.valueOf(check)), 27);
  }

  /** The 27 uppercase symbols of {@code value << 7 | check}. */
  static String text(BigInteger value, int check) {
    return ORACLE.symbols(value, check);
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
    ParseVerdict read = readNumeral(text, 27);
    BigInteger number = read.valueOrNull();
    if (number == null) {
      return read;
    }
    BigInteger value = number.shiftRight(7);
    int found = number.intValue() & 127;
    int expected = check(value);
    return found == NO_CHECK || found == expected
        ? ParseVerdict.accept(value)
        : ParseVerdict.checkMismatch(found, expected);
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
