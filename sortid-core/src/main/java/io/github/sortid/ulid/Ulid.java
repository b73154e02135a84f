package io.github.sortid.ulid;

import io.github.sortid.IdFormatException;
import io.github.sortid.internal.AesCtrRandom;
import io.github.sortid.internal.Base32;
import io.github.sortid.internal.Bits128;
import io.github.sortid.internal.FromBits;
import io.github.sortid.internal.TimeRange;
import java.io.Serializable;
import java.math.BigInteger;
import java.time.Instant;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A ULID (Universally Unique Lexicographically Sortable Identifier, spec of 2019-05-23): a 128-bit
 * unsigned integer made of a 48-bit Unix timestamp in milliseconds and 80 bits of randomness,
 * written as 26 digits of Crockford's Base32.
 *
 * <pre>
 *  bits   0 .. 47        48 .. 63       64 .. 127
 *        | timestamp    | randomHi     | randomLo     |
 *         \____________/ \___________________________/
 *          10 characters        16 characters
 * </pre>
 *
 * <p>Instances are immutable values held as two longs. Their natural order is the order of the
 * unsigned 128-bit integer, which is also the order of their canonical text and of their bytes
 * (spec §"Sorting"). Every 128-bit value is a ULID: the spec reserves none.
 *
 * <pre>{@code
 * Ulid id = Ulid.fromString("01ARZ3NDEKTSV4RRFFQ69G5FAV");
 * id.getTimestamp();   // 1469922850259
 * id.toInstant();      // 2016-07-30T23:54:10.259Z
 * id.toString();       // "01ARZ3NDEKTSV4RRFFQ69G5FAV"
 * }</pre>
 *
 * <p>{@link UlidGenerator} makes ULIDs that increase within a millisecond, as the spec's monotonic
 * factory does; {@link #random()} makes plain random ones.
 *
 * @see UlidGenerator
 * @see Ulids
 */
public final class Ulid implements Comparable<Ulid>, Serializable {
  private static final long serialVersionUID = 1L;

  /** The largest {@code timestamp}: 2^48 - 1 ms, that is +10889-08-02T05:31:50.655Z. */
  public static final long MAX_TIMESTAMP = 0xffff_ffff_ffffL;

  /** The largest {@code randomHi}, the upper 16 of the 80 random bits: 2^16 - 1. */
  public static final int MAX_RANDOM_HI = 0xffff;

  /** The smallest ULID, all 128 bits clear: {@code 00000000000000000000000000}. */
  public static final Ulid MIN = new Ulid(0L, 0L);

  /** The largest ULID, all 128 bits set: {@code 7ZZZZZZZZZZZZZZZZZZZZZZZZZ}. */
  public static final Ulid MAX = new Ulid(-1L, -1L);

  /** The number of characters of the text. */
  private static final int LENGTH = 26;

  /** The most significant 64 bits: timestamp and the upper 16 random bits. */
  private final long msb;

  /** The least significant 64 bits: the lower 64 random bits. */
  private final long lsb;

  private Ulid(long msb, long lsb) {
    this.msb = msb;
    this.lsb = lsb;
  }

  /**
   * Returns the ULID with the given 128 bits. Every 128-bit value is a ULID.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return the ULID
   */
  public static Ulid fromBits(long msb, long lsb) {
    return new Ulid(msb, lsb);
  }

  /**
   * Returns the ULID made of the given timestamp and randomness. The 80 random bits come in two
   * parts: {@code randomHi} holds the upper 16, {@code randomLo} the lower 64.
   *
   * <pre>{@code
   * Ulid id = Ulid.fromFields(1469922850259L, 0xd676, 0x4c61efb99302bd5bL);
   * id.toString(); // "01ARZ3NDEKTSV4RRFFQ69G5FAV"
   * }</pre>
   *
   * @param timestamp Unix time in milliseconds, 0 to {@link #MAX_TIMESTAMP}
   * @param randomHi the upper 16 random bits, 0 to {@link #MAX_RANDOM_HI}
   * @param randomLo the lower 64 random bits, any value (its sign bit is the 64th random bit)
   * @return the ULID
   * @throws IllegalArgumentException naming the first field that is out of its range
   */
  public static Ulid fromFields(long timestamp, int randomHi, long randomLo) {
    checkField("timestamp", timestamp, MAX_TIMESTAMP);
    checkField("randomHi", randomHi, MAX_RANDOM_HI);
    return new Ulid(timestamp << 16 | randomHi, randomLo);
  }

  private static void checkField(String name, long value, long max) {
    if (value < 0 || value > max) {
      throw new IllegalArgumentException(
          name + " out of range: " + value + " (expected 0 to " + max + ")");
    }
  }

  /**
   * Parses the 26-character text of a ULID.
   *
   * <p>The digits are Crockford's Base32, {@code 0123456789ABCDEFGHJKMNPQRSTVWXYZ}, in either case.
   * As Crockford's Base32 defines, {@code I} and {@code L} are read as {@code 1} and {@code O} as
   * {@code 0} (either case), so a ULID copied by hand still parses; the ULID spec leaves this open
   * and the most used Java libraries accept them too. {@code U}, every other character (spaces,
   * hyphens, non-ASCII letters and digits) and any length but 26 are rejected. The first character
   * must be {@code 0} to {@code 7}: 26 digits hold 130 bits, and the spec rejects values above
   * {@code 7ZZZZZZZZZZZZZZZZZZZZZZZZZ}, which is 2^128 - 1.
   *
   * <pre>{@code
   * Ulid.fromString("01arz3ndektsv4rrffq69g5fav");   // 01ARZ3NDEKTSV4RRFFQ69G5FAV
   * Ulid.fromString("01B3F2133F0L00000000000000");   // 01B3F2133F0100000000000000
   * Ulid.fromString("8ZZZZZZZZZABCDEFGHJKMNPQRS");   // IdFormatException: out of 128-bit value range
   * }</pre>
   *
   * @param text 26 Crockford Base32 digits, the first one {@code 0} to {@code 7}
   * @return the ULID
   * @throws IdFormatException with the message {@code invalid length: N (expected 26)}, {@code
   *     invalid digit 'c' at i} or {@code out of 128-bit value range}, checked in that order
   * @throws NullPointerException if {@code text} is null
   */
  public static Ulid fromString(CharSequence text) {
    return Base32.CROCKFORD.decode(text, LENGTH, 0, "128-bit value", OfBits.BITS_AND_TRAILING);
  }

  /**
   * Tells whether {@link #fromString} would accept the text, without building an exception, for
   * validating input in which invalid text is common. The rules are those of {@code fromString},
   * checked by the same code: 26 Crockford Base32 digits in either case, aliases included, the
   * first one {@code 0} to {@code 7}.
   *
   * <pre>{@code
   * Ulid.isValid("01arz3ndektsv4rrffq69g5fav");   // true
   * Ulid.isValid("8ZZZZZZZZZABCDEFGHJKMNPQRS");   // false: above 2^128 - 1
   * Ulid.isValid(null);                           // false
   * }</pre>
   *
   * @param text the text, or null
   * @return true exactly when {@code fromString(text)} returns a ULID; false for null, which {@code
   *     fromString} rejects with a {@code NullPointerException}
   */
  public static boolean isValid(CharSequence text) {
    return Base32.CROCKFORD.isValid(text, LENGTH, 0, Base32.anyBits());
  }

  /**
   * The Unix time in milliseconds of an instant of the timestamps, for {@link #min(Instant)} and
   * {@link #max(Instant)}. The range is made at the call, not when the class is initialized, which
   * a process's first ID pays for.
   */
  private static long millis(Instant time) {
    return new TimeRange("ULID", 0, MAX_TIMESTAMP).millis(time);
  }

  /**
   * Returns the smallest ULID of the millisecond of {@code time}: its timestamp and 80 clear random
   * bits. With {@link #max(Instant)} it selects ULIDs by creation time on the index of an ID
   * column, bounds included: for a time range [from, to], the ULIDs from {@code min(from)} to
   * {@code max(to)} are exactly those whose timestamp lies in [trunc(from), trunc(to)], where trunc
   * drops the fraction of a millisecond.
   *
   * <pre>{@code
   * Ulid.min(Instant.ofEpochMilli(1469922850259L));   // 01ARZ3NDEK0000000000000000
   * repository.findByIdBetween(Ulid.min(from), Ulid.max(to));
   * // or in SQL: WHERE id BETWEEN :min AND :max
   * }</pre>
   *
   * <p>This holds where the column sorts as ULIDs do: by their 16 bytes compared unsigned (such as
   * {@code BINARY(16)} or PostgreSQL's {@code uuid}) or by their canonical text; SQL Server's
   * {@code uniqueidentifier} orders the bytes otherwise.
   *
   * @param time an instant from 1970-01-01T00:00:00Z to +10889-08-02T05:31:50.655999999Z
   * @return the smallest ULID whose timestamp is {@code time} truncated to the millisecond
   * @throws IllegalArgumentException if {@code time} is outside that range
   * @throws NullPointerException if {@code time} is null
   */
  public static Ulid min(Instant time) {
    return new Ulid(millis(time) << 16, 0L);
  }

  /**
   * Returns the largest ULID of the millisecond of {@code time}: its timestamp and 80 set random
   * bits. See {@link #min(Instant)} for selecting the ULIDs of a time range, bounds included.
   *
   * <pre>{@code
   * Ulid.max(Instant.ofEpochMilli(1469922850259L));   // 01ARZ3NDEKZZZZZZZZZZZZZZZZ
   * }</pre>
   *
   * @param time an instant from 1970-01-01T00:00:00Z to +10889-08-02T05:31:50.655999999Z
   * @return the largest ULID whose timestamp is {@code time} truncated to the millisecond
   * @throws IllegalArgumentException if {@code time} is outside that range
   * @throws NullPointerException if {@code time} is null
   */
  public static Ulid max(Instant time) {
    return new Ulid(millis(time) << 16 | MAX_RANDOM_HI, -1L);
  }

  /**
   * Returns the ULID whose 16 bytes, most significant first, are given: the binary layout of the
   * spec (§"Binary Layout and Byte Order").
   *
   * @param bytes exactly 16 bytes, big-endian
   * @return the ULID
   * @throws IdFormatException if the array does not hold exactly 16 bytes
   * @throws NullPointerException if {@code bytes} is null
   */
  public static Ulid fromByteArray(byte[] bytes) {
    return Bits128.fromByteArray(bytes, OfBits.BITS);
  }

  /**
   * Returns the ULID with the same 128 bits as the given UUID. The UUID's version and variant bits
   * are taken as ULID bits like any others: this is a change of container, not an RFC 9562 mapping.
   *
   * @param uuid the UUID
   * @return the ULID
   * @throws NullPointerException if {@code uuid} is null
   */
  public static Ulid fromUuid(UUID uuid) {
    return new Ulid(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
  }

  /**
   * Returns a new ULID of the current system time and 80 fresh random bits from a cryptographically
   * strong source. Unlike the IDs of a {@link UlidGenerator}, two ULIDs made in the same
   * millisecond are in random order; this is the spec's plain {@code ulid()}.
   *
   * <p>Thread-safe. All callers share one source, created on first use, and hold its lock only
   * while taking the 80 bits from its buffer of keystream. The bits are taken before the clock is
   * read, so that the ULID is not dated before a wait for them: the source's seeding from {@link
   * java.security.SecureRandom}, or another caller holding it.
   *
   * @return the new ULID
   * @throws IllegalStateException if the system clock reads a time outside the ULID timestamp range
   *     (before 1970 or after the year 10889)
   */
  public static Ulid random() {
    int randomHi;
    long randomLo;
    // One source behind a lock rather than one per thread: a source per (virtual) thread would key
    // a cipher from SecureRandom for every thread, which costs far more than a brief lock.
    ReentrantLock lock = SharedRandom.LOCK;
    lock.lock();
    try {
      randomHi = SharedRandom.SOURCE.nextInt() >>> 16;
      randomLo = SharedRandom.SOURCE.nextLong();
    } finally {
      lock.unlock();
    }
    long timestamp = System.currentTimeMillis();
    if (timestamp < 0 || timestamp > MAX_TIMESTAMP) {
      throw new IllegalStateException(
          "clock reading out of the ULID timestamp range: "
              + timestamp
              + " ms (expected 0 to "
              + MAX_TIMESTAMP
              + ")");
    }
    return new Ulid(timestamp << 16 | randomHi, randomLo);
  }

  /** Holds the source of {@link #random()}, so that it is created at first use. */
  private static final class SharedRandom {
    static final ReentrantLock LOCK = new ReentrantLock();
    static final AesCtrRandom SOURCE = new AesCtrRandom();
  }

  /**
   * Returns the Unix time in milliseconds at which the ULID was made.
   *
   * @return 0 to {@link #MAX_TIMESTAMP}
   */
  public long getTimestamp() {
    return msb >>> 16;
  }

  /**
   * Returns the upper 16 of the 80 random bits.
   *
   * @return 0 to {@link #MAX_RANDOM_HI}
   */
  public int getRandomHi() {
    return (int) msb & MAX_RANDOM_HI;
  }

  /**
   * Returns the lower 64 of the 80 random bits, which are also the least significant 64 bits of the
   * ULID.
   *
   * @return the bits, as a long whose sign bit is the 64th random bit
   */
  public long getRandomLo() {
    return lsb;
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
   * Returns the instant of the ULID's timestamp.
   *
   * @return the Unix time of {@link #getTimestamp()}, at millisecond precision
   */
  public Instant toInstant() {
    return Instant.ofEpochMilli(getTimestamp());
  }

  /**
   * Returns the 16 bytes of the ULID, most significant first.
   *
   * @return a new array of 16 bytes
   */
  public byte[] toByteArray() {
    return Bits128.toByteArray(msb, lsb);
  }

  /**
   * Returns a UUID holding the same 128 bits, for storage in UUID columns (spec: "128-bit
   * compatibility with UUID"). Its version and variant fields are whatever the ULID's bits are
   * there.
   *
   * @return the UUID
   */
  public UUID toUuid() {
    return new UUID(msb, lsb);
  }

  /**
   * Returns the ULID as a non-negative integer.
   *
   * @return the 128-bit unsigned value, 0 to 2^128 - 1
   */
  public BigInteger toBigInteger() {
    return Bits128.toBigInteger(msb, lsb);
  }

  /**
   * Returns the canonical text: 26 uppercase Crockford Base32 digits, never with {@code I}, {@code
   * L}, {@code O} or {@code U}.
   *
   * @return for example {@code 01ARZ3NDEKTSV4RRFFQ69G5FAV}
   */
  @Override
  public String toString() {
    return Base32.CROCKFORD.encode26(msb, lsb);
  }

  /**
   * Returns the text in lowercase, for systems that prefer it. It sorts as the canonical text does
   * and parses back to this ULID.
   *
   * @return for example {@code 01arz3ndektsv4rrffq69g5fav}
   */
  public String toLowerCase() {
    return toString().toLowerCase(Locale.ROOT);
  }

  /**
   * Compares the ULIDs as unsigned 128-bit integers, which is the order of their text and bytes.
   *
   * @param other the ULID to compare with
   * @return a negative number, zero or a positive number as this ULID is less than, equal to or
   *     greater than {@code other}
   */
  @Override
  public int compareTo(Ulid other) {
    return Bits128.compare(msb, lsb, other.msb, other.lsb);
  }

  /**
   * Tells whether the other object is a {@code Ulid} with the same 128 bits.
   *
   * @param other the object to compare with
   * @return true if the values are equal
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof Ulid && msb == ((Ulid) other).msb && lsb == ((Ulid) other).lsb;
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
   * first parse rather than with the ID class.
   */
  private static final class OfBits implements FromBits<Ulid>, Base32.FromBitsAndTrailing<Ulid> {
    private static final OfBits INSTANCE = new OfBits();

    /**
     * The instance as the codecs take it, so that verifying the ID class, which passes it to them,
     * loads neither interface.
     */
    static final FromBits<Ulid> BITS = INSTANCE;

    /** The instance as the text codec takes it. */
    static final Base32.FromBitsAndTrailing<Ulid> BITS_AND_TRAILING = INSTANCE;

    @Override
    public Ulid of(long msb, long lsb) {
      return new Ulid(msb, lsb);
    }

    @Override
    public Ulid of(long msb, long lsb, long trailing) {
      return new Ulid(msb, lsb);
    }
  }
}
