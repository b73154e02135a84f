package io.github.sortid.lease;

import io.github.sortid.lease.spi.LeaseStore;
import io.github.sortid.lease.spi.LostClaimException;
import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import io.github.sortid.lease.spi.Reservation;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * One simulated process's store on the shared {@link SimRealm}, with the semantics that the store
 * interface asks of every store, and the faults that the adversary puts on its calls. A claim's
 * expiry is counted in the store's own clock, as a database store counts it: a claim ends when its
 * holder has not extended it for the claim expiry.
 *
 * <p>A version that is not one the store wrote (another program rewrote it) stays as it is when the
 * record is written again: the store never hands out a version that a reader may have seen on
 * another state of the record.
 */
final class SimStore implements LeaseStore {
  /** The store calls, for the faults that the adversary puts on them. */
  enum Call {
    PREPARE,
    READ,
    CLAIM,
    EXTEND,
    RELEASE,
    COMPACT;

    private final String text = name().toLowerCase(Locale.ROOT);

    @Override
    public String toString() {
      return text;
    }
  }

  /**
   * A store call that failed as a store's client reports it: the protocol retries. Without a stack
   * trace, which nobody reads and which would slow the simulation down.
   */
  static final class Failure extends Exception {
    private static final long serialVersionUID = 1L;

    Failure(String message) {
      super(message, null, false, false);
    }
  }

  private final SimRealm realm;
  private final String process;
  private final long claimExpiryMillis;

  /** The version this store wrote last to each node ID's record: the breakage's only check. */
  private final Map<NodeKey, Long> written = new HashMap<>();

  /** Guarded by this: the release calls finished, which a closing lease makes on its own thread. */
  private int releases;

  /**
   * Creates a process's store.
   *
   * @param process the process's name, for the faults and the trace
   * @param claimExpiryMillis how long a claim lasts after a claim or an extension, in the store's
   *     clock
   */
  SimStore(SimRealm realm, String process, long claimExpiryMillis) {
    this.realm = realm;
    this.process = process;
    this.claimExpiryMillis = claimExpiryMillis;
  }

  @Override
  public String name() {
    return "the simulated store";
  }

  @Override
  public String realm() {
    return "simulated";
  }

  @Override
  public void prepare() throws Failure {
    SimFault.Planned fault = enter(Call.PREPARE);
    SimRealmState state = realm.current();
    if (!state.exists()) {
      realm.commit(state.withRealm(0L, -1L, realm.now()));
      note(() -> "prepare: realm created");
    }
    leave(fault);
  }

  @Override
  public RealmSnapshot read(boolean withTicks) throws Failure {
    SimFault.Planned fault = enter(Call.READ);
    SimRealmState state = realm.current();
    long at = realm.now();
    if (fault != null && fault.fault() == SimFault.STALE) {
      state = realm.stale(fault.age());
      at = state.since();
      long asOf = at;
      note(() -> "adversary: read by " + process + " stale, as of t=" + asOf);
    }
    try {
      return state.read(withTicks, at, realm.breakage() == SimBreakage.UNREAD_AS_ABSENT);
    } catch (IllegalStateException e) {
      note(() -> "read: " + e.getMessage());
      throw e;
    }
  }

  @Override
  public boolean claim(RealmSnapshot snapshot, NodeKey key, long tick, String owner)
      throws Failure {
    SimFault.Planned fault = enter(Call.CLAIM);
    for (NodeKey held : snapshot.claims()) {
      if (held.overlaps(key)) {
        throw new IllegalArgumentException(key + " overlaps " + held + ", held");
      }
    }
    String outcome = writeClaim(snapshot, key, tick, owner);
    note(
        () ->
            "claim "
                + key
                + " at "
                + SimWorld.tick(tick)
                + " by "
                + owner
                + " -> "
                + (outcome == null ? "claimed" : "not claimed: " + outcome));
    leave(fault);
    if (outcome == null) {
      remember(key);
    }
    return outcome == null;
  }

