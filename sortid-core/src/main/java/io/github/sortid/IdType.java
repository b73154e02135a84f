package io.github.sortid;

import io.github.sortid.euid.Euid;
import io.github.sortid.internal.ParseErrors;
import io.github.sortid.internal.UuidText;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.uuidv7.UuidV7;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.LongFunction;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * One ID format described for code that serves every format alike: its name, its Java type, the
 * lengths of its text and bytes, a pattern and an example of its text, and its conversions between
 * text, bytes, UUID or {@code long}, and time. A JSON module, a database type, a web converter or a
 * command line adapts the descriptor once and so serves every format, the way {@link
 * java.time.temporal.ChronoField} gives every date-time adapter one vocabulary.
 *
 * <pre>{@code
 * for (IdType<?> type : IdType.all()) {
 *   System.out.println(type + ": " + type.textLength() + " characters");
 * }
 * IdType<Scru128Id> type = IdType.SCRU128;
 * Scru128Id id = type.parse("036z951mhjikzik2gsl81gr7l");
 * byte[] bytes = type.toBytes(id);           // 16 bytes, big-endian
 * UUID uuid = type.toUuid(id);               // the same 128 bits
 * IdType.of(Ulid.class).orElseThrow();       // IdType.ULID
 * }</pre>
 *
 * <p>Every conversion is the value class's own method ({@code fromString}, {@code toByteArray},
 * {@code toUuid}, {@code min} and so on), so the descriptor adds no rule of its own and throws what
 * those methods throw: {@link IdFormatException} for bad text or bytes, {@link
 * IllegalArgumentException} for a value or time out of range. Instances are the constants of this
 * class, compared by identity.
 *
 * @param <T> the ID type
 */
public final class IdType<T> {
  /** SCRU128, spec v2.1.1: {@link Scru128Id}, 25 Base36 characters, 16 bytes, a UUID form. */
  public static final IdType<Scru128Id> SCRU128 =
      new Builder<>("SCRU128", "SCRU128", Scru128Id.class, 25, 16)
          .text(
              Scru128Id::fromString,
              Scru128Id::isValid,
              "^[0-9A-Za-z]{25}$",
              "036z951mhjikzik2gsl81gr7l")
          .bytes(Scru128Id::fromByteArray, Scru128Id::toByteArray)
          .time(Scru128Id::toInstant, Scru128Id::min, Scru128Id::max)
          .uuid(Scru128Id::fromUuid, Scru128Id::toUuid)
          .build();

  /**
   * The early SCRU128 format, spec v1.0.x: {@link Scru128V1Id}, 26 radix-32 characters, 16 bytes, a
   * UUID form.
   */
  public static final IdType<Scru128V1Id> SCRU128_V1 =
      new Builder<>("SCRU128_V1", "SCRU128 v1", Scru128V1Id.class, 26, 16)
          .text(
              Scru128V1Id::fromString,
              Scru128V1Id::isValid,
              "^[0-7][0-9A-Va-v]{25}$",
              "00QBTG0FERFTCCNFISUBO489DI")
          .bytes(Scru128V1Id::fromByteArray, Scru128V1Id::toByteArray)
          .time(Scru128V1Id::toInstant, Scru128V1Id::min, Scru128V1Id::max)
          .uuid(Scru128V1Id::fromUuid, Scru128V1Id::toUuid)
          .build();

  /** SCRU64: {@link Scru64Id}, 12 Base36 characters, 8 bytes, a {@code long} form. */
  public static final IdType<Scru64Id> SCRU64 =
      new Builder<>("SCRU64", "SCRU64", Scru64Id.class, 12, 8)
          .text(Scru64Id::fromString, Scru64Id::isValid, "^[0-9A-Za-z]{12}$", "0u2r85hm2pt3")
          .bytes(Scru64Id::fromByteArray, Scru64Id::toByteArray)
          .time(Scru64Id::toInstant, Scru64Id::min, Scru64Id::max)
          .longForm(Scru64Id::fromLong, Scru64Id::toLong)
          .build();

