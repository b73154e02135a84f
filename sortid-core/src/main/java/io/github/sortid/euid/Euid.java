package io.github.sortid.euid;

import io.github.sortid.IdFormatException;
import io.github.sortid.internal.AesCtrRandom;
import io.github.sortid.internal.Base32;
import io.github.sortid.internal.Bits128;
import io.github.sortid.internal.FromBits;
import io.github.sortid.internal.ParseErrors;
import io.github.sortid.internal.TimeRange;
import java.io.Serializable;
import java.math.BigInteger;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;

/**
 * An EUID (Extendable Universally Unique Identifier, draft 5): a 128-bit unsigned integer made of a
 * 45-bit Unix timestamp in milliseconds, an optional extension of up to 15 bits chosen by the
 * application, and 64 random bits, written as 27 Crockford Base32 symbols that end in a check
 * value.
 *
 * <pre>
 *  bits  127 .. 83    82 .. 68                 67 .. 64           63 .. 32       31 .. 0
 *       | timestamp | filler | extension bits | extension length | random high | random low |
 * </pre>
 *
 * <p>The extension is a number from 0 to {@link #MAX_EXTENSION} that the application attaches to
 * the ID, for example a shard, a region or a record type. Its bit length {@code L} (at least 1, so
 * that {@code L = 0} means "no extension") is stored in the extension length field, the value in
 * the lowest {@code L} bits of the 15-bit extension field, and the {@code 15 - L} bits above it are
 * random filler.
 *
 * <p>The text is the 135-bit number {@code value << 7 | check} as 27 symbols of {@code
 * 0123456789ABCDEFGHJKMNPQRSTVWXYZ}, where {@code check} is the value mod 127. A check of 127,
 * which no value has, means "no check": {@link #toStringWithoutCheck()} writes it and {@link
 * #fromString} accepts such text without validation.
 *
 * <pre>{@code
 * Euid id = Euid.fromString("1HF7YAT0000560000000000000H");
 * id.getTimestamp();            // 1700000000000
 * id.toInstant();               // 2023-11-14T22:13:20Z
 * id.getExtension();            // OptionalInt[5]
 * id.toStringWithoutCheck();    // "1HF7YAT0000560000000000003Z"
 *
 * Euid fresh = Euid.create(5);                  // with extension 5
 * Optional<Euid> following = fresh.next();      // greater than fresh within the same millisecond
 * }</pre>
 *
 * <p>Instances are immutable values held as two longs. Their natural order is the order of the
 * unsigned 128-bit integer, which is also the order of their text (with or without check: the check
 * sits below the value's bits) and of their bytes. Every 128-bit value is an EUID.
 *
 * <p>{@link #create()} and {@link #next()} are the reference implementation's stateless API: two
 * {@code create()} calls in one millisecond are unordered, and only a chain of {@code next()} calls
 * is monotonic. {@link EuidGenerator} gives IDs that increase across calls and threads.
 *
 * @see EuidGenerator
 */
public final class Euid implements Comparable<Euid>, Serializable {
  private static final long serialVersionUID = 1L;

  /** The largest timestamp: 2^45 - 1 ms, that is 3084-12-12T12:41:28.831Z. */
  public static final long MAX_TIMESTAMP = 0x1fff_ffff_ffffL;

  /** The largest extension: 2^15 - 1. */
  public static final int MAX_EXTENSION = 0x7fff;

  /** The smallest EUID, all 128 bits clear: {@code 000000000000000000000000000}. */
  public static final Euid MIN = new Euid(0L, 0L);

  /** The largest EUID, all 128 bits set: {@code ZZZZZZZZZZZZZZZZZZZZZZZZZW3}. */
  public static final Euid MAX = new Euid(-1L, -1L);

  /** What the generators and {@link #nextAt} pass for "no extension". */
  static final int NO_EXTENSION = -1;

  /** The largest "random high" part, the counter that {@link #next()} increments. */
  static final long MAX_RANDOM_HIGH = 0xffff_ffffL;

  private static final int TIMESTAMP_SHIFT = 19;
  private static final int EXTENSION_SHIFT = 4;
  private static final int EXTENSION_FIELD_BITS = 15;
  private static final int EXTENSION_LENGTH_MASK = 0xf;

