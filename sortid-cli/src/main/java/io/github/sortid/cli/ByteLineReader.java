package io.github.sortid.cli;

import java.io.IOException;
import java.io.InputStream;

/**
 * Splits a byte stream into lines without decoding it, as the reference generator testers read
 * their input (scru128 digest §6): a line ends at LF, and a CR right before the LF is removed too.
 * A last line without LF is still a line, taken as it is.
 *
 * <p>The bytes are read in large blocks and each line is handed over as a range of the reader's
 * buffer, so that millions of lines cost no allocation. A line longer than the buffer is handed
 * over cut to the buffer's length (no ID is nearly that long, so it is invalid either way), and its
 * rest is skipped.
 */
final class ByteLineReader {
  /** Receives each line as a range of bytes that is valid only during the call. */
  interface LineHandler {
    void line(byte[] bytes, int offset, int length);
  }

  /** The default buffer size: large enough to make the reads cheap, small enough not to matter. */
  static final int DEFAULT_BUFFER_SIZE = 1 << 20;

  private final InputStream in;
  private final byte[] buffer;

  ByteLineReader(InputStream in) {
    this(in, DEFAULT_BUFFER_SIZE);
  }

  ByteLineReader(InputStream in, int bufferSize) {
    if (bufferSize < 1) {
      throw new IllegalArgumentException("bufferSize must be positive: " + bufferSize);
    }
    this.in = in;
    this.buffer = new byte[bufferSize];
  }

  /** Reads the stream to its end and hands every line to the handler, in order. */
  void forEachLine(LineHandler handler) throws IOException {
    int filled = 0;
    int lineStart = 0;
    int scan = 0;
    // Whether the current line was already handed over cut, so that the rest up to LF is skipped.
    boolean skipping = false;
    while (true) {
      if (filled == buffer.length) {
        if (lineStart > 0) {
          System.arraycopy(buffer, lineStart, buffer, 0, filled - lineStart);
          filled -= lineStart;
          scan -= lineStart;
          lineStart = 0;
        } else {
          if (!skipping) {
            handler.line(buffer, 0, filled);
            skipping = true;
          }
          filled = 0;
          scan = 0;
        }
      }
      int n = in.read(buffer, filled, buffer.length - filled);
      if (n < 0) {
        break;
      }
      filled += n;
      for (; scan < filled; scan++) {
        if (buffer[scan] == '\n') {
          if (skipping) {
            skipping = false;
          } else {
            int end = scan > lineStart && buffer[scan - 1] == '\r' ? scan - 1 : scan;
            handler.line(buffer, lineStart, end - lineStart);
          }
          lineStart = scan + 1;
        }
      }
    }
    if (filled > lineStart && !skipping) {
      handler.line(buffer, lineStart, filled - lineStart);
    }
  }
}
