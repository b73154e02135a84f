package io.github.sortid.scru64;

import io.github.sortid.testing.FormatTexts;
import io.github.sortid.testing.Validity;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** The SCRU64 texts of the shared validity rule. */
// Public for the table in the testing package; these test types are never exported.
@SuppressWarnings("exports")
public final class Scru64IdTexts implements FormatTexts {
  private static final String ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

  /** Creates the texts. */
  public Scru64IdTexts() {}

  @Override
  public Stream<String> vectors() {
    return Stream.concat(
        Validity.texts(List.of(Scru64IdTest.vectors(), Scru64IdTest.invalidTexts())),
        Stream.of(
            "zzzzzzzzzzzz",
            "ZZZZZZZZZZZZ",
            "000000000000",
            "0u2r85hm2pt3",
            "0U2R85HM2PT3",
            "zzzzzzzzzzzzz",
            "0u2r85hm2pt",
            "+u3wrp5q7ta5",
            "0u2r85hm2pt\u212a",
            "0u2r85hm2p\ud83d\ude18",
            "0u2r85hm2pt\u0661",
            ""));
  }

  @Override
  public String documentedValid() {
    return "0U2R85HM2PT3";
  }

  @Override
  public String documentedInvalid() {
    return "+u3wrp5q7ta5";
  }

  @Override
  public Arbitrary<String> nearlyValid() {
    return Validity.nearly(ALPHABET, 12);
  }

  private static Arbitrary<Long> values() {
    return Arbitraries.longs().between(0, Scru64Id.MAX.toLong());
  }

  @Override
  public Arbitrary<String> mutated() {
    Arbitrary<String> valid =
        Combinators.combine(values(), Arbitraries.of(true, false))
            .as(
                (value, upper) -> {
                  String text = Scru64Id.fromLong(value).toString();
                  return upper ? text.toUpperCase(Locale.ROOT) : text;
                });
    return Validity.mutated(valid, ALPHABET);
  }

  @Override
  public Arbitrary<List<String>> written() {
    return values()
        .map(
            value -> {
              String text = Scru64Id.fromLong(value).toString();
              return List.of(text, text.toUpperCase(Locale.ROOT));
            });
  }
}
