package io.github.sortid.docs;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * An in-memory pipe between two commands that run at the same time, as a shell's {@code |}: the
 * writer blocks while the pipe is full, the reader sees the end once the writer closes its end, and
 * once the reader closes its end every write fails with "Broken pipe", as on Unix. That is how
 * {@code sortid scru128 -n 100000000 | head -3} ends: the command line takes the failed write for
 * the ordinary end it is.
 */
final class Pipe {
  private static final byte[] END = new byte[0];

  private final BlockingQueue<byte[]> chunks = new ArrayBlockingQueue<>(16);
  private volatile boolean readerGone;
  private final OutputStream sink = new Sink();
  private final InputStream source = new Source();

  /** The writer's end. */
  OutputStream sink() {
    return sink;
  }

  /** The reader's end. */
  InputStream source() {
    return source;
  }

  private void put(byte[] chunk) throws IOException {
    try {
      chunks.put(chunk);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while writing to a pipe");
    }
  }

  private final class Sink extends OutputStream {
    private boolean closed;

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
      if (closed) {
        throw new IOException("Stream closed");
      }
      if (readerGone) {
        throw new IOException("Broken pipe");
      }
      if (length > 0) {
        put(Arrays.copyOfRange(bytes, offset, offset + length));
      }
    }

    @Override
    public void close() throws IOException {
      if (!closed) {
        closed = true;
        if (!readerGone) {
          put(END);
        }
      }
    }
  }

  private final class Source extends InputStream {
    private byte[] chunk;
    private int position;

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] bytes, int offset, int length) throws IOException {
      if (length == 0) {
        return 0;
      }
      while (chunk == null || position == chunk.length) {
        if (chunk == END || readerGone) {
          return -1;
        }
        try {
          chunk = chunks.take();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new InterruptedIOException("interrupted while reading from a pipe");
        }
        position = 0;
      }
      int n = Math.min(length, chunk.length - position);
      System.arraycopy(chunk, position, bytes, offset, n);
      position += n;
      return n;
    }

    /** Closes the reader's end: what is in the pipe is dropped, and later writes fail. */
    @Override
    public void close() {
      readerGone = true;
      chunks.clear();
    }
  }
}
