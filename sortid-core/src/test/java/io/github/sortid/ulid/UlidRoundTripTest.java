package io.github.sortid.ulid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * ULID's own range rule, checked against {@link Oracle}: 26 Crockford Base32 digits (aliases
 * included) reach above 2^128 - 1, and the parser must reject exactly the texts that do. The
 * conversions every format shares are in {@code RoundTripContractTest}.
 *
 * <p>The seed differs from run to run so that the runs together cover more values; every failure
 * message names it, and {@code -Dsortid.test.seed=N} replays a run.
 */
class UlidRoundTripTest {
  private static final long SEED = Long.getLong("sortid.test.seed", new SecureRandom().nextLong());

  private static final int RANDOM_VALUES = 10_000;

  @Test
  void randomTextsParseLikeBigInteger() {
    SplittableRandom random = new SplittableRandom(SEED);
    String digits = Oracle.ALPHABET + "abcdefghjkmnpqrstvwxyzIiLlOo";
    int outOfRange = 0;
    for (int i = 0; i < RANDOM_VALUES; i++) {
      StringBuilder sb = new StringBuilder(26);
      while (sb.length() < 26) {
        sb.append(digits.charAt(random.nextInt(digits.length())));
      }
      String text = sb.toString();
      BigInteger value = Oracle.value(text);
      if (value.compareTo(Oracle.MAX_VALUE) > 0) {
        outOfRange++;
        IdFormatException e =
            assertThrows(IdFormatException.class, () -> Ulid.fromString(text), text);
        assertEquals(Reason.OUT_OF_RANGE, e.getReason(), text);
      } else {
        Ulid id = Ulid.fromString(text);
        assertEquals(value, id.toBigInteger(), text);
        assertEquals(Oracle.text(value), id.toString(), text);
      }
    }
    // A leading digit above 7 is most of the alphabet: both outcomes must be well represented.
    assertTrue(outOfRange > RANDOM_VALUES / 2, "seed " + SEED + ": " + outOfRange);
    assertTrue(outOfRange < RANDOM_VALUES * 9 / 10, "seed " + SEED + ": " + outOfRange);
  }
}
