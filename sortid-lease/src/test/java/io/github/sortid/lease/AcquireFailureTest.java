package io.github.sortid.lease;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sortid.lease.spi.LeaseStore;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import io.github.sortid.lease.spi.Reservation;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What an acquire that finds no node ID free says: each cause that kept node IDs from being chosen,
 * with its count, and the records that could not be read.
 */
class AcquireFailureTest {
  /** 2026-01-01T00:00:00Z, in 256-ms ticks. */
  private static final long NOW_TICK = Instant.parse("2026-01-01T00:00:00Z").toEpochMilli() >>> 8;

  private static final String OWNER = "5a0f3c3e-7d41-4a43-a3bd-8f7b0f0e2f11";

  @Test
  void heldUnreadableAndFarAheadAreCountedApart() {
    RealmSnapshot snapshot =
        new RealmSnapshot(
            3,
            -1,
            List.of(new NodeKey(0, 2)),
            Map.of(
                new NodeKey(0, 2),
                new Reservation(NOW_TICK, OWNER, 1),
                new NodeKey(1, 2),
                Reservation.unread(),
                new NodeKey(2, 2),
                Reservation.unread(),
                new NodeKey(3, 2),
                new Reservation(NOW_TICK + 1000, OWNER, 1)),
            List.of("row 1/2 (tick -1)", "row 2/2 (owner \"\")", "row 7/99 (size 99)"));
    assertEquals(
        "no 2-bit node ID free in realm fixed within 0 ms: every 2-bit node ID overlaps one of 1"
            + " held node ID or 2 unreadable reservations or 1 reservation further ahead of this"
            + " clock than the rollback allowance (3 records could not be read: row 1/2 (tick"
            + " -1); row 2/2 (owner \"\"); row 7/99 (size 99))",
        failure(snapshot, 2));
  }

  @Test
  void aFloorNoClockReachesIsNamedAsSuch() {
    RealmSnapshot snapshot = new RealmSnapshot(3, NOW_TICK + 1000, List.of(), Map.of());
    assertEquals(
        "no 8-bit node ID free in realm fixed within 0 ms: the realm's floor, tick "
            + (NOW_TICK + 1000)
            + ", lies further ahead of this clock than the rollback allowance: no new holder can"
            + " start above it",
        failure(snapshot, 8));
  }

  @Test
  void manyUnreadableRecordsAreNamedUpToThree() {
    RealmSnapshot snapshot =
        new RealmSnapshot(
            3,
            -1,
            List.of(new NodeKey(0, 1), new NodeKey(1, 1)),
            Map.of(),
            List.of("a", "b", "c", "d", "e"));
    assertEquals(
        "no 1-bit node ID free in realm fixed within 0 ms: every 1-bit node ID overlaps one of 2"
            + " held node IDs (5 records could not be read: a; b; c; and 2 more)",
        failure(snapshot, 1));
  }

  @Test
  void aClaimThatLostTheRaceIsNamedAsSuch() {
    // Node IDs are free, but every claim finds the realm changed.
    RealmSnapshot snapshot = new RealmSnapshot(3, -1, List.of(), Map.of());
    assertEquals(
        "no 4-bit node ID free in realm fixed within 0 ms: the realm changed under the last try:"
            + " other processes are claiming node IDs there at the same time",
        failure(snapshot, 4));
  }

  private static String failure(RealmSnapshot snapshot, int size) {
    InstantSource clock = InstantSource.fixed(Instant.ofEpochMilli(NOW_TICK << 8));
    return assertThrows(
            IllegalStateException.class,
            () ->
                new Builder(new FixedStore(snapshot), size)
                    .clock(clock)
                    .acquireTimeout(Duration.ZERO)
                    .acquire())
        .getMessage();
  }

  /** A realm that always reads the same, where no claim succeeds. */
  private record FixedStore(RealmSnapshot snapshot) implements LeaseStore {
    @Override
    public String name() {
      return "the fixed store";
    }

    @Override
    public String realm() {
      return "fixed";
    }

    @Override
    public void prepare() {}

    @Override
    public RealmSnapshot read(boolean withTicks) {
      return snapshot;
    }

    @Override
    public boolean claim(RealmSnapshot snapshot, NodeKey key, long tick, String owner) {
      return false;
    }

    @Override
    public void extend(NodeKey key, String owner, long tick) {
      throw new AssertionError("nothing is claimed");
    }

    @Override
    public void release(NodeKey key, String owner, long tick) {}

    @Override
    public boolean compact(RealmSnapshot snapshot, Collection<NodeKey> keys, long floorTick) {
      return false;
    }
  }

  private static final class Builder extends Scru64NodeLease.Builder<Builder> {
    private final LeaseStore store;

    Builder(LeaseStore store, int size) {
      super(size);
      this.store = store;
    }

    @Override
    protected LeaseStore createStore() {
      return store;
    }
  }
}
