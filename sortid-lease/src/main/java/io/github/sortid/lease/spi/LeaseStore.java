package io.github.sortid.lease.spi;

import java.util.Collection;
import java.util.function.Consumer;

/**
 * The records of one realm in a store, and the few operations on them that the lease protocol of
 * {@link io.github.sortid.lease.Scru64NodeLease} needs. A store implements only these; choosing a
 * node ID, the reservation window, the extensions, the bounded waits and every timeout are the
 * protocol's.
 *
 * <p>A realm holds:
 *
 * <ul>
 *   <li>a <em>version</em>, which every claim and every compaction changes, and a <em>floor</em>
 *       tick (or none), above which every new holder starts;
 *   <li>one <em>claim</em> per held node ID, with its holder's owner token; a claim ends when its
 *       holder releases it, or when the store ends it (ZooKeeper: the session expired; a database:
 *       the claim's expiry passed in the database's clock);
 *   <li>one <em>reservation</em> per node ID held since the last compaction of that node ID: the
 *       highest SCRU64 tick its holder may use, and the owner token that wrote it last.
 * </ul>
 *
 * <p>What makes a duplicate impossible, and what each operation must keep: a claim is made only on
 * an unchanged realm (so two overlapping node IDs are never held at once) and rewrites every
 * overlapping reservation's owner in the same atomic write; a holder's extension succeeds only
 * while its own claim stands and its reservation still names it as owner, never on a version alone
 * (a record deleted and created again starts its version over). Whoever can write a realm's records
 * directly can break uniqueness: protect them (ZooKeeper ACLs, database grants).
 *
 * <p>Three rules bind every store, whatever its records and its client's settings:
 *
 * <ul>
 *   <li><b>Unknown is never free.</b> {@link #read} returns a record it cannot fully read as one
 *       that counts against the node IDs it may overlap (see {@link RealmSnapshot}), never as
 *       absent, and never as older than it may be.
 *   <li><b>Durable before it returns.</b> A write returns normally only once the store has made it
 *       durable: a transaction the store committed itself, whatever its connection's defaults (auto
 *       commit, isolation, read-only), or a write the ensemble acknowledged. The protocol raises a
 *       holder's limit only after {@link #extend} returned. A write whose outcome is unknown (the
 *       commit threw, the connection died, the reply was lost) throws: the protocol counts it as
 *       not done, and the store as possibly done, which the owner token tells at the next read.
 *   <li><b>The permissions it relies on are checked.</b> Where the store can set who writes the
 *       realm's records, {@link #prepare} checks them before the first claim and refuses a realm
 *       more open than configured; where none is configured, {@link #isOpen} says so.
 * </ul>
 *
 * <p>Every method may block on the store; the protocol bounds the wait. A checked exception means
 * the store could not be reached or refused for now, and the protocol tries again; an unchecked one
 * means the realm cannot be used at all (an unsupported database, a realm record that is not the
 * protocol's), and acquiring fails at once with it. A store instance serves one lease and is used
 * by one thread at a time.
 */
public interface LeaseStore {
  /**
   * Names the store in messages.
   *
   * @return such as {@code "ZooKeeper"} or {@code "PostgreSQL"}
   */
  String name();

  /**
   * Names the realm in messages.
   *
   * @return such as {@code "/sortid/orders"}
   */
  String realm();

  /**
   * Creates the realm's records that do not exist yet (and, where the store needs them, its tables
   * or parent nodes), durably, and checks the permissions configured for them. Safe to call again,
   * and from processes racing to create the same realm.
   *
   * @throws IllegalStateException if the realm's records are more open than configured and the
   *     store may not close them: the lease must not start
   * @throws Exception if the store cannot be reached or refuses
   */
  void prepare() throws Exception;

