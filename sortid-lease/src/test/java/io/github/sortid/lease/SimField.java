package io.github.sortid.lease;

/**
 * A field of a simulated realm's records that another program can rewrite: the realm record's
 * version and floor, and a node ID's reservation and claim fields. The node ID and size are not
 * among them: a record moved to another node ID is one deleted, outside the trust model.
 */
enum SimField {
  TICK("tick"),
  OWNER("owner"),
  VERSION("version"),
  CLAIM_OWNER("claim's owner"),
  CLAIM_EXPIRES("claim's expiry"),
  REALM_VERSION("realm's version"),
  REALM_FLOOR("realm's floor");

  private final String text;

  SimField(String text) {
    this.text = text;
  }

  /** Whether the field is the realm record's, not a node ID's. */
  boolean ofRealm() {
    return this == REALM_VERSION || this == REALM_FLOOR;
  }

  /** Whether the field holds an owner token. */
  boolean isOwner() {
    return this == OWNER || this == CLAIM_OWNER;
  }

  /** Whether the field is part of a claim, which only a claimed record has. */
  boolean ofClaim() {
    return this == CLAIM_OWNER || this == CLAIM_EXPIRES;
  }

  /** The field's value in a record that has it. */
  Object get(SimRawRecord record) {
    return switch (this) {
      case TICK -> record.tick();
      case OWNER -> record.owner();
      case VERSION -> record.version();
      case CLAIM_OWNER -> record.claim().owner();
      case CLAIM_EXPIRES -> record.claim().expires();
      default -> throw new IllegalArgumentException("not a node ID's field: " + this);
    };
  }

  /** The record with the field rewritten. */
  SimRawRecord set(SimRawRecord record, Object value) {
    return switch (this) {
      case TICK -> record.withTick(value);
      case OWNER -> record.withOwner(value);
      case VERSION -> record.withVersion(value);
      case CLAIM_OWNER -> record.withClaim(new SimRawRecord.Claim(value, record.claim().expires()));
      case CLAIM_EXPIRES -> record.withClaim(new SimRawRecord.Claim(record.claim().owner(), value));
      default -> throw new IllegalArgumentException("not a node ID's field: " + this);
    };
  }

  @Override
  public String toString() {
    return text;
  }
}
