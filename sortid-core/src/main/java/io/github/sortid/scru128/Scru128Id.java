package io.github.sortid.scru128;

import io.github.sortid.IdFormatException;
import io.github.sortid.internal.Base36;
import io.github.sortid.internal.Bits128;
import io.github.sortid.internal.FromBits;
import io.github.sortid.internal.TimeRange;
import java.io.Serializable;
import java.math.BigInteger;
import java.time.Instant;
import java.util.UUID;

/**
 * A SCRU128 identifier (spec v2.1.1): a 128-bit unsigned integer made of a 48-bit Unix timestamp in
 * milliseconds, a 24-bit {@code counter_hi}, a 24-bit {@code counter_lo} and 32 bits of entropy,
 * written as 25 Base36 digits.
 *
 * <pre>
 *  bits   0 .. 47        48 .. 71       72 .. 95       96 .. 127
 *        | timestamp    | counter_hi   | counter_lo   | entropy      |
 * </pre>
 *
 * <p>Instances are immutable values held as two longs. Their natural order is the order of the
 * unsigned 128-bit integer, which is also the order of their canonical text and of their bytes, so
 * IDs of one generator sort by creation time.
 *
 * <pre>{@code
 * Scru128Id id = Scru128Id.fromString("036z951mhjikzik2gsl81gr7l");
 * id.getTimestamp();   // 1647687810742
 * id.toInstant();      // 2022-03-19T11:03:30.742Z
 * id.toString();       // "036z951mhjikzik2gsl81gr7l"
 * }</pre>
 *
 * <p>IDs whose timestamp is 0 or {@link #MAX_TIMESTAMP} are reserved by the spec (§"Special-purpose
 * IDs") for dummy, error or example values. They parse and can be built from fields, but a
 * generator never assigns them.
 *
 * @see Scru128Generator
 * @see Scru128
 */
public final class Scru128Id implements Comparable<Scru128Id>, Serializable {
  private static final long serialVersionUID = 1L;

  /** The largest {@code timestamp}: 2^48 - 1 ms, that is +10889-08-02T05:31:50.655Z. */
  public static final long MAX_TIMESTAMP = 0xffff_ffff_ffffL;

  /** The largest {@code counter_hi}: 2^24 - 1. */
  public static final int MAX_COUNTER_HI = 0xff_ffff;

  /** The largest {@code counter_lo}: 2^24 - 1. */
  public static final int MAX_COUNTER_LO = 0xff_ffff;

  /** The largest {@code entropy}: 2^32 - 1. */
  public static final long MAX_ENTROPY = 0xffff_ffffL;

  /** The smallest ID, all 128 bits clear: {@code 0000000000000000000000000}. */
  public static final Scru128Id MIN = new Scru128Id(0L, 0L);

  /** The largest ID, all 128 bits set: {@code f5lxx1zz5pnorynqglhzmsp33}. */
  public static final Scru128Id MAX = new Scru128Id(-1L, -1L);

  /** The most significant 64 bits: timestamp and the upper 16 bits of counter_hi. */
  private final long msb;

  /** The least significant 64 bits: the lower 8 bits of counter_hi, counter_lo and entropy. */
  private final long lsb;

  /**
   * For an ID made by {@link Scru128Generator}: how long its {@code counter_hi} had been in use, in
   * milliseconds, 0 to 999 (its timestamp minus the generator's {@code ts_counter_hi}); 0 for any
   * other ID. With it, the last ID is its generator's whole state, and the generator allocates one
   * object per ID rather than two. It costs no memory on a 64-bit JVM with compressed class
   * pointers (the default), where it fills the gap between the object header and the first {@code
   * long}, and plays no part in equality, order, text or serialized form.
   */
  private final transient int counterHiAge;

  private Scru128Id(long msb, long lsb) {
    this(msb, lsb, 0);
  }

  private Scru128Id(long msb, long lsb, int counterHiAge) {
    this.msb = msb;
    this.lsb = lsb;
    this.counterHiAge = counterHiAge;
  }

  /** The ID with the given bits, made by a generator whose counter_hi is that many ms old. */
  static Scru128Id generated(long msb, long lsb, int counterHiAge) {
    return new Scru128Id(msb, lsb, counterHiAge);
  }

  /** For a generated ID, how many milliseconds its counter_hi had been in use. */
  int counterHiAge() {
    return counterHiAge;
  }

  /**
   * Returns the ID with the given 128 bits. Every 128-bit value is a SCRU128 ID.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return the ID
   */
  public static Scru128Id fromBits(long msb, long lsb) {
    return new Scru128Id(msb, lsb);
  }

