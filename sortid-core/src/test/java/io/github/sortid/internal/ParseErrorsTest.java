package io.github.sortid.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ParseErrorsTest {
  static Stream<Arguments> shownCharacters() {
    return Stream.of(
        Arguments.of("+", 0, "invalid digit '+' at 0"),
        Arguments.of("ab c", 2, "invalid digit ' ' at 2"),
        // Control characters and quoting characters are escaped so the message stays one line
        // and its quotes stay balanced.
        Arguments.of("\t", 0, "invalid digit '\\t' at 0"),
        Arguments.of("x\n", 1, "invalid digit '\\n' at 1"),
        Arguments.of("\r", 0, "invalid digit '\\r' at 0"),
        Arguments.of("'", 0, "invalid digit '\\'' at 0"),
        Arguments.of("\\", 0, "invalid digit '\\\\' at 0"),
        Arguments.of("\u0000", 0, "invalid digit '\\u0000' at 0"),
        Arguments.of("\u007f", 0, "invalid digit '\\u007f' at 0"),
        Arguments.of("\u0085", 0, "invalid digit '\\u0085' at 0"),
        Arguments.of("\u0378", 0, "invalid digit '\\u0378' at 0"),
        // Separators and format characters would break the line or reorder the message's text.
        Arguments.of("\u2028", 0, "invalid digit '\\u2028' at 0"),
        Arguments.of("\u2029", 0, "invalid digit '\\u2029' at 0"),
        Arguments.of("\u202e", 0, "invalid digit '\\u202e' at 0"),
        Arguments.of("\u200b", 0, "invalid digit '\\u200b' at 0"),
        // A space other than U+0020 passes for one; a private-use character shows as nothing.
        Arguments.of("\u00a0", 0, "invalid digit '\\u00a0' at 0"),
        Arguments.of("\u3000", 0, "invalid digit '\\u3000' at 0"),
        Arguments.of("\ue000", 0, "invalid digit '\\ue000' at 0"),
        Arguments.of("\u6f22", 0, "invalid digit '\u6f22' at 0"),
        Arguments.of("\uff10", 0, "invalid digit '\uff10' at 0"),
        // A surrogate pair is one character to a reader; the index stays the UTF-16 one.
        Arguments.of("ab\ud83d\ude18", 2, "invalid digit '\ud83d\ude18' at 2"),
        // Lone surrogates cannot be printed on their own.
        Arguments.of("\ud83d", 0, "invalid digit '\\ud83d' at 0"),
        Arguments.of("\ud83dx", 0, "invalid digit '\\ud83d' at 0"),
        Arguments.of("\ude18", 0, "invalid digit '\\ude18' at 0"),
        Arguments.of("\ude18\ud83d", 0, "invalid digit '\\ude18' at 0"),
        Arguments.of("\ud83d\ude18", 1, "invalid digit '\\ude18' at 1"));
  }

  @ParameterizedTest
  @MethodSource("shownCharacters")
  void invalidDigitShowsTheCharacter(String text, int index, String message) {
    IdFormatException e = ParseErrors.invalidDigit(text, text.length(), index, text.charAt(index));
    assertEquals(message, e.getMessage());
    assertEquals(Reason.INVALID_DIGIT, e.getReason());
    assertEquals(index, e.getErrorIndex());
  }

  static Stream<Arguments> quotedInputs() {
    return Stream.of(
        Arguments.of("", "\"\""),
        Arguments.of("abc", "\"abc\""),
        Arguments.of("a b", "\"a b\""),
        // Inside double quotes a single quote needs no escape, a double quote does.
        Arguments.of("it's", "\"it's\""),
        Arguments.of("say \"x\"", "\"say \\\"x\\\"\""),
        Arguments.of("a\\b", "\"a\\\\b\""),
        Arguments.of("a\tb\n", "\"a\\tb\\n\""),
        Arguments.of("x\u202ey", "\"x\\u202ey\""),
        Arguments.of("\u00a0", "\"\\u00a0\""),
        Arguments.of("\ud83d\ude18", "\"\ud83d\ude18\""),
        Arguments.of("\ude18\ud83d", "\"\\ude18\\ud83d\""),
        Arguments.of("0".repeat(80), "\"" + "0".repeat(80) + "\""),
        Arguments.of("0".repeat(81), "\"" + "0".repeat(80) + "\"... (81 characters)"));
  }

  @ParameterizedTest
  @MethodSource("quotedInputs")
  void quoteShowsEveryCharacterForWhatItIs(String text, String quoted) {
    assertEquals(quoted, ParseErrors.quote(text));
  }

  @Test
  void invalidLength() {
    IdFormatException e = ParseErrors.invalidLength(26, 25);
    assertEquals("invalid length: 26 (expected 25)", e.getMessage());
    assertEquals(Reason.INVALID_LENGTH, e.getReason());
    assertEquals(-1, e.getErrorIndex());
  }

  @Test
  void invalidByteLength() {
    IdFormatException e = ParseErrors.invalidByteLength(15, 16);
    assertEquals("invalid length: 15 bytes (expected 16)", e.getMessage());
    assertEquals(Reason.INVALID_LENGTH, e.getReason());
    assertEquals(-1, e.getErrorIndex());
  }

  @Test
  void outOfRange() {
    IdFormatException e = ParseErrors.outOfRange("128-bit value");
    assertEquals("out of 128-bit value range", e.getMessage());
    assertEquals(Reason.OUT_OF_RANGE, e.getReason());
    assertEquals(-1, e.getErrorIndex());
  }
}