  /**
   * Makes the claim's write if the realm and the overlapping records are as read; why not if not.
   */
  private String writeClaim(RealmSnapshot snapshot, NodeKey key, long tick, String owner)
      throws Failure {
    SimRealmState state = realm.current();
    if (!(state.version() instanceof Long version && version == snapshot.version())) {
      return "the realm changed";
    }
    List<SimRawRecord> records = new ArrayList<>(state.records());
    int own = state.indexOf(key);
    if (own >= 0) {
      Reservation read = snapshot.reservations().get(key);
      if (read == null) {
        return "its record was created since the read";
      }
      if (!read.isRead()) {
        throw realm.breach("claim of " + key + " on a read that did not read its reservation");
      }
      if (!sameVersion(records.get(own), read)) {
        return "its record changed";
      }
    }
    List<Integer> fenced = new ArrayList<>();
    for (Map.Entry<NodeKey, Reservation> entry : snapshot.reservations().entrySet()) {
      NodeKey other = entry.getKey();
      if (other.equals(key) || !other.overlaps(key)) {
        continue;
      }
      if (!entry.getValue().isRead()) {
        throw realm.breach(
            "claim of " + key + " on a read that did not read the overlapping " + other);
      }
      int index = state.indexOf(other);
      if (index < 0 || !sameVersion(records.get(index), entry.getValue())) {
        return "the overlapping " + other + " changed";
      }
      fenced.add(index);
    }
    if (own >= 0 && !owner.equals(records.get(own).owner()) || !fenced.isEmpty()) {
      realm.countTakeover();
    }
    long expires = realm.now() + claimExpiryMillis;
    if (own >= 0) {
      records.set(
          own,
          bump(records.get(own))
              .withTick(tick)
              .withOwner(owner)
              .withClaim(new SimRawRecord.Claim(owner, expires)));
    } else {
      records.add(SimRawRecord.claimed(key, tick, owner, expires));
    }
    if (realm.breakage() != SimBreakage.NO_FENCE) {
      for (int index : fenced) {
        records.set(index, bump(records.get(index)).withOwner(owner).withClaim(null));
      }
    }
    realm.commit(
        state
            .withRealm(bump(version), state.floor(), realm.now())
            .withRecords(records, realm.now()));
    return null;
  }

  @Override
  public void extend(NodeKey key, String owner, long tick) throws Failure, LostClaimException {
    SimFault.Planned fault = enter(Call.EXTEND);
    SimRealmState state = realm.current();
    int index = state.indexOf(key);
    SimRawRecord record = index < 0 ? null : state.records().get(index);
    String refusal =
        realm.breakage() == SimBreakage.EXTEND_ON_VERSION
            ? refuseOnVersion(key, record)
            : refuse(record, owner);
    if (refusal != null) {
      note(() -> "extend " + key + " to " + SimWorld.tick(tick) + " -> lost: " + refusal);
      leave(fault);
      throw new LostClaimException(refusal);
    }
    long expires = realm.now() + claimExpiryMillis;
    SimRawRecord.Claim claim =
        realm.breakage() == SimBreakage.EXTEND_ON_VERSION
            ? record.claim() == null
                ? null
                : new SimRawRecord.Claim(record.claim().owner(), expires)
            : new SimRawRecord.Claim(owner, expires);
    SimRawRecord extended = bump(record).withTick(tick).withClaim(claim);
    if (fault != null && fault.fault() == SimFault.ROLLED_BACK) {
      note(
          () ->
              "extend "
                  + key
                  + " to "
                  + SimWorld.tick(tick)
                  + " -> returned; adversary: rolled back");
      return;
    }
    List<SimRawRecord> records = new ArrayList<>(state.records());
    records.set(index, extended);
    realm.commit(state.withRecords(records, realm.now()));
    note(() -> "extend " + key + " to " + SimWorld.tick(tick) + " -> extended");
    leave(fault);
    remember(key);
  }

  /** Remembers the version of a record this store wrote, from the write's reply. */
  private void remember(NodeKey key) {
    if (realm.current().find(key).version() instanceof Long version) {
      written.put(key, version);
    }
  }

  /** Why a correct store refuses an extension, or null if it makes it. */
  private String refuse(SimRawRecord record, String owner) {
    if (record == null) {
      return "no record";
    }
    SimRawRecord.Claim claim = record.claim();
    if (claim == null || !owner.equals(claim.owner())) {
      return "the claim is not its own";
    }
    if (!realm.lenientExtend()
        && !(claim.expires() instanceof Long expires && expires > realm.now())) {
      return "the claim expired";
    }
    if (!owner.equals(record.owner())) {
      return "the reservation names another owner";
    }
    return null;
  }

  /** Why the broken store refuses an extension: only if the version is not the one it wrote. */
  private String refuseOnVersion(NodeKey key, SimRawRecord record) {
    Long version = written.get(key);
    if (record == null || version == null || !version.equals(record.version())) {
      return "the version changed";
    }
    return null;
  }

  @Override
  public void release(NodeKey key, String owner, long tick) throws Failure {
    try {
      SimFault.Planned fault = enter(Call.RELEASE);
      SimRealmState state = realm.current();
      int index = state.indexOf(key);
      if (index >= 0 && owner.equals(state.records().get(index).owner())) {
        List<SimRawRecord> records = new ArrayList<>(state.records());
        records.set(index, bump(records.get(index)).withTick(tick).withClaim(null));
        realm.commit(state.withRecords(records, realm.now()));
        note(() -> "release " + key + " at " + SimWorld.tick(tick) + " -> released");
      } else {
        note(() -> "release " + key + " -> not its own, nothing done");
      }
      leave(fault);
    } finally {
      synchronized (this) {
        releases++;
        notifyAll();
      }
    }
  }

