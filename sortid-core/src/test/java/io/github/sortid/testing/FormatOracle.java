package io.github.sortid.testing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import io.github.sortid.euid.EuidOracle;
import io.github.sortid.scru128.Scru128IdOracle;
import io.github.sortid.scru128.v1.Scru128V1IdOracle;
import io.github.sortid.scru64.Scru64IdOracle;
import io.github.sortid.ulid.UlidOracle;
import io.github.sortid.uuidv7.UuidV7Oracle;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.Supplier;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;

/**
 * What a format's values are, computed with {@link BigInteger} and {@link String} only, so that it
 * shares no code with the codecs on longs: the oracle of the shared contracts (round trips, time
 * bounds, parsing, fuzz targets) and of the formats' own parser properties. Each format brings its
 * own alphabet, length, range or check, time layout and fields; the rest is the same for every
 * format and lives here.
 *
 * <p>A value is the ID read as an unsigned big-endian integer of {@link IdType#byteLength()} bytes.
 *
 * @param <T> the ID type
 */
public abstract class FormatOracle<T> {
  /** Each format's oracle, the one place that knows them. */
  private static final Map<IdType<?>, FormatOracle<?>> ALL =
      Map.of(
          IdType.SCRU128, new Scru128IdOracle(),
          IdType.SCRU128_V1, new Scru128V1IdOracle(),
          IdType.SCRU64, new Scru64IdOracle(),
          IdType.ULID, new UlidOracle(),
          IdType.EUID, new EuidOracle(),
          IdType.UUIDV7, new UuidV7Oracle());

  private final IdType<T> type;
  private final Alphabet alphabet;
  private final Instant first;
  private final long unitMillis;
  private final int timestampShift;

  /**
   * Describes a format.
   *
   * @param type the format
   * @param alphabet the digits of its text
   * @param first the first instant of its timestamp range (timestamp 0)
   * @param unitMillis the timestamp unit: 1 ms, or SCRU64's 256 ms ticks
   * @param timestampShift how many bits of the value lie below the timestamp
   */
  protected FormatOracle(
      IdType<T> type, Alphabet alphabet, Instant first, long unitMillis, int timestampShift) {
    this.type = type;
    this.alphabet = alphabet;
    this.first = first;
    this.unitMillis = unitMillis;
    this.timestampShift = timestampShift;
  }

  /**
   * The oracle of a format.
   *
   * @throws IllegalArgumentException if the format has none here yet
   */
  @SuppressWarnings("unchecked")
  public static <T> FormatOracle<T> of(IdType<T> type) {
    FormatOracle<?> oracle = ALL.get(type);
    if (oracle == null) {
      throw new IllegalArgumentException("no oracle for " + type);
    }
    return (FormatOracle<T>) oracle;
  }

  /** The format. */
  public final IdType<T> type() {
    return type;
  }

  // ---------------------------------------------------------------------------------------------
  // The format's own rules

  /** The canonical text of a value. */
  public abstract String text(BigInteger value);

  /** Whether the parser accepts the text, and if not, with which error (the text oracle). */
  public abstract ParseVerdict parse(String text);

  /** The radix of the text's digits, for the edge values at each digit position. */
  public final int radix() {
    return alphabet.digits.length();
  }

  /** Every text the format writes for a value: the canonical one first, then any other form. */
  public List<String> texts(BigInteger value) {
    return List.of(text(value));
  }

  /**
   * Spells a text as a user might: in random case, and with Crockford's aliases O (for 0), I and L
   * (for 1) where the format reads them.
   */
  public final String respell(String text, SplittableRandom random) {
    char[] chars = text.toCharArray();
    for (int i = 0; i < chars.length; i++) {
      if (random.nextBoolean()) {
        chars[i] =
            Character.isUpperCase(chars[i])
                ? Character.toLowerCase(chars[i])
                : Character.toUpperCase(chars[i]);
      }
      if (alphabet == Alphabet.CROCKFORD && random.nextInt(4) == 0) {
        if (chars[i] == '0') {
          chars[i] = random.nextBoolean() ? 'O' : 'o';
        } else if (chars[i] == '1') {
          chars[i] = "IiLl".charAt(random.nextInt(4));
        }
      }
    }
    return new String(chars);
  }

  /** Values where the format's own layout goes wrong first: its fields at their extremes. */
  public List<BigInteger> edgeValues() {
    return List.of();
  }

  /** Checks the format's own accessors (fields, factory from fields) against the value. */
  public abstract void checkFields(BigInteger value, T id, Supplier<String> where);

  /**
   * The value of an ID nearest to any value of the format's width: the value itself where every
   * value is an ID; for UUIDv7, the value with the version and variant bits set to 7 and {@code
   * 10}. The shared contracts draw values of the whole width and take them through this, and a
   * format's bounds are the bounds of the width taken through it.
   */
  public BigInteger fold(BigInteger value) {
    return value;
  }

  /** The smallest value: 0, unless the format fixes some bits ({@link #fold}). */
  public BigInteger minValue() {
    return fold(BigInteger.ZERO);
  }

