package io.github.sortid.scru128.v1;

import io.github.sortid.testing.FormatTexts;
import io.github.sortid.testing.Validity;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** The SCRU128 v1 texts of the shared validity rule. */
// Public for the table in the testing package; these test types are never exported.
@SuppressWarnings("exports")
public final class Scru128V1IdTexts implements FormatTexts {
  private static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUV";

  /** Creates the texts. */
  public Scru128V1IdTexts() {}

  @Override
  public Stream<String> vectors() {
    return Stream.concat(
        Validity.texts(
            List.of(
                Scru128V1IdTest.fieldVectors(),
                Scru128V1IdTest.invalidStrings(),
                Scru128V1IdTest.documentedExamples())),
        Stream.of(
            "7VVVVVVVVVVVVVVVVVVVVVVVVV",
            "7vvvvvvvvvvvvvvvvvvvvvvvvv",
            "00000000000000000000000000",
            "00QBTG0FERFTCCNFISUBO489DI",
            "00qbtg0ferftccnfisubo489di",
            "80000000000000000000000000",
            "VVVVVVVVVVVVVVVVVVVVVVVVVV",
            "W0000000000000000000000000",
            "0000000000000000000000000w",
            "0000000000000000000000000Z",
            "00QBTG0FERFTCCNFISUBO489D",
            "00QBTG0FERFTCCNFISUBO489DI0",
            "00QBTG0FERFTCCNFISUBO489D\u212a",
            "00QBTG0FERFTCCNFISUBO48\ud83d\ude18",
            ""));
  }

  @Override
  public String documentedValid() {
    return "00qbtg0ferftccnfisubo489di";
  }

  @Override
  public String documentedInvalid() {
    return "80000000000000000000000000";
  }

  @Override
  public Arbitrary<String> nearlyValid() {
    return Validity.nearly(ALPHABET, 26);
  }

  @Override
  public Arbitrary<String> mutated() {
    Arbitrary<String> valid =
        Combinators.combine(Arbitraries.longs(), Arbitraries.longs(), Arbitraries.of(true, false))
            .as(
                (msb, lsb, lower) -> {
                  String text = Scru128V1Id.fromBits(msb, lsb).toString();
                  return lower ? text.toLowerCase(Locale.ROOT) : text;
                });
    return Validity.mutated(valid, ALPHABET);
  }

  @Override
  public Arbitrary<List<String>> written() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.longs())
        .as(
            (msb, lsb) -> {
              String text = Scru128V1Id.fromBits(msb, lsb).toString();
              return List.of(text, text.toLowerCase(Locale.ROOT));
            });
  }
}