  /** ULID: {@link Ulid}, 26 Crockford Base32 characters, 16 bytes, a UUID form. */
  public static final IdType<Ulid> ULID =
      new Builder<>("ULID", "ULID", Ulid.class, 26, 16)
          .text(
              Ulid::fromString,
              Ulid::isValid,
              "^[0-7IiLlOo][0-9A-TV-Za-tv-z]{25}$",
              "01ARZ3NDEKTSV4RRFFQ69G5FAV")
          .bytes(Ulid::fromByteArray, Ulid::toByteArray)
          .time(Ulid::toInstant, Ulid::min, Ulid::max)
          .uuid(Ulid::fromUuid, Ulid::toUuid)
          .build();

  /**
   * EUID, draft 5: {@link Euid}, 27 Crockford Base32 characters with a check symbol, 16 bytes, a
   * UUID form.
   */
  public static final IdType<Euid> EUID =
      new Builder<>("EUID", "EUID", Euid.class, 27, 16)
          .text(
              Euid::fromString,
              Euid::isValid,
              "^[0-9A-TV-Za-tv-z]{27}$",
              "1HF7YAT0000560000000000000H")
          .bytes(Euid::fromByteArray, Euid::toByteArray)
          .time(Euid::toInstant, Euid::min, Euid::max)
          .uuid(Euid::fromUuid, Euid::toUuid)
          .build();

  /**
   * UUID version 7, RFC 9562: a {@link UUID} of version 7 and variant {@code 10}, 36 hexadecimal
   * characters {@code 8-4-4-4-12}, 16 bytes; its UUID form is the UUID itself. Its methods are
   * those of {@link UuidV7}, which parses strictly and rejects UUIDs of other versions, and its
   * order is {@link UuidV7#UNSIGNED_ORDER}, not {@link UUID#compareTo}.
   */
  public static final IdType<UUID> UUIDV7 =
      new Builder<>("UUIDV7", "UUIDv7", UUID.class, 36, 16)
          .text(
              UuidV7::fromString,
              UuidV7::isValid,
              "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-7[0-9A-Fa-f]{3}-[89ABab][0-9A-Fa-f]{3}"
                  + "-[0-9A-Fa-f]{12}$",
              "017f22e2-79b0-7cc3-98c4-dc0c0c07398f")
          .bytes(UuidV7::fromByteArray, UuidV7::toByteArray)
          .time(UuidV7::toInstant, UuidV7::min, UuidV7::max)
          .uuid(UuidV7::requireValid, uuid -> uuid)
          .order(UuidV7.UNSIGNED_ORDER)
          .build();

  private static final List<IdType<?>> ALL =
      List.of(SCRU128, SCRU128_V1, SCRU64, ULID, EUID, UUIDV7);

  private final String name;
  private final String displayName;
  private final Class<T> javaType;
  private final int textLength;
  private final int byteLength;
  private final Function<CharSequence, T> parse;
  private final Predicate<CharSequence> isValid;
  private final String textPattern;
  private final String exampleText;
  private final Function<byte[], T> fromBytes;
  private final Function<T, byte[]> toBytes;
  private final Function<T, Instant> toInstant;
  private final Function<Instant, T> min;
  private final Function<Instant, T> max;
  private final Function<UUID, T> fromUuid;
  private final Function<T, UUID> toUuid;
  private final LongFunction<T> fromLong;
  private final ToLongFunction<T> toLong;
  private final Comparator<T> order;

  private IdType(Builder<T> b) {
    this.name = b.name;
    this.displayName = b.displayName;
    this.javaType = b.javaType;
    this.textLength = b.textLength;
    this.byteLength = b.byteLength;
    this.parse = b.parse;
    this.isValid = b.isValid;
    this.textPattern = b.textPattern;
    this.exampleText = b.exampleText;
    this.fromBytes = b.fromBytes;
    this.toBytes = b.toBytes;
    this.toInstant = b.toInstant;
    this.min = b.min;
    this.max = b.max;
    this.fromUuid = b.fromUuid;
    this.toUuid = b.toUuid;
    this.fromLong = b.fromLong;
    this.toLong = b.toLong;
    this.order = b.order;
  }

