package io.github.sortid.cli;

import java.io.IOException;
import java.io.OutputStream;

/** Takes some bytes, then fails every write as a closed pipe or a full disk does. */
final class ClosingPipe extends OutputStream {
  private final String message;
  private long room;
  int writesAfterClose;

  ClosingPipe(long room, String message) {
    this.room = room;
    this.message = message;
  }

  @Override
  public void write(int b) throws IOException {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public void write(byte[] b, int off, int len) throws IOException {
    if (room < len) {
      writesAfterClose++;
      throw new IOException(message);
    }
    room -= len;
  }
}
