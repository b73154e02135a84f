package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ByteLineReaderTest {
  private static final String INPUT = "ab\r\ncd\n\nefg\r\n\r\nh\ri\n\rj";
  private static final List<String> LINES = List.of("ab", "cd", "", "efg", "", "h\ri", "\rj");

  @ParameterizedTest(name = "buffer {0}")
  @ValueSource(ints = {6, 7, 8, 13, 64, ByteLineReader.DEFAULT_BUFFER_SIZE})
  void splitsAtLfAndRemovesACrBeforeIt(int bufferSize) throws IOException {
    assertEquals(LINES, lines(new ByteArrayInputStream(bytes(INPUT)), bufferSize));
  }

  @ParameterizedTest(name = "buffer {0}")
  @ValueSource(ints = {6, 7, 8, 13})
  void readsTheSameLinesOneByteAtATime(int bufferSize) throws IOException {
    assertEquals(
        LINES, lines(new OneByteReads(new ByteArrayInputStream(bytes(INPUT))), bufferSize));
  }

  @Test
  void cutsALineLongerThanTheBufferAndSkipsItsRest() throws IOException {
    InputStream in = new ByteArrayInputStream(bytes("abcdefghij\nkl\nmnopqrstu"));

    assertEquals(List.of("abcd", "kl", "mnop"), lines(in, 4));
  }

  @Test
  void anEmptyStreamHasNoLineAndAFinalLfEndsTheLastLine() throws IOException {
    assertEquals(List.of(), lines(new ByteArrayInputStream(new byte[0]), 8));
    assertEquals(List.of("a"), lines(new ByteArrayInputStream(bytes("a\n")), 8));
  }

  @Test
  void rejectsAnEmptyBuffer() {
    InputStream in = new ByteArrayInputStream(new byte[0]);
    assertThrows(IllegalArgumentException.class, () -> new ByteLineReader(in, 0));
  }

  private static List<String> lines(InputStream in, int bufferSize) throws IOException {
    List<String> lines = new ArrayList<>();
    new ByteLineReader(in, bufferSize)
        .forEachLine(
            (bytes, offset, length) ->
                lines.add(new String(bytes, offset, length, StandardCharsets.UTF_8)));
    return lines;
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  /** Hands out at most one byte a read, as a slow pipe may. */
  private static final class OneByteReads extends FilterInputStream {
    OneByteReads(InputStream in) {
      super(in);
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
      return super.read(buffer, offset, Math.min(length, 1));
    }
  }
}
