package io.github.sortid.uuidv7;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException.Reason;
import io.github.sortid.IdType;
import io.github.sortid.testing.FormatOracle;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * UUIDv7's rules for the shared oracle (RFC 9562 §4, §5.7): 36 characters, hexadecimal digits of
 * either case in the groups {@code 8-4-4-4-12}, then the version digit (index 14) {@code 7} and the
 * variant digit (index 19) {@code 8} to {@code b}; a 48-bit millisecond timestamp above the
 * version, the generator's 42-bit counter and 32 random bits; written in lowercase. Only the values
 * of version 7 and variant {@code 10} are IDs: {@link #fold} sets those bits.
 */
// Public for the table in the testing package; these test types are never exported.
@SuppressWarnings("exports")
public final class UuidV7Oracle extends FormatOracle<UUID> {
  /** The version (bits 48 to 51) and variant (bits 64 and 65) fields of the 128-bit value. */
  private static final BigInteger FIXED_MASK =
      BigInteger.valueOf(0xf).shiftLeft(76).or(BigInteger.valueOf(3).shiftLeft(62));

  /** Version 7 and variant {@code 10}. */
  private static final BigInteger FIXED_BITS =
      BigInteger.valueOf(7).shiftLeft(76).or(BigInteger.valueOf(2).shiftLeft(62));

  /** Creates the oracle. */
  public UuidV7Oracle() {
    super(IdType.UUIDV7, Alphabet.HEX, Instant.EPOCH, 1, 80);
  }

  @Override
  public BigInteger fold(BigInteger value) {
    return value.andNot(FIXED_MASK).or(FIXED_BITS);
  }

  @Override
  public BigInteger maxValue() {
    return fold(BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE));
  }

  /** The 32 lowercase hexadecimal digits of any 128-bit value, hyphens at 8, 13, 18 and 23. */
  @Override
  public String text(BigInteger value) {
    String hex = numeral(value, 32);
    return hex.substring(0, 8)
        + "-"
        + hex.substring(8, 12)
        + "-"
        + hex.substring(12, 16)
        + "-"
        + hex.substring(16, 20)
        + "-"
        + hex.substring(20);
  }

  /**
   * Exactly 36 characters; a hyphen at 8, 13, 18 and 23 and an ASCII hexadecimal digit of either
   * case everywhere else, the first character that is not rejected at its index; then the version
   * digit, then the variant digit.
   */
  @Override
  public ParseVerdict parse(String text) {
    if (text.length() != 36) {
      return ParseVerdict.invalidLength(text.length(), 36);
    }
    StringBuilder hex = new StringBuilder();
    for (int i = 0; i < 36; i++) {
      char c = text.charAt(i);
      boolean hyphenAt = i == 8 || i == 13 || i == 18 || i == 23;
      boolean hexDigit = c < 128 && "0123456789abcdefABCDEF".indexOf(c) >= 0;
      if (hyphenAt ? c != '-' : !hexDigit) {
        return ParseVerdict.invalidDigit(i);
      }
      if (!hyphenAt) {
        hex.append(c);
      }
    }
    BigInteger value = new BigInteger(hex.toString(), 16);
    char version = Character.toLowerCase(text.charAt(14));
    if (version != '7') {
      return ParseVerdict.reject(
          Reason.INVALID_DIGIT, 14, "not a UUIDv7: version " + version + " at 14 (expected 7)");
    }
    char variant = Character.toLowerCase(text.charAt(19));
    if ("89ab".indexOf(variant) < 0) {
      return ParseVerdict.reject(
          Reason.INVALID_DIGIT,
          19,
          "not a UUIDv7: variant digit " + variant + " at 19 (expected 8, 9, a or b)");
    }
    return ParseVerdict.accept(value);
  }

  /** Exactly 16 bytes, then version 7 and variant {@code 10}, named by the JDK's numbers. */
  @Override
  public ParseVerdict parseBytes(byte[] bytes) {
    if (bytes.length != 16) {
      return ParseVerdict.invalidByteLength(bytes.length, 16);
    }
    int version = (bytes[6] & 0xff) >> 4;
    int top = (bytes[8] & 0xff) >> 5; // the three top bits of octet 8
    int variant = top < 4 ? 0 : top < 6 ? 2 : top == 6 ? 6 : 7;
    if (version != 7 || variant != 2) {
      return ParseVerdict.reject(
          Reason.OUT_OF_RANGE,
          -1,
          "not a UUIDv7: version "
              + version
              + ", variant "
              + variant
              + " (expected version 7, variant 2)");
    }
    return ParseVerdict.accept(new BigInteger(1, bytes));
  }

  /**
   * The timestamp at 0, 1, either side of 2^47 (where {@code UUID.compareTo} turns) and at the end,
   * with the counter and the random bits at their extremes.
   */
  @Override
  public List<BigInteger> edgeValues() {
    List<BigInteger> values = new ArrayList<>();
    long[] timestamps = {0, 1, (1L << 47) - 1, 1L << 47, 0xffff_ffff_fffeL, 0xffff_ffff_ffffL};
    long[] counters = {0, 1, (1L << 41) - 1, 1L << 41, (1L << 42) - 1};
    long[] randoms = {0, 1, 0x7fff_ffffL, 0x8000_0000L, 0xffff_ffffL};
    for (long ts : timestamps) {
      for (long counter : counters) {
        for (long random : randoms) {
          values.add(value(ts, counter, random));
        }
      }
    }
    return values;
  }

  /** The UUIDv7 of the given fields, by the layout of {@link UuidV7Generator}. */
  static BigInteger value(long timestamp, long counter, long random) {
    return BigInteger.valueOf(timestamp)
        .shiftLeft(80)
        .or(BigInteger.valueOf(7).shiftLeft(76))
        .or(BigInteger.valueOf(counter >>> 30).shiftLeft(64))
        .or(BigInteger.valueOf(2).shiftLeft(62))
        .or(BigInteger.valueOf(counter & 0x3fff_ffffL).shiftLeft(32))
        .or(BigInteger.valueOf(random));
  }

  @Override
  public void checkFields(BigInteger value, UUID id, Supplier<String> where) {
    long timestamp = value.shiftRight(80).longValueExact();
    long counter =
        value
            .shiftRight(64)
            .and(BigInteger.valueOf(0xfff))
            .shiftLeft(30)
            .or(value.shiftRight(32).and(BigInteger.valueOf(0x3fff_ffff)))
            .longValueExact();
    long random = value.and(BigInteger.valueOf(0xffff_ffffL)).longValueExact();
    assertTrue(UuidV7.isValid(id), where);
    assertSame(id, UuidV7.requireValid(id), where);
    assertEquals(7, id.version(), where);
    assertEquals(2, id.variant(), where);
    assertEquals(text(value), id.toString(), where);
    assertEquals(timestamp, UuidV7.getTimestamp(id), where);
    assertEquals(Instant.ofEpochMilli(timestamp), UuidV7.toInstant(id), where);
    assertEquals(counter, UuidV7.getCounter(id), where);
    assertEquals(random, UuidV7.getRandom(id), where);
    assertEquals(id, UuidV7.fromString(text(value)), where);
    assertEquals(id, UuidV7.fromByteArray(UuidV7.toByteArray(id)), where);
  }
}