  @Override
  public boolean compact(RealmSnapshot snapshot, Collection<NodeKey> keys, long floorTick)
      throws Failure {
    SimFault.Planned fault = enter(Call.COMPACT);
    for (NodeKey key : keys) {
      Reservation read = snapshot.reservations().get(key);
      if (read == null || !read.isRead()) {
        throw realm.breach("compaction of " + key + ", whose reservation was not read");
      }
      if (snapshot.claims().contains(key)) {
        throw realm.breach("compaction of " + key + ", which is held");
      }
      if (read.tick() > floorTick) {
        throw realm.breach(
            "compaction of "
                + key
                + " at "
                + SimWorld.tick(read.tick())
                + " into a floor below it, "
                + SimWorld.tick(floorTick));
      }
    }
    String outcome = writeCompaction(snapshot, keys, floorTick);
    note(
        () ->
            "compact "
                + keys
                + " into floor "
                + SimWorld.tick(floorTick)
                + " -> "
                + (outcome == null ? "compacted" : "not compacted: " + outcome));
    leave(fault);
    return outcome == null;
  }

  /** Makes the compaction's write if the realm and the records are as read; why not if not. */
  private String writeCompaction(RealmSnapshot snapshot, Collection<NodeKey> keys, long floorTick)
      throws Failure {
    SimRealmState state = realm.current();
    if (!(state.version() instanceof Long version && version == snapshot.version())) {
      return "the realm changed";
    }
    Long floor = state.readableFloor();
    if (floor == null) {
      return "the realm's floor cannot be read";
    }
    List<SimRawRecord> records = new ArrayList<>(state.records());
    for (NodeKey key : keys) {
      int index = state.indexOf(key);
      if (index < 0 || !sameVersion(records.get(index), snapshot.reservations().get(key))) {
        return key + " changed";
      }
    }
    records.removeIf(record -> keys.contains(record.key()));
    realm.countCompaction();
    realm.commit(
        new SimRealmState(true, bump(version), Math.max(floor, floorTick), records, realm.now()));
    return null;
  }

  /** Waits until this store has finished the given number of releases (a lease's own thread). */
  synchronized void awaitReleases(int count) throws InterruptedException {
    long deadline = System.nanoTime() + 10_000_000_000L;
    while (releases < count) {
      long remaining = deadline - System.nanoTime();
      if (remaining <= 0) {
        throw new AssertionError("the lease's release did not come within 10 s");
      }
      wait(remaining / 1_000_000 + 1);
    }
  }

  synchronized int releases() {
    return releases;
  }

  /** Whether a record's version as stored is the one read. */
  private static boolean sameVersion(SimRawRecord record, Reservation read) {
    return record.version() instanceof Long version && version == read.version();
  }

  /** A record with its version moved on; a version another program rewrote stays as it is. */
  private static SimRawRecord bump(SimRawRecord record) throws Failure {
    return record.withVersion(bump(record.version()));
  }

  /**
   * A version moved on. A database refuses to count past the largest number (out of range): the
   * write fails. A version that is not one the store wrote stays as it is.
   */
  private static Object bump(Object version) throws Failure {
    if (version instanceof Long v && v >= 0) {
      if (v == Long.MAX_VALUE) {
        throw new Failure("version out of range");
      }
      return v + 1;
    }
    return version;
  }

  /** Puts the adversary's fault on a call; throws at once for a fault that writes nothing. */
  private SimFault.Planned enter(Call call) throws Failure {
    SimFault.Planned fault = realm.context().faultFor(call, process);
    if (fault != null && fault.fault().before()) {
      note(() -> "adversary: " + fault.fault().describe(call, process));
      throw new Failure(call + ": " + fault.fault());
    }
    return fault;
  }

  /** Throws for a write whose reply the adversary lost after it took effect. */
  private void leave(SimFault.Planned fault) throws Failure {
    if (fault != null && fault.fault() == SimFault.LOST_AFTER) {
      note(() -> "adversary: " + fault.fault().describe(fault.call(), process));
      throw new Failure(fault.call() + ": " + fault.fault());
    }
  }

  /** Adds a note to the trace, if one is written: built only then. */
  private void note(Supplier<String> text) {
    if (realm.context().tracing()) {
      realm.context().note(text.get());
    }
  }
}
