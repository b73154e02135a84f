package io.github.sortid.cli;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * What the commands need to know about one ID format: its name, sizes, text and bit forms, fields
 * and generator. One subclass per format; {@link IdFormats} lists them.
 *
 * <p>Every format's value is viewed as up to 128 bits in two longs, the most significant first; a
 * 64-bit format keeps its most significant long zero.
 *
 * @param <T> the format's value class in sortid-core
 */
abstract class IdFormat<T extends Comparable<T>> {
  private final String name;
  private final String title;
  private final int textLength;
  private final int byteLength;

  IdFormat(String name, String title, int textLength, int byteLength) {
    this.name = name;
    this.title = title;
    this.textLength = textLength;
    this.byteLength = byteLength;
  }

  /** The name on the command line, e.g. {@code scru128-v1}. */
  final String name() {
    return name;
  }

  /** The name in prose, e.g. {@code SCRU128 v1}. */
  final String title() {
    return title;
  }

  /** The name of many IDs in prose, e.g. {@code SCRU128 IDs} or {@code ULIDs}. */
  final String titlePlural() {
    return title.endsWith("ID") ? title + "s" : title + " IDs";
  }

  /** The length of the canonical text. */
  final int textLength() {
    return textLength;
  }

  /** The length of the binary form: 16 bytes, or 8 for SCRU64. */
  final int byteLength() {
    return byteLength;
  }

  /** Parses the text form; throws {@link io.github.sortid.IdFormatException} if invalid. */
  abstract T parse(CharSequence text);

  /**
   * The value of the big-endian binary form; throws {@link io.github.sortid.IdFormatException} if
   * it has the wrong length or is out of range.
   */
  abstract T fromBytes(byte[] bytes);

  /** The big-endian binary form, {@link #byteLength()} bytes. */
  abstract byte[] toBytes(T id);

  /** The canonical text. */
  String text(T id) {
    return id.toString();
  }

  /** The Unix time in milliseconds the ID carries (the start of its tick for SCRU64). */
  abstract long unixMillis(T id);

  /** The time the ID carries. */
  final Instant instant(T id) {
    return Instant.ofEpochMilli(unixMillis(id));
  }

  /** Every field of the ID, in the specification's order and with its names. */
  abstract List<Field> fields(T id);

  /** Whether the format defines a UUID form (the same 128 bits). */
  boolean hasUuid() {
    return false;
  }

  /** The UUID form; only for formats where {@link #hasUuid()}. */
  UUID toUuid(T id) {
    throw new UnsupportedOperationException(title + " has no UUID form");
  }

  /** The value of a UUID; only for formats where {@link #hasUuid()}. */
  T fromUuid(UUID uuid) {
    throw new UnsupportedOperationException(title + " has no UUID form");
  }

  /** A new checker of a stream of IDs, for {@code sortid check}. */
  abstract StreamChecker<T> newStreamChecker();

  /** A new generator of strictly increasing IDs. */
  abstract Generator<T> newGenerator(GeneratorSettings settings);

  /** A generator as {@code sortid <type>} runs it. */
  interface Generator<T> {
    /**
     * The next ID. If it must wait for the clock first (only SCRU64's generator ever must), it
     * tells why before the wait.
     *
     * @param beforeWait receives why the generator waits, e.g. {@code node ID size 23 leaves 2 IDs
     *     per 256 ms tick}, before it does
     */
    T next(Consumer<String> beforeWait);
  }

  @Override
  public String toString() {
    return name;
  }
}
