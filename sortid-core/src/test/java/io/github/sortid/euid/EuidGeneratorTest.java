package io.github.sortid.euid;

import static io.github.sortid.euid.EuidCreateTest.replaying;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.ScriptedClock;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class EuidGeneratorTest {
  private static final long TS0 = 1_700_000_000_000L;

  private static EuidGenerator generator(ScriptedClock clock, long allowance) {
    return EuidGenerator.builder()
        .clock(clock)
        .rollbackAllowance(Duration.ofMillis(allowance))
        .build();
  }

  private static long randomHigh(Euid id) {
    return id.getRandom() >>> 32;
  }

  @Test
  void firstIdCarriesTheClockReadingAndNoExtension() {
    ScriptedClock clock = new ScriptedClock(TS0);
    Euid id = EuidGenerator.builder().clock(clock).build().generate();
    assertEquals(TS0, id.getTimestamp());
    assertEquals(OptionalInt.empty(), id.getExtension());
    // EUID reserves no timestamp: the epoch itself is a valid clock reading.
    ScriptedClock epoch = new ScriptedClock(0);
    assertEquals(0, EuidGenerator.builder().clock(epoch).build().generate().getTimestamp());
  }

  @Test
  void withinAMillisecondTheUpperBitsStayAndTheCountGoesUpByOne() {
    ScriptedClock clock = new ScriptedClock(TS0);
    EuidGenerator generator =
        EuidGenerator.builder().clock(clock).random(new SplittableRandom(3)).build();
    Euid previous = generator.generate();
    for (int i = 0; i < 10_000; i++) {
      Euid current = generator.generate();
      assertEquals(previous.getMostSignificantBits(), current.getMostSignificantBits());
      assertEquals(previous.getFiller(), current.getFiller());
      assertEquals(randomHigh(previous) + 1, randomHigh(current));
      assertTrue(previous.compareTo(current) < 0);
      assertTrue(previous.toString().compareTo(current.toString()) < 0);
      previous = current;
    }
  }

  @Test
  void aNewMillisecondDrawsANewFillerAndStart() {
    ScriptedClock clock = new ScriptedClock(TS0);
    // Draws per new millisecond: filler, start of the count; then the random low part per ID.
    EuidGenerator generator =
        EuidGenerator.builder()
            .clock(clock)
            .random(replaying(0x7001, 0x100, 0xaa, 0xbb, 0x0002, 0x50, 0xcc))
            .build();
    Euid first = generator.generate();
    Euid second = generator.generate();
    clock.set(TS0 + 1);
    Euid third = generator.generate();
    assertEquals(Euid.fromFields(TS0, OptionalInt.empty(), 0x7001, 0x100_0000_00aaL), first);
    assertEquals(Euid.fromFields(TS0, OptionalInt.empty(), 0x7001, 0x101_0000_00bbL), second);
    assertEquals(Euid.fromFields(TS0 + 1, OptionalInt.empty(), 0x0002, 0x50_0000_00ccL), third);
    assertTrue(second.compareTo(third) < 0);
  }

  @Test
  void withinAMillisecondTheGeneratorContinuesAsNextDoes() {
    ScriptedClock clock = new ScriptedClock(TS0);
    EuidGenerator generator =
        EuidGenerator.builder().clock(clock).extension(300).random(replaying(1, 2, 3, 4)).build();
    Euid first = generator.generate();
    Euid second = generator.generate();
    assertEquals(first.nextAt(TS0, 4, 4L).orElseThrow(), second);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 5, 255, 256, 32767})
  void theExtensionIsFixedPerGenerator(int extension) {
    ScriptedClock clock = new ScriptedClock(TS0);
    EuidGenerator generator =
        EuidGenerator.builder()
            .clock(clock)
            .extension(extension)
            .random(new SplittableRandom(extension))
            .build();
    Euid previous = Euid.MIN;
    for (int i = 0; i < 3000; i++) {
      clock.set(TS0 + i / 100 - (i % 7 == 0 ? 3 : 0));
      Euid id = generator.generate();
      assertEquals(OptionalInt.of(extension), id.getExtension());
      assertEquals(Euid.extensionLength(extension), id.getExtensionLength());
      assertTrue(previous.compareTo(id) < 0, "at " + i);
      previous = id;
    }
  }

  @Test
  void counterOverflowMovesTheTimestampOnWithoutBlocking() {
    ScriptedClock clock = new ScriptedClock(TS0);
    // First millisecond: filler 0, count starts at 2^32 - 1. Then filler 0x1234, start 5.
    EuidGenerator generator =
        EuidGenerator.builder()
            .clock(clock)
            .extension(3)
            .random(replaying(0, -1, 0xa, 0x1234, 5, 0xb, 0xc))
            .build();
    Euid first = generator.generate();
    assertEquals(0xffff_ffffL, randomHigh(first));
    Euid second = generator.generate();
    assertTrue(first.compareTo(second) < 0);
    assertEquals(
        Euid.fromFields(TS0 + 1, OptionalInt.of(3), 0x1234 & 0x1fff, 5L << 32 | 0xb), second);
    // The clock still reads TS0: the generator is 1 ms ahead and carries on counting there.
    Euid third = generator.generate();
    assertEquals(TS0 + 1, third.getTimestamp());
    assertEquals(second.getMostSignificantBits(), third.getMostSignificantBits());
    assertEquals(6, randomHigh(third));
  }

  @Test
  void counterOverflowAtTheLastTimestampFailsClearlyAndKeepsTheState() {
    ScriptedClock clock = new ScriptedClock(Euid.MAX_TIMESTAMP);
    EuidGenerator generator = EuidGenerator.builder().clock(clock).random(replaying(-1)).build();
    Euid first = generator.generate();
    assertEquals(Euid.MAX_TIMESTAMP, first.getTimestamp());
    for (int i = 0; i < 2; i++) {
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertEquals(
          "counter overflow at the largest EUID timestamp: no further EUID exists", e.getMessage());
    }
  }

  /** The settings every format shares are checked in {@code GeneratorContractTest}. */
  @Test
  void builderRejectsBadSettings() {
    assertEquals(Duration.ofSeconds(10), EuidGenerator.DEFAULT_ROLLBACK_ALLOWANCE);
    EuidGenerator.Builder builder = EuidGenerator.builder();
    assertThrows(NullPointerException.class, () -> builder.random(null));
    assertThrows(NullPointerException.class, () -> builder.rollbackAllowance(null));
    for (int bad : new int[] {-1, 32768, Integer.MIN_VALUE}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> builder.extension(bad));
      assertEquals("extension out of range: " + bad + " (expected 0 to 32767)", e.getMessage());
    }
    assertNotNull(builder.rollbackAllowance(Duration.ofMillis(Euid.MAX_TIMESTAMP)).build());
    assertThrows(
        IllegalArgumentException.class,
        () -> builder.rollbackAllowance(Duration.ofMillis(Euid.MAX_TIMESTAMP + 1)));
    assertNotNull(new EuidGenerator().generate());
  }

  /**
   * A batch is consecutive in every format ({@code GeneratorContractTest}); here, of one extension.
   */
  @Test
  void batchKeepsTheExtension() {
    ScriptedClock clock = new ScriptedClock(TS0);
    EuidGenerator generator = EuidGenerator.builder().clock(clock).extension(12).build();
    List<Euid> batch = generator.generateBatch(10_000);
    assertEquals(10_000, batch.size());
    for (Euid id : batch) {
      assertEquals(OptionalInt.of(12), id.getExtension());
    }
  }
}
