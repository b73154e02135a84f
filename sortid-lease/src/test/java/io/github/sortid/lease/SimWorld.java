package io.github.sortid.lease;

import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.RealmSnapshot;
import io.github.sortid.scru64.Scru64Id;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One run of a schedule: the realm, the processes with their real claimants and leases, the
 * simulation's clock and the oracle, all on one thread. It applies one step at a time and checks
 * the oracle after each. The faults on the store calls come from the step being applied: drawn by
 * the adversary while a schedule is generated, read from the step when it replays.
 */
final class SimWorld implements SimRealm.Context {
  /** The simulation's start, on every clock without skew: a whole tick, so ticks read well. */
  static final long BASE_MILLIS = 1_700_000_000_000L;

  /** The tick of {@link #BASE_MILLIS}: traces give ticks relative to it. */
  static final long BASE_TICK = BASE_MILLIS >>> 8;

  private final SimConfig config;
  private final boolean trust;
  private final SimRealm realm;
  private final List<SimProcess> processes = new ArrayList<>();
  private final SimOracle oracle;
  private final List<String> trace;
  private final StringBuilder notes = new StringBuilder();
  private long now;

  /** The adversary that draws the faults while generating, or null while replaying. */
  private SimAdversary adversary;

  /** The faults of the step being applied: drawn so far, or to replay. */
  private List<SimFault.Planned> faults = new ArrayList<>();

  private int calls;
  private SimFault.Planned extendFault;
  private String failure;
  private int lost;
  private int faultCount;
  private int applied;

  /**
   * Creates a world at the start of a schedule.
   *
   * @param breakage the store's deliberate breakage
   * @param trust whether the adversary may act outside the trust model
   * @param tracing whether to write a trace line per step
   */
  SimWorld(SimConfig config, SimBreakage breakage, boolean trust, boolean tracing) {
    this.config = config;
    this.trust = trust;
    this.realm = new SimRealm(this, config.lenientExtend(), breakage);
    this.oracle = new SimOracle(trust);
    this.trace = tracing ? new ArrayList<>() : null;
    for (int i = 0; i < config.processes().size(); i++) {
      processes.add(new SimProcess(i, config.processes().get(i), realm, this::now));
    }
  }

  /** A process's name: P1, P2, ... */
  static String name(int process) {
    return "P" + (process + 1);
  }

  /** A tick for a trace: relative to the simulation's first tick, or "none" for -1. */
  static String tick(long tick) {
    if (tick == -1) {
      return "none";
    }
    if (tick < BASE_TICK / 2) {
      return "absolute " + tick;
    }
    long relative = tick - BASE_TICK;
    return relative >= 0 ? "+" + relative : Long.toString(relative);
  }

