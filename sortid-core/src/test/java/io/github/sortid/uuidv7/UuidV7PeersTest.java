package io.github.sortid.uuidv7;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.uuid.Generators;
import com.github.f4b6a3.uuid.UuidCreator;
import com.github.f4b6a3.uuid.util.UuidComparator;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The UUIDv7s of other libraries read correctly: valid, with the time they were made, within the
 * bounds of their millisecond, through the strict parser, and in the order of their generator by
 * {@link UuidV7#UNSIGNED_ORDER}. uuid-creator's own bounds and comparator agree with sortid's.
 */
class UuidV7PeersTest {
  static Stream<Arguments> peers() {
    com.fasterxml.uuid.impl.TimeBasedEpochGenerator jug = Generators.timeBasedEpochGenerator();
    return Stream.of(
        Arguments.of(
            "uuid-creator getTimeOrderedEpoch", (Supplier<UUID>) UuidCreator::getTimeOrderedEpoch),
        Arguments.of(
            "uuid-creator getTimeOrderedEpochPlus1",
            (Supplier<UUID>) UuidCreator::getTimeOrderedEpochPlus1),
        Arguments.of("JUG TimeBasedEpochGenerator", (Supplier<UUID>) jug::generate));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("peers")
  void peersUuidsReadCorrectly(String peer, Supplier<UUID> generator) {
    List<UUID> ids = new ArrayList<>();
    long before = System.currentTimeMillis();
    for (int i = 0; i < 10_000; i++) {
      ids.add(generator.get());
    }
    long after = System.currentTimeMillis();
    UUID previous = null;
    for (UUID id : ids) {
      assertTrue(UuidV7.isValid(id), id::toString);
      assertEquals(id, UuidV7.fromString(id.toString()));
      assertEquals(id, UuidV7.fromString(id.toString().toUpperCase()));
      assertEquals(id, UuidV7.fromByteArray(UuidV7.toByteArray(id)));
      long timestamp = UuidV7.getTimestamp(id);
      // uuid-creator may hold the last millisecond for a while; none runs ahead by a second.
      assertTrue(timestamp >= before - 1000 && timestamp <= after + 1000, id::toString);
      Instant time = UuidV7.toInstant(id);
      assertTrue(UuidV7.UNSIGNED_ORDER.compare(UuidV7.min(time), id) <= 0);
      assertTrue(UuidV7.UNSIGNED_ORDER.compare(id, UuidV7.max(time)) <= 0);
      if (previous != null) {
        assertTrue(
            UuidV7.UNSIGNED_ORDER.compare(previous, id) < 0, () -> peer + ": not increasing");
      }
      previous = id;
    }
  }

  @ParameterizedTest
  @MethodSource("instants")
  void uuidCreatorsBoundsAndComparatorAgree(Instant time) {
    assertEquals(UuidCreator.getTimeOrderedEpochMin(time), UuidV7.min(time));
    assertEquals(UuidCreator.getTimeOrderedEpochMax(time), UuidV7.max(time));
    UUID max = new UUID(-1, -1);
    UUID v4 = UUID.fromString("f47ac10b-58cc-4372-a567-0e02b2c3d479");
    for (UUID other : List.of(max, v4, UuidV7.max(time), UuidV7.min(time))) {
      UUID id = UuidV7.min(time);
      assertEquals(
          Integer.signum(UuidComparator.opaqueCompare(id, other)),
          Integer.signum(UuidV7.UNSIGNED_ORDER.compare(id, other)));
    }
  }

  static Stream<Instant> instants() {
    return Stream.of(
        Instant.parse("2022-02-22T22:22:22.222Z"),
        Instant.ofEpochMilli(0),
        Instant.ofEpochMilli((1L << 47) - 1),
        Instant.ofEpochMilli(1L << 47));
  }
}
