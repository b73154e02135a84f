package io.github.sortid.cli;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * A reusable view of a range of bytes as characters, one character per byte (ISO 8859-1), so that
 * the parsers of sortid-core read a line of raw bytes without a {@link String} per line. An ASCII
 * byte is its own character; any other byte becomes a character that no ID alphabet holds, and the
 * length is the number of bytes, as the reference testers count it (docs/CLI.md#how-check-works).
 */
final class ByteCharSequence implements CharSequence {
  private byte[] bytes = new byte[0];
  private int offset;
  private int length;

  /** Makes this view show the given range, and returns it. */
  ByteCharSequence wrap(byte[] bytes, int offset, int length) {
    Objects.checkFromIndexSize(offset, length, bytes.length);
    this.bytes = bytes;
    this.offset = offset;
    this.length = length;
    return this;
  }

  @Override
  public int length() {
    return length;
  }

  @Override
  public char charAt(int index) {
    Objects.checkIndex(index, length);
    return (char) (bytes[offset + index] & 0xff);
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    Objects.checkFromToIndex(start, end, length);
    return new String(bytes, offset + start, end - start, StandardCharsets.ISO_8859_1);
  }

  @Override
  public String toString() {
    return new String(bytes, offset, length, StandardCharsets.ISO_8859_1);
  }
}
