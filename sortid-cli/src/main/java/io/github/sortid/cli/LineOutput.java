package io.github.sortid.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Buffered line output to standard output, fast for millions of short ASCII lines.
 *
 * <p>A {@link java.io.PrintStream} would swallow write errors; here they surface as {@link
 * OutputClosedException}, so that a command stops as soon as its reader goes away ({@code sortid
 * scru128 -n 100000000 | head -3}) instead of generating into the void.
 */
final class LineOutput implements AutoCloseable {
  private final OutputStream out;
  private final byte[] buffer = new byte[1 << 16];
  private int length;

  LineOutput(OutputStream out) {
    this.out = out;
  }

  /** Writes the text and a line feed. */
  void line(String text) {
    int n = text.length();
    if (n + 1 > buffer.length - length) {
      flushBuffer();
      if (n + 1 > buffer.length) {
        write(text.getBytes(StandardCharsets.UTF_8));
        write(new byte[] {'\n'});
        return;
      }
    }
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c >= 0x80) {
        write(text.getBytes(StandardCharsets.UTF_8));
        buffer[length++] = '\n';
        return;
      }
      buffer[length + i] = (byte) c;
    }
    length += n;
    buffer[length++] = '\n';
  }

  /** Writes what is buffered through to the stream. */
  void flush() {
    flushBuffer();
    try {
      out.flush();
    } catch (IOException e) {
      throw new OutputClosedException(e);
    }
  }

  @Override
  public void close() {
    flush();
  }

  private void write(byte[] bytes) {
    flushBuffer();
    try {
      out.write(bytes);
    } catch (IOException e) {
      throw new OutputClosedException(e);
    }
  }

  private void flushBuffer() {
    if (length > 0) {
      try {
        out.write(buffer, 0, length);
      } catch (IOException e) {
        throw new OutputClosedException(e);
      } finally {
        length = 0;
      }
    }
  }

  /** Standard output failed: most often the reader closed the pipe. */
  static final class OutputClosedException extends UncheckedIOException {
    private static final long serialVersionUID = 1L;

    OutputClosedException(IOException cause) {
      super(cause);
    }

    /** Whether the reader closed the pipe, which is an ordinary end and not an error. */
    boolean isBrokenPipe() {
      String message = getCause().getMessage();
      return message != null && message.contains("Broken pipe");
    }
  }
}
