package io.github.sortid.cli;

import java.io.IOException;
import java.io.InputStream;

/**
 * Splits a byte stream into lines without decoding it, in bounded memory: a line ends at LF, CR or
 * CRLF alike, a UTF-8 byte-order mark at the start of the stream is skipped, and a last line
 * without a line end is still a line.
 *
 * <p>The bytes are read in large blocks and each line is handed over as a range of the reader's
 * buffer, so that millions of lines cost no allocation. A line of more than {@code maxLineChars}
 * characters is not handed over at all: the handler hears that it is too long, and the reader skips
 * to its end, so that no input of any size takes more memory than the buffer. Characters are
 * counted as UTF-8 sequences (every byte but a continuation byte starts one); a line of more than
 * four bytes a character is too long whatever it holds.
 */
final class ByteLineReader {
  /** Receives each line, in order, numbered from 1. */
  interface LineHandler {
    /** A line without its line end, as a range of bytes that is valid only during the call. */
    void line(long number, byte[] bytes, int offset, int length);

    /** A line of more than the bound, skipped. */
    void tooLong(long number);
  }

  /** The longest line handed over, in characters: far longer than any ID in any rendering. */
  static final int MAX_LINE_CHARS = 4096;

  /** The default buffer size: large enough to make the reads cheap, small enough not to matter. */
  static final int DEFAULT_BUFFER_SIZE = 1 << 16;

  private static final int MAX_UTF8_BYTES = 4;

  private final int maxLineChars;
  private final byte[] buffer;

  ByteLineReader() {
    this(MAX_LINE_CHARS, DEFAULT_BUFFER_SIZE);
  }

  /**
   * A reader with its own bound and buffer, which must hold a line of the bound: more than four
   * bytes a character.
   */
  ByteLineReader(int maxLineChars, int bufferSize) {
    if (maxLineChars < 1 || bufferSize <= (long) MAX_UTF8_BYTES * maxLineChars) {
      throw new IllegalArgumentException(
          "the buffer (" + bufferSize + ") must hold " + maxLineChars + " characters of UTF-8");
    }
    this.maxLineChars = maxLineChars;
    this.buffer = new byte[bufferSize];
  }

  /** Reads the stream to its end and hands every line to the handler, in order. */
  void forEachLine(InputStream in, LineHandler handler) throws IOException {
    long number = 0;
    int filled = 0;
    int lineStart = 0;
    int scan = 0;
    int lineChars = 0;
    int lineBytes = 0;
    // The line in progress was reported too long: its bytes are dropped up to its end.
    boolean skipping = false;
    // The last line ended at a CR, so that an LF right after it ends nothing more.
    boolean afterCr = false;
    boolean atStart = true;
    while (true) {
      if (filled == buffer.length) {
        // Not while skipping: lineStart then equals filled. Else the line fits the buffer, so
        // lineStart > 0 and moving the line to the front makes room.
        System.arraycopy(buffer, lineStart, buffer, 0, filled - lineStart);
        filled -= lineStart;
        scan -= lineStart;
        lineStart = 0;
      }
      int n = in.read(buffer, filled, buffer.length - filled);
      boolean end = n < 0;
      if (!end) {
        filled += n;
      }
      if (atStart) {
        if (filled < 3 && !end) {
          continue;
        }
        atStart = false;
        if (isByteOrderMark(buffer, filled)) {
          lineStart = 3;
          scan = 3;
        }
      }
      for (; scan < filled; scan++) {
        byte b = buffer[scan];
        if (b == '\n' || b == '\r') {
          if (b == '\n' && afterCr) {
            afterCr = false;
            lineStart = scan + 1;
            continue;
          }
          afterCr = b == '\r';
          number++;
          if (!skipping) {
            handler.line(number, buffer, lineStart, scan - lineStart);
          }
          skipping = false;
          lineChars = 0;
          lineBytes = 0;
          lineStart = scan + 1;
        } else {
          afterCr = false;
          if (!skipping) {
            lineBytes++;
            if ((b & 0xc0) != 0x80) {
              lineChars++;
            }
            if (lineChars > maxLineChars || lineBytes > MAX_UTF8_BYTES * maxLineChars) {
              skipping = true;
              handler.tooLong(number + 1);
            }
          }
        }
      }
      if (skipping) {
        lineStart = filled;
      }
      if (end) {
        break;
      }
    }
    if (lineStart < filled && !skipping) {
      handler.line(number + 1, buffer, lineStart, filled - lineStart);
    }
  }

  private static boolean isByteOrderMark(byte[] bytes, int length) {
    return length >= 3
        && bytes[0] == (byte) 0xef
        && bytes[1] == (byte) 0xbb
        && bytes[2] == (byte) 0xbf;
  }
}
