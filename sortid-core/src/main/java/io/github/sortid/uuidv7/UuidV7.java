package io.github.sortid.uuidv7;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import io.github.sortid.internal.Bits128;
import io.github.sortid.internal.FromBits;
import io.github.sortid.internal.TimeRange;
import io.github.sortid.internal.UuidText;
import java.io.Serializable;
import java.time.Instant;
import java.util.Comparator;
import java.util.Objects;
import java.util.UUID;

/**
 * UUID version 7 (RFC 9562 §5.7, https://www.rfc-editor.org/rfc/rfc9562#section-5.7) on plain
 * {@link UUID} values: a 48-bit Unix timestamp in milliseconds, the version {@code 7}, the variant
 * bits {@code 10} and 74 bits of counter and randomness.
 *
 * <pre>
 *  bits   0 .. 47      48 .. 51   52 .. 63   64 .. 65   66 .. 127
 *        | unix_ts_ms | ver = 7  | rand_a   | var = 10 | rand_b         |
 *         tttttttt-tttt-7aaa-Nbbb-bbbbbbbbbbbb        (N is 8, 9, a or b)
 * </pre>
 *
 * <p>There is no wrapper type: a UUIDv7 is a {@code java.util.UUID} whose {@linkplain
 * #isValid(UUID) version and variant} say so, and this class holds what the JDK lacks for it: its
 * time, the bounds of a millisecond for range queries, a strict parser, the order of its bits and a
 * process-wide monotonic generator.
 *
 * <pre>{@code
 * UUID id = UuidV7.fromString("017F22E2-79B0-7CC3-98C4-DC0C0C07398F"); // RFC 9562 Appendix A.6
 * UuidV7.getTimestamp(id);   // 1645557742000
 * UuidV7.toInstant(id);      // 2022-02-22T19:22:22Z
 * id.toString();             // "017f22e2-79b0-7cc3-98c4-dc0c0c07398f"
 * UUID next = UuidV7.generate();
 * }</pre>
 *
 * <p>Order: a UUIDv7 sorts by its 128 bits read as an unsigned integer, which is the order of its
 * bytes, of its text in one case, and of PostgreSQL's {@code uuid} type (RFC 9562 §6.11,
 * https://www.rfc-editor.org/rfc/rfc9562#section-6.11). {@link UUID#compareTo} compares each half
 * as a signed {@code long} and differs from it wherever the top bit of a half differs: it puts the
 * Max UUID below every UUIDv7, UUIDs of other versions whose first hex digit is {@code 8} to {@code
 * f} below today's UUIDv7s, and the UUIDv7s from 6429-10-17T02:45:55.328Z (timestamp 2^47) on below
 * the earlier ones. Use {@link #UNSIGNED_ORDER} for sorted collections.
 *
 * @see UuidV7Generator
 */
public final class UuidV7 {
  /** The largest timestamp: 2^48 - 1 ms, that is +10889-08-02T05:31:50.655Z. */
  public static final long MAX_TIMESTAMP = 0xffff_ffff_ffffL;

  /**
   * The order of the 128 bits read as an unsigned integer: the order of the bytes, of the text in
   * one case and of a PostgreSQL {@code uuid} column, for UUIDs of any version. It differs from
   * {@link UUID#compareTo}, which compares each half signed, wherever the top bit of a half
   * differs.
   *
   * <pre>{@code
   * UUID max = new UUID(-1L, -1L);                      // ffffffff-ffff-ffff-ffff-ffffffffffff
   * UUID v7 = UuidV7.generate();
   * max.compareTo(v7);                                  // -1
   * UuidV7.UNSIGNED_ORDER.compare(max, v7);             // 1
   * new TreeSet<UUID>(UuidV7.UNSIGNED_ORDER);           // sorts as the database does
   * }</pre>
   *
   * <p>The comparator is serializable, so a {@link java.util.TreeMap} that uses it is too.
   */
  public static final Comparator<UUID> UNSIGNED_ORDER = UnsignedOrder.INSTANCE;

  /** The version field, bits 48 to 51, as it sits in the most significant half. */
  private static final long VERSION_MASK = 0xf000L;

  private static final long VERSION_7 = 0x7000L;

  /** The variant bits 64 and 65 set to {@code 10}, as they sit in the least significant half. */
  private static final long VARIANT_10 = 0x8000_0000_0000_0000L;

  /** The index of the version digit in the text. */
  private static final int VERSION_INDEX = 14;

  /** The index of the digit whose top two bits are the variant in the text. */
  private static final int VARIANT_INDEX = 19;

  private UuidV7() {}