  private static final int TEXT_LENGTH = 27;
  private static final int CHECK_BITS = 7;

  /**
   * The check value that means "no check" (docs/FORMATS.md#euids-check-symbol): never a remainder
   * mod 127.
   */
  private static final int NO_CHECK = 127;

  /** The bits below the timestamp in the upper 64: filler, extension bits and extension length. */
  private static final long BELOW_TIMESTAMP = (1L << TIMESTAMP_SHIFT) - 1;

  /** Timestamp, filler, extension bits and extension length. */
  private final long msb;

  /** The 64 random bits: "random high" (bits 63..32) and "random low" (bits 31..0). */
  private final long lsb;

  private Euid(long msb, long lsb) {
    this.msb = msb;
    this.lsb = lsb;
  }

  /**
   * Creates an EUID without extension from the system clock and cryptographically strong random
   * bits, as the reference's {@code create()} does.
   *
   * <p>Two EUIDs created in the same millisecond are in random order; use {@link #next()} on the
   * previous EUID, or an {@link EuidGenerator}, for monotonic IDs. This method is thread-safe.
   *
   * @return the new EUID
   * @throws IllegalStateException if the system clock reads a time before 1970 or after {@link
   *     #MAX_TIMESTAMP}
   */
  public static Euid create() {
    return createNow(NO_EXTENSION);
  }

  /**
   * Creates an EUID with the given extension from the system clock and cryptographically strong
   * random bits, as the reference's {@code create_with_extension} does. The extension length is the
   * bit length of {@code extension}, at least 1, and the bits above it are random.
   *
   * <pre>{@code
   * Euid id = Euid.create(300);
   * id.getExtension();         // OptionalInt[300]
   * id.getExtensionLength();   // 9
   * }</pre>
   *
   * @param extension 0 to {@link #MAX_EXTENSION}
   * @return the new EUID
   * @throws IllegalArgumentException if {@code extension} is out of its range (the reference
   *     returns no EUID then)
   * @throws IllegalStateException if the system clock reads a time before 1970 or after {@link
   *     #MAX_TIMESTAMP}
   */
  public static Euid create(int extension) {
    checkField("extension", extension, MAX_EXTENSION);
    return createNow(extension);
  }

  /**
   * Returns the EUID with the given 128 bits. Every 128-bit value is an EUID.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return the EUID
   */
  public static Euid fromBits(long msb, long lsb) {
    return new Euid(msb, lsb);
  }

  /**
   * Returns the EUID made of the given fields, laid out as {@link #create(int)} lays them out: the
   * extension length is the bit length of the extension (at least 1), or 0 without extension.
   *
   * <pre>{@code
   * Euid id = Euid.fromFields(1700000000000L, OptionalInt.of(5), 0, 0L);
   * id.toString();   // "1HF7YAT0000560000000000000H"
   * }</pre>
   *
   * <p>{@code Euid.fromFields(id.getTimestamp(), id.getExtension(), id.getFiller(),
   * id.getRandom())} gives back every EUID whose extension length is the shortest for its
   * extension, as all created and generated EUIDs are; {@link #fromBits} makes any other.
   *
   * @param timestamp Unix time in milliseconds, 0 to {@link #MAX_TIMESTAMP}
   * @param extension the extension, 0 to {@link #MAX_EXTENSION}, or empty for none
   * @param filler the random bits above the extension: 0 to 2^(15 - L) - 1, where {@code L} is the
   *     extension length (0 to 2^15 - 1 without extension, 0 only for an extension of 15 bits)
   * @param random the 64 random bits, any value
   * @return the EUID
   * @throws IllegalArgumentException naming the first field that is out of its range
   * @throws NullPointerException if {@code extension} is null
   */
  public static Euid fromFields(long timestamp, OptionalInt extension, int filler, long random) {
    Objects.requireNonNull(extension, "extension");
    checkField("timestamp", timestamp, MAX_TIMESTAMP);
    int value = NO_EXTENSION;
    if (extension.isPresent()) {
      value = extension.getAsInt();
      checkField("extension", value, MAX_EXTENSION);
    }
    int length = extensionLength(value);
    int maxFiller = (1 << (EXTENSION_FIELD_BITS - length)) - 1;
    if (filler < 0 || filler > maxFiller) {
      throw new IllegalArgumentException(
          "filler out of range: "
              + filler
              + " (expected 0 to "
              + maxFiller
              + " for extension length "
              + length
              + ")");
    }
    return new Euid(highBits(timestamp, value, filler), random);
  }

