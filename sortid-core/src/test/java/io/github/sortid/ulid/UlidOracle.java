package io.github.sortid.ulid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.IdType;
import io.github.sortid.testing.FormatOracle;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * ULID's rules for the shared oracle, from {@link Oracle}: 26 Crockford Base32 digits with
 * Crockford's aliases (ULID specification, "Encoding": https://github.com/ulid/spec) spelling at
 * most 2^128 - 1, a 48-bit millisecond timestamp above 80 random bits, written in uppercase or, by
 * {@link Ulid#toLowerCase()}, in lowercase.
 */
// Public for the table in the testing package; these test types are never exported.
@SuppressWarnings("exports")
public final class UlidOracle extends FormatOracle<Ulid> {
  private static final BigInteger MASK_16 = BigInteger.valueOf(0xffff);

  /** Creates the oracle. */
  public UlidOracle() {
    super(IdType.ULID, Alphabet.CROCKFORD, Instant.EPOCH, 1, 80);
  }

  @Override
  public String text(BigInteger value) {
    return Oracle.text(value);
  }

  @Override
  public List<String> texts(BigInteger value) {
    return List.of(Oracle.text(value), Oracle.lower(value));
  }

  /**
   * Exactly 26 Crockford Base32 digits of either case, {@code I} and {@code L} read as 1 and {@code
   * O} as 0, {@code U} and everything else rejected, and a value of at most 2^128 - 1 (first digit
   * at most 7).
   */
  @Override
  public ParseVerdict parse(String text) {
    return within128Bits(readNumeral(text, 26));
  }

  /** The timestamp, random-hi and random-lo at their extremes, alone and together. */
  @Override
  public List<BigInteger> edgeValues() {
    List<BigInteger> values = new ArrayList<>();
    for (long ts : new long[] {0, 1, 0xffff_ffff_fffeL, 0xffff_ffff_ffffL}) {
      for (long hi : new long[] {0, 1, 0x8000, 0xffff}) {
        for (long lo : new long[] {0, 1, Long.MAX_VALUE, Long.MIN_VALUE, -1}) {
          values.add(
              BigInteger.valueOf(ts)
                  .shiftLeft(80)
                  .or(BigInteger.valueOf(hi).shiftLeft(64))
                  .or(new BigInteger(Long.toUnsignedString(lo))));
        }
      }
    }
    return values;
  }

  @Override
  public void checkFields(BigInteger value, Ulid id, Supplier<String> where) {
    long msb = Oracle.msb(value);
    long lsb = Oracle.lsb(value);
    long timestamp = value.shiftRight(80).longValueExact();
    int randomHi = value.shiftRight(64).and(MASK_16).intValueExact();
    assertEquals(value, id.toBigInteger(), where);
    assertEquals(Oracle.lower(value), id.toLowerCase(), where);
    assertEquals(msb, id.getMostSignificantBits(), where);
    assertEquals(lsb, id.getLeastSignificantBits(), where);
    assertEquals(timestamp, id.getTimestamp(), where);
    assertEquals(randomHi, id.getRandomHi(), where);
    assertEquals(lsb, id.getRandomLo(), where);
    assertEquals(id, Ulid.fromBits(msb, lsb), where);
    assertEquals(id, Ulid.fromFields(timestamp, randomHi, lsb), where);
  }
}
