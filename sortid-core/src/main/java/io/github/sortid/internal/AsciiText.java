package io.github.sortid.internal;

import java.nio.ByteBuffer;

/** Makes the {@link String} of the digits an encoder wrote into a byte array. */
final class AsciiText {
  private AsciiText() {}

  /**
   * The text of {@code ascii}, which holds ASCII characters only.
   *
   * <p>{@code new String(bytes, ISO_8859_1)} gives the same text, but on JDK 17 it goes through a
   * private 840-byte constructor that serves every charset and is too big for the JIT to inline
   * ("hot method too big"): every {@code toString()} then calls it out of line, in code compiled
   * apart from the encoder's, so its speed depends on when and with what profile that shared code
   * was compiled in each JVM. This constructor is small enough to be inlined into the encoder and
   * copies the bytes just the same. It is deprecated because it does not decode characters, which
   * ASCII digits do not need.
   */
  @SuppressWarnings("deprecation")
  static String of(byte[] ascii) {
    return new String(ascii, 0);
  }

  /**
   * A view of an encoder's output that stores two digits with one write, big-endian, so that a pair
   * of {@code short}s from a table writes both of their characters.
   *
   * <p>A heap byte buffer, made for each text and never escaping the encoder, which the JIT then
   * does without; rather than a byte-array view {@code VarHandle}, as fast once compiled, whose
   * first use links the JVM's lambda machinery: some milliseconds of a process's first {@code
   * toString()} (docs/BENCHMARKS.md, "Cold start").
   */
  static ByteBuffer pairs(byte[] ascii) {
    return ByteBuffer.wrap(ascii);
  }
}