  /**
   * Parses the 27-symbol text of an EUID, with or without check. Case is ignored, {@code I} and
   * {@code L} read as 1 and {@code O} as 0 (Crockford's aliases); nothing else is accepted: no
   * {@code U}, hyphens, spaces or non-ASCII characters.
   *
   * <p>The check catches every change of one of the first 25 symbols to a symbol of another value,
   * and every swap of two adjacent, different symbols among them (127 is prime, and neither change
   * is a multiple of it). A text whose check field reads 127 is taken without validation, so a
   * mistake in the last two symbols goes unnoticed when it happens to turn the check into 127.
   *
   * <pre>{@code
   * Euid.fromString("c8ee934sr007g5q94qkkxfrfv8b");   // C8EE934SR007G5Q94QKKXFRFV8B
   * Euid.fromString("C8X2HA87098A0W837DX13FEAWVV");
   * // IdFormatException: check symbol mismatch: 123 (expected 56)
   * }</pre>
   *
   * @param text 27 symbols: 25 carry the value's top 125 bits, then its last 3 bits and the 7-bit
   *     check
   * @return the EUID
   * @throws IdFormatException with the message {@code invalid length: N (expected 27)}, {@code
   *     invalid digit 'c' at i} or {@code check symbol mismatch: F (expected E)}, checked in that
   *     order as the reference does (docs/FORMATS.md#text-rules); a check mismatch is not at one
   *     position, so its {@link IdFormatException#getErrorIndex()} is -1
   * @throws NullPointerException if {@code text} is null
   */
  public static Euid fromString(CharSequence text) {
    // The check is the 7 bits after the value: the end of symbol 25 and all of 26
    // (docs/FORMATS.md#euids-check-symbol).
    return Base32.CROCKFORD.decode(
        text, TEXT_LENGTH, CHECK_BITS, "128-bit value", OfBits.BITS_AND_TRAILING);
  }

  /** The EUID of a decoded value, if the check read with it {@linkplain #checkMatches matches}. */
  private static Euid checked(long msb, long lsb, long found) {
    if (!checkMatches(msb, lsb, found)) {
      throw ParseErrors.checkMismatch((int) found, check(msb, lsb));
    }
    return new Euid(msb, lsb);
  }

  /**
   * Whether the check read with a value is its check or {@link #NO_CHECK}, which skips validation
   * (docs/FORMATS.md#euids-check-symbol): the rule of both {@link #fromString} and {@link
   * #isValid}.
   */
  private static boolean checkMatches(long msb, long lsb, long found) {
    return found == NO_CHECK || found == check(msb, lsb);
  }

  /**
   * Tells whether {@link #fromString} would accept the text, without building an exception, for
   * validating input in which invalid text is common. The rules are those of {@code fromString},
   * checked by the same code: 27 Crockford Base32 symbols in either case, aliases included, whose
   * check field is the value's check or 127 ("no check"). Every value is an EUID, so nothing else
   * is checked: not the extension length, for example, which the reference does not check either.
   *
   * <pre>{@code
   * Euid.isValid("c8ee934sr007g5q94qkkxfrfv8b");   // true
   * Euid.isValid("C8X2HA87098A0W837DX13FEAWVV");   // false: the check does not match
   * Euid.isValid(null);                            // false
   * }</pre>
   *
   * @param text the text, or null
   * @return true exactly when {@code fromString(text)} returns an EUID; false for null, which
   *     {@code fromString} rejects with a {@code NullPointerException}
   */
  public static boolean isValid(CharSequence text) {
    return Base32.CROCKFORD.isValid(text, TEXT_LENGTH, CHECK_BITS, OfBits.CHECK_MATCHES);
  }

