package io.github.sortid;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;
import io.github.sortid.testing.FormatOracle;
import java.math.BigInteger;

/**
 * The text fuzz target of every format of {@link IdType#all()} at once, against each format's
 * independent oracle built on {@link BigInteger} ({@link FormatOracle#parse}): one input, parsed by
 * each format, so that each input the fuzzer finds for one format is tried on the others too.
 *
 * <p>Inputs are never null, so the parsers may throw {@link IdFormatException} and nothing else:
 * any other exception, like any failed assertion, is a finding.
 *
 * <p>{@code ./mvnw verify} runs it in regression mode: once on the empty input and once on each
 * file under {@code src/test/resources/io/github/sortid/TextFuzzTestInputs/parse/} (named after the
 * format whose case each was written for). {@code ./mvnw -Pfuzz verify} fuzzes it for a bounded
 * time; a failing input is written to that directory, where it stays as a regression test once
 * committed.
 */
class TextFuzzTest {
  /**
   * In every format, a text parses exactly when the format's oracle accepts it, to the oracle's
   * value, printed back in the canonical forms, and converting to bytes, UUID or {@code long} form,
   * instant and fields as the oracle says; otherwise the parser reports the first failing check in
   * the documented order (length, then first bad character, then range or check symbol); {@code
   * isValid} agrees.
   */
  @FuzzTest(maxDuration = "2m")
  void parse(@NotNull String text) {
    for (IdType<?> type : IdType.all()) {
      FormatOracle.of(type).assertParsedAsTheOracleSays(text);
    }
  }
}