  /** The largest value: 2^(8 * byteLength) - 1, unless the format's text reaches less. */
  public BigInteger maxValue() {
    return BigInteger.ONE.shiftLeft(8 * type.byteLength()).subtract(BigInteger.ONE);
  }

  /** The binary form: exactly {@link IdType#byteLength()} bytes, of a value in range. */
  public ParseVerdict parseBytes(byte[] bytes) {
    if (bytes.length != type.byteLength()) {
      return ParseVerdict.invalidByteLength(bytes.length, type.byteLength());
    }
    return ParseVerdict.accept(new BigInteger(1, bytes));
  }

  /** The digits of a format's text. */
  protected enum Alphabet {
    /** ASCII digits and letters of either case, written in lowercase (SCRU128, SCRU64). */
    BASE36("0123456789abcdefghijklmnopqrstuvwxyz"),
    /** {@code 0-9} and {@code A-V} of either case, written in uppercase (SCRU128 v1). */
    RADIX32("0123456789ABCDEFGHIJKLMNOPQRSTUV"),
    /**
     * Crockford's Base32 of either case with the aliases {@code I}, {@code L} (1) and {@code O}
     * (0), written in uppercase (ULID, EUID).
     */
    CROCKFORD("0123456789ABCDEFGHJKMNPQRSTVWXYZ"),
    /** Hexadecimal digits of either case, written in lowercase (UUIDv7, between its hyphens). */
    HEX("0123456789abcdef");

    final String digits;

    Alphabet(String digits) {
      this.digits = digits;
    }

    /**
     * The value of a digit, or -1. ASCII only, by hand: {@code Character.digit} and {@code
     * toLowerCase} map non-ASCII characters (full-width digits, the Kelvin sign) to digits.
     */
    int valueOf(char c) {
      char upper = c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') : c;
      if (this == CROCKFORD && (upper == 'I' || upper == 'L')) {
        return 1;
      }
      if (this == CROCKFORD && upper == 'O') {
        return 0;
      }
      return upper < 128 ? digits.toUpperCase(Locale.ROOT).indexOf(upper) : -1;
    }
  }

  /** The {@code length} digits of a number, most significant first, zero-padded. */
  protected final String numeral(BigInteger number, int length) {
    BigInteger radix = BigInteger.valueOf(radix());
    char[] text = new char[length];
    BigInteger rest = number;
    for (int i = length - 1; i >= 0; i--) {
      BigInteger[] division = rest.divideAndRemainder(radix);
      text[i] = alphabet.digits.charAt(division[1].intValue());
      rest = division[0];
    }
    return new String(text);
  }

  /**
   * Reads a numeral as every format's parser does: exactly {@code length} characters, then each a
   * digit; the number it spells, accepted here, is left to the format's range or check.
   */
  protected final ParseVerdict readNumeral(String text, int length) {
    if (text.length() != length) {
      return ParseVerdict.invalidLength(text.length(), length);
    }
    BigInteger number = BigInteger.ZERO;
    for (int i = 0; i < length; i++) {
      int value = alphabet.valueOf(text.charAt(i));
      if (value < 0) {
        return ParseVerdict.invalidDigit(i);
      }
      number = number.multiply(BigInteger.valueOf(radix())).add(BigInteger.valueOf(value));
    }
    return ParseVerdict.accept(number);
  }

  /** The verdict on a numeral of a 128-bit format: out of range above 2^128 - 1. */
  protected final ParseVerdict within128Bits(ParseVerdict read) {
    BigInteger value = read.valueOrNull();
    return value != null && value.compareTo(maxValue()) > 0
        ? ParseVerdict.outOfRange("128-bit value")
        : read;
  }

  // ---------------------------------------------------------------------------------------------
  // Time

  /** The first instant of the timestamp range: that of timestamp 0. */
  public final Instant first() {
    return first;
  }

  /** The last nanosecond of the last timestamp unit that a value reaches. */
  public final Instant last() {
    return startOf(maxValue().shiftRight(timestampShift).longValueExact() + 1).minusNanos(1);
  }

  /** The timestamp unit in milliseconds: 256 for SCRU64's ticks, else 1. */
  public final long unitMillis() {
    return unitMillis;
  }

  /** How many bits of the value lie below the timestamp. */
  public final int timestampShift() {
    return timestampShift;
  }

  /** The timestamp of an instant within the range, in the format's unit. */
  public final long timestampOf(Instant time) {
    return Math.floorDiv(time.toEpochMilli() - first.toEpochMilli(), unitMillis);
  }

  /** The first instant of a timestamp. */
  public final Instant startOf(long timestamp) {
    return first.plusMillis(timestamp * unitMillis);
  }

  /**
   * The smallest value of an instant's timestamp unit: the timestamp, all bits below it clear (but
   * those that {@link #fold} fixes).
   */
  public final BigInteger minValueAt(Instant time) {
    return fold(BigInteger.valueOf(timestampOf(time)).shiftLeft(timestampShift));
  }

