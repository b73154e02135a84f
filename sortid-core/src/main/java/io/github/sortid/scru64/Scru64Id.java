package io.github.sortid.scru64;

import io.github.sortid.IdFormatException;
import io.github.sortid.internal.Base36;
import io.github.sortid.internal.ParseErrors;
import io.github.sortid.internal.TimeRange;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serial;
import java.io.Serializable;
import java.time.Instant;

/**
 * A SCRU64 identifier (spec v1.0.0): a non-negative integer below 36^12, made of a timestamp in
 * 256-millisecond ticks and a 24-bit {@code node_ctr}, written as 12 Base36 digits.
 *
 * <pre>
 *  bits   0    1 .. 39                      40 .. 63
 *        | 0  | timestamp (Unix ms >> 8)   | node_ctr: node_id, then counter |
 * </pre>
 *
 * <p>How {@code node_ctr} splits into a {@code node_id} and a counter depends on the {@code
 * node_id_size} of the generator that made the ID, which the ID does not record, and node
 * configurations may change over time (spec §"Variable node_id_size use cases"). So this type
 * offers the whole {@code node_ctr} only, as the reference implementations do.
 *
 * <p>Instances are immutable values held as one {@code long}. Every valid value is non-negative
 * (36^12 - 1 needs 63 bits), so the natural order is the order of the signed {@code long}, which is
 * also the order of the canonical text and of the bytes: IDs of one generator sort by creation
 * time.
 *
 * <pre>{@code
 * Scru64Id id = Scru64Id.fromString("0u2r85hm2pt3");
 * id.toLong();         // 109964681944955175
 * id.getTimestamp();   // 6554405805 (ticks of 256 ms)
 * id.getNodeCtr();     // 2816295
 * id.toInstant();      // 2023-03-04T11:04:46.080Z
 * }</pre>
 *
 * <p>IDs whose timestamp is 0 or {@link #MAX_TIMESTAMP} are reserved by the spec (§"Special-purpose
 * IDs") for dummy, error or example values. They parse and can be built from parts. A generator
 * never assigns timestamp 0; like the reference implementations, it would assign {@link
 * #MAX_TIMESTAMP} only in the last tick of its range, in the year 4261.
 *
 * @see Scru64Generator
 * @see Scru64
 */
