package io.github.sortid.ulid;

import io.github.sortid.testing.FormatTexts;
import io.github.sortid.testing.Validity;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** The ULID texts of the shared validity rule. */
// Public for the table in the testing package; these test types are never exported.
@SuppressWarnings("exports")
public final class UlidTexts implements FormatTexts {
  private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

  /** Creates the texts. */
  public UlidTexts() {}

  @Override
  public Stream<String> vectors() {
    return Stream.concat(
        Validity.texts(
            List.of(
                UlidTest.specExamples(),
                UlidTest.uuidVectors(),
                UlidTest.ulidCreatorInvalidStrings(),
                UlidTest.sulkyBitsVectors())),
        Stream.of(
            "01ARZ3NDEKTSV4RRFFQ69G5FAV",
            "01arz3ndektsv4rrffq69g5fav",
            "7ZZZZZZZZZZZZZZZZZZZZZZZZZ",
            "00000000000000000000000000",
            "01B3F2133F0L00000000000000",
            "oIiLlOoIiLlOoIiLlOoIiLlOoI",
            "80000000000000000000000000",
            "8ZZZZZZZZZABCDEFGHJKMNPQRS",
            "ZZZZZZZZZZZZZZZZZZZZZZZZZZ",
            "01ARZ3NDEKTSV4RRFFQ69G5FAU",
            "01ARZ3NDEKTSV4RRFFQ69G5FA",
            "01ARZ3NDEKTSV4RRFFQ69G5FAV0",
            " 01ARZ3NDEKTSV4RRFFQ69G5FA",
            "01ARZ3NDEK-TSV4RRFFQ69G5FA",
            "01ARZ3NDEKTSV4RRFFQ69G5FA\uff10",
            "01ARZ3NDEKTSV4RRFFQ69G5F\ud83d\ude18",
            ""));
  }

  @Override
  public String documentedValid() {
    return "01arz3ndektsv4rrffq69g5fav";
  }

  @Override
  public String documentedInvalid() {
    return "8ZZZZZZZZZABCDEFGHJKMNPQRS";
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
                  String text = Ulid.fromBits(msb, lsb).toString();
                  return lower ? text.toLowerCase(Locale.ROOT) : text;
                });
    return Validity.mutated(valid, ALPHABET);
  }

  @Override
  public Arbitrary<List<String>> written() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.longs())
        .as(
            (msb, lsb) -> {
              Ulid id = Ulid.fromBits(msb, lsb);
              return List.of(id.toString(), id.toLowerCase());
            });
  }
}
