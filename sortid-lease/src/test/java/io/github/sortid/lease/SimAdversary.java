package io.github.sortid.lease;

import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.scru64.Scru64Id;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The adversary's choices, drawn from the schedule's random source while the schedule is generated:
 * the faults on store calls, the values another program writes into a record's fields, stray
 * records, and (outside the trust model) what replaces a live holder's record. Every value is one
 * that a correct store reads as unknown, or one that tells nothing false about the realm's past.
 */
final class SimAdversary {
  private final SplittableRandom random;
  private final SimConfig config;
  private final SimWorld world;
  private final SimBreakage breakage;

  SimAdversary(SplittableRandom random, SimWorld world, SimBreakage breakage) {
    this.random = random;
    this.world = world;
    this.config = world.config();
    this.breakage = breakage;
  }

  /**
   * The fault on a store call, or null for none.
   *
   * @param call the call
   * @param index the call's index within its step
   */
  SimFault.Planned fault(SimStore.Call call, int index) {
    if (random.nextDouble() >= config.faultRate()) {
      return null;
    }
    SimFault fault;
    if (call == SimStore.Call.READ) {
      fault = random.nextInt(5) < 3 ? SimFault.STALE : SimFault.UNREACHABLE;
    } else if (call == SimStore.Call.EXTEND
        && breakage == SimBreakage.PUBLISH_BEFORE_DURABLE
        && random.nextBoolean()) {
      fault = SimFault.ROLLED_BACK;
    } else {
      int draw = random.nextInt(20);
      fault =
          draw < 3
              ? SimFault.UNREACHABLE
              : draw < 6
                  ? SimFault.REFUSED
                  : draw < 11 ? SimFault.LOST_BEFORE : SimFault.LOST_AFTER;
    }
    int age = fault == SimFault.STALE ? 1 + random.nextInt(SimRealm.HISTORY) : 0;
    return new SimFault.Planned(index, call, fault, age);
  }

  /**
   * A rewrite of a field of an existing record, or null if the realm has none.
   *
   * @return the action
   */
  SimAction.Corrupt corruption() {
    SimRealmState state = world.realm().current();
    if (!state.exists()) {
      return null;
    }
    List<SimRawRecord> records = state.records();
    if (records.isEmpty() || random.nextInt(6) == 0) {
      SimField field = random.nextBoolean() ? SimField.REALM_VERSION : SimField.REALM_FLOOR;
      return new SimAction.Corrupt(null, field, value(field));
    }
    SimRawRecord record = records.get(random.nextInt(records.size()));
    NodeKey key = record.key();
    if (key == null) {
      return null;
    }
    SimField[] fields =
        record.claim() != null
            ? new SimField[] {
              SimField.TICK,
              SimField.OWNER,
              SimField.VERSION,
              SimField.CLAIM_OWNER,
              SimField.CLAIM_EXPIRES
            }
            : new SimField[] {SimField.TICK, SimField.OWNER, SimField.VERSION};
    SimField field = fields[random.nextInt(fields.length)];
    return new SimAction.Corrupt(key, field, value(field));
  }

  /**
   * A value another program writes into a field: of the wrong type, negative, huge, missing, or
   * (for an owner) another program's token. None lowers what a reader must assume: a tick or a
   * floor that a reader could take for a lower one is never written.
   */
  Object value(SimField field) {
    int kind = random.nextInt(field.isOwner() ? 5 : 4);
    if (field.isOwner()) {
      return switch (kind) {
        case 0 -> "not a token " + random.nextInt(100);
        case 1 -> "";
        case 2 -> "x".repeat(65);
        case 3 -> null;
        default -> "other." + random.nextInt(100);
      };
    }
    return switch (kind) {
      case 0 -> random.nextBoolean() ? "garbage" : (Object) 1.5;
      case 1 -> (field == SimField.REALM_FLOOR ? -2L : -1L) - random.nextInt(1000);
      case 2 -> huge(field);
      default -> null;
    };
  }

  /** A huge value: beyond the ticks for a tick or a floor, the largest numbers otherwise. */
  private Object huge(SimField field) {
    return switch (field) {
      case TICK, REALM_FLOOR ->
          random.nextBoolean() ? Long.MAX_VALUE : Scru64Id.MAX_TIMESTAMP + 1 + random.nextInt(1000);
      case CLAIM_EXPIRES -> Long.MAX_VALUE;
      default -> Long.MAX_VALUE - random.nextInt(2);
    };
  }

  /** A record of another program's: at a node ID a store cannot name, or at one of 1 to 3 bits. */
  SimAction.Stray stray() {
    Object size;
    Object nodeId;
    if (random.nextInt(5) < 2) {
      int kind = random.nextInt(4);
      size = kind == 0 ? 0L : kind == 1 ? 24L : kind == 2 ? "two" : null;
      nodeId = (long) random.nextInt(4);
    } else {
      long bits = 1 + random.nextInt(3);
      size = bits;
      nodeId = random.nextInt(5) == 0 ? 1L << bits : random.nextLong(1L << bits);
    }
    Object tick = random.nextBoolean() ? value(SimField.TICK) : someTick();
    Object owner = random.nextBoolean() ? value(SimField.OWNER) : "stray." + random.nextInt(100);
    Object version = random.nextBoolean() ? value(SimField.VERSION) : (long) random.nextInt(5);
    SimRawRecord.Claim claim = null;
    if (random.nextBoolean()) {
      claim =
          new SimRawRecord.Claim(
              random.nextBoolean() ? owner : value(SimField.CLAIM_OWNER),
              random.nextBoolean()
                  ? value(SimField.CLAIM_EXPIRES)
                  : world.now() + random.nextInt(10_000) - 2_000);
    }
    return new SimAction.Stray(new SimRawRecord(size, nodeId, tick, owner, version, claim));
  }

  /** A tick near the simulation's time: a valid reservation, below or above the clocks. */
  private long someTick() {
    return SimWorld.BASE_TICK + (world.now() >>> 8) + random.nextInt(80) - 40;
  }

  /**
   * Outside the trust model: how a live holder's record goes, with what replaces it.
   *
   * @param process the holder
   */
  SimAction.Remove removal(int process) {
    SimAction.Removal[] removals = SimAction.Removal.values();
    SimAction.Removal removal = removals[random.nextInt(removals.length)];
    SimRawRecord replacement =
        switch (removal) {
          case RECREATE ->
              new SimRawRecord(
                  null,
                  null,
                  someTick(),
                  "other." + random.nextInt(100),
                  0L,
                  random.nextBoolean()
                      ? null
                      : new SimRawRecord.Claim("other.0", world.now() + random.nextInt(10_000)));
          case MOVE ->
              random.nextBoolean()
                  ? new SimRawRecord(0L, 0L, null, null, null, null)
                  : new SimRawRecord(
                      1L + random.nextInt(3), (long) random.nextInt(8), null, null, null, null);
          default -> null;
        };
    return new SimAction.Remove(process, removal, replacement);
  }
}
