package io.github.sortid.scru128;

import io.github.sortid.testing.FormatTexts;
import io.github.sortid.testing.Validity;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/** The SCRU128 texts of the shared validity rule. */
// Public for the table in the testing package; these test types are never exported.
@SuppressWarnings("exports")
public final class Scru128IdTexts implements FormatTexts {
  private static final String ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

  /** Creates the texts. */
  public Scru128IdTexts() {}

  /**
   * The vectors, the boundary texts, and texts at each step of the range check, which compares the
   * first digit, then the next twelve, then the last twelve with those of 2^128 - 1 = {@code
   * f5lxx1zz5pnorynqglhzmsp33}.
   */
  @Override
  public Stream<String> vectors() {
    return Stream.of(
            Validity.texts(
                List.of(
                    Scru128IdTest.specByteVectors(),
                    Scru128IdTest.specFailingDecodes(),
                    Scru128IdTest.fieldVectors(),
                    Scru128IdTest.invalidStrings(),
                    Scru128IdTest.documentedExamples())),
            Scru128IdRoundTripTest.boundaryTextList().stream(),
            Stream.of(
                "f5lxx1zz5pnorynqglhzmsp33",
                "f5lxx1zz5pnorynqglhzmsp34",
                "f5lxx1zz5pnorynqglhzmsp32",
                "f5lxx1zz5pnorynqglhzmsp3z",
                "f5lxx1zz5pnorzzzzzzzzzzzz",
                "f5lxx1zz5pnoqzzzzzzzzzzzz",
                "f5lxx1zz5pnos000000000000",
                "f5lxx1zz5pnor000000000000",
                "fzzzzzzzzzzzz000000000000",
                "ezzzzzzzzzzzzzzzzzzzzzzzz",
                "g000000000000000000000000",
                "zzzzzzzzzzzzzzzzzzzzzzzzz",
                "F5LXX1ZZ5PNORYNQGLHZMSP33",
                "036z951mhjikzik2gsl81gr7l",
                "036z951mhjikzik2gsl81gr7",
                "036z951mhjikzik2gsl81gr7l0",
                "036z951mhjikzik2gsl81gr7-",
                "+36z951mhjikzik2gsl81gr7l",
                "036z951mhjikzik2gsl81gr7\u212a",
                "036z951mhjikzik2gsl81gr\ud83d\ude18",
                ""))
        .flatMap(texts -> texts);
  }

  @Override
  public String documentedValid() {
    return "036Z951MHJIKZIK2GSL81GR7L";
  }

  @Override
  public String documentedInvalid() {
    return "f5lxx1zz5pnorynqglhzmsp34";
  }

  @Override
  public Arbitrary<String> nearlyValid() {
    // The first digit of a valid text is at most f: texts that start with 0 to g meet the range
    // check more often than texts of uniform digits would.
    return Combinators.combine(
            Arbitraries.of("0", "1", "e", "f", "F", "g"), Validity.nearly(ALPHABET, 24))
        .as((first, rest) -> first + rest);
  }

  @Override
  public Arbitrary<String> mutated() {
    Arbitrary<Scru128Id> ids =
        Arbitraries.frequencyOf(
            Tuple.of(
                2,
                Combinators.combine(Arbitraries.longs(), Arbitraries.longs())
                    .as(Scru128Id::fromBits)),
            // Values near 2^128 - 1, whose mutations fall on both sides of the range's end.
            Tuple.of(1, Arbitraries.longs().map(lsb -> Scru128Id.fromBits(-1L, lsb))),
            Tuple.of(1, Arbitraries.just(Scru128Id.MAX)));
    Arbitrary<String> valid =
        Combinators.combine(ids, Arbitraries.of(true, false))
            .as((id, upper) -> upper ? id.toString().toUpperCase(Locale.ROOT) : id.toString());
    return Validity.mutated(valid, ALPHABET);
  }

  @Override
  public Arbitrary<List<String>> written() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.longs())
        .as(
            (msb, lsb) -> {
              String text = Scru128Id.fromBits(msb, lsb).toString();
              return List.of(text, text.toUpperCase(Locale.ROOT));
            });
  }
}
