package io.github.sortid.scru64;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.IdType;
import io.github.sortid.testing.FormatOracle;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * SCRU64's rules for the shared oracle: 12 ASCII Base36 digits of either case (SCRU64
 * specification, "Textual representation": https://github.com/scru64/spec), so values below 36^12,
 * in 8 bytes; a timestamp of 256 ms ticks above a 24-bit {@code node_ctr} (its "Specification"
 * section).
 */
// Public for the table in the testing package; these test types are never exported.
@SuppressWarnings("exports")
public final class Scru64IdOracle extends FormatOracle<Scru64Id> {
  /** 36^12: every 12-digit text is below it, and no ID reaches it. */
  private static final BigInteger LIMIT = BigInteger.valueOf(36).pow(12);

  /** Creates the oracle. */
  public Scru64IdOracle() {
    super(IdType.SCRU64, Alphabet.BASE36, Instant.EPOCH, 256, 24);
  }

  /** 36^12 - 1, which is also the last tick's largest ID: 36^12 is 2^24 * 3^24. */
  @Override
  public BigInteger maxValue() {
    return LIMIT.subtract(BigInteger.ONE);
  }

  /** The canonical text: 12 lowercase digits, zero-padded. */
  @Override
  public String text(BigInteger value) {
    return numeral(value, 12);
  }

  /**
   * Exactly 12 characters, each an ASCII digit or letter of either case. Twelve digits cannot
   * exceed 36^12 - 1, so there is no range to check.
   */
  @Override
  public ParseVerdict parse(String text) {
    return readNumeral(text, 12);
  }

  /** 8 bytes, big-endian, holding a value below 36^12; the length is checked first. */
  @Override
  public ParseVerdict parseBytes(byte[] bytes) {
    ParseVerdict verdict = super.parseBytes(bytes);
    return bytes.length == 8 && new BigInteger(1, bytes).compareTo(LIMIT) >= 0
        ? ParseVerdict.outOfRange("SCRU64 value")
        : verdict;
  }

  @Override
  public void checkFields(BigInteger value, Scru64Id id, Supplier<String> where) {
    long timestamp = value.shiftRight(24).longValueExact();
    int nodeCtr = value.intValue() & 0xff_ffff;
    assertEquals(timestamp, id.getTimestamp(), where);
    assertEquals(nodeCtr, id.getNodeCtr(), where);
    assertEquals(id, Scru64Id.fromParts(timestamp, nodeCtr), where);
  }
}
