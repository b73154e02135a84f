package io.github.sortid.scru64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * SCRU64's own examples of {@link Scru64Id#min(Instant)} and {@link Scru64Id#max(Instant)}: the
 * bounds of a 256-millisecond tick, its timestamp ({@code unixMillis >> 8}) followed by a 24-bit
 * {@code node_ctr} all clear or all set (SCRU64 specification, "Layout":
 * https://github.com/scru64/spec), in text and in parts. The rules every format shares, the 256 ms
 * unit given as data, are in {@code TimeBoundsContractTest}.
 */
class Scru64IdTimeBoundsTest {
  /** The last nanosecond of the last tick, 282429536480. */
  private static final Instant LAST = Instant.parse("4261-02-27T06:08:59.135999999Z");

  @Test
  void tickOfTheClassExample() {
    // 0u2r85hm2pt3: tick 6554405805, which starts at 2023-03-04T11:04:46.080Z.
    long tick = 6554405805L;
    Instant time = Instant.parse("2023-03-04T11:04:46.100Z");
    assertEquals("0u2r85hkecqo", Scru64Id.min(time).toString());
    assertEquals("0u2r85hudy4f", Scru64Id.max(time).toString());
    assertEquals(Scru64Id.fromParts(tick, 0), Scru64Id.min(time));
    assertEquals(Scru64Id.fromParts(tick, Scru64Id.MAX_NODE_CTR), Scru64Id.max(time));
    assertEquals(Instant.parse("2023-03-04T11:04:46.080Z"), Scru64Id.max(time).toInstant());
    Scru64Id example = Scru64Id.fromString("0u2r85hm2pt3");
    assertTrue(Scru64Id.min(time).compareTo(example) < 0);
    assertTrue(example.compareTo(Scru64Id.max(time)) < 0);
  }

  @Test
  void endsOfTheRangeInParts() {
    assertEquals(Scru64Id.MIN, Scru64Id.min(Instant.EPOCH));
    assertEquals(Scru64Id.fromParts(0, Scru64Id.MAX_NODE_CTR), Scru64Id.max(Instant.EPOCH));
    assertEquals(Scru64Id.fromParts(Scru64Id.MAX_TIMESTAMP, 0), Scru64Id.min(LAST));
    // The last tick's bound is the largest value, 36^12 - 1, and no more.
    assertEquals(Scru64Id.MAX, Scru64Id.max(LAST));
    assertEquals(4_738_381_338_321_616_895L, Scru64Id.max(LAST).toLong());
    assertEquals("zzzzzzzzzzzz", Scru64Id.max(LAST).toString());
    assertEquals(Scru64Id.MAX, Scru64Id.max(Instant.ofEpochMilli(Scru64Id.MAX_TIMESTAMP << 8)));
  }
}
