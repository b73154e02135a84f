package io.github.sortid.scru128.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;
import io.github.sortid.IdFormatException;
import io.github.sortid.testing.ParseVerdict;
import java.math.BigInteger;
import java.util.Locale;

/**
 * Fuzz tests of the SCRU128 v1 parsers against an independent oracle built on {@link BigInteger}.
 * Like {@code Scru128IdFuzzTest}: any exception but {@link IdFormatException}, or any failed
 * assertion, is a finding; {@code ./mvnw verify} replays the files under {@code
 * Scru128V1IdFuzzTestInputs/<method>/}, {@code ./mvnw -Pfuzz verify} fuzzes.
 */
class Scru128V1IdFuzzTest {
  private static final BigInteger MAX_128 = BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE);

  private static final String DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUV";

  /**
   * A text parses exactly when the oracle accepts it, to the oracle's value and fields, printed
   * back as the uppercased input; otherwise the parser reports the first failing check (length,
   * then first bad character, then range).
   */
  @FuzzTest(maxDuration = "2m")
  void fromString(@NotNull String text) {
    ParseVerdict expected = oracle(text);
    Scru128V1Id id;
    try {
      id = Scru128V1Id.fromString(text);
    } catch (IdFormatException e) {
      expected.checkRejection(text.length(), e);
      return;
    }
    BigInteger value = expected.acceptedValue();
    assertEquals(value, id.toBigInteger());
    assertEquals(oracleText(value), id.toString());
    assertEquals(text.toUpperCase(Locale.ROOT), id.toString());
    // 44-bit timestamp, 28-bit counter, 24-bit per_sec_random, 32-bit per_gen_random.
    assertEquals(value.shiftRight(84).longValue(), id.getTimestamp());
    assertEquals(value.shiftRight(56).intValue() & 0xfff_ffff, id.getCounter());
    assertEquals(value.shiftRight(32).intValue() & 0xff_ffff, id.getPerSecRandom());
    assertEquals(value.longValue() & 0xffff_ffffL, id.getPerGenRandom());
    assertEquals(value, new BigInteger(1, id.toByteArray()));
    assertEquals(16, id.toByteArray().length);
    assertEquals(id, Scru128V1Id.fromByteArray(id.toByteArray()));
    assertEquals(id, Scru128V1Id.fromString(text.toLowerCase(Locale.ROOT)));
  }

  /**
   * The v1 decoding (scru128-v1 digest §2): exactly 26 characters, each {@code 0-9}, {@code A-V} or
   * {@code a-v}, spelling at most 2^128 - 1 (so the first digit is at most 7).
   */
  private static ParseVerdict oracle(String text) {
    if (text.length() != 26) {
      return ParseVerdict.invalidLength(text.length(), 26);
    }
    BigInteger value = BigInteger.ZERO;
    for (int i = 0; i < text.length(); i++) {
      int digit = digit(text.charAt(i));
      if (digit < 0) {
        return ParseVerdict.invalidDigit(i);
      }
      value = value.shiftLeft(5).or(BigInteger.valueOf(digit));
    }
    return value.compareTo(MAX_128) > 0
        ? ParseVerdict.outOfRange("128-bit value")
        : ParseVerdict.accept(value);
  }

  /** The value of a radix-32 digit {@code 0-9}, {@code A-V} or {@code a-v}, or -1. */
  private static int digit(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'a' && c <= 'v') {
      return c - 'a' + 10;
    }
    return c >= 'A' && c <= 'V' ? c - 'A' + 10 : -1;
  }

  /** The canonical text of a value: 26 uppercase digits, zero-padded. */
  static String oracleText(BigInteger value) {
    char[] text = new char[26];
    for (int i = text.length - 1; i >= 0; i--) {
      text[i] = DIGITS.charAt(value.shiftRight(5 * (25 - i)).intValue() & 31);
    }
    return new String(text);
  }
}