  /**
   * Returns the ID made of the given fields.
   *
   * <pre>{@code
   * Scru128Id id = Scru128Id.fromFields(1647687810742L, 2426999, 10015760, 4178443969L);
   * id.toString(); // "036z951mhjikzik2gsl81gr7l"
   * }</pre>
   *
   * @param timestamp Unix time in milliseconds, 0 to {@link #MAX_TIMESTAMP}
   * @param counterHi 0 to {@link #MAX_COUNTER_HI}
   * @param counterLo 0 to {@link #MAX_COUNTER_LO}
   * @param entropy 0 to {@link #MAX_ENTROPY}
   * @return the ID
   * @throws IllegalArgumentException naming the first field that is out of its range
   */
  public static Scru128Id fromFields(long timestamp, int counterHi, int counterLo, long entropy) {
    checkField("timestamp", timestamp, MAX_TIMESTAMP);
    checkField("counterHi", counterHi, MAX_COUNTER_HI);
    checkField("counterLo", counterLo, MAX_COUNTER_LO);
    checkField("entropy", entropy, MAX_ENTROPY);
    return new Scru128Id(
        timestamp << 16 | counterHi >>> 8,
        (long) counterHi << 56 | (long) counterLo << 32 | entropy);
  }

  private static void checkField(String name, long value, long max) {
    if (value < 0 || value > max) {
      throw new IllegalArgumentException(
          name + " out of range: " + value + " (expected 0 to " + max + ")");
    }
  }

  /**
   * Parses the 25-digit Base36 text of an ID. Case is ignored; nothing else is: no signs, spaces,
   * separators or non-ASCII digits.
   *
   * @param text 25 characters from {@code 0-9}, {@code a-z} and {@code A-Z}
   * @return the ID
   * @throws IdFormatException with the message {@code invalid length: N (expected 25)}, {@code
   *     invalid digit 'c' at i} or {@code out of 128-bit value range}, checked in that order
   * @throws NullPointerException if {@code text} is null
   */
  public static Scru128Id fromString(CharSequence text) {
    return Base36.decode128(text, OfBits.INSTANCE);
  }

  /**
   * Tells whether {@link #fromString} would accept the text, without building an exception, for
   * validating input in which invalid text is common. The rules are those of {@code fromString},
   * checked by the same code: 25 Base36 digits in either case whose value is at most 2^128 - 1.
   *
   * <pre>{@code
   * Scru128Id.isValid("036Z951MHJIKZIK2GSL81GR7L");   // true
   * Scru128Id.isValid("f5lxx1zz5pnorynqglhzmsp34");   // false: above 2^128 - 1
   * Scru128Id.isValid(null);                          // false
   * }</pre>
   *
   * @param text the text, or null
   * @return true exactly when {@code fromString(text)} returns an ID; false for null, which {@code
   *     fromString} rejects with a {@code NullPointerException}
   */
  public static boolean isValid(CharSequence text) {
    return Base36.isValid128(text);
  }

  /**
   * The Unix time in milliseconds of an instant of the timestamps, for {@link #min(Instant)} and
   * {@link #max(Instant)}. The range is made at the call, not when the class is initialized, which
   * a process's first ID pays for.
   */
  private static long millis(Instant time) {
    return new TimeRange("SCRU128", 0, MAX_TIMESTAMP).millis(time);
  }

  /**
   * Returns the smallest ID of the millisecond of {@code time}: its timestamp, with both counters
   * and the entropy clear. With {@link #max(Instant)} it selects IDs by creation time on the index
   * of an ID column, bounds included: for a time range [from, to], the IDs from {@code min(from)}
   * to {@code max(to)} are exactly those whose timestamp lies in [trunc(from), trunc(to)], where
   * trunc drops the fraction of a millisecond.
   *
   * <pre>{@code
   * Scru128Id.min(Instant.ofEpochMilli(1647687810742L));   // 036z951mhiq3rlssd95gfhwxs
   * repository.findByIdBetween(Scru128Id.min(from), Scru128Id.max(to));
   * // or in SQL: WHERE id BETWEEN :min AND :max
   * }</pre>
   *
   * <p>This holds where the column sorts as IDs do: by their 16 bytes compared unsigned (such as
   * {@code BINARY(16)} or PostgreSQL's {@code uuid}) or by their canonical text; SQL Server's
   * {@code uniqueidentifier} orders the bytes otherwise. The bounds of the reserved timestamps 0
   * and {@link #MAX_TIMESTAMP} are reserved IDs, which parse like any other but are never
   * generated.
   *
   * @param time an instant from 1970-01-01T00:00:00Z to +10889-08-02T05:31:50.655999999Z
   * @return the smallest ID whose timestamp is {@code time} truncated to the millisecond
   * @throws IllegalArgumentException if {@code time} is outside that range
   * @throws NullPointerException if {@code time} is null
   */
  public static Scru128Id min(Instant time) {
    return new Scru128Id(millis(time) << 16, 0L);
  }

  /**
   * Returns the largest ID of the millisecond of {@code time}: its timestamp, with both counters
   * and the entropy all ones. See {@link #min(Instant)} for selecting the IDs of a time range,
   * bounds included.
   *
   * <pre>{@code
   * Scru128Id.max(Instant.ofEpochMilli(1647687810742L));   // 036z951mho6yudf2fg6dozegv
   * }</pre>
   *
   * @param time an instant from 1970-01-01T00:00:00Z to +10889-08-02T05:31:50.655999999Z
   * @return the largest ID whose timestamp is {@code time} truncated to the millisecond
   * @throws IllegalArgumentException if {@code time} is outside that range
   * @throws NullPointerException if {@code time} is null
   */
  public static Scru128Id max(Instant time) {
    return new Scru128Id(millis(time) << 16 | 0xffff, -1L);
  }

