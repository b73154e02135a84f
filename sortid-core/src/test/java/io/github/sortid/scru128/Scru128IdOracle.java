package io.github.sortid.scru128;

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
 * SCRU128's rules for the shared oracle: 25 ASCII Base36 digits of either case spelling at most
 * 2^128 - 1 (SCRU128 specification, "Textual representation": https://github.com/scru128/spec), a
 * 48-bit millisecond timestamp above {@code counter_hi}, {@code counter_lo} and {@code entropy}
 * (its "Specification" section).
 */
// Public for the table in the testing package; these test types are never exported.
@SuppressWarnings("exports")
public final class Scru128IdOracle extends FormatOracle<Scru128Id> {
  private static final BigInteger MASK_24 = BigInteger.ONE.shiftLeft(24).subtract(BigInteger.ONE);
  private static final BigInteger MASK_32 = BigInteger.ONE.shiftLeft(32).subtract(BigInteger.ONE);

  /** Creates the oracle. */
  public Scru128IdOracle() {
    super(IdType.SCRU128, Alphabet.BASE36, Instant.EPOCH, 1, 80);
  }

  /** The canonical text: 25 lowercase digits, zero-padded. */
  @Override
  public String text(BigInteger value) {
    return numeral(value, 25);
  }

  /**
   * Exactly 25 characters, each an ASCII digit or letter of either case, spelling at most 2^128 -
   * 1; the checks in that order.
   */
  @Override
  public ParseVerdict parse(String text) {
    return within128Bits(readNumeral(text, 25));
  }

  /** The fields at their extremes, alone and together, and the texts around 2^128 - 1. */
  @Override
  public List<BigInteger> edgeValues() {
    List<BigInteger> values = new ArrayList<>();
    for (long ts : new long[] {0, 1, 0xffff_ffff_fffeL, 0xffff_ffff_ffffL}) {
      for (long hi : new long[] {0, 1, 0xff, 0x100, 0xff_ffff}) {
        for (long lo : new long[] {0, 1, 0xff_ffff}) {
          for (long ent : new long[] {0, 1, 0x8000_0000L, 0xffff_ffffL}) {
            values.add(
                BigInteger.valueOf(ts)
                    .shiftLeft(80)
                    .or(BigInteger.valueOf(hi).shiftLeft(56))
                    .or(BigInteger.valueOf(lo).shiftLeft(32))
                    .or(BigInteger.valueOf(ent)));
          }
        }
      }
    }
    for (String text : Scru128IdRoundTripTest.boundaryTextList()) {
      values.add(new BigInteger(text, 36));
    }
    return values;
  }

  @Override
  public void checkFields(BigInteger value, Scru128Id id, Supplier<String> where) {
    long msb = value.shiftRight(64).longValue();
    long lsb = value.longValue();
    long timestamp = value.shiftRight(80).longValueExact();
    int counterHi = value.shiftRight(56).and(MASK_24).intValueExact();
    int counterLo = value.shiftRight(32).and(MASK_24).intValueExact();
    long entropy = value.and(MASK_32).longValueExact();
    assertEquals(value, id.toBigInteger(), where);
    assertEquals(msb, id.getMostSignificantBits(), where);
    assertEquals(lsb, id.getLeastSignificantBits(), where);
    assertEquals(timestamp, id.getTimestamp(), where);
    assertEquals(counterHi, id.getCounterHi(), where);
    assertEquals(counterLo, id.getCounterLo(), where);
    assertEquals(entropy, id.getEntropy(), where);
    assertEquals(id, Scru128Id.fromBits(msb, lsb), where);
    assertEquals(id, Scru128Id.fromFields(timestamp, counterHi, counterLo, entropy), where);
  }
}
