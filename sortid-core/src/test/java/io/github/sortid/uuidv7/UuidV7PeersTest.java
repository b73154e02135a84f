package io.github.sortid.uuidv7;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.uuid.Generators;
import com.fasterxml.uuid.UUIDComparator;
import com.fasterxml.uuid.UUIDType;
import com.fasterxml.uuid.impl.UUIDUtil;
import com.github.f4b6a3.uuid.UuidCreator;
import com.github.f4b6a3.uuid.enums.UuidVariant;
import com.github.f4b6a3.uuid.enums.UuidVersion;
import com.github.f4b6a3.uuid.util.UuidComparator;
import com.github.f4b6a3.uuid.util.UuidUtil;
import io.github.sortid.testing.ScriptedClock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * sortid and the other libraries read each other's UUIDv7s. Theirs read correctly in sortid: valid,
 * with the time they were made, within the bounds of their millisecond, through the strict parser,
 * and in the order of their generator by {@link UuidV7#UNSIGNED_ORDER}. sortid's read correctly in
 * theirs: version 7, the variant of RFC 9562, the same millisecond, the same UUID back from their
 * parsers, and increasing by their comparators. uuid-creator's own bounds and comparator agree with
 * sortid's.
 */
class UuidV7PeersTest {
  /**
   * How a peer library reads a UUID: whether it takes it for a UUIDv7 of the RFC variant, its time
   * in Unix milliseconds, its parsers of the text and of the 16 bytes, and its order.
   */
  record Reader(
      String name,
      Predicate<UUID> isV7,
      ToLongFunction<UUID> millis,
      Function<String, UUID> parse,
      Function<byte[], UUID> fromBytes,
      Comparator<UUID> order) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Reader> readers() {
    return Stream.of(
        // JUG's typeOf reads the version only, and JUG has no reader of the variant: the JDK's
        // variant() stands in for it (see assertReads).
        new Reader(
            "JUG",
            id -> UUIDUtil.typeOf(id) == UUIDType.TIME_BASED_EPOCH,
            UUIDUtil::extractTimestamp,
            UUIDUtil::uuid,
            UUIDUtil::uuid,
            UUIDComparator::staticCompare),
        new Reader(
            "uuid-creator",
            id ->
                UuidUtil.isTimeOrderedEpoch(id)
                    && UuidUtil.getVersion(id) == UuidVersion.VERSION_TIME_ORDERED_EPOCH
                    && UuidUtil.getVariant(id) == UuidVariant.VARIANT_STANDARD,
            id -> UuidUtil.getInstant(id).toEpochMilli(),
            UuidCreator::fromString,
            UuidCreator::fromBytes,
            UuidComparator::opaqueCompare));
  }

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

  @ParameterizedTest(name = "{0}")
  @MethodSource("readers")
  void sortidsUuidsReadCorrectlyInPeers(Reader peer) {
    List<UUID> ids = new ArrayList<>();
    long before = System.currentTimeMillis();
    for (int i = 0; i < 10_000; i++) {
      ids.add(UuidV7.generate());
    }
    long after = System.currentTimeMillis();
    assertReads(peer, ids);
    for (UUID id : ids) {
      long millis = peer.millis().applyAsLong(id);
      // The process-wide generator holds its last millisecond if the clock steps back a little.
      assertTrue(millis >= before - 1000 && millis <= after, id::toString);
    }
  }

  /**
   * sortid's UUIDv7s at the edges of the range, in increasing order: the first and last of
   * millisecond 0, a full counter and the UUID after its rollover, one millisecond ahead of the
   * clock, a generator's crossing of timestamp 2^47 (where {@link UUID#compareTo} sees the UUIDs
   * fall), and the largest UUIDv7.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("readers")
  void sortidsEdgeUuidsReadCorrectlyInPeers(Reader peer) {
    List<UUID> ids = new ArrayList<>();
    ids.add(UuidV7.min(Instant.EPOCH));
    ids.add(UuidV7.max(Instant.EPOCH));
    long t0 = 1740365184503L;
    UUID full = UuidV7.of(t0, UuidV7Generator.MAX_COUNTER, -1);
    ids.add(full);
    UUID rolledOver =
        UuidV7Generator.continuingFrom(UuidV7Generator.builder().clock(new ScriptedClock(t0)), full)
            .generate();
    assertEquals(t0 + 1, UuidV7.getTimestamp(rolledOver));
    ids.add(rolledOver);
    ScriptedClock clock = new ScriptedClock((1L << 47) - 1);
    UuidV7Generator crossing = UuidV7Generator.builder().clock(clock).build();
    ids.add(crossing.generate());
    clock.set(1L << 47);
    ids.add(crossing.generate());
    ids.add(UuidV7.max(Instant.ofEpochMilli(UuidV7.MAX_TIMESTAMP)));
    assertReads(peer, ids);
  }

  /**
   * Each UUID, made by sortid, reads in the peer as a UUIDv7 of the RFC variant with sortid's
   * timestamp, and comes back the same from the peer's parsers; each is greater than the one before
   * it by the peer's comparator.
   */
  private static void assertReads(Reader peer, List<UUID> increasing) {
    UUID previous = null;
    for (UUID id : increasing) {
      assertTrue(peer.isV7().test(id), () -> peer + " does not read a UUIDv7: " + id);
      assertEquals(7, id.version());
      assertEquals(2, id.variant(), id::toString);
      assertEquals(UuidV7.getTimestamp(id), peer.millis().applyAsLong(id), id::toString);
      assertEquals(id, peer.parse().apply(id.toString()));
      assertEquals(id, peer.fromBytes().apply(UuidV7.toByteArray(id)));
      if (previous != null) {
        UUID before = previous;
        assertTrue(
            peer.order().compare(before, id) < 0,
            () -> peer + " does not see " + id + " after " + before);
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