  /**
   * Tells whether a UUID is a UUIDv7: version {@code 7} (bits 48 to 51, RFC 9562 §4.2) and the
   * variant bits {@code 10} (bits 64 and 65, RFC 9562 §4.1,
   * https://www.rfc-editor.org/rfc/rfc9562#section-4.1). The Nil and Max UUIDs are not.
   *
   * <pre>{@code
   * UuidV7.isValid(UUID.fromString("017f22e2-79b0-7cc3-98c4-dc0c0c07398f"));   // true
   * UuidV7.isValid(UUID.fromString("f47ac10b-58cc-4372-a567-0e02b2c3d479"));   // false: a v4
   * UuidV7.isValid((UUID) null);                                               // false
   * }</pre>
   *
   * @param uuid the UUID, or null
   * @return true if the UUID has version 7 and variant {@code 10}; false for null
   */
  public static boolean isValid(UUID uuid) {
    return uuid != null && isV7(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
  }

  private static boolean isV7(long msb, long lsb) {
    return (msb & VERSION_MASK) == VERSION_7 && lsb >>> 62 == 2;
  }

  /**
   * Returns the UUID if it is a UUIDv7, for code that takes UUIDs from elsewhere and must hold
   * UUIDv7s only.
   *
   * @param uuid the UUID
   * @return {@code uuid} itself
   * @throws IdFormatException if the UUID is not a UUIDv7, naming its version and variant, such as
   *     {@code not a UUIDv7: version 4, variant 2 (expected version 7, variant 2)}
   * @throws NullPointerException if {@code uuid} is null
   */
  public static UUID requireValid(UUID uuid) {
    Objects.requireNonNull(uuid, "uuid");
    if (!isValid(uuid)) {
      throw new IdFormatException(
          "not a UUIDv7: version "
              + uuid.version()
              + ", variant "
              + uuid.variant()
              + " (expected version 7, variant 2)",
          Reason.OUT_OF_RANGE,
          -1);
    }
    return uuid;
  }

  /**
   * Parses the text of a UUIDv7 strictly: exactly 36 characters, hexadecimal digits of ASCII in
   * either case in the groups {@code 8-4-4-4-12} (RFC 9562 §4,
   * https://www.rfc-editor.org/rfc/rfc9562#section-4), the version digit (index 14) {@code 7} and
   * the variant digit (index 19) one of {@code 8}, {@code 9}, {@code a} or {@code b}. {@link
   * UUID#fromString} is lenient where this is not: it takes {@code 1-1-1-1-1}, drops surplus digits
   * of a group, accepts a {@code +} sign and digits of other scripts, and any version.
   *
   * <pre>{@code
   * UuidV7.fromString("017F22E2-79B0-7CC3-98C4-DC0C0C07398F");   // 017f22e2-79b0-7cc3-98c4-dc0c0c07398f
   * UuidV7.fromString("1-1-1-1-1");                              // IdFormatException: invalid length: 9 (expected 36)
   * UuidV7.fromString("f47ac10b-58cc-4372-a567-0e02b2c3d479");   // IdFormatException: not a UUIDv7: version 4 at 14 (expected 7)
   * }</pre>
   *
   * @param text 36 characters, {@code 8-4-4-4-12} hexadecimal digits, of version 7 and variant
   *     {@code 10}
   * @return the UUID
   * @throws IdFormatException with the message {@code invalid length: N (expected 36)}, {@code
   *     invalid digit 'c' at i} (a hyphen out of place counts as a bad digit, a missing hyphen as a
   *     bad character at its index), {@code not a UUIDv7: version v at 14 (expected 7)} or {@code
   *     not a UUIDv7: variant digit d at 19 (expected 8, 9, a or b)}, checked in that order; the
   *     last two have {@link IdFormatException.Reason#INVALID_DIGIT} and the index of the digit
   * @throws NullPointerException if {@code text} is null
   */
  public static UUID fromString(CharSequence text) {
    UUID uuid = UuidText.parse(text);
    long msb = uuid.getMostSignificantBits();
    if ((msb & VERSION_MASK) != VERSION_7) {
      throw new IdFormatException(
          "not a UUIDv7: version "
              + Character.forDigit(uuid.version(), 16)
              + " at "
              + VERSION_INDEX
              + " (expected 7)",
          Reason.INVALID_DIGIT,
          VERSION_INDEX);
    }
    long lsb = uuid.getLeastSignificantBits();
    if (lsb >>> 62 != 2) {
      throw new IdFormatException(
          "not a UUIDv7: variant digit "
              + Character.forDigit((int) (lsb >>> 60), 16)
              + " at "
              + VARIANT_INDEX
              + " (expected 8, 9, a or b)",
          Reason.INVALID_DIGIT,
          VARIANT_INDEX);
    }
    return uuid;
  }

  /**
   * Tells whether {@link #fromString} would accept the text, without building an exception. The
   * rules are those of {@code fromString}: 36 characters {@code 8-4-4-4-12} of hexadecimal digits
   * in either case, version 7, variant {@code 10}.
   *
   * <pre>{@code
   * UuidV7.isValid("017f22e2-79b0-7cc3-98c4-dc0c0c07398f");   // true
   * UuidV7.isValid("017f22e2-79b0-4cc3-98c4-dc0c0c07398f");   // false: version 4
   * UuidV7.isValid((CharSequence) null);                      // false
   * }</pre>
   *
   * @param text the text, or null
   * @return true exactly when {@code fromString(text)} returns a UUID; false for null, which {@code
   *     fromString} rejects with a {@code NullPointerException}
   */
  public static boolean isValid(CharSequence text) {
    return isValid(UuidText.parseOrNull(text));
  }

  /**
   * Returns the UUIDv7 whose 16 bytes, most significant first, are given: the binary form of RFC
   * 9562 §4 (network byte order).
   *
   * @param bytes exactly 16 bytes, big-endian
   * @return the UUID
   * @throws IdFormatException if the array does not hold exactly 16 bytes, or if they are not a
   *     UUIDv7 (see {@link #requireValid})
   * @throws NullPointerException if {@code bytes} is null
   */
  public static UUID fromByteArray(byte[] bytes) {
    return requireValid(Bits128.fromByteArray(bytes, OfBits.INSTANCE));
  }

  /**
   * Returns the 16 bytes of a UUID, most significant first, the order in which they sort.
   *
   * @param uuid the UUID, of any version
   * @return a new array of 16 bytes
   * @throws NullPointerException if {@code uuid} is null
   */
  public static byte[] toByteArray(UUID uuid) {
    return Bits128.toByteArray(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
  }

  /**
   * Returns the Unix time in milliseconds that a UUIDv7 carries, {@code unix_ts_ms}. {@link
   * UUID#timestamp()} reads version 1 only and throws for a UUIDv7.
   *
   * @param uuid a UUIDv7
   * @return 0 to {@link #MAX_TIMESTAMP}
   * @throws IdFormatException if the UUID is not a UUIDv7
   * @throws NullPointerException if {@code uuid} is null
   */
  public static long getTimestamp(UUID uuid) {
    return requireValid(uuid).getMostSignificantBits() >>> 16;
  }

  /**
   * Returns the instant of a UUIDv7's timestamp.
   *
   * @param uuid a UUIDv7
   * @return the Unix time of {@link #getTimestamp}, at millisecond precision
   * @throws IdFormatException if the UUID is not a UUIDv7
   * @throws NullPointerException if {@code uuid} is null
   */
  public static Instant toInstant(UUID uuid) {
    return Instant.ofEpochMilli(getTimestamp(uuid));
  }

  /**
   * The Unix time in milliseconds of an instant of the timestamps, for {@link #min(Instant)} and
   * {@link #max(Instant)}. The range is made at the call, not when the class is initialized, which
   * a process's first ID pays for.
   */
  private static long millis(Instant time) {
    return new TimeRange("UUIDv7", 0, MAX_TIMESTAMP).millis(time);
  }

  /**
   * Returns the smallest UUIDv7 of the millisecond of {@code time}: its timestamp, the version and
   * variant, and every other bit clear, {@code tttttttt-tttt-7000-8000-000000000000}. With {@link
   * #max(Instant)} it selects UUIDv7s by creation time on the index of an ID column, bounds
   * included: for a time range [from, to], the UUIDv7s from {@code min(from)} to {@code max(to)}
   * are exactly those whose timestamp lies in [trunc(from), trunc(to)], where trunc drops the
   * fraction of a millisecond.
   *
   * <pre>{@code
   * UuidV7.min(Instant.ofEpochMilli(1645557742000L));   // 017f22e2-79b0-7000-8000-000000000000
   * // in SQL: WHERE id BETWEEN :min AND :max
   * }</pre>
   *
   * <p>This holds where the column sorts as the bits do: PostgreSQL's {@code uuid}, {@code
   * BINARY(16)} of the big-endian bytes, or the text in one case; and in Java with {@link
   * #UNSIGNED_ORDER}, not with {@link UUID#compareTo}, from the year 6429 on. SQL Server's {@code
   * uniqueidentifier} orders the bytes otherwise.
   *
   * @param time an instant from 1970-01-01T00:00:00Z to +10889-08-02T05:31:50.655999999Z
   * @return the smallest UUIDv7 whose timestamp is {@code time} truncated to the millisecond
   * @throws IllegalArgumentException if {@code time} is outside that range
   * @throws NullPointerException if {@code time} is null
   */
  public static UUID min(Instant time) {
    return new UUID(millis(time) << 16 | VERSION_7, VARIANT_10);
  }

  /**
   * Returns the largest UUIDv7 of the millisecond of {@code time}: its timestamp, the version and
   * variant, and every other bit set, {@code tttttttt-tttt-7fff-bfff-ffffffffffff}. See {@link
   * #min(Instant)} for selecting the UUIDv7s of a time range, bounds included.
   *
   * <pre>{@code
   * UuidV7.max(Instant.ofEpochMilli(1645557742000L));   // 017f22e2-79b0-7fff-bfff-ffffffffffff
   * }</pre>
   *
   * @param time an instant from 1970-01-01T00:00:00Z to +10889-08-02T05:31:50.655999999Z
   * @return the largest UUIDv7 whose timestamp is {@code time} truncated to the millisecond
   * @throws IllegalArgumentException if {@code time} is outside that range
   * @throws NullPointerException if {@code time} is null
   */
  public static UUID max(Instant time) {
    return new UUID(millis(time) << 16 | 0x7fffL, 0xbfff_ffff_ffff_ffffL);
  }

  /**
   * Returns the 42 bits after the version that {@link UuidV7Generator} counts in: {@code rand_a}
   * (12 bits) and the top 30 bits of {@code rand_b}. In a UUIDv7 of another generator they are
   * whatever it put there.
   *
   * @param uuid a UUIDv7
   * @return 0 to 2^42 - 1
   * @throws IdFormatException if the UUID is not a UUIDv7
   * @throws NullPointerException if {@code uuid} is null
   */
  public static long getCounter(UUID uuid) {
    requireValid(uuid);
    return counter(uuid);
  }

  /**
   * Returns the 32 bits at the end of a UUIDv7, the bits that {@link UuidV7Generator} draws afresh
   * for every UUID.
   *
   * @param uuid a UUIDv7
   * @return the low 32 bits, 0 to 2^32 - 1
   * @throws IdFormatException if the UUID is not a UUIDv7
   * @throws NullPointerException if {@code uuid} is null
   */
  public static long getRandom(UUID uuid) {
    return requireValid(uuid).getLeastSignificantBits() & 0xffff_ffffL;
  }

  /** The counter bits of a UUID already checked. */
  static long counter(UUID uuid) {
    return (uuid.getMostSignificantBits() & 0xfffL) << 30
        | uuid.getLeastSignificantBits() >>> 32 & 0x3fff_ffffL;
  }

  /** A UUIDv7 of the given fields, all in range. */
  static UUID of(long timestamp, long counter, int random) {
    return new UUID(
        timestamp << 16 | VERSION_7 | counter >>> 30,
        VARIANT_10 | (counter & 0x3fff_ffffL) << 32 | (random & 0xffff_ffffL));
  }

  /** Holds the global generator, so that it is created at first use and not at class loading. */
  private static final class Global {
    static final UuidV7Generator GENERATOR = new UuidV7Generator();
  }

  /**
   * Generates a new UUIDv7 from one process-wide monotonic generator, created on first use with the
   * defaults of {@link UuidV7Generator#UuidV7Generator()}. All UUIDs from here are strictly
   * increasing in {@link #UNSIGNED_ORDER} across every thread of the process, unless the system
   * clock goes back by more than 10 seconds (see {@link UuidV7Generator#generate()}).
   *
   * @return the new UUIDv7
   * @throws IllegalStateException as {@link UuidV7Generator#generate()} does
   */
  public static UUID generate() {
    return Global.GENERATOR.generate();
  }

  /**
   * Generates a new UUIDv7 from the process-wide generator and returns its text.
   *
   * @return 36 lowercase characters, such as {@code 019535d9-3df7-79fb-b466-fa907fa17f9e}
   * @throws IllegalStateException as {@link UuidV7Generator#generate()} does
   */
  public static String generateString() {
    return generate().toString();
  }

  /** {@link #UNSIGNED_ORDER}, an enum so that it stays one instance when deserialized. */
  private enum UnsignedOrder implements Comparator<UUID>, Serializable {
    INSTANCE;

    @Override
    public int compare(UUID a, UUID b) {
      return Bits128.compare(
          a.getMostSignificantBits(),
          a.getLeastSignificantBits(),
          b.getMostSignificantBits(),
          b.getLeastSignificantBits());
    }

    @Override
    public String toString() {
      return "UuidV7.UNSIGNED_ORDER";
    }
  }

  /**
   * Makes UUIDs of the bits the shared codec reads (a class: see {@link FromBits}), loaded at the
   * first use rather than with the class. Its instance is held as a {@link FromBits}, the type the
   * codec takes, so that verifying the class, which passes it to the codec, loads no more classes.
   */
  private static final class OfBits implements FromBits<UUID> {
    static final FromBits<UUID> INSTANCE = new OfBits();

    @Override
    public UUID of(long msb, long lsb) {
      return new UUID(msb, lsb);
    }
  }
}