public final class Scru64Id implements Comparable<Scru64Id>, Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * The largest {@code timestamp}: 282429536480 ticks of 256 ms, whose tick starts at
   * 4261-02-27T06:08:58.880Z.
   */
  public static final long MAX_TIMESTAMP = 282_429_536_480L;

  /** The largest {@code node_ctr}: 2^24 - 1. */
  public static final int MAX_NODE_CTR = 0xff_ffff;

  /** The number of bits of {@code node_ctr} below the timestamp. */
  static final int NODE_CTR_SIZE = 24;

  /**
   * The largest value, 36^12 - 1, that is {@code zzzzzzzzzzzz} (spec §"Textual representation"). It
   * equals {@code MAX_TIMESTAMP << 24 | MAX_NODE_CTR}, so any in-range timestamp and {@code
   * node_ctr} make a valid ID.
   */
  private static final long MAX_VALUE = 4_738_381_338_321_616_895L;

  /** The smallest ID, 0: {@code 000000000000}. */
  public static final Scru64Id MIN = new Scru64Id(0L);

  /** The largest ID, 36^12 - 1 = 4738381338321616895: {@code zzzzzzzzzzzz}. */
  public static final Scru64Id MAX = new Scru64Id(MAX_VALUE);

  /** The integer value, 0 to {@link #MAX_VALUE}. */
  private final long value;

  private Scru64Id(long value) {
    this.value = value;
  }

  /**
   * Returns the ID with the given integer value.
   *
   * <pre>{@code
   * Scru64Id.fromLong(109964681944955175L).toString(); // "0u2r85hm2pt3"
   * }</pre>
   *
   * @param value 0 to 36^12 - 1 = 4738381338321616895
   * @return the ID
   * @throws IllegalArgumentException if {@code value} is negative or 36^12 or more
   */
  public static Scru64Id fromLong(long value) {
    if (value < 0 || value > MAX_VALUE) {
      throw new IllegalArgumentException(
          "value out of range: " + value + " (expected 0 to " + MAX_VALUE + ")");
    }
    return new Scru64Id(value);
  }

  /**
   * Returns the ID made of the given parts: {@code timestamp << 24 | nodeCtr}.
   *
   * <pre>{@code
   * Scru64Id.fromParts(6554405805L, 2816295).toString(); // "0u2r85hm2pt3"
   * }</pre>
   *
   * @param timestamp Unix time in 256-millisecond ticks ({@code unixMillis >> 8}), 0 to {@link
   *     #MAX_TIMESTAMP}
   * @param nodeCtr the {@code node_id} and counter bits, 0 to {@link #MAX_NODE_CTR}
   * @return the ID
   * @throws IllegalArgumentException naming the first part that is out of its range
   */
  public static Scru64Id fromParts(long timestamp, int nodeCtr) {
    if (timestamp < 0 || timestamp > MAX_TIMESTAMP) {
      throw new IllegalArgumentException(
          "timestamp out of range: " + timestamp + " (expected 0 to " + MAX_TIMESTAMP + ")");
    }
    if (nodeCtr < 0 || nodeCtr > MAX_NODE_CTR) {
      throw new IllegalArgumentException(
          "nodeCtr out of range: " + nodeCtr + " (expected 0 to " + MAX_NODE_CTR + ")");
    }
    return new Scru64Id(timestamp << NODE_CTR_SIZE | nodeCtr);
  }

  /**
   * Parses the 12-digit Base36 text of an ID. Case is ignored; nothing else is: no signs, spaces,
   * separators or non-ASCII digits. Twelve digits never exceed 36^12 - 1, so any 12 digits are an
   * ID.
   *
   * @param text 12 characters from {@code 0-9}, {@code a-z} and {@code A-Z}
   * @return the ID
   * @throws IdFormatException with the message {@code invalid length: N (expected 12)} or {@code
   *     invalid digit 'c' at i}, checked in that order
   * @throws NullPointerException if {@code text} is null
   */
  public static Scru64Id fromString(CharSequence text) {
    return new Scru64Id(Base36.decode12(text));
  }

  /**
   * Tells whether {@link #fromString} would accept the text, without building an exception, for
   * validating input in which invalid text is common. The rules are those of {@code fromString},
   * checked by the same code: 12 Base36 digits in either case, which never exceed 36^12 - 1.
   *
   * <pre>{@code
   * Scru64Id.isValid("0U2R85HM2PT3");   // true
   * Scru64Id.isValid("+u3wrp5q7ta5");   // false: not a digit
   * Scru64Id.isValid(null);             // false
   * }</pre>
   *
   * @param text the text, or null
   * @return true exactly when {@code fromString(text)} returns an ID; false for null, which {@code
   *     fromString} rejects with a {@code NullPointerException}
   */
  public static boolean isValid(CharSequence text) {
    return Base36.isValid12(text);
  }

  /**
   * The Unix time in milliseconds of an instant of the ticks, from the start of tick 0 to the end
   * of tick {@link #MAX_TIMESTAMP}, for {@link #min(Instant)} and {@link #max(Instant)}. The range
   * is made at the call, not when the class is initialized, which a process's first ID pays for.
   */
  private static long millis(Instant time) {
    return new TimeRange("SCRU64", 0, MAX_TIMESTAMP << 8 | 0xff).millis(time);
  }

  /**
   * Returns the smallest ID of the 256-millisecond tick that holds {@code time}: that timestamp and
   * a clear {@code node_ctr}. With {@link #max(Instant)} it selects IDs by creation time on the
   * index of an ID column, bounds included: for a time range [from, to], the IDs from {@code
   * min(from)} to {@code max(to)} are exactly those whose tick lies in [tick(from), tick(to)],
   * where tick is the Unix time in milliseconds, truncated, shifted right by 8. The range selected
   * is thus widened to whole ticks: it starts up to 255 ms before {@code from} and ends up to 255
   * ms after {@code to}.
   *
   * <pre>{@code
   * Scru64Id.min(Instant.parse("2023-03-04T11:04:46.100Z"));   // 0u2r85hkecqo
   * repository.findByIdBetween(Scru64Id.min(from), Scru64Id.max(to));
   * // or in SQL: WHERE id BETWEEN :min AND :max, with the IDs stored as BIGINT
   * }</pre>
   *
   * <p>The bounds of the reserved timestamps 0 and {@link #MAX_TIMESTAMP} are reserved IDs, which
   * parse like any other.
   *
   * @param time an instant from 1970-01-01T00:00:00Z to 4261-02-27T06:08:59.135999999Z, the end of
   *     the last tick
   * @return the smallest ID whose timestamp is the tick of {@code time}
   * @throws IllegalArgumentException if {@code time} is outside that range
   * @throws NullPointerException if {@code time} is null
   */
  public static Scru64Id min(Instant time) {
    return new Scru64Id((millis(time) >>> 8) << NODE_CTR_SIZE);
  }

  /**
   * Returns the largest ID of the 256-millisecond tick that holds {@code time}: that timestamp and
   * a {@code node_ctr} of all ones. See {@link #min(Instant)} for selecting the IDs of a time
   * range, bounds included. The largest tick's is {@link #MAX}, 36^12 - 1.
   *
   * <pre>{@code
   * Scru64Id.max(Instant.parse("2023-03-04T11:04:46.100Z"));   // 0u2r85hudy4f
   * }</pre>
   *
   * @param time an instant from 1970-01-01T00:00:00Z to 4261-02-27T06:08:59.135999999Z, the end of
   *     the last tick
   * @return the largest ID whose timestamp is the tick of {@code time}
   * @throws IllegalArgumentException if {@code time} is outside that range
   * @throws NullPointerException if {@code time} is null
   */
  public static Scru64Id max(Instant time) {
    // MAX_VALUE is MAX_TIMESTAMP << 24 | MAX_NODE_CTR, so even the last tick's bound is in range.
    return new Scru64Id((millis(time) >>> 8) << NODE_CTR_SIZE | MAX_NODE_CTR);
  }

  /**
   * Returns the ID whose 8 bytes, most significant first, are given: the 64-bit big-endian form of
   * the integer value.
   *
   * @param bytes exactly 8 bytes, big-endian
   * @return the ID
   * @throws IdFormatException if the array does not hold exactly 8 bytes ({@code invalid length: 7
   *     bytes (expected 8)}) or holds a value of 36^12 or more ({@code out of SCRU64 value range})
   * @throws NullPointerException if {@code bytes} is null
   */
  public static Scru64Id fromByteArray(byte[] bytes) {
    if (bytes.length != 8) {
      throw ParseErrors.invalidByteLength(bytes.length, 8);
    }
    long value = 0;
    for (int i = 0; i < 8; i++) {
      value = value << 8 | (bytes[i] & 0xff);
    }
    if (value < 0 || value > MAX_VALUE) {
      throw ParseErrors.outOfRange("SCRU64 value");
    }
    return new Scru64Id(value);
  }

  /**
   * Returns the timestamp: the Unix time in milliseconds at which the ID was generated, shifted
   * right by 8 bits, so that one unit is a tick of 256 ms.
   *
   * @return 0 to {@link #MAX_TIMESTAMP}
   */
  public long getTimestamp() {
    return value >>> NODE_CTR_SIZE;
  }

  /**
   * Returns {@code node_ctr}: the generator's {@code node_id} in the upper {@code node_id_size}
   * bits, then its counter.
   *
   * @return 0 to {@link #MAX_NODE_CTR}
   */
  public int getNodeCtr() {
    return (int) value & MAX_NODE_CTR;
  }

  /**
   * Returns the ID as an integer.
   *
   * @return 0 to 36^12 - 1 = 4738381338321616895
   */
  public long toLong() {
    return value;
  }

  /**
   * Returns the start of the ID's 256-millisecond tick.
   *
   * @return the instant {@code getTimestamp() << 8} milliseconds after the Unix epoch
   */
  public Instant toInstant() {
    return Instant.ofEpochMilli(getTimestamp() << 8);
  }

  /**
   * Returns the 8 bytes of the integer value, most significant first.
   *
   * @return a new array of 8 bytes
   */
  public byte[] toByteArray() {
    byte[] bytes = new byte[8];
    for (int i = 0; i < 8; i++) {
      bytes[i] = (byte) (value >>> (56 - 8 * i));
    }
    return bytes;
  }

  /**
   * Returns the canonical text: 12 lowercase Base36 digits.
   *
   * @return for example {@code 0u2r85hm2pt3}
   */
  @Override
  public String toString() {
    return Base36.encode12(value);
  }

  /**
   * Compares the IDs as integers, which is the order of their text and bytes.
   *
   * @param other the ID to compare with
   * @return a negative number, zero or a positive number as this ID is less than, equal to or
   *     greater than {@code other}
   */
  @Override
  public int compareTo(Scru64Id other) {
    return Long.compare(value, other.value);
  }

  /**
   * Tells whether the other object is a {@code Scru64Id} with the same value.
   *
   * @param other the object to compare with
   * @return true if the values are equal
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof Scru64Id && value == ((Scru64Id) other).value;
  }

  /**
   * Returns a hash code of the value, computed as {@link Long#hashCode(long)} computes it.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Long.hashCode(value);
  }

  /**
   * Rejects a serialized form whose value no constructor would accept.
   *
   * @param in the stream to read the value from
   * @throws IOException if the stream cannot be read, or an {@link InvalidObjectException} if the
   *     value is out of the SCRU64 range
   * @throws ClassNotFoundException if a class of the serialized form cannot be found
   */
  @Serial
  private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
    in.defaultReadObject();
    if (value < 0 || value > MAX_VALUE) {
      throw new InvalidObjectException("SCRU64 value out of range: " + value);
    }
  }
}
