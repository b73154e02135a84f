package io.github.sortid.scru128.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.IdType;
import io.github.sortid.testing.FormatOracle;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * SCRU128 v1's rules for the shared oracle: 26 radix-32 digits {@code 0-9}, {@code A-V} or {@code
 * a-v} spelling at most 2^128 - 1 (docs/FORMATS.md#text-rules), a 44-bit timestamp counted from
 * 2020-01-01T00:00:00Z above a 28-bit {@code counter}, a 24-bit {@code per_sec_random} and a 32-bit
 * {@code per_gen_random} (docs/FORMATS.md#scru128-v1-the-early-26-character-format).
 */
// Public for the table in the testing package; these test types are never exported.
@SuppressWarnings("exports")
public final class Scru128V1IdOracle extends FormatOracle<Scru128V1Id> {
  /** Creates the oracle. */
  public Scru128V1IdOracle() {
    super(IdType.SCRU128_V1, Alphabet.RADIX32, Instant.parse("2020-01-01T00:00:00Z"), 1, 84);
  }

  /** The canonical text: 26 uppercase digits, zero-padded. */
  @Override
  public String text(BigInteger value) {
    return numeral(value, 26);
  }

  /** Exactly 26 radix-32 digits of either case, spelling at most 2^128 - 1 (a first digit to 7). */
  @Override
  public ParseVerdict parse(String text) {
    return within128Bits(readNumeral(text, 26));
  }

  @Override
  public void checkFields(BigInteger value, Scru128V1Id id, Supplier<String> where) {
    long msb = value.shiftRight(64).longValue();
    long lsb = value.longValue();
    long timestamp = value.shiftRight(84).longValueExact();
    int counter = value.shiftRight(56).intValue() & 0xfff_ffff;
    int perSecRandom = value.shiftRight(32).intValue() & 0xff_ffff;
    long perGenRandom = value.longValue() & 0xffff_ffffL;
    assertEquals(value, id.toBigInteger(), where);
    assertEquals(msb, id.getMostSignificantBits(), where);
    assertEquals(lsb, id.getLeastSignificantBits(), where);
    assertEquals(timestamp, id.getTimestamp(), where);
    assertEquals(counter, id.getCounter(), where);
    assertEquals(perSecRandom, id.getPerSecRandom(), where);
    assertEquals(perGenRandom, id.getPerGenRandom(), where);
    assertEquals(id, Scru128V1Id.fromBits(msb, lsb), where);
    assertEquals(id, Scru128V1Id.fromFields(timestamp, counter, perSecRandom, perGenRandom), where);
  }
}
