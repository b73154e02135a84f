package io.github.sortid.scru128;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * SCRU128's own range rule, checked against {@link BigInteger}: 25 Base36 digits reach above 2^128
 * - 1, and the parser must reject exactly the texts that do, in either case. The conversions every
 * format shares are in {@code RoundTripContractTest}.
 *
 * <p>The seed differs from run to run so that the runs together cover more values; every failure
 * message names it, and {@code -Dsortid.test.seed=N} replays a run.
 */
class Scru128IdRoundTripTest {
  private static final long SEED = Long.getLong("sortid.test.seed", new SecureRandom().nextLong());

  private static final int RANDOM_VALUES = 10_000;

  private static final BigInteger TWO_POW_128 = BigInteger.ONE.shiftLeft(128);
  private static final BigInteger MAX_VALUE = TWO_POW_128.subtract(BigInteger.ONE);
  private static final String DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

  private static String expectedText(BigInteger value) {
    String digits = value.toString(36);
    return "0".repeat(25 - digits.length()) + digits;
  }

  private static Supplier<String> context(String text) {
    return () -> "seed " + SEED + ", text " + text;
  }

  private static String randomCase(String text, SplittableRandom random) {
    char[] chars = text.toCharArray();
    for (int i = 0; i < chars.length; i++) {
      if (random.nextBoolean()) {
        chars[i] = Character.toUpperCase(chars[i]);
      }
    }
    return new String(chars);
  }

  // ---------------------------------------------------------------------------------------------
  // Range of the text form

  private static void assertParsesLikeBigInteger(String text) {
    BigInteger value = new BigInteger(text, 36);
    if (value.compareTo(MAX_VALUE) > 0) {
      IdFormatException e =
          assertThrows(IdFormatException.class, () -> Scru128Id.fromString(text), context(text));
      assertEquals(Reason.OUT_OF_RANGE, e.getReason(), context(text));
      assertEquals(-1, e.getErrorIndex(), context(text));
      assertEquals("out of 128-bit value range", e.getMessage(), context(text));
    } else {
      Scru128Id id = Scru128Id.fromString(text);
      assertEquals(value, id.toBigInteger(), context(text));
      assertEquals(text.toLowerCase(Locale.ROOT), id.toString(), context(text));
    }
  }

  /**
   * Texts that agree with the largest ID on a prefix and then step one digit above or below it, and
   * the extremes of the leading digit.
   */
  static List<String> boundaryTextList() {
    String maxText = expectedText(MAX_VALUE);
    List<String> texts = new ArrayList<>();
    for (int k = 0; k < 25; k++) {
      String prefix = maxText.substring(0, k);
      int digit = DIGITS.indexOf(maxText.charAt(k));
      String zeros = "0".repeat(24 - k);
      String zs = "z".repeat(24 - k);
      texts.add(prefix + DIGITS.charAt(digit) + zeros);
      texts.add(prefix + DIGITS.charAt(digit) + zs);
      if (digit < 35) {
        texts.add(prefix + DIGITS.charAt(digit + 1) + zeros);
      }
      if (digit > 0) {
        texts.add(prefix + DIGITS.charAt(digit - 1) + zs);
      }
    }
    for (char lead : DIGITS.toCharArray()) {
      texts.add(lead + "0".repeat(24));
      texts.add(lead + "z".repeat(24));
    }
    texts.add("0000000000001000000000000");
    texts.add("0000000000000zzzzzzzzzzzz");
    return texts;
  }

  @Test
  void boundaryTexts() {
    assertEquals(Scru128Id.MAX, Scru128Id.fromString("f5lxx1zz5pnorynqglhzmsp33"));
    assertEquals(Scru128Id.MAX, Scru128Id.fromString("F5LXX1ZZ5PNORYNQGLHZMSP33"));
    assertEquals(Scru128Id.fromBits(-1L, -2L), Scru128Id.fromString("f5lxx1zz5pnorynqglhzmsp32"));
    assertThrows(IdFormatException.class, () -> Scru128Id.fromString("f5lxx1zz5pnorynqglhzmsp34"));
    List<String> texts = boundaryTextList();
    long above = texts.stream().filter(t -> new BigInteger(t, 36).compareTo(MAX_VALUE) > 0).count();
    assertTrue(above > 25 && above < texts.size() - 25, "both sides of the bound: " + above);
    for (String text : texts) {
      assertParsesLikeBigInteger(text);
      assertParsesLikeBigInteger(text.toUpperCase(Locale.ROOT));
    }
  }

  @Test
  void randomTextsNearAndAboveTheRangeParseLikeBigInteger() {
    SplittableRandom random = new SplittableRandom(SEED);
    String maxText = expectedText(MAX_VALUE);
    int outOfRange = 0;
    int inRange = 0;
    for (int i = 0; i < RANDOM_VALUES; i++) {
      String text;
      switch (random.nextInt(4)) {
        case 0:
          {
            // Shares a prefix with the largest ID, so the decision falls on the last digits.
            StringBuilder sb = new StringBuilder(maxText.substring(0, random.nextInt(26)));
            while (sb.length() < 25) {
              sb.append(DIGITS.charAt(random.nextInt(36)));
            }
            text = sb.toString();
            break;
          }
        case 1:
          {
            // Within 2^k of 2^128, on either side.
            int k = random.nextInt(110);
            BigInteger delta = new BigInteger(k + 1, new Random(random.nextLong()));
            BigInteger value =
                random.nextBoolean() ? TWO_POW_128.add(delta) : TWO_POW_128.subtract(delta);
            text = expectedText(value);
            break;
          }
        case 2:
          {
            // A leading digit of f and above: mostly out of range, by any amount.
            StringBuilder sb = new StringBuilder().append(DIGITS.charAt(15 + random.nextInt(21)));
            while (sb.length() < 25) {
              sb.append(DIGITS.charAt(random.nextInt(36)));
            }
            text = sb.toString();
            break;
          }
        default:
          {
            StringBuilder sb = new StringBuilder();
            while (sb.length() < 25) {
              sb.append(DIGITS.charAt(random.nextInt(36)));
            }
            text = sb.toString();
            break;
          }
      }
      text = randomCase(text, random);
      if (new BigInteger(text, 36).compareTo(MAX_VALUE) > 0) {
        outOfRange++;
      } else {
        inRange++;
      }
      assertParsesLikeBigInteger(text);
    }
    // Both outcomes must be well represented, or the test would prove little.
    assertTrue(outOfRange > RANDOM_VALUES / 10, "seed " + SEED + ": " + outOfRange);
    assertTrue(inRange > RANDOM_VALUES / 10, "seed " + SEED + ": " + inRange);
  }
}