  /**
   * The Unix time in milliseconds of an instant of the timestamps, for {@link #min(Instant)} and
   * {@link #max(Instant)}. The range is made at the call, not when the class is initialized, which
   * a process's first ID pays for.
   */
  private static long millis(Instant time) {
    return new TimeRange("EUID", 0, MAX_TIMESTAMP).millis(time);
  }

  /**
   * Returns the smallest EUID of the millisecond of {@code time}: its timestamp with the 83 bits
   * below it clear, which is an EUID without extension, filler 0 and random bits 0. With {@link
   * #max(Instant)} it selects EUIDs by creation time on the index of an ID column, bounds included:
   * for a time range [from, to], the EUIDs from {@code min(from)} to {@code max(to)} are exactly
   * those whose timestamp lies in [trunc(from), trunc(to)], where trunc drops the fraction of a
   * millisecond, whatever their extension.
   *
   * <pre>{@code
   * Euid.min(Instant.ofEpochMilli(1700000000000L));   // 1HF7YAT00000000000000000039
   * repository.findByIdBetween(Euid.min(from), Euid.max(to));
   * // or in SQL: WHERE id BETWEEN :min AND :max
   * }</pre>
   *
   * <p>This holds where the column sorts as EUIDs do: by their 16 bytes compared unsigned (such as
   * {@code BINARY(16)} or PostgreSQL's {@code uuid}) or by their text, with or without check; SQL
   * Server's {@code uniqueidentifier} orders the bytes otherwise.
   *
   * @param time an instant from 1970-01-01T00:00:00Z to 3084-12-12T12:41:28.831999999Z
   * @return the smallest EUID whose timestamp is {@code time} truncated to the millisecond
   * @throws IllegalArgumentException if {@code time} is outside that range
   * @throws NullPointerException if {@code time} is null
   */
  public static Euid min(Instant time) {
    return new Euid(millis(time) << TIMESTAMP_SHIFT, 0L);
  }

  /**
   * Returns the largest EUID of the millisecond of {@code time}: its timestamp with the 83 bits
   * below it set, which is an EUID with the 15-bit extension 32767 and random bits all ones, as
   * {@link #create(int)} could make it. See {@link #min(Instant)} for selecting the EUIDs of a time
   * range, bounds included.
   *
   * <pre>{@code
   * Euid.max(Instant.ofEpochMilli(1700000000000L));   // 1HF7YAT00ZZZZZZZZZZZZZZZZX9
   * }</pre>
   *
   * @param time an instant from 1970-01-01T00:00:00Z to 3084-12-12T12:41:28.831999999Z
   * @return the largest EUID whose timestamp is {@code time} truncated to the millisecond
   * @throws IllegalArgumentException if {@code time} is outside that range
   * @throws NullPointerException if {@code time} is null
   */
  public static Euid max(Instant time) {
    return new Euid(millis(time) << TIMESTAMP_SHIFT | BELOW_TIMESTAMP, -1L);
  }

  /**
   * Returns the EUID whose 16 bytes, most significant first, are given: the reference's binary
   * form.
   *
   * @param bytes exactly 16 bytes, big-endian
   * @return the EUID
   * @throws IdFormatException if the array does not hold exactly 16 bytes
   * @throws NullPointerException if {@code bytes} is null
   */
  public static Euid fromByteArray(byte[] bytes) {
    return Bits128.fromByteArray(bytes, OfBits.BITS);
  }

