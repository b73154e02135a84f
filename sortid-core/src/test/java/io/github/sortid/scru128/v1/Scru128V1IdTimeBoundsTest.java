package io.github.sortid.scru128.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * SCRU128 v1's own examples of {@link Scru128V1Id#min(Instant)} and {@link
 * Scru128V1Id#max(Instant)}: the bounds of a millisecond, its 44-bit timestamp counted from
 * 2020-01-01T00:00:00Z (the biased timestamp), followed by {@code counter}, {@code per_sec_random}
 * and {@code per_gen_random} all clear or all set
 * (docs/FORMATS.md#scru128-v1-the-early-26-character-format). The rules every format shares, the
 * bias given as the start of the range, are in {@code TimeBoundsContractTest}.
 */
class Scru128V1IdTimeBoundsTest {
  private static final Instant FIRST = Instant.parse("2020-01-01T00:00:00Z");
  private static final Instant LAST = Instant.parse("2577-06-22T06:20:44.415999999Z");

  @Test
  void millisecondOfTheSpecReadmeExamples() {
    // 00QBTG0FERFTCCNFISUBO489DI and the three after it: biased timestamp 56634639325.
    Instant time = Instant.parse("2021-10-17T11:50:39.325Z");
    assertEquals(56634639325L, time.toEpochMilli() - Scru128V1Id.TIMESTAMP_BIAS);
    assertEquals("00QBTG0FEG0000000000000000", Scru128V1Id.min(time).toString());
    assertEquals("00QBTG0FEVVVVVVVVVVVVVVVVV", Scru128V1Id.max(time).toString());
    assertEquals(Scru128V1Id.fromFields(56634639325L, 0, 0, 0), Scru128V1Id.min(time));
    assertEquals(
        Scru128V1Id.fromFields(
            56634639325L,
            Scru128V1Id.MAX_COUNTER,
            Scru128V1Id.MAX_PER_SEC_RANDOM,
            Scru128V1Id.MAX_PER_GEN_RANDOM),
        Scru128V1Id.max(time));
    for (String example :
        new String[] {
          "00QBTG0FERFTCCNFISUBO489DI",
          "00QBTG0FERFTCCPFISU9NEF4CJ",
          "00QBTG0FERFTCCRFISU97R5OTB",
          "00QBTG0FERFTCCTFISUA4B4DFK"
        }) {
      Scru128V1Id id = Scru128V1Id.fromString(example);
      assertTrue(Scru128V1Id.min(time).compareTo(id) < 0);
      assertTrue(id.compareTo(Scru128V1Id.max(time)) < 0);
    }
    // The next four examples are of the next millisecond.
    assertTrue(
        Scru128V1Id.max(time).compareTo(Scru128V1Id.fromString("00QBTG0FF6ULUKDFISU93H7KA9")) < 0);
  }

  @Test
  void endsOfTheRangeAreTheBiasedTimestampsZeroAndMax() {
    assertEquals(Scru128V1Id.MIN, Scru128V1Id.min(FIRST));
    assertEquals(0, Scru128V1Id.max(FIRST).getTimestamp());
    assertEquals(FIRST, Scru128V1Id.max(FIRST).toInstant());
    assertEquals(Scru128V1Id.fromFields(Scru128V1Id.MAX_TIMESTAMP, 0, 0, 0), Scru128V1Id.min(LAST));
    assertEquals(Scru128V1Id.MAX, Scru128V1Id.max(LAST));
    assertEquals("7VVVVVVVVVVVVVVVVVVVVVVVVV", Scru128V1Id.max(LAST).toString());
  }
}