  /**
   * Reads the realm: its version and floor first, then the live claims, then the reservations. A
   * record that cannot be fully read counts against the node IDs it may overlap: a reservation as
   * {@link Reservation#unread()}, a claim whose node ID is readable as a live claim; every such
   * record, and every one whose node ID is unreadable, is named in {@link
   * RealmSnapshot#unreadable()} and in a warning.
   *
   * @param withTicks whether to read each reservation's tick, owner and version; without, every
   *     reservation is {@link Reservation#unread()} (a store where that saves nothing may read them
   *     anyway)
   * @return the snapshot
   * @throws IllegalStateException if the realm's own record (its version and floor) cannot be read:
   *     the realm cannot be used until it is repaired
   * @throws Exception if the store cannot be reached
   */
  RealmSnapshot read(boolean withTicks) throws Exception;

  /**
   * Claims a node ID for an owner, atomically, and only if the realm's version is still the
   * snapshot's. In one write: the claim; the node ID's reservation set to {@code tick} with {@code
   * owner}; every other reservation of the snapshot that overlaps the node ID rewritten, on the
   * version read, with its tick and {@code owner}, so that the holder that wrote it can extend it
   * no more. If the write's reply was lost, the store tells by the owner token whether it went
   * through.
   *
   * @param snapshot a snapshot read with ticks wherever the node ID overlaps a reservation; no
   *     claim in it overlaps the node ID
   * @param key the node ID
   * @param tick the new holder's first reservation
   * @param owner the new holder's owner token
   * @return true if claimed; false if the realm changed since the snapshot, and nothing was written
   * @throws IllegalArgumentException if a claim of the snapshot overlaps the node ID
   * @throws Exception if the store cannot be reached
   */
  boolean claim(RealmSnapshot snapshot, NodeKey key, long tick, String owner) throws Exception;

  /**
   * Moves a held node ID's reservation to {@code tick}, and renews its claim where claims expire,
   * only while {@code owner} holds the claim and the reservation names {@code owner}.
   *
   * @param key the node ID
   * @param owner the holder's owner token
   * @param tick the new reservation, not below the current one
   * @throws LostClaimException if {@code owner} no longer holds the node ID: the lease is lost
   * @throws Exception if the store cannot be reached
   */
  void extend(NodeKey key, String owner, long tick) throws Exception;

  /**
   * Gives a node ID back: shrinks its reservation to {@code tick} and ends the claim, in one write,
   * only if the reservation still names {@code owner} (also when the claim already ended, so that a
   * new holder starts right after the last ID). Does nothing if another owner took over.
   *
   * @param key the node ID
   * @param owner the holder's owner token
   * @param tick the last tick the holder used
   * @throws Exception if the store cannot be reached
   */
  void release(NodeKey key, String owner, long tick) throws Exception;

  /**
   * Folds reservations into the realm's floor: raises the floor to at least {@code floorTick} and
   * deletes the reservations, atomically, only if the realm's version is still the snapshot's and
   * each reservation's version is still the one read. This keeps a realm's size bounded however
   * many processes have held its node IDs.
   *
   * @param snapshot a snapshot read with ticks, in which none of the node IDs is claimed
   * @param keys the node IDs whose reservations go
   * @param floorTick the highest tick among them
   * @return true if compacted; false if the realm changed, and nothing was written
   * @throws Exception if the store cannot be reached
   */
  boolean compact(RealmSnapshot snapshot, Collection<NodeKey> keys, long floorTick)
      throws Exception;

  /**
   * Tells whether the store found the realm's records writable by any client of the store, because
   * no permissions were configured for them: any such client can then break the uniqueness of the
   * realm's IDs. Meaningful after {@link #prepare}; a store that cannot tell says false.
   *
   * @return true if the realm is open to every client of the store
   */
  default boolean isOpen() {
    return false;
  }

  /**
   * Asks to be told when the store knows, before any extension, that a claim of this store's client
   * has ended (ZooKeeper: the session was lost). The default watches nothing: extensions find out.
   *
   * @param onLoss called with the reason, from any thread
   * @return what stops the watch
   */
  default Runnable watchLoss(Consumer<String> onLoss) {
    return () -> {};
  }
}
