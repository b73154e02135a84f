package io.github.sortid.scru128.v1;

import io.github.sortid.IdFormatException;
import io.github.sortid.internal.Base32;
import io.github.sortid.internal.Bits128;
import io.github.sortid.internal.FromBits;
import io.github.sortid.internal.TimeRange;
import java.io.Serializable;
import java.math.BigInteger;
import java.time.Instant;
import java.util.UUID;

/**
 * An ID of the early SCRU128 design (spec v1.0.x, superseded by v2.0.0 in 2022): a 128-bit unsigned
 * integer made of a 44-bit timestamp in milliseconds since 2020-01-01T00:00:00Z, a 28-bit {@code
 * counter}, a 24-bit {@code per_sec_random} and a 32-bit {@code per_gen_random}, written as 26
 * radix-32 digits {@code 0-9A-V}.
 *
 * <pre>
 *  bits   0 .. 43        44 .. 71       72 .. 95          96 .. 127
 *        | timestamp    | counter      | per_sec_random  | per_gen_random |
 * </pre>
 *
 * <p>This is a different format from {@link io.github.sortid.scru128.Scru128Id}, not an older
 * rendering of it: the same 128 bits mean different fields, and no conversion between the two is
 * defined. Tell them apart by their text: 26 characters from {@code 0-9A-V} (uppercase when
 * canonical) here, 25 characters from {@code 0-9a-z} (lowercase) for the current format.
 *
 * <pre>{@code
 * Scru128V1Id id = Scru128V1Id.fromString("00QBTG0FERFTCCNFISUBO489DI");
 * id.getTimestamp();  // 56634639325 (milliseconds since 2020-01-01)
 * id.toInstant();     // 2021-10-17T11:50:39.325Z
 * id.getCounter();    // 192895179
 * }</pre>
 *
 * <p>Instances are immutable values held as two longs, ordered as unsigned 128-bit integers, which
 * is also the order of their text and bytes. IDs whose timestamp is 0 or {@link #MAX_TIMESTAMP} are
 * reserved by spec v1 for system uses; they parse, but a generator never assigns them.
 */
