package io.github.sortid.lease;

/**
 * A deliberate breakage of the simulated store, each one a bug that a real store had or could have:
 * the simulation must find every one of them, or it proves nothing.
 */
enum SimBreakage {
  /** The correct store. */
  NONE("none"),
  /**
   * An extension is published before it is durable: the adversary may let an extension return and
   * roll its write back afterwards (a JDBC transaction left open with autocommit off).
   */
  PUBLISH_BEFORE_DURABLE("an extension published before it is durable"),
  /** A read leaves out a record whose reservation cannot be read, with its claim. */
  UNREAD_AS_ABSENT("an unreadable reservation read as absent"),
  /**
   * An extension checks only the record's version, the one the store wrote last, not the owner or
   * the claim: a record deleted and created again starts its versions over (ABA).
   */
  EXTEND_ON_VERSION("an extension on a recreated record's version alone"),
  /** A claim does not rewrite the owner of the other reservations that overlap its node ID. */
  NO_FENCE("a claim that does not fence the overlapping reservations");

  private final String text;

  SimBreakage(String text) {
    this.text = text;
  }

  @Override
  public String toString() {
    return text;
  }
}
