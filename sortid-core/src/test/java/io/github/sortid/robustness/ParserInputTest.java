package io.github.sortid.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.ulid.Ulid;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every parser reads the length of its input once, checks it before reading any character, reads
 * each character at most once, and reports what it read. So a {@link CharSequence} that changes
 * between reads or lies about its length gets a value or a rejection that points inside the text:
 * never an exception of the parser's own indexing, never a runaway scan. An exception that the
 * {@code CharSequence} itself throws passes through unchanged: it is the caller's to see.
 *
 * <p>Each input is a {@link Probe}, which counts its reads and fails the test when a parser reads
 * more than any parse of these short texts needs.
 */
@Timeout(value = 10, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ParserInputTest {
  /** More reads than any parser needs here; a parser that goes past it is running away. */
  private static final int READ_LIMIT = 1_000;

  /** A parser and one valid text of its format. */
  record Parser(String name, String valid, Function<CharSequence, Object> parse) {
    @Override
    public String toString() {
      return name;
    }

    boolean isNodeSpec() {
      return name.startsWith("Scru64NodeSpec");
    }
  }

  static Stream<Parser> parsers() {
    return Stream.of(
        new Parser("Scru128Id", "0372ijojuxuhjsfkeryi2mrtm", Scru128Id::fromString),
        new Parser("Scru128V1Id", "00QBTG0FERFTCCNFISUBO489DI", Scru128V1Id::fromString),
        new Parser("Scru64Id", "0u2r85hm2pt3", Scru64Id::fromString),
        new Parser("Scru64NodeSpec of a previous ID", "0u2r85hm2pt3/16", Scru64NodeSpec::parse),
        new Parser("Scru64NodeSpec of a node ID", "0xb00/12", Scru64NodeSpec::parse),
        new Parser("Ulid", "01ARZ3NDEKTSV4RRFFQ69G5FAV", Ulid::fromString),
        new Parser("Euid", "C8EE934SR007G5Q94QKKXFRFV8B", Euid::fromString));
  }

  /** What a probe answers for a read of an index, given how many times it was read before. */
  @FunctionalInterface
  interface Content {
    char at(int index, int readsBefore);
  }

  /** A text that counts its reads and answers as scripted. */
  static final class Probe implements CharSequence {
    /** What {@link #charAt} throws for an index it refuses. */
    final IndexOutOfBoundsException refusal = new IndexOutOfBoundsException("refused by the probe");

    final Map<Integer, Integer> reads = new HashMap<>();
    int lengthCalls;

    /** The answers of successive {@link #length()} calls; the last one repeats. */
    private final int[] lengths;

    private final Content content;

    /** The first index that {@link #charAt} refuses; it refuses negative ones too. */
    private final int readableBelow;

    private int totalReads;

    Probe(int[] lengths, Content content, int readableBelow) {
      this.lengths = lengths;
      this.content = content;
      this.readableBelow = readableBelow;
    }

    /** A text that says what it holds and holds what it says. */
    static Probe honest(String text) {
      return new Probe(new int[] {text.length()}, (i, before) -> text.charAt(i), text.length());
    }

    /** The length that the first call of {@link #length()} gives. */
    int firstLength() {
      return lengths[0];
    }

    @Override
    public int length() {
      return lengths[Math.min(lengthCalls++, lengths.length - 1)];
    }

    @Override
    public char charAt(int index) {
      if (++totalReads > READ_LIMIT) {
        throw new AssertionError("more than " + READ_LIMIT + " reads: the parser runs away");
      }
      int before = reads.merge(index, 1, Integer::sum) - 1;
      if (index < 0 || index >= readableBelow) {
        throw refusal;
      }
      return content.at(index, before);
    }

    /** A view whose reads are this probe's reads. */
    @Override
    public CharSequence subSequence(int start, int end) {
      Probe parent = this;
      return new CharSequence() {
        @Override
        public int length() {
          return end - start;
        }

        @Override
        public char charAt(int index) {
          return parent.charAt(start + index);
        }

        @Override
        public CharSequence subSequence(int from, int to) {
          return parent.subSequence(start + from, start + to);
        }

        @Override
        public String toString() {
          throw new AssertionError("read through toString(), which the probe does not count");
        }
      };
    }

    @Override
    public String toString() {
      throw new AssertionError("read through toString(), which the probe does not count");
    }
  }

  /**
   * Parses the probe and checks the reads and the outcome: the length read at most once, each index
   * inside it read at most once, and a value, the probe's own exception or a rejection that points
   * inside the text.
   *
   * @return the value or the exception
   */
  private static Object parse(Parser parser, Probe probe) {
    Object outcome;
    try {
      outcome = parser.parse().apply(probe);
    } catch (RuntimeException e) {
      outcome = e;
    }
    int length = probe.firstLength();
    assertTrue(probe.lengthCalls <= 1, parser + " read the length " + probe.lengthCalls + " times");
    probe.reads.forEach(
        (index, count) -> {
          assertTrue(
              index >= 0 && index < length,
              parser + " read index " + index + " of a text of length " + length);
          assertEquals(1, count, parser + " read index " + index + " " + count + " times");
        });
    if (outcome instanceof RuntimeException e && e != probe.refusal) {
      checkRejection(parser, e, length);
    }
    return outcome;
  }

  private static void checkRejection(Parser parser, RuntimeException e, int length) {
    IdFormatException format;
    if (parser.isNodeSpec()) {
      if (!(e instanceof IllegalArgumentException)
          || !e.getMessage().startsWith("invalid node spec: ")) {
        throw new AssertionError(parser + " threw " + e, e);
      }
      if (!(e.getCause() instanceof IdFormatException cause)) {
        return;
      }
      format = cause;
    } else if (e instanceof IdFormatException thrown) {
      format = thrown;
    } else {
      throw new AssertionError(parser + " threw " + e, e);
    }
    int index = format.getErrorIndex();
    if (format.getReason() == Reason.INVALID_DIGIT) {
      assertTrue(index >= 0 && index < length, parser + ": error index " + index + " of " + length);
    } else {
      assertEquals(-1, index, parser + ": error index of " + format.getReason());
    }
  }

  private static String replace(String text, int at, String with) {
    return text.substring(0, at) + with + text.substring(at + with.length());
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void validTextIsReadOnceEach(Parser parser) {
    Probe probe = Probe.honest(parser.valid());
    assertEquals(parser.parse().apply(parser.valid()), parse(parser, probe));
    assertEquals(parser.valid().length(), probe.reads.size(), parser + " left characters unread");
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void invalidCharacterIsReportedFromItsOneRead(Parser parser) {
    String valid = parser.valid();
    for (int at = 0; at < valid.length(); at++) {
      Object outcome = parse(parser, Probe.honest(replace(valid, at, "+")));
      if (!parser.isNodeSpec()) {
        IdFormatException e = assertInstanceOf(IdFormatException.class, outcome);
        assertEquals("invalid digit '+' at " + at, e.getMessage());
      }
    }
    // A surrogate pair is shown whole, wherever it falls among the groups that a parser reads.
    for (int at = 0; at + 1 < valid.length(); at++) {
      Object outcome = parse(parser, Probe.honest(replace(valid, at, "\ud83d\ude18")));
      if (!parser.isNodeSpec()) {
        IdFormatException e = assertInstanceOf(IdFormatException.class, outcome);
        assertEquals("invalid digit '\ud83d\ude18' at " + at, e.getMessage());
      }
    }
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void charactersThatTurnInvalidWhenReadAgainGiveTheValue(Parser parser) {
    String valid = parser.valid();
    Probe probe =
        new Probe(
            new int[] {valid.length()},
            (i, before) -> before == 0 ? valid.charAt(i) : '+',
            valid.length());
    assertEquals(parser.parse().apply(valid), parse(parser, probe));
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void characterThatTurnsValidWhenReadAgainIsReportedAsFirstRead(Parser parser) {
    String valid = parser.valid();
    for (int at = 0; at < valid.length(); at++) {
      int bad = at;
      Probe probe =
          new Probe(
              new int[] {valid.length()},
              (i, before) -> i == bad && before == 0 ? '+' : valid.charAt(i),
              valid.length());
      Object outcome = parse(parser, probe);
      if (parser.isNodeSpec()) {
        assertInstanceOf(IllegalArgumentException.class, outcome, "'+' at " + at);
      } else {
        IdFormatException e = assertInstanceOf(IdFormatException.class, outcome);
        assertEquals("invalid digit '+' at " + at, e.getMessage());
      }
    }
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void lengthThatGrowsOnEveryCallIsReadOnce(Parser parser) {
    // The text ends with a high surrogate, and the probe, asked again, says that a low surrogate
    // follows: a parser that asks again shows a pair that is not in the text it checked.
    String valid = parser.valid();
    int length = valid.length();
    String text = replace(valid, length - 1, "\ud83d");
    Probe probe =
        new Probe(
            new int[] {length, length + 1, length + 2},
            (i, before) -> i < length ? text.charAt(i) : '\ude18',
            Integer.MAX_VALUE);
    Object outcome = parse(parser, probe);
    if (parser.isNodeSpec()) {
      assertInstanceOf(IllegalArgumentException.class, outcome);
    } else {
      IdFormatException e = assertInstanceOf(IdFormatException.class, outcome);
      assertEquals("invalid digit '\\ud83d' at " + (length - 1), e.getMessage());
    }
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void textThatLiesAboutItsLength(Parser parser) {
    String valid = parser.valid();
    int length = valid.length();
    // It holds digits past the length it gives: a parser that scans again finds no end there.
    for (int at = 0; at < length; at++) {
      int bad = at;
      Probe probe =
          new Probe(
              new int[] {length},
              (i, before) -> i == bad && before == 0 ? '+' : i < length ? valid.charAt(i) : '0',
              Integer.MAX_VALUE);
      Object outcome = parse(parser, probe);
      if (!parser.isNodeSpec()) {
        IdFormatException e = assertInstanceOf(IdFormatException.class, outcome);
        assertEquals("invalid digit '+' at " + at, e.getMessage());
      }
    }
    // It holds fewer characters than it says: its own exception is the outcome.
    for (int end = 0; end < length; end++) {
      Probe probe = new Probe(new int[] {length}, (i, before) -> valid.charAt(i), end);
      assertSame(probe.refusal, parse(parser, probe), "readable below " + end);
    }
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void impossibleLengthIsRejectedWithoutReadingTheText(Parser parser) {
    for (int length : new int[] {Integer.MAX_VALUE, 17, -1}) {
      Probe probe = new Probe(new int[] {length}, (i, before) -> '0', Integer.MAX_VALUE);
      IllegalArgumentException e =
          assertInstanceOf(IllegalArgumentException.class, parse(parser, probe));
      assertTrue(
          e.getMessage().contains(Integer.toString(length)),
          "the message names the length: " + e.getMessage());
      assertEquals(
          Map.of(), probe.reads, parser + " read characters of a text of length " + length);
    }
  }
}