public final class Scru128V1Id implements Comparable<Scru128V1Id>, Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * The epoch of the timestamp field as Unix time in milliseconds: 1577836800000, that is
   * 2020-01-01T00:00:00Z. Unix time = timestamp + {@code TIMESTAMP_BIAS}.
   */
  public static final long TIMESTAMP_BIAS = 1_577_836_800_000L;

  /**
   * The largest {@code timestamp}: 2^44 - 1 ms after the bias, that is 2577-06-22T06:20:44.415Z.
   */
  public static final long MAX_TIMESTAMP = 0xfff_ffff_ffffL;

  /** The largest {@code counter}: 2^28 - 1. */
  public static final int MAX_COUNTER = 0xfff_ffff;

  /** The largest {@code per_sec_random}: 2^24 - 1. */
  public static final int MAX_PER_SEC_RANDOM = 0xff_ffff;

  /** The largest {@code per_gen_random}: 2^32 - 1. */
  public static final long MAX_PER_GEN_RANDOM = 0xffff_ffffL;

  /** The smallest ID, all 128 bits clear: {@code 00000000000000000000000000}. */
  public static final Scru128V1Id MIN = new Scru128V1Id(0L, 0L);

  /** The largest ID, all 128 bits set: {@code 7VVVVVVVVVVVVVVVVVVVVVVVVV}. */
  public static final Scru128V1Id MAX = new Scru128V1Id(-1L, -1L);

  /** The number of characters of the text. */
  private static final int LENGTH = 26;

  /** The most significant 64 bits: timestamp and the upper 20 bits of counter. */
  private final long msb;

  /** The least significant 64 bits: the lower 8 bits of counter and both random fields. */
  private final long lsb;

  /**
   * For an ID made by {@link Scru128V1Generator}: how long its {@code per_sec_random} had been in
   * use, in milliseconds, 0 to 1000; 0 for any other ID. With it, the last ID is its generator's
   * whole state, and the generator allocates one object per ID rather than two. It costs no memory
   * on a 64-bit JVM with compressed class pointers (the default), where it fills the gap between
   * the object header and the first {@code long}, and plays no part in equality, order, text or
   * serialized form.
   */
  private final transient int perSecRandomAge;

  private Scru128V1Id(long msb, long lsb) {
    this(msb, lsb, 0);
  }

  private Scru128V1Id(long msb, long lsb, int perSecRandomAge) {
    this.msb = msb;
    this.lsb = lsb;
    this.perSecRandomAge = perSecRandomAge;
  }

  /**
   * Returns the ID with the given 128 bits. Every 128-bit value is a SCRU128 v1 ID.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return the ID
   */
  public static Scru128V1Id fromBits(long msb, long lsb) {
    return new Scru128V1Id(msb, lsb);
  }

  /**
   * Returns the ID made of the given fields.
   *
   * <pre>{@code
   * Scru128V1Id.fromFields(56634639325L, 192895179, 12475634, 4030997938L).toString();
   * // "00QBTG0FERFTCCNFISUBO489DI"
   * }</pre>
   *
   * @param timestamp milliseconds since 2020-01-01T00:00:00Z (the biased value of the spec), 0 to
   *     {@link #MAX_TIMESTAMP}
   * @param counter 0 to {@link #MAX_COUNTER}
   * @param perSecRandom 0 to {@link #MAX_PER_SEC_RANDOM}
   * @param perGenRandom 0 to {@link #MAX_PER_GEN_RANDOM}
   * @return the ID
   * @throws IllegalArgumentException naming the first field that is out of its range
   */
  public static Scru128V1Id fromFields(
      long timestamp, int counter, int perSecRandom, long perGenRandom) {
    checkField("timestamp", timestamp, MAX_TIMESTAMP);
    checkField("counter", counter, MAX_COUNTER);
    checkField("perSecRandom", perSecRandom, MAX_PER_SEC_RANDOM);
    checkField("perGenRandom", perGenRandom, MAX_PER_GEN_RANDOM);
    return ofFields(timestamp, counter, perSecRandom, perGenRandom, 0);
  }

  /**
   * The ID of fields already in range, with the age of its per_sec_random in ms: as a generator
   * made it, or 0 for any other ID.
   */
  static Scru128V1Id ofFields(
      long timestamp, int counter, int perSecRandom, long perGenRandom, int perSecRandomAge) {
    return new Scru128V1Id(
        timestamp << 20 | counter >>> 8,
        (long) counter << 56 | (long) perSecRandom << 32 | perGenRandom,
        perSecRandomAge);
  }

  /** For a generated ID, how many milliseconds its per_sec_random had been in use. */
  int perSecRandomAge() {
    return perSecRandomAge;
  }

  private static void checkField(String name, long value, long max) {
    if (value < 0 || value > max) {
      throw new IllegalArgumentException(
          name + " out of range: " + value + " (expected 0 to " + max + ")");
    }
  }

  /**
   * Parses the 26-digit radix-32 text of an ID. Case is ignored; nothing else is: the digits are
   * {@code 0-9} and {@code A-V} only (no {@code W-Z}, no Crockford aliases, no signs or spaces),
   * and the first digit is at most {@code 7}.
   *
   * @param text 26 characters from {@code 0-9}, {@code A-V} and {@code a-v}
   * @return the ID
   * @throws IdFormatException with the message {@code invalid length: N (expected 26)}, {@code
   *     invalid digit 'c' at i} or {@code out of 128-bit value range}, checked in that order
   * @throws NullPointerException if {@code text} is null
   */
  public static Scru128V1Id fromString(CharSequence text) {
    return Base32.RADIX32.decode(text, LENGTH, 0, "128-bit value", OfBits.BITS_AND_TRAILING);
  }

  /**
   * Tells whether {@link #fromString} would accept the text, without building an exception, for
   * validating input in which invalid text is common. The rules are those of {@code fromString},
   * checked by the same code: 26 radix-32 digits {@code 0-9A-V} in either case, the first one
   * {@code 0} to {@code 7}.
   *
   * <pre>{@code
   * Scru128V1Id.isValid("00qbtg0ferftccnfisubo489di");   // true
   * Scru128V1Id.isValid("80000000000000000000000000");   // false: above 2^128 - 1
   * Scru128V1Id.isValid(null);                           // false
   * }</pre>
   *
   * @param text the text, or null
   * @return true exactly when {@code fromString(text)} returns an ID; false for null, which {@code
   *     fromString} rejects with a {@code NullPointerException}
   */
  public static boolean isValid(CharSequence text) {
    return Base32.RADIX32.isValid(text, LENGTH, 0, Base32.anyBits());
  }

  /**
   * The Unix time in milliseconds of an instant that the timestamps cover (the bias added), for
   * {@link #min(Instant)} and {@link #max(Instant)}. The range is made at the call, not when the
   * class is initialized, which a process's first ID pays for.
   */
  private static long millis(Instant time) {
    return new TimeRange("SCRU128 v1", TIMESTAMP_BIAS, TIMESTAMP_BIAS + MAX_TIMESTAMP).millis(time);
  }

  /**
   * Returns the smallest ID of the millisecond of {@code time}: its timestamp (milliseconds since
   * 2020-01-01T00:00:00Z), with the counter and both random fields clear. With {@link
   * #max(Instant)} it selects IDs by creation time on the index of an ID column, bounds included:
   * for a time range [from, to], the IDs from {@code min(from)} to {@code max(to)} are exactly
   * those whose timestamp lies in [trunc(from), trunc(to)], where trunc drops the fraction of a
   * millisecond.
   *
   * <pre>{@code
   * Scru128V1Id.min(Instant.parse("2021-10-17T11:50:39.325Z"));   // 00QBTG0FEG0000000000000000
   * repository.findByIdBetween(Scru128V1Id.min(from), Scru128V1Id.max(to));
   * // or in SQL: WHERE id BETWEEN :min AND :max
   * }</pre>
   *
   * <p>This holds where the column sorts as IDs do: by their 16 bytes compared unsigned (such as
   * {@code BINARY(16)}) or by their canonical text. Times before 2020, the epoch of the timestamp
   * (docs/FORMATS.md#scru128-v1-the-early-26-character-format), are outside the range. The bounds
   * of the reserved timestamps 0 and {@link #MAX_TIMESTAMP} are reserved IDs, which parse like any
   * other but are never generated.
   *
   * @param time an instant from 2020-01-01T00:00:00Z to 2577-06-22T06:20:44.415999999Z
   * @return the smallest ID whose timestamp is {@code time} truncated to the millisecond
   * @throws IllegalArgumentException if {@code time} is outside that range
   * @throws NullPointerException if {@code time} is null
   */
  public static Scru128V1Id min(Instant time) {
    return new Scru128V1Id((millis(time) - TIMESTAMP_BIAS) << 20, 0L);
  }

  /**
   * Returns the largest ID of the millisecond of {@code time}: its timestamp (milliseconds since
   * 2020-01-01T00:00:00Z), with the counter and both random fields all ones. See {@link
   * #min(Instant)} for selecting the IDs of a time range, bounds included.
   *
   * <pre>{@code
   * Scru128V1Id.max(Instant.parse("2021-10-17T11:50:39.325Z"));   // 00QBTG0FEVVVVVVVVVVVVVVVVV
   * }</pre>
   *
   * @param time an instant from 2020-01-01T00:00:00Z to 2577-06-22T06:20:44.415999999Z
   * @return the largest ID whose timestamp is {@code time} truncated to the millisecond
   * @throws IllegalArgumentException if {@code time} is outside that range
   * @throws NullPointerException if {@code time} is null
   */
  public static Scru128V1Id max(Instant time) {
    return new Scru128V1Id((millis(time) - TIMESTAMP_BIAS) << 20 | 0xf_ffff, -1L);
  }

  /**
   * Returns the ID whose 16 bytes, most significant first, are given.
   *
   * @param bytes exactly 16 bytes, big-endian
   * @return the ID
   * @throws IdFormatException if the array does not hold exactly 16 bytes
   * @throws NullPointerException if {@code bytes} is null
   */
  public static Scru128V1Id fromByteArray(byte[] bytes) {
    return Bits128.fromByteArray(bytes, OfBits.BITS);
  }

  /**
   * Returns the ID with the same 128 bits as the given UUID. The UUID's version and variant bits
   * are taken as ID bits like any others: this is a change of container, not an RFC 9562 mapping,
   * and the form a PostgreSQL {@code uuid} column holds, which sorts as the text does.
   *
   * @param uuid the UUID
   * @return the ID
   * @throws NullPointerException if {@code uuid} is null
   */
  public static Scru128V1Id fromUuid(UUID uuid) {
    return new Scru128V1Id(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
  }

  /**
   * Returns the timestamp field: milliseconds since 2020-01-01T00:00:00Z, as the spec and the v1
   * libraries define it. Add {@link #TIMESTAMP_BIAS} for Unix time, or use {@link #toInstant()}.
   *
   * @return 0 to {@link #MAX_TIMESTAMP}
   */
  public long getTimestamp() {
    return msb >>> 20;
  }

  /**
   * Returns {@code counter}, which a generator increments within one millisecond.
   *
   * @return 0 to {@link #MAX_COUNTER}
   */
  public int getCounter() {
    return (int) (msb & 0xf_ffff) << 8 | (int) (lsb >>> 56);
  }

  /**
   * Returns {@code per_sec_random}, which a generator renews about once a second.
   *
   * @return 0 to {@link #MAX_PER_SEC_RANDOM}
   */
  public int getPerSecRandom() {
    return (int) (lsb >>> 32) & MAX_PER_SEC_RANDOM;
  }

  /**
   * Returns {@code per_gen_random}, which a generator draws for every ID.
   *
   * @return 0 to {@link #MAX_PER_GEN_RANDOM}
   */
  public long getPerGenRandom() {
    return lsb & MAX_PER_GEN_RANDOM;
  }

  /**
   * Returns the most significant 64 bits of the 128-bit value.
   *
   * @return the high half
   */
  public long getMostSignificantBits() {
    return msb;
  }

  /**
   * Returns the least significant 64 bits of the 128-bit value.
   *
   * @return the low half
   */
  public long getLeastSignificantBits() {
    return lsb;
  }

  /**
   * Returns the instant of the ID's timestamp, in real Unix time (the bias added back).
   *
   * @return 2020-01-01T00:00:00Z plus {@link #getTimestamp()} milliseconds
   */
  public Instant toInstant() {
    return Instant.ofEpochMilli(getTimestamp() + TIMESTAMP_BIAS);
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
   * Returns a UUID with the same 128 bits, most significant first. Its version and variant bits are
   * whatever the ID holds, so it is a container for the ID, not an RFC 9562 UUID of any version.
   *
   * @return the UUID, which {@link #fromUuid(UUID)} turns back into this ID
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
   * Returns the canonical text: 26 uppercase radix-32 digits.
   *
   * @return for example {@code 00QBTG0FERFTCCNFISUBO489DI}
   */
  @Override
  public String toString() {
    return Base32.RADIX32.encode26(msb, lsb);
  }

  /**
   * Compares the IDs as unsigned 128-bit integers, which is the order of their text and bytes.
   *
   * @param other the ID to compare with
   * @return a negative number, zero or a positive number as this ID is less than, equal to or
   *     greater than {@code other}
   */
  @Override
  public int compareTo(Scru128V1Id other) {
    return Bits128.compare(msb, lsb, other.msb, other.lsb);
  }

  /**
   * Tells whether the other object is a {@code Scru128V1Id} with the same 128 bits.
   *
   * @param other the object to compare with
   * @return true if the values are equal
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof Scru128V1Id
        && msb == ((Scru128V1Id) other).msb
        && lsb == ((Scru128V1Id) other).lsb;
  }

  /**
   * Returns a hash code of the 128 bits.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Bits128.hashCode(msb, lsb);
  }

  /**
   * Makes IDs of the bits the shared codecs read (a class: see {@link FromBits}), loaded at the
   * first parse rather than with the ID class.
   */
  private static final class OfBits
      implements FromBits<Scru128V1Id>, Base32.FromBitsAndTrailing<Scru128V1Id> {
    private static final OfBits INSTANCE = new OfBits();

    /**
     * The instance as the codecs take it, so that verifying the ID class, which passes it to them,
     * loads neither interface.
     */
    static final FromBits<Scru128V1Id> BITS = INSTANCE;

    /** The instance as the text codec takes it. */
    static final Base32.FromBitsAndTrailing<Scru128V1Id> BITS_AND_TRAILING = INSTANCE;

    @Override
    public Scru128V1Id of(long msb, long lsb) {
      return new Scru128V1Id(msb, lsb);
    }

    @Override
    public Scru128V1Id of(long msb, long lsb, long trailing) {
      return new Scru128V1Id(msb, lsb);
    }
  }
}