  /** A 64-bit mix (SplitMix64's finaliser): seeds derived from seeds. */
  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }

  /** Lets the adversary draw the faults of the steps to come, as the schedule is generated. */
  void drawFaultsWith(SimAdversary adversary) {
    this.adversary = adversary;
  }

  /**
   * Applies a step and checks the oracle.
   *
   * @param action the step's action
   * @param planned the step's faults to replay, or null to have the adversary draw them
   * @return the step as applied, with the faults drawn
   */
  SimStep apply(SimAction action, List<SimFault.Planned> planned) {
    faults = planned != null ? planned : new ArrayList<>();
    calls = 0;
    extendFault = null;
    notes.setLength(0);
    String outcome;
    try {
      outcome = act(action);
    } catch (AssertionError | RuntimeException e) {
      outcome = "-> threw " + e;
      fail(action + " threw " + e);
    }
    for (SimProcess process : processes) {
      if (process.lease != null) {
        oracle.observe(process.record, process.lease.limit());
      }
    }
    String found = oracle.check();
    if (found != null) {
      fail(found);
    }
    if (realm.violation() != null) {
      fail("the protocol broke the store's contract: " + realm.violation());
    }
    if (trace != null && outcome != null) {
      trace.add(
          "t="
              + now
              + " "
              + action
              + (outcome.isEmpty() ? "" : " " + outcome)
              + (notes.length() == 0 ? "" : " [" + notes + "]"));
    }
    faultCount += faults.size();
    applied++;
    return new SimStep(action, faults);
  }

  /** Applies an action; returns what came of it, or null if it did not apply. */
  private String act(SimAction action) {
    if (action instanceof SimAction.Advance advance) {
      now += advance.millis();
      return "";
    }
    if (action instanceof SimAction.Acquire acquire) {
      return acquire(processes.get(acquire.process()), acquire.seed());
    }
    if (action instanceof SimAction.Extend extend) {
      SimProcess process = processes.get(extend.process());
      if (process.paused || process.extender == null || !process.extender.isDue()) {
        return null;
      }
      return extend(process);
    }
    if (action instanceof SimAction.Generate generate) {
      return generate(processes.get(generate.process()), generate.count());
    }
    if (action instanceof SimAction.Pause pause) {
      SimProcess process = processes.get(pause.process());
      if (process.paused) {
        return null;
      }
      process.paused = true;
      return "";
    }
    if (action instanceof SimAction.Resume resume) {
      SimProcess process = processes.get(resume.process());
      if (!process.paused) {
        return null;
      }
      process.paused = false;
      if (resume.extend() && process.extender != null && process.extender.isDue()) {
        return extend(process);
      }
      return "";
    }
    if (action instanceof SimAction.Close close) {
      return close(processes.get(close.process()));
    }
    if (action instanceof SimAction.Crash crash) {
      SimProcess process = processes.get(crash.process());
      if (process.lease == null && process.claimant == null && !process.paused) {
        return null;
      }
      process.forgetLease();
      process.paused = false;
      return "";
    }
    if (action instanceof SimAction.SetClock setClock) {
      SimProcess process = processes.get(setClock.process());
      if (process.clock.skew() == setClock.skewMillis()) {
        return null;
      }
      long was = process.clock.skew();
      process.clock.setSkew(setClock.skewMillis());
      return "(was " + was + " ms)";
    }
    if (action instanceof SimAction.Compact compact) {
      return compact(processes.get(compact.process()), compact.compactAbove(), compact.keep());
    }
    if (action instanceof SimAction.Corrupt corrupt) {
      return corrupt(corrupt.key(), corrupt.field(), corrupt.value());
    }
    if (action instanceof SimAction.Stray stray) {
      return stray(stray.record());
    }
    if (action instanceof SimAction.RepairRealm) {
      String repaired = realm.repair();
      return repaired == null ? null : "-> " + repaired;
    }
    SimAction.Remove remove = (SimAction.Remove) action;
    return remove(processes.get(remove.process()), remove.removal(), remove.replacement());
  }

  /** One try to claim a node ID; on a claim, the lease starts. */
  private String acquire(SimProcess process, long seed) {
    if (process.paused || process.holds()) {
      return null;
    }
    if (process.lease != null) {
      // The lease was lost: the application acquires a new one.
      process.forgetLease();
    }
    if (process.claimant == null) {
      process.startAcquire();
    }
    process.random.reseed(seed);
    Optional<Claimant.Claim> claim;
    try {
      claim = process.claimant.attempt();
    } catch (IllegalStateException e) {
      process.claimant = null;
      return "-> acquire failed: " + e.getMessage();
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      return "-> store failed, retry later";
    }
    if (claim.isEmpty()) {
      return process.claimant.raced() ? "-> raced, retry later" : "-> no node ID free";
    }
    Claimant.Claim claimed = claim.get();
    SimExtender extender = new SimExtender(this::now);
    SimCounterMode counterMode = new SimCounterMode(seed, (int) Long.remainderUnsigned(seed, 3));
    String header =
        "-> claimed "
            + claimed.key()
            + " as "
            + process.owner
            + ", floor "
            + tick(claimed.floorTick())
            + ", reserved "
            + tick(claimed.reservedTick())
            + " (clock at "
            + tick(process.clock.millis() >>> 8)
            + ")";
    try {
      process.lease =
          Scru64NodeLease.start(
              process.settings(counterMode), process.store, process.owner, claimed, extender);
    } catch (IllegalStateException e) {
      process.claimant = null;
      return header + ", but its generator could not start: " + e.getMessage();
    }
    process.extender = extender;
    process.claimant = null;
    process.record =
        oracle.started(process.index, claimed.key(), claimed.floorTick(), process.lease.limit());
    return header;
  }

  /** Runs a process's pending extension. */
  private String extend(SimProcess process) {
    long before = process.lease.limit();
    process.extender.run();
    long after = process.lease.limit();
    oracle.observe(process.record, after);
    if (after < 0) {
      lost++;
    }
    if (process.record.limitAtRemoval >= 0
        && after >= 0
        && (extendFault == null || extendFault.fault() == SimFault.ROLLED_BACK)) {
      oracle.fail(
          process.record
              + " still holds after an extension that reached the store after its records were"
              + " removed");
    }
    if (after < 0) {
      return "-> lost";
    }
    String next =
        process.extender.isPending() ? ", next at t=" + process.extender.due() : ", none next";
    return (after > before ? "-> limit " + tick(after) : "-> limit stays " + tick(after)) + next;
  }

  /** Generates IDs as long as the lease can without waiting. */
  private String generate(SimProcess process, int count) {
    if (process.paused || !process.holds()) {
      return null;
    }
    int made = 0;
    long first = -1;
    long last = -1;
    while (made < count && canGenerate(process)) {
      long limit = process.lease.limit();
      Scru64Id id = process.lease.generate();
      oracle.generated(process.record, id, limit);
      if (made == 0) {
        first = id.getTimestamp();
      }
      last = id.getTimestamp();
      made++;
    }
    if (made == 0) {
      return null;
    }
    return "-> "
        + made
        + (made == 1 ? " ID" : " IDs")
        + " in ticks "
        + tick(first)
        + ".."
        + tick(last);
  }

  /**
   * Whether the lease's next ID lies within its limit, so that {@link Scru64NodeLease#generate()}
   * returns at once: it never waits, for that would wait for the real clock. The generator takes
   * the clock's tick, or goes on from its last ID (one tick further after a counter overflow), and
   * gives no ID while the clock is behind the last ID by more than the rollback allowance.
   */
  private static boolean canGenerate(SimProcess process) {
    Scru64NodeLease lease = process.lease;
    if (!lease.isValid()) {
      return false;
    }
    long limit = lease.limit();
    long clockTick = process.clock.millis() >>> 8;
    Optional<Scru64Id> prev = lease.getNodeSpec().getNodePrev();
    if (prev.isEmpty()) {
      return clockTick <= limit;
    }
    long last = prev.get().getTimestamp();
    return last < limit && clockTick + (process.spec.allowanceMillis() >>> 8) >= last;
  }

  /** Closes a process's lease, which gives its node ID back on a thread of its own. */
  private String close(SimProcess process) {
    if (process.paused || process.lease == null) {
      return null;
    }
    Scru64NodeLease lease = process.lease;
    boolean held = lease.limit() >= 0;
    long lastTick = lease.getNodeSpec().getNodePrev().map(Scru64Id::getTimestamp).orElse(0L);
    int releases = process.store.releases();
    lease.close();
    if (held) {
      try {
        process.store.awaitReleases(releases + 1);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", e);
      }
      oracle.closed(process.record, lastTick);
    }
    process.forgetLease();
    return held ? "-> last tick used " + tick(lastTick) : "-> it was lost already";
  }

  /** Reads the realm and compacts it with the given thresholds. */
  private String compact(SimProcess process, int compactAbove, int keep) {
    if (process.paused) {
      return null;
    }
    SimStore store = process.anyStore();
    RealmSnapshot seen;
    try {
      seen = store.read(false);
    } catch (IllegalStateException e) {
      return "-> the realm cannot be used";
    } catch (Exception e) {
      return "-> the read failed";
    }
    Compaction.run(store, seen, compactAbove, keep);
    return "";
  }

  /** Rewrites a field of a record, as another program may. */
  private String corrupt(NodeKey key, SimField field, Object value) {
    SimRealmState state = realm.current();
    if (field.ofRealm()) {
      if (!state.exists()) {
        return null;
      }
      boolean version = field == SimField.REALM_VERSION;
      Object was = version ? state.version() : state.floor();
      realm.commit(
          state.withRealm(version ? value : state.version(), version ? state.floor() : value, now));
      return "(was " + SimRawRecord.show(was) + ")";
    }
    int index = state.indexOf(key);
    if (index < 0 || field.ofClaim() && state.records().get(index).claim() == null) {
      return null;
    }
    SimRawRecord record = state.records().get(index);
    List<SimRawRecord> records = new ArrayList<>(state.records());
    records.set(index, field.set(record, value));
    realm.commit(state.withRecords(records, now));
    return "(was " + SimRawRecord.show(field.get(record)) + ")";
  }

  /** Writes a record of another program's, unless a record of its node ID exists. */
  private String stray(SimRawRecord record) {
    SimRealmState state = realm.current();
    NodeKey key = record.key();
    if (!state.exists() || key != null && state.find(key) != null) {
      return null;
    }
    List<SimRawRecord> records = new ArrayList<>(state.records());
    records.add(record);
    realm.commit(state.withRecords(records, now));
    return "";
  }

  /** Removes a live holder's record, outside the trust model. */
  private String remove(SimProcess process, SimAction.Removal removal, SimRawRecord replacement) {
    if (!trust) {
      throw new AssertionError("a removal inside the trust model");
    }
    if (!process.holds()) {
      return null;
    }
    NodeKey key = process.record.key;
    SimRealmState state = realm.current();
    int index = state.indexOf(key);
    if (index < 0) {
      return null;
    }
    SimRawRecord record = state.records().get(index);
    if (!process.owner.equals(record.owner())) {
      // Another process took the node ID over: the record is no longer this holder's.
      return null;
    }
    List<SimRawRecord> records = new ArrayList<>(state.records());
    switch (removal) {
      case DELETE -> records.remove(index);
      case DELETE_CLAIM -> records.set(index, record.withClaim(null));
      case RECREATE ->
          records.set(index, replacement.withKey((long) key.size(), (long) key.nodeId()));
      case MOVE -> {
        SimRawRecord moved = record.withKey(replacement.size(), replacement.nodeId());
        if (moved.key() != null && state.find(moved.key()) != null) {
          return null;
        }
        records.set(index, moved);
      }
    }
    realm.commit(state.withRecords(records, now));
    long limit = process.lease.limit();
    // The store's reservation may lie above the limit (an extension whose reply was lost): the
    // bound is the reservation the holder had, if it could be read.
    long tick = record.tick() instanceof Long t && t <= Scru64Id.MAX_TIMESTAMP ? t : -1;
    oracle.removed(process.record, limit, tick);
    long halfWindow = process.spec.windowMillis() / 2;
    if (!process.extender.isPending() || process.extender.due() > now + halfWindow) {
      oracle.fail(
          process.record + "'s next extension is not due within half a window of the removal");
    }
    return "-> its limit was " + tick(limit) + ", next extension at t=" + process.extender.due();
  }

  @Override
  public long now() {
    return now;
  }

  @Override
  public SimFault.Planned faultFor(SimStore.Call call, String process) {
    int index = calls++;
    SimFault.Planned fault = null;
    if (adversary != null) {
      fault = adversary.fault(call, index);
      if (fault != null) {
        faults.add(fault);
      }
    } else {
      for (SimFault.Planned planned : faults) {
        if (planned.callIndex() == index && planned.call() == call) {
          fault = planned;
        }
      }
    }
    if (call == SimStore.Call.EXTEND) {
      extendFault = fault;
    }
    return fault;
  }

  @Override
  public boolean tracing() {
    return trace != null;
  }

  @Override
  public void note(String text) {
    if (notes.length() > 0) {
      notes.append("; ");
    }
    notes.append(text);
  }

  private void fail(String what) {
    if (failure == null) {
      failure = what;
    }
  }

  /** The first failure, or null. */
  String failure() {
    return failure;
  }

  /** The trace lines so far, if tracing. */
  List<String> trace() {
    return trace;
  }

  SimConfig config() {
    return config;
  }

  SimRealm realm() {
    return realm;
  }

  List<SimProcess> processes() {
    return processes;
  }

  boolean trust() {
    return trust;
  }

  SimOracle oracle() {
    return oracle;
  }

  /** How many steps were applied. */
  int applied() {
    return applied;
  }

  /** How many leases were lost at an extension. */
  int lost() {
    return lost;
  }

  /** How many faults the adversary put on store calls. */
  int faultCount() {
    return faultCount;
  }
}