  /**
   * Returns every format, in the order of the constants: SCRU128, SCRU128 v1, SCRU64, ULID, EUID,
   * UUIDv7.
   *
   * @return an unmodifiable list
   */
  public static List<IdType<?>> all() {
    return ALL;
  }

  /**
   * Returns the format whose values are of the given class, a class of sortid. A class of the JDK
   * gives none: UUIDv7's {@link UUID} holds UUIDs of every version, and code that looks up how to
   * handle a class must not take every UUID for a UUIDv7.
   *
   * <pre>{@code
   * IdType.of(Scru64Id.class);   // Optional[SCRU64]
   * IdType.of(UUID.class);       // Optional.empty, though IdType.UUIDV7.javaType() is UUID
   * IdType.of(String.class);     // Optional.empty
   * }</pre>
   *
   * @param javaType the class
   * @param <T> the class's type
   * @return the format, or empty if the class is not an ID type of sortid (such as {@code UUID})
   * @throws NullPointerException if {@code javaType} is null
   */
  @SuppressWarnings("unchecked")
  public static <T> Optional<IdType<T>> of(Class<T> javaType) {
    Objects.requireNonNull(javaType, "javaType");
    for (IdType<?> type : ALL) {
      if (type.javaType == javaType && !javaType.getName().startsWith("java.")) {
        return Optional.of((IdType<T>) type);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the format of the given {@linkplain #name() name}, in any case.
   *
   * <pre>{@code
   * IdType.valueOf("scru128_v1");   // IdType.SCRU128_V1
   * }</pre>
   *
   * @param name a name such as {@code SCRU128} or {@code SCRU128_V1}
   * @return the format
   * @throws IllegalArgumentException naming the known formats if there is none of that name
   * @throws NullPointerException if {@code name} is null
   */
  public static IdType<?> valueOf(String name) {
    Objects.requireNonNull(name, "name");
    for (IdType<?> type : ALL) {
      if (type.name.equalsIgnoreCase(name)) {
        return type;
      }
    }
    throw new IllegalArgumentException(
        "no ID type named " + ParseErrors.quote(name) + " (expected one of " + ALL + ")");
  }

  /**
   * Returns the name of the constant, such as {@code SCRU128} or {@code SCRU128_V1}.
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * Returns the name of the format in prose, such as {@code SCRU128} or {@code SCRU128 v1}.
   *
   * @return the name
   */
  public String displayName() {
    return displayName;
  }

  /**
   * Returns the class of the format's values.
   *
   * @return the class, such as {@code Scru128Id.class}; {@code UUID.class} for UUIDv7
   */
  public Class<T> javaType() {
    return javaType;
  }

  /**
   * Returns the number of characters of the canonical text.
   *
   * @return 25 for SCRU128, 26 for SCRU128 v1 and ULID, 12 for SCRU64, 27 for EUID, 36 for UUIDv7
   */
  public int textLength() {
    return textLength;
  }

  /**
   * Returns a regular expression of the texts that {@link #parse} reads, for API descriptions
   * (OpenAPI's and JSON Schema's {@code pattern}) and form validation outside Java: the alphabet in
   * either case and the length, anchored with {@code ^} and {@code $} because those patterns are
   * not anchored otherwise. It uses only character classes and counts, which mean the same in
   * {@link java.util.regex.Pattern} and in ECMAScript.
   *
   * <p>Every text that {@link #isValid} accepts matches it. A text that matches is valid too,
   * except for what no such expression can tell: a SCRU128 text above 2^128 - 1 and an EUID whose
   * check symbol does not match; {@link #isValid} is the whole rule.
   *
   * <pre>{@code
   * IdType.SCRU64.textPattern();   // ^[0-9A-Za-z]{12}$
   * IdType.UUIDV7.textPattern();   // version 7 and variant 10 in their places
   * }</pre>
   *
   * @return the expression
   */
  public String textPattern() {
    return textPattern;
  }

  /**
   * Returns the canonical text of one ID of the format, the one that sortid's documentation shows,
   * for API descriptions and messages that show what a valid text looks like.
   *
   * <pre>{@code
   * IdType.SCRU128.exampleText();   // 036z951mhjikzik2gsl81gr7l
   * IdType.UUIDV7.exampleText();    // 017f22e2-79b0-7cc3-98c4-dc0c0c07398f, RFC 9562's example
   * }</pre>
   *
   * @return a valid text of {@link #textLength()} characters, as {@link #format} writes it
   */
  public String exampleText() {
    return exampleText;
  }

  /**
   * Returns the number of bytes of the binary form.
   *
   * @return 8 for SCRU64, 16 for the others
   */
  public int byteLength() {
    return byteLength;
  }

  /**
   * Parses the text of an ID, as the value class's {@code fromString}.
   *
   * @param text the text
   * @return the ID
   * @throws IdFormatException if the text is not an ID of this format
   * @throws NullPointerException if {@code text} is null
   */
  public T parse(CharSequence text) {
    return parse.apply(text);
  }

  /**
   * Tells whether {@link #parse} would accept the text, without throwing.
   *
   * @param text the text, or null
   * @return true if the text is an ID of this format
   */
  public boolean isValid(CharSequence text) {
    return isValid.test(text);
  }

  /**
   * Returns the canonical text of an ID, its {@code toString()}.
   *
   * @param id an ID of this format
   * @return the text, {@link #textLength()} characters
   * @throws ClassCastException if {@code id} is not of this format
   * @throws NullPointerException if {@code id} is null
   */
  public String format(T id) {
    return javaType.cast(Objects.requireNonNull(id, "id")).toString();
  }

  /**
   * Returns the ID of the bytes of its binary form, most significant first.
   *
   * @param bytes exactly {@link #byteLength()} bytes
   * @return the ID
   * @throws IdFormatException if the array has the wrong length or, for SCRU64, a value out of
   *     range, or, for UUIDv7, a UUID of another version or variant
   * @throws NullPointerException if {@code bytes} is null
   */
  public T fromBytes(byte[] bytes) {
    return fromBytes.apply(bytes);
  }

  /**
   * Returns the bytes of an ID, most significant first.
   *
   * @param id an ID of this format
   * @return a new array of {@link #byteLength()} bytes
   * @throws NullPointerException if {@code id} is null
   */
  public byte[] toBytes(T id) {
    return toBytes.apply(Objects.requireNonNull(id, "id"));
  }

  /**
   * Returns the time an ID carries, in Unix time (for SCRU64, the start of its 256 ms tick).
   *
   * @param id an ID of this format
   * @return the instant
   * @throws NullPointerException if {@code id} is null
   */
  public Instant toInstant(T id) {
    return toInstant.apply(Objects.requireNonNull(id, "id"));
  }

  /**
   * Returns the smallest ID whose timestamp is that of {@code time}: with {@link #max(Instant)},
   * the bounds of a range query on an ID column, as the value class's {@code min(Instant)}.
   *
   * @param time an instant within the format's timestamp range
   * @return the smallest ID of that millisecond (or SCRU64 tick)
   * @throws IllegalArgumentException naming the range if {@code time} is outside it
   * @throws NullPointerException if {@code time} is null
   */
  public T min(Instant time) {
    return min.apply(time);
  }

  /**
   * Returns the largest ID whose timestamp is that of {@code time}, as the value class's {@code
   * max(Instant)}.
   *
   * @param time an instant within the format's timestamp range
   * @return the largest ID of that millisecond (or SCRU64 tick)
   * @throws IllegalArgumentException naming the range if {@code time} is outside it
   * @throws NullPointerException if {@code time} is null
   */
  public T max(Instant time) {
    return max.apply(time);
  }

  /**
   * Tells whether the format has a UUID form: a {@link UUID} holding the same 128 bits, which sorts
   * as the text does in a PostgreSQL {@code uuid} column. Every 128-bit format has one; a UUIDv7's
   * is the UUID itself.
   *
   * @return true for every format but SCRU64
   */
  public boolean hasUuidForm() {
    return fromUuid != null;
  }

  /**
   * Returns the UUID with the same 128 bits as an ID.
   *
   * @param id an ID of this format
   * @return the UUID
   * @throws UnsupportedOperationException if the format has no {@linkplain #hasUuidForm() UUID
   *     form}
   * @throws NullPointerException if {@code id} is null
   */
  public UUID toUuid(T id) {
    Objects.requireNonNull(id, "id");
    return requireForm(toUuid, "UUID").apply(id);
  }

  /**
   * Returns the ID with the same 128 bits as a UUID.
   *
   * @param uuid the UUID
   * @return the ID
   * @throws IdFormatException for UUIDv7, if the UUID is not of version 7 and variant {@code 10}
   * @throws UnsupportedOperationException if the format has no {@linkplain #hasUuidForm() UUID
   *     form}
   * @throws NullPointerException if {@code uuid} is null
   */
  public T fromUuid(UUID uuid) {
    Objects.requireNonNull(uuid, "uuid");
    return requireForm(fromUuid, "UUID").apply(uuid);
  }

  /**
   * Parses the text of the UUID form strictly, exactly 36 characters {@code 8-4-4-4-12} of
   * hexadecimal digits in either case, unlike {@link UUID#fromString}, which takes {@code
   * 1-1-1-1-1}.
   *
   * <pre>{@code
   * IdType.SCRU128_V1.parseUuid("00b06d1b-0e6e-3dcd-8e65-94f65ea3219b");
   * }</pre>
   *
   * @param text the text of a UUID
   * @return the ID with the UUID's 128 bits
   * @throws IdFormatException naming the length or the first bad character, or for UUIDv7 a UUID of
   *     another version or variant
   * @throws UnsupportedOperationException if the format has no {@linkplain #hasUuidForm() UUID
   *     form}
   * @throws NullPointerException if {@code text} is null
   */
  public T parseUuid(CharSequence text) {
    Objects.requireNonNull(text, "text");
    return requireForm(fromUuid, "UUID").apply(UuidText.parse(text));
  }

  /**
   * Tells whether the format has a {@code long} form: the ID as a non-negative integer that fits a
   * SQL {@code bigint}.
   *
   * @return true for SCRU64 only
   */
  public boolean hasLongForm() {
    return fromLong != null;
  }

  /**
   * Returns the integer value of an ID.
   *
   * @param id an ID of this format
   * @return the value, 0 or more
   * @throws UnsupportedOperationException if the format has no {@linkplain #hasLongForm() long
   *     form}
   * @throws NullPointerException if {@code id} is null
   */
  public long toLong(T id) {
    Objects.requireNonNull(id, "id");
    return requireForm(toLong, "long").applyAsLong(id);
  }

  /**
   * Returns the ID of an integer value.
   *
   * @param value the value
   * @return the ID
   * @throws IllegalArgumentException if the value is out of the format's range
   * @throws UnsupportedOperationException if the format has no {@linkplain #hasLongForm() long
   *     form}
   */
  public T fromLong(long value) {
    return requireForm(fromLong, "long").apply(value);
  }

  /**
   * Returns the order of the format's values, which is the order of their canonical text, of their
   * bytes compared unsigned, of their UUID form in a PostgreSQL {@code uuid} column and of their
   * time. Sort and compare IDs with it rather than with {@code compareTo} in code that serves every
   * format: for UUIDv7, whose class {@link UUID} compares each half as a signed {@code long}, it is
   * {@link UuidV7#UNSIGNED_ORDER}, and the two disagree from the year 6429 on.
   *
   * @return the natural order of the value class; for UUIDv7, {@link UuidV7#UNSIGNED_ORDER}
   */
  public Comparator<T> comparator() {
    return order;
  }

  /**
   * Returns the message for an input that is not an ID of this format, the same in every module of
   * sortid: the input quoted, with characters that would hide or reorder text (controls, bidi
   * controls, lone surrogates, spaces other than U+0020) escaped as {@code \t} or a backslash, u
   * and four hexadecimal digits, and cut after 80 characters; then the problem.
   *
   * <pre>{@code
   * IdType.SCRU64.invalidInput("0u375nxqh5c+", e);
   * // "0u375nxqh5c+" is not a valid SCRU64 ID: invalid digit '+' at 11
   * }</pre>
   *
   * @param input the rejected input
   * @param problem what the parser threw, whose message names the problem
   * @return the message
   * @throws NullPointerException if an argument is null
   */
  public String invalidInput(CharSequence input, IllegalArgumentException problem) {
    return ParseErrors.quote(input) + " is not a valid " + noun() + ": " + problem.getMessage();
  }

  /**
   * Shows an input in a message by the rule of {@link #invalidInput}: in double quotes, invisible
   * characters escaped, cut after 80 characters.
   *
   * @param input the input
   * @return the quoted input
   * @throws NullPointerException if {@code input} is null
   */
  public static String quote(CharSequence input) {
    return ParseErrors.quote(input);
  }

  /**
   * The name of one ID in prose: {@code SCRU128 ID}, but {@code ULID} rather than ULID ID and
   * {@code UUIDv7} rather than UUIDv7 ID.
   */
  private String noun() {
    return displayName.endsWith("ID") || displayName.startsWith("UUID")
        ? displayName
        : displayName + " ID";
  }

  private <F> F requireForm(F conversion, String form) {
    if (conversion == null) {
      throw new UnsupportedOperationException(displayName + " has no " + form + " form");
    }
    return conversion;
  }

  /**
   * Returns the name of the constant, as {@link #name()}.
   *
   * @return the name
   */
  @Override
  public String toString() {
    return name;
  }

  /**
   * Returns the name used on a command line or in a configuration property: the {@linkplain #name()
   * name} in lowercase with hyphens, such as {@code scru128-v1}.
   *
   * @return the name in lowercase
   */
  public String key() {
    return name.toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** Collects a format's conversions, all taken from its value class, for the constructor. */
  private static final class Builder<T> {
    final String name;
    final String displayName;
    final Class<T> javaType;
    final int textLength;
    final int byteLength;
    Function<CharSequence, T> parse;
    Predicate<CharSequence> isValid;
    String textPattern;
    String exampleText;
    Function<byte[], T> fromBytes;
    Function<T, byte[]> toBytes;
    Function<T, Instant> toInstant;
    Function<Instant, T> min;
    Function<Instant, T> max;
    Function<UUID, T> fromUuid;
    Function<T, UUID> toUuid;
    LongFunction<T> fromLong;
    ToLongFunction<T> toLong;

    @SuppressWarnings("unchecked")
    Comparator<T> order = (Comparator<T>) Comparator.naturalOrder();

    Builder(String name, String displayName, Class<T> javaType, int textLength, int byteLength) {
      this.name = name;
      this.displayName = displayName;
      this.javaType = javaType;
      this.textLength = textLength;
      this.byteLength = byteLength;
    }

    Builder<T> text(
        Function<CharSequence, T> parse,
        Predicate<CharSequence> isValid,
        String textPattern,
        String exampleText) {
      this.parse = parse;
      this.isValid = isValid;
      this.textPattern = textPattern;
      this.exampleText = exampleText;
      return this;
    }

    Builder<T> bytes(Function<byte[], T> fromBytes, Function<T, byte[]> toBytes) {
      this.fromBytes = fromBytes;
      this.toBytes = toBytes;
      return this;
    }

    Builder<T> time(
        Function<T, Instant> toInstant, Function<Instant, T> min, Function<Instant, T> max) {
      this.toInstant = toInstant;
      this.min = min;
      this.max = max;
      return this;
    }

    Builder<T> uuid(Function<UUID, T> fromUuid, Function<T, UUID> toUuid) {
      this.fromUuid = fromUuid;
      this.toUuid = toUuid;
      return this;
    }

    Builder<T> longForm(LongFunction<T> fromLong, ToLongFunction<T> toLong) {
      this.fromLong = fromLong;
      this.toLong = toLong;
      return this;
    }

    Builder<T> order(Comparator<T> order) {
      this.order = order;
      return this;
    }

    IdType<T> build() {
      return new IdType<>(this);
    }
  }
}