  /**
   * The largest value of an instant's timestamp unit: the timestamp, all bits below it set (but
   * those that {@link #fold} fixes).
   */
  public final BigInteger maxValueAt(Instant time) {
    return fold(
        BigInteger.valueOf(timestampOf(time))
            .shiftLeft(timestampShift)
            .or(BigInteger.ONE.shiftLeft(timestampShift).subtract(BigInteger.ONE)));
  }

  // ---------------------------------------------------------------------------------------------
  // The shared forms

  /** The value's bytes, big-endian, {@link IdType#byteLength()} of them. */
  public final byte[] bytes(BigInteger value) {
    int length = type.byteLength();
    byte[] raw = value.toByteArray();
    byte[] bytes = new byte[length];
    // BigInteger adds a leading zero byte when the top bit is set; it never holds more than that.
    int copy = Math.min(raw.length, length);
    System.arraycopy(raw, raw.length - copy, bytes, length - copy, copy);
    return bytes;
  }

  /** The UUID with the value's 128 bits, from its hexadecimal digits. */
  public static UUID uuid(BigInteger value) {
    String hex = value.toString(16);
    hex = "0".repeat(32 - hex.length()) + hex;
    return UUID.fromString(
        hex.substring(0, 8)
            + "-"
            + hex.substring(8, 12)
            + "-"
            + hex.substring(12, 16)
            + "-"
            + hex.substring(16, 20)
            + "-"
            + hex.substring(20));
  }

  /** The ID of a value, through the binary form. */
  public final T id(BigInteger value) {
    return type.fromBytes(bytes(value));
  }

  /** The value of an ID, from its binary form. */
  public final BigInteger value(T id) {
    return new BigInteger(1, type.toBytes(id));
  }

  /**
   * Checks every conversion of an ID against the oracle: its bytes, texts, UUID or {@code long}
   * form, hash code, instant and fields, and that each of them (each text in either case and
   * respelled) converts back to an equal ID.
   *
   * @param value the value the ID must have
   * @param id the ID
   * @param random the source of the respelling
   * @param where names the case in a failure message
   */
  public final void assertConversions(
      BigInteger value, T id, SplittableRandom random, Supplier<String> where) {
    byte[] bytes = bytes(value);
    assertArrayEquals(bytes, type.toBytes(id), where);
    List<String> texts = texts(value);
    assertEquals(texts.get(0), type.format(id), where);
    assertEquals(
        startOf(value.shiftRight(timestampShift).longValueExact()), type.toInstant(id), where);
    List<T> others = new ArrayList<>();
    others.add(type.fromBytes(bytes));
    for (String text : texts) {
      others.add(type.parse(text));
      others.add(type.parse(text.toUpperCase(Locale.ROOT)));
      others.add(type.parse(text.toLowerCase(Locale.ROOT)));
      others.add(type.parse(respell(text, random)));
    }
    if (type.hasUuidForm()) {
      UUID uuid = uuid(value);
      assertEquals(uuid, type.toUuid(id), where);
      assertEquals(uuid.hashCode(), id.hashCode(), where);
      others.add(type.fromUuid(uuid));
      others.add(type.parseUuid(uuid.toString()));
    }
    if (type.hasLongForm()) {
      long asLong = value.longValueExact();
      assertEquals(asLong, type.toLong(id), where);
      assertEquals(Long.hashCode(asLong), id.hashCode(), where);
      others.add(type.fromLong(asLong));
    }
    for (T other : others) {
      assertEquals(id, other, where);
      assertEquals(id.hashCode(), other.hashCode(), where);
      assertEquals(0, type.comparator().compare(id, other), where);
    }
    checkFields(value, id, where);
  }

  /**
   * Parses an input and checks the outcome against the oracle: an accepted input must have the
   * oracle's value and convert as {@link #assertConversions} says; a rejected one must fail on the
   * first documented check, with its reason, index and message ({@link ParseVerdict}); and {@code
   * isValid} must agree either way.
   *
   * @param input the text, any string
   * @return what happened, for jqwik's statistics: {@code parsed}, {@code invalid length}, {@code
   *     invalid digit}, {@code out of range} or {@code check mismatch}
   */
  public final String assertParsedAsTheOracleSays(String input) {
    ParseVerdict expected = parse(input);
    T id;
    try {
      id = type.parse(input);
    } catch (IdFormatException e) {
      assertFalse(type.isValid(input), "isValid accepted what parse rejects");
      expected.checkRejection(input.length(), e);
      return e.getReason().name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
    assertTrue(type.isValid(input), "isValid rejected what parse accepts");
    assertConversions(
        expected.acceptedValue(),
        id,
        new SplittableRandom(input.hashCode()),
        () -> type + ", input " + IdType.quote(input));
    return "parsed";
  }

  /** Per format of {@link IdType#all()}, any value of the format, jqwik's edge cases included. */
  public static Arbitrary<Tuple2<IdType<?>, BigInteger>> anyValueOfEveryFormat() {
    return Arbitraries.of(IdType.all())
        .flatMap(
            type ->
                Arbitraries.bigIntegers()
                    .between(BigInteger.ZERO, of(type).maxValue())
                    .map(value -> Tuple.of(type, of(type).fold(value))));
  }

  @Override
  public String toString() {
    return type.name();
  }
}
