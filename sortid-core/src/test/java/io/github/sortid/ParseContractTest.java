package io.github.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.sortid.IdFormatException.Reason;
import io.github.sortid.testing.FormatOracle;
import java.math.BigInteger;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * In every format of {@link IdType#all()}, the parser decides any string as the format's oracle
 * ({@link FormatOracle#parse}) does, failing on the first documented check with its reason, index
 * and message; and it checks the length before it reads any character, so that a huge input costs
 * nothing. The per-format properties add each format's own inputs (lookalike characters, the
 * range's end, the check symbol).
 */
class ParseContractTest {
  private static final int FORMATS = IdType.all().size();

  static Stream<IdType<?>> types() {
    return IdType.all().stream();
  }

  /** Each format's share of the tries is about as many as each had when each had its own test. */
  @Property(tries = 2000 * 5)
  void anyUnicodeString(@ForAll("anyUnicode") Tuple2<IdType<?>, String> input) {
    IdType<?> type = input.get1();
    Statistics.collect(
        type.name(), FormatOracle.of(type).assertParsedAsTheOracleSays(input.get2()));
    Statistics.coverage(
        coverage ->
            types()
                .forEach(
                    t -> {
                      coverage.check(t.name(), "invalid length").percentage(p -> p > 5.0 / FORMATS);
                      coverage.check(t.name(), "invalid digit").percentage(p -> p > 5.0 / FORMATS);
                    }));
  }

  /**
   * Per format, any strings of Unicode, short ones of ASCII, and as many of the format's length, so
   * that the length check passes and the digit check decides.
   */
  @Provide
  Arbitrary<Tuple2<IdType<?>, String>> anyUnicode() {
    return Arbitraries.of(IdType.all())
        .flatMap(
            type ->
                Arbitraries.frequencyOf(
                        List.of(
                            Tuple.of(3, Arbitraries.strings().all().ofMaxLength(40)),
                            Tuple.of(3, Arbitraries.strings().all().ofLength(type.textLength())),
                            Tuple.of(1, Arbitraries.strings().ofMaxLength(30))))
                    .map(text -> Tuple.of(type, text)));
  }

  /**
   * The characters at the end of ASCII and just beyond it, where a digit table indexed by the
   * character ends, are not digits at any position: a parser that read one as a digit, or looked it
   * up past its table, would fail here, not only when a random string happens to hold one.
   */
  @ParameterizedTest
  @MethodSource("types")
  void charactersAroundTheEndOfAsciiAreNotDigits(IdType<?> type) {
    FormatOracle<?> oracle = FormatOracle.of(type);
    String valid = oracle.text(BigInteger.ONE);
    for (char c : new char[] {'\u007f', '\u0080', '\u00ff', '\u0100'}) {
      for (int i = 0; i < valid.length(); i++) {
        String text = valid.substring(0, i) + c + valid.substring(i + 1);
        assertEquals("invalid digit", oracle.assertParsedAsTheOracleSays(text), text);
      }
    }
  }

  @ParameterizedTest
  @MethodSource("types")
  void hugeInputFailsOnItsLengthWithoutReadingIt(IdType<?> type) {
    for (int length : new int[] {100_000_000, Integer.MAX_VALUE}) {
      AtomicLong reads = new AtomicLong();
      CharSequence huge = new HugeText(length, reads);
      IdFormatException e = assertThrows(IdFormatException.class, () -> type.parse(huge));
      assertEquals(Reason.INVALID_LENGTH, e.getReason());
      assertEquals(-1, e.getErrorIndex());
      assertEquals(
          "invalid length: " + length + " (expected " + type.textLength() + ")", e.getMessage());
      assertEquals(0, reads.get(), "characters read");
      assertEquals(false, type.isValid(huge));
      assertEquals(0, reads.get(), "characters read by isValid");
    }
  }

  /** A text of any length that holds no storage, and counts how often it is read. */
  private static final class HugeText implements CharSequence {
    private final int length;
    private final AtomicLong reads;

    HugeText(int length, AtomicLong reads) {
      this.length = length;
      this.reads = reads;
    }

    @Override
    public int length() {
      return length;
    }

    @Override
    public char charAt(int index) {
      reads.incrementAndGet();
      return '0';
    }

    @Override
    public CharSequence subSequence(int start, int end) {
      reads.incrementAndGet();
      return fail("subSequence of a huge text");
    }

    @Override
    public String toString() {
      reads.incrementAndGet();
      return fail("toString of a huge text");
    }
  }
}
