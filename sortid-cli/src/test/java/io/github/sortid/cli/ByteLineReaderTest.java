package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ByteLineReaderTest {
  private static final String INPUT = "ab\r\ncd\n\nefg\r\n\r\nh\ri\n\rj";
  private static final List<String> LINES =
      List.of("1 ab", "2 cd", "3 ", "4 efg", "5 ", "6 h", "7 i", "8 ", "9 j");

  @ParameterizedTest(name = "buffer {0}")
  @ValueSource(ints = {13, 14, 16, 64, ByteLineReader.DEFAULT_BUFFER_SIZE})
  void endsLinesAtLfCrAndCrLfAlike(int bufferSize) throws IOException {
    assertEquals(LINES, lines(new ByteArrayInputStream(bytes(INPUT)), 3, bufferSize));
  }

  @ParameterizedTest(name = "buffer {0}")
  @ValueSource(ints = {13, 14, 16})
  void readsTheSameLinesOneByteAtATime(int bufferSize) throws IOException {
    assertEquals(
        LINES, lines(new OneByteReads(new ByteArrayInputStream(bytes(INPUT))), 3, bufferSize));
  }

  @Test
  void aCrLfSplitBetweenTwoReadsEndsOneLine() throws IOException {
    InputStream in = new OneByteReads(new ByteArrayInputStream(bytes("a\r\nb\r\n")));

    assertEquals(List.of("1 a", "2 b"), lines(in, 1, 5));
  }

  @Test
  void reportsALineLongerThanTheBoundAndSkipsItInBoundedMemory() throws IOException {
    // The buffer holds 13 bytes; the long line is skipped however long it is.
    InputStream in =
        new ByteArrayInputStream(
            bytes("abc\n" + "x".repeat(1000) + "\nlmn\r\nop" + "q".repeat(99)));

    assertEquals(List.of("1 abc", "2 too long", "3 lmn", "4 too long"), lines(in, 3, 13));
  }

  @Test
  void countsCharactersNotBytes() throws IOException {
    // Three two-byte characters are within a bound of 3; four are not.
    InputStream in = new ByteArrayInputStream(bytes("ééé\néééé\n"));

    assertEquals(List.of("1 ééé", "2 too long"), lines(in, 3, 13));
  }

  @Test
  void aLineOfStrayContinuationBytesIsBoundedToo() throws IOException {
    byte[] stray = new byte[100];
    Arrays.fill(stray, (byte) 0x80);

    assertEquals(List.of("1 too long"), lines(new ByteArrayInputStream(stray), 3, 13));
  }

  @Test
  void skipsAByteOrderMarkAtTheStartOnly() throws IOException {
    String bom = "\ufeff";

    assertEquals(
        List.of("1 ab", "2 " + bom + "cd"),
        lines(new OneByteReads(new ByteArrayInputStream(bytes(bom + "ab\n" + bom + "cd"))), 3, 13));
    assertEquals(List.of(), lines(new ByteArrayInputStream(bytes(bom)), 3, 13));
    assertEquals(List.of("1 a"), lines(new ByteArrayInputStream(bytes(bom + "a")), 3, 13));
  }

  @Test
  void shortStreamsAndALastLineWithoutLineEnd() throws IOException {
    assertEquals(List.of(), lines(new ByteArrayInputStream(new byte[0]), 3, 13));
    assertEquals(List.of("1 a"), lines(new ByteArrayInputStream(bytes("a\n")), 3, 13));
    assertEquals(List.of("1 ", "2 "), lines(new ByteArrayInputStream(bytes("\n\n")), 3, 13));
    assertEquals(List.of("1 ab"), lines(new ByteArrayInputStream(bytes("ab")), 3, 13));
  }

  @Test
  void rejectsABufferThatCannotHoldALineOfTheBound() {
    assertThrows(IllegalArgumentException.class, () -> new ByteLineReader(3, 12));
    assertThrows(IllegalArgumentException.class, () -> new ByteLineReader(0, 64));
  }

  private static List<String> lines(InputStream in, int maxLineChars, int bufferSize)
      throws IOException {
    List<String> lines = new ArrayList<>();
    new ByteLineReader(maxLineChars, bufferSize)
        .forEachLine(
            in,
            new ByteLineReader.LineHandler() {
              @Override
              public void line(long number, byte[] bytes, int offset, int length) {
                lines.add(number + " " + new String(bytes, offset, length, StandardCharsets.UTF_8));
              }

              @Override
              public void tooLong(long number) {
                lines.add(number + " too long");
              }
            });
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
