package io.github.sortid.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Spliterator;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The argument checks and the stream that every generator shares. */
class GeneratorsTest {
  @Test
  void checkArgumentReturnsEveryValueOfTheClosedRange() {
    for (long value : new long[] {-5, -4, 0, 6, 7}) {
      assertEquals(value, Generators.checkArgument("x", value, -5, 7));
    }
    assertEquals(Long.MAX_VALUE, Generators.checkArgument("x", Long.MAX_VALUE, 1, Long.MAX_VALUE));
  }

  @Test
  void checkArgumentRejectsValuesJustOutsideTheRangeNamingTheArgument() {
    for (long value : new long[] {-6, 8, Long.MIN_VALUE, Long.MAX_VALUE}) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> Generators.checkArgument("timestamp", value, -5, 7));
      assertEquals("timestamp out of range: " + value + " (expected -5 to 7)", e.getMessage());
    }
  }

  @Test
  void checkRollbackAllowanceAcceptsZeroToTheMaximum() {
    for (Duration allowance :
        new Duration[] {Duration.ZERO, Duration.ofMillis(1), Duration.ofMillis(1000)}) {
      assertSame(allowance, Generators.checkRollbackAllowance(allowance, 1000));
    }
    // A fraction of a millisecond above the maximum is above it.
    Duration fraction = Duration.ofMillis(1000).plusNanos(1);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Generators.checkRollbackAllowance(fraction, 1000));
    assertEquals(
        "rollbackAllowance out of range: PT1.000000001S (expected 0 to 1000 ms)", e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> Generators.checkRollbackAllowance(Duration.ofNanos(-1), 1000));
    NullPointerException npe =
        assertThrows(
            NullPointerException.class, () -> Generators.checkRollbackAllowance(null, 1000));
    assertEquals("rollbackAllowance", npe.getMessage());
  }

  @Test
  void streamGivesTheIteratorsElementsInOrderAndNeverNull() {
    Stream<Long> stream = Generators.stream(LongStream.iterate(3, x -> x * 2).iterator());
    Spliterator<Long> spliterator = stream.spliterator();
    assertTrue(spliterator.hasCharacteristics(Spliterator.ORDERED));
    assertTrue(spliterator.hasCharacteristics(Spliterator.NONNULL));
    assertTrue(spliterator.hasCharacteristics(Spliterator.IMMUTABLE));

    assertEquals(
        List.of(3L, 6L, 12L, 24L),
        Generators.stream(LongStream.iterate(3, x -> x * 2).iterator()).limit(4).toList());
    assertFalse(Generators.stream(LongStream.iterate(3, x -> x * 2).iterator()).isParallel());
  }
}