  /**
   * Returns the EUID with the same 128 bits as the given UUID. The UUID's version and variant bits
   * are taken as EUID bits like any others: this is a change of container, not an RFC 9562 mapping.
   *
   * @param uuid the UUID
   * @return the EUID
   * @throws NullPointerException if {@code uuid} is null
   */
  public static Euid fromUuid(UUID uuid) {
    return new Euid(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
  }

  /**
   * Returns the EUID that follows this one, as the reference's {@code next()} defines it
   * (docs/INTERNALS.md#euids-step), reading the system clock:
   *
   * <ul>
   *   <li>if the clock reads exactly this EUID's millisecond, the same upper 64 bits with the
   *       "random high" part plus one and a new "random low" part, so the result is greater; or
   *       empty if "random high" is already 2^32 - 1;
   *   <li>otherwise a new EUID of the clock's millisecond with this EUID's extension, if any (its
   *       extension length set anew to the extension's bit length, its filler drawn anew), as
   *       {@link #create(int)} or {@link #create()} would make it.
   * </ul>
   *
   * <p>A chain {@code a.next()}, then {@code .next()} on that result, and so on, is strictly
   * increasing while the clock does not go back. A clock that goes back gives a smaller EUID: there
   * is no rollback allowance here, and how many EUIDs fit in a millisecond depends on the random
   * start of the count. {@link EuidGenerator} handles both. This method is thread-safe.
   *
   * <pre>{@code
   * Euid id = Euid.create(7);
   * for (int i = 0; i < 1000; i++) {
   *   id = id.next().orElseThrow();   // increasing; empty only on a counter overflow
   * }
   * }</pre>
   *
   * @return the following EUID, or empty if the count is exhausted within this millisecond
   * @throws IllegalStateException if the system clock reads a time before 1970 or after {@link
   *     #MAX_TIMESTAMP}
   */
  public Optional<Euid> next() {
    // Both draws that either case may take, made before the clock is read, as in createNow.
    int randomBits;
    long random;
    ReentrantLock lock = DefaultRandom.LOCK;
    lock.lock();
    try {
      randomBits = DefaultRandom.SOURCE.nextInt();
      random = DefaultRandom.SOURCE.nextLong();
    } finally {
      lock.unlock();
    }
    return nextAt(checkClockReading(System.currentTimeMillis()), randomBits, random);
  }

  /**
   * Returns the Unix time in milliseconds at which the EUID was created.
   *
   * @return 0 to {@link #MAX_TIMESTAMP}
   */
  public long getTimestamp() {
    return msb >>> TIMESTAMP_SHIFT;
  }

  /**
   * Returns the extension: the lowest {@code L} bits of the extension field, where {@code L} is the
   * extension length. As in the reference, {@code L} is not checked against the value's bit length:
   * an EUID with {@code L = 8} and extension 7 is valid.
   *
   * @return the extension, 0 to {@link #MAX_EXTENSION}, or empty if the extension length is 0
   */
  public OptionalInt getExtension() {
    int extension = extensionOrNone();
    return extension == NO_EXTENSION ? OptionalInt.empty() : OptionalInt.of(extension);
  }

  /**
   * Returns the extension length {@code L}: the number of extension bits, or 0 for none.
   *
   * @return 0 to 15
   */
  public int getExtensionLength() {
    return (int) msb & EXTENSION_LENGTH_MASK;
  }

  /**
   * Returns the random filler: the bits of the 15-bit extension field above the extension.
   *
   * @return 0 to 2^(15 - L) - 1, where {@code L} is the {@linkplain #getExtensionLength() extension
   *     length}
   */
  public int getFiller() {
    int length = getExtensionLength();
    return (int) (msb >>> (EXTENSION_SHIFT + length))
        & ((1 << (EXTENSION_FIELD_BITS - length)) - 1);
  }

  /**
   * Returns the 64 random bits: "random high" in the upper 32, which {@link #next()} and {@link
   * EuidGenerator} increment within a millisecond, and "random low" in the lower 32.
   *
   * @return the least significant 64 bits, any value
   */
  public long getRandom() {
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
   * Returns the instant of the EUID's timestamp.
   *
   * @return the Unix time of {@link #getTimestamp()}, at millisecond precision
   */
  public Instant toInstant() {
    return Instant.ofEpochMilli(getTimestamp());
  }

  /**
   * Returns the 16 bytes of the EUID, most significant first.
   *
   * @return a new array of 16 bytes
   */
  public byte[] toByteArray() {
    return Bits128.toByteArray(msb, lsb);
  }

  /**
   * Returns a UUID holding the same 128 bits, for storage in UUID columns. Its version and variant
   * fields are whatever the EUID's bits are there.
   *
   * @return the UUID
   */
  public UUID toUuid() {
    return new UUID(msb, lsb);
  }

  /**
   * Returns the EUID as a non-negative integer.
   *
   * @return the 128-bit unsigned value, 0 to 2^128 - 1
   */
  public BigInteger toBigInteger() {
    return Bits128.toBigInteger(msb, lsb);
  }

  /**
   * Returns the canonical text: 27 uppercase Crockford Base32 symbols ending in the check, as the
   * reference's {@code encode(true)} and {@code Display} write it.
   *
   * @return for example {@code C8EE934SR007G5Q94QKKXFRFV8B}
   */
  @Override
  public String toString() {
    return Base32.CROCKFORD.encode(msb, lsb, TEXT_LENGTH, CHECK_BITS, check(msb, lsb));
  }

  /**
   * Returns the text without check, as the reference's {@code encode(false)} writes it: the check
   * field holds 127, so the text differs from {@link #toString()} in its last two symbols only and
   * always ends in {@code Z}. {@link #fromString} reads it back without validation.
   *
   * @return for example {@code C8EE934SR007G5Q94QKKXFRFVBZ}
   */
  public String toStringWithoutCheck() {
    return Base32.CROCKFORD.encode(msb, lsb, TEXT_LENGTH, CHECK_BITS, NO_CHECK);
  }

  /**
   * Compares the EUIDs as unsigned 128-bit integers, which is the order of their text and bytes.
   *
   * @param other the EUID to compare with
   * @return a negative number, zero or a positive number as this EUID is less than, equal to or
   *     greater than {@code other}
   */
  @Override
  public int compareTo(Euid other) {
    return Bits128.compare(msb, lsb, other.msb, other.lsb);
  }

  /**
   * Tells whether the other object is an {@code Euid} with the same 128 bits.
   *
   * @param other the object to compare with
   * @return true if the values are equal
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof Euid && msb == ((Euid) other).msb && lsb == ((Euid) other).lsb;
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
   * The check of a value: its unsigned 128-bit value mod 127 (docs/FORMATS.md#euids-check-symbol),
   * on longs (docs/INTERNALS.md#text-codecs).
   *
   * <p>2^7 = 128 is 1 mod 127, so 2^63 is 1 and 2^64 is 2 mod 127. A word {@code w} is {@code (w
   * >>> 63) * 2^63 + (w & Long.MAX_VALUE)}, which is {@code (w >>> 63) + (w & Long.MAX_VALUE)} mod
   * 127, and the value {@code msb * 2^64 + lsb} is {@code 2 * msb + lsb} mod 127.
   */
  static int check(long msb, long lsb) {
    long high = (msb >>> 63) + (msb & Long.MAX_VALUE) % 127;
    long low = (lsb >>> 63) + (lsb & Long.MAX_VALUE) % 127;
    return (int) ((2 * high + low) % 127);
  }

  /**
   * The extension length of an extension (docs/FORMATS.md#euid): its bit length, at least 1,
   * because 0 means "no extension"; 0 for {@link #NO_EXTENSION}.
   */
  static int extensionLength(int extension) {
    return extension == NO_EXTENSION
        ? 0
        : Integer.SIZE - Integer.numberOfLeadingZeros(extension | 1);
  }

  /**
   * The upper 64 bits for a timestamp and an extension (or {@link #NO_EXTENSION}), filling the bits
   * of the extension field above the extension with the low bits of {@code randomBits}.
   */
  static long highBits(long timestamp, int extension, int randomBits) {
    int length = extensionLength(extension);
    long filler = randomBits & ((1L << (EXTENSION_FIELD_BITS - length)) - 1);
    long bits = extension == NO_EXTENSION ? 0 : extension;
    return timestamp << TIMESTAMP_SHIFT
        | filler << (EXTENSION_SHIFT + length)
        | bits << EXTENSION_SHIFT
        | length;
  }

  /**
   * A new EUID as the reference's {@code create} makes it, at a given time, from a draw of 32 bits
   * for the filler above the extension and one of 64 for the random part.
   */
  static Euid createAt(long timestamp, int extension, int fillerBits, long random) {
    return new Euid(highBits(timestamp, extension, fillerBits), random);
  }

  /**
   * The reference's {@code next()} (docs/INTERNALS.md#euids-step) at a given clock reading, from a
   * draw of 32 bits ("random low" within this EUID's millisecond, else the new filler) and one of
   * 64 (the new random part, used only at another millisecond).
   */
  Optional<Euid> nextAt(long now, int randomBits, long random) {
    if (now == getTimestamp()) {
      long randomHigh = lsb >>> 32;
      if (randomHigh == MAX_RANDOM_HIGH) {
        return Optional.empty();
      }
      return Optional.of(new Euid(msb, (randomHigh + 1) << 32 | (randomBits & 0xffff_ffffL)));
    }
    return Optional.of(createAt(now, extensionOrNone(), randomBits, random));
  }

  /** The extension, or {@link #NO_EXTENSION}. */
  private int extensionOrNone() {
    int length = getExtensionLength();
    return length == 0 ? NO_EXTENSION : (int) (msb >>> EXTENSION_SHIFT) & ((1 << length) - 1);
  }

  /**
   * Returns a clock reading that fits the timestamp field.
   *
   * @throws IllegalStateException if it does not
   */
  static long checkClockReading(long millis) {
    if (millis < 0 || millis > MAX_TIMESTAMP) {
      throw new IllegalStateException(
          "clock reading out of the EUID timestamp range: "
              + millis
              + " ms (expected 0 to "
              + MAX_TIMESTAMP
              + ")");
    }
    return millis;
  }

  /**
   * Checks that a field is within 0 to {@code max}.
   *
   * @throws IllegalArgumentException naming the field if it is not
   */
  static void checkField(String name, long value, long max) {
    if (value < 0 || value > max) {
      throw new IllegalArgumentException(
          name + " out of range: " + value + " (expected 0 to " + max + ")");
    }
  }

  /**
   * Creates an EUID of the system clock from the shared source. The bits are drawn before the clock
   * is read, so that the EUID is not dated before a wait for them: the source's seeding from {@link
   * java.security.SecureRandom}, or another thread holding it.
   */
  private static Euid createNow(int extension) {
    int fillerBits;
    long random;
    ReentrantLock lock = DefaultRandom.LOCK;
    lock.lock();
    try {
      fillerBits = DefaultRandom.SOURCE.nextInt();
      random = DefaultRandom.SOURCE.nextLong();
    } finally {
      lock.unlock();
    }
    return createAt(checkClockReading(System.currentTimeMillis()), extension, fillerBits, random);
  }

  /**
   * The randomness of {@link #create()} and {@link #next()}: one cryptographically strong source
   * for the process, drawn from under a lock.
   *
   * <p>One shared source rather than one per thread: a thread-local source would be keyed from
   * {@link java.security.SecureRandom} and hold its 16 KiB keystream buffer in every thread that
   * creates an EUID, which is costly for short-lived and virtual threads; the lock is held only for
   * copying 12 bytes out of the buffer (and for the refill every 16 KiB). A {@link ReentrantLock},
   * not {@code synchronized}, so that virtual threads do not pin their carrier. The holder class
   * defers the source to the first use, and the source defers its keying to its first draw.
   */
  private static final class DefaultRandom {
    static final ReentrantLock LOCK = new ReentrantLock();
    static final AesCtrRandom SOURCE = new AesCtrRandom();
  }

  /**
   * Makes IDs of the bits the shared codecs read (a class: see {@link FromBits}), checking the
   * check symbol that follows them in text; loaded at the first parse rather than with the class.
   */
  private static final class OfBits implements FromBits<Euid>, Base32.FromBitsAndTrailing<Euid> {
    private static final OfBits INSTANCE = new OfBits();

    /**
     * The instance as the codecs take it, so that verifying the ID class, which passes it to them,
     * loads neither interface.
     */
    static final FromBits<Euid> BITS = INSTANCE;

    /** The instance as the text codec takes it. */
    static final Base32.FromBitsAndTrailing<Euid> BITS_AND_TRAILING = INSTANCE;

    /** Whether the check symbol that follows the bits is theirs, for {@code isValid}. */
    static final Base32.FromBitsAndTrailing<Boolean> CHECK_MATCHES =
        new Base32.FromBitsAndTrailing<>() {
          @Override
          public Boolean of(long msb, long lsb, long trailing) {
            return checkMatches(msb, lsb, trailing);
          }
        };

    @Override
    public Euid of(long msb, long lsb) {
      return new Euid(msb, lsb);
    }

    @Override
    public Euid of(long msb, long lsb, long trailing) {
      return checked(msb, lsb, trailing);
    }
  }
}