  /**
   * Returns the ID whose 16 bytes, most significant first, are given. This is the binary form of
   * every SCRU128 reference library.
   *
   * @param bytes exactly 16 bytes, big-endian
   * @return the ID
   * @throws IdFormatException if the array does not hold exactly 16 bytes
   * @throws NullPointerException if {@code bytes} is null
   */
  public static Scru128Id fromByteArray(byte[] bytes) {
    return Bits128.fromByteArray(bytes, OfBits.INSTANCE);
  }

  /**
   * Returns the ID with the same 128 bits as the given UUID. The UUID's version and variant bits
   * are taken as ID bits like any others: this is a change of container, not an RFC 9562 mapping.
   *
   * @param uuid the UUID
   * @return the ID
   * @throws NullPointerException if {@code uuid} is null
   */
  public static Scru128Id fromUuid(UUID uuid) {
    return new Scru128Id(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
  }

  /**
   * Returns the Unix time in milliseconds at which the ID was generated.
   *
   * @return 0 to {@link #MAX_TIMESTAMP}
   */
  public long getTimestamp() {
    return msb >>> 16;
  }

  /**
   * Returns {@code counter_hi}, the counter that a generator renews once a second.
   *
   * @return 0 to {@link #MAX_COUNTER_HI}
   */
  public int getCounterHi() {
    return (int) (msb & 0xffff) << 8 | (int) (lsb >>> 56);
  }

  /**
   * Returns {@code counter_lo}, the counter that a generator increments within one millisecond.
   *
   * @return 0 to {@link #MAX_COUNTER_LO}
   */
  public int getCounterLo() {
    return (int) (lsb >>> 32) & MAX_COUNTER_LO;
  }

  /**
   * Returns the 32 random bits that a generator draws for every ID.
   *
   * @return 0 to {@link #MAX_ENTROPY}
   */
  public long getEntropy() {
    return lsb & MAX_ENTROPY;
  }

  /**
   * Returns the most significant 64 bits of the 128-bit value.
   *
   * @return the high half, as {@link UUID#getMostSignificantBits()} returns it
   */
  public long getMostSignificantBits() {
    return msb;
  }

  /**
   * Returns the least significant 64 bits of the 128-bit value.
   *
   * @return the low half, as {@link UUID#getLeastSignificantBits()} returns it
   */
  public long getLeastSignificantBits() {
    return lsb;
  }

  /**
   * Returns the instant of the ID's timestamp.
   *
   * @return the Unix time of {@link #getTimestamp()}, at millisecond precision
   */
  public Instant toInstant() {
    return Instant.ofEpochMilli(getTimestamp());
  }

  /**
   * Returns the 16 bytes of the ID, most significant first.
   *
   * @return a new array of 16 bytes
   */
  public byte[] toByteArray() {
    return Bits128.toByteArray(msb, lsb);
  }

  /**
   * Returns a UUID holding the same 128 bits, for storage in UUID columns. Its version and variant
   * fields are whatever the ID's bits are there.
   *
   * @return the UUID
   */
  public UUID toUuid() {
    return new UUID(msb, lsb);
  }

  /**
   * Returns the ID as a non-negative integer.
   *
   * @return the 128-bit unsigned value, 0 to 2^128 - 1
   */
  public BigInteger toBigInteger() {
    return Bits128.toBigInteger(msb, lsb);
  }

  /**
   * Returns the canonical text: 25 lowercase Base36 digits.
   *
   * @return for example {@code 036z951mhjikzik2gsl81gr7l}
   */
  @Override
  public String toString() {
    return Base36.encode128(msb, lsb);
  }

  /**
   * Compares the IDs as unsigned 128-bit integers, which is the order of their text and bytes.
   *
   * @param other the ID to compare with
   * @return a negative number, zero or a positive number as this ID is less than, equal to or
   *     greater than {@code other}
   */
  @Override
  public int compareTo(Scru128Id other) {
    return Bits128.compare(msb, lsb, other.msb, other.lsb);
  }

  /**
   * Tells whether the other object is a {@code Scru128Id} with the same 128 bits.
   *
   * @param other the object to compare with
   * @return true if the values are equal
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof Scru128Id
        && msb == ((Scru128Id) other).msb
        && lsb == ((Scru128Id) other).lsb;
  }

  /**
   * Returns a hash code of the 128 bits, computed as {@link UUID#hashCode()} computes it.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Bits128.hashCode(msb, lsb);
  }

  /**
   * Makes IDs of the bits the shared codecs read (a class: see {@link FromBits}), loaded at the
   * first parse rather than with the ID class. Its instance is held as a {@link FromBits}, the type
   * the codecs take, so that verifying the ID class, which passes it to them, loads no more
   * classes.
   */
  private static final class OfBits implements FromBits<Scru128Id> {
    static final FromBits<Scru128Id> INSTANCE = new OfBits();

    @Override
    public Scru128Id of(long msb, long lsb) {
      return new Scru128Id(msb, lsb);
    }
  }
}
