package io.github.sortid;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.testing.FormatTexts;
import io.github.sortid.testing.Validity;
import java.util.List;
import java.util.function.Function;
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
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * In every format of {@link IdType#all()}, {@code isValid} is true exactly for the texts that
 * {@code parse} (the value class's {@code fromString}) accepts, given as any {@link CharSequence}
 * and in either case. Each format brings its own texts ({@link FormatTexts}); the properties run as
 * many tries for each format as they did when each format had a test of its own.
 */
class IsValidContractTest {
  private static final int FORMATS = IdType.all().size();

  private static boolean assertAgrees(IdType<?> type, String text) {
    return Validity.assertAgreesInEveryCase(type::isValid, type::parse, text);
  }

  static Stream<IdType<?>> types() {
    return IdType.all().stream();
  }

  static Stream<Arguments> vectors() {
    return types().flatMap(type -> FormatTexts.of(type).vectors().map(t -> Arguments.of(type, t)));
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void agreesOnTheVectors(IdType<?> type, String text) {
    assertAgrees(type, text);
  }

  @ParameterizedTest
  @MethodSource("types")
  void documentedExamples(IdType<?> type) {
    FormatTexts texts = FormatTexts.of(type);
    assertTrue(type.isValid(texts.documentedValid()));
    assertFalse(type.isValid(texts.documentedInvalid()));
  }

  @ParameterizedTest
  @MethodSource("types")
  void nullIsInvalidWhereParseThrows(IdType<?> type) {
    assertFalse(type.isValid(null));
    assertThrows(NullPointerException.class, () -> type.parse(null));
  }

  @Property(tries = 1000)
  void anyUnicodeString(@ForAll("anyUnicode") String text) {
    types().forEach(type -> assertAgrees(type, text));
  }

  @Property(tries = 2000 * 5)
  void nearlyValidTexts(@ForAll("nearlyValid") Tuple2<IdType<?>, String> input) {
    IdType<?> type = input.get1();
    boolean valid = assertAgrees(type, input.get2());
    Statistics.collect(type.name(), valid ? "valid" : "invalid");
    // Each format's share of the tries is about 1/FORMATS; 5 % of that share is the bound that
    // each format's own test set, on 2000 tries of its own.
    Statistics.coverage(
        coverage ->
            types()
                .forEach(
                    t -> {
                      if (FormatTexts.of(t).nearlyValidReachesBoth()) {
                        coverage.check(t.name(), "valid").percentage(p -> p > 5.0 / FORMATS);
                        coverage.check(t.name(), "invalid").percentage(p -> p > 5.0 / FORMATS);
                      } else {
                        coverage.check(t.name(), "invalid").percentage(p -> p > 50.0 / FORMATS);
                      }
                    }));
  }

  @Property(tries = 2000 * 5)
  void mutatedValidTexts(@ForAll("mutated") Tuple2<IdType<?>, String> input) {
    IdType<?> type = input.get1();
    boolean valid = assertAgrees(type, input.get2());
    Statistics.collect(type.name(), valid ? "valid" : "invalid");
    Statistics.coverage(
        coverage ->
            types()
                .forEach(
                    t -> {
                      coverage.check(t.name(), "valid").percentage(p -> p > 5.0 / FORMATS);
                      coverage.check(t.name(), "invalid").percentage(p -> p > 5.0 / FORMATS);
                    }));
  }

  @Property(tries = 1000 * 5)
  void everyTextThatAFormatWritesIsValid(@ForAll("written") Tuple2<IdType<?>, List<String>> input) {
    for (String text : input.get2()) {
      assertTrue(input.get1().isValid(text), input.get1() + ": " + text);
    }
  }

  @Provide
  Arbitrary<String> anyUnicode() {
    return Validity.anyUnicode();
  }

  @Provide
  Arbitrary<Tuple2<IdType<?>, String>> nearlyValid() {
    return perFormat(FormatTexts::nearlyValid);
  }

  @Provide
  Arbitrary<Tuple2<IdType<?>, String>> mutated() {
    return perFormat(FormatTexts::mutated);
  }

  @Provide
  Arbitrary<Tuple2<IdType<?>, List<String>>> written() {
    return Arbitraries.of(IdType.all())
        .flatMap(type -> FormatTexts.of(type).written().map(forms -> Tuple.of(type, forms)));
  }

  private static Arbitrary<Tuple2<IdType<?>, String>> perFormat(
      Function<FormatTexts, Arbitrary<String>> texts) {
    return Arbitraries.of(IdType.all())
        .flatMap(type -> texts.apply(FormatTexts.of(type)).map(text -> Tuple.of(type, text)));
  }
}
