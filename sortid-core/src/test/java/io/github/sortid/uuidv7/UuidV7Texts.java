package io.github.sortid.uuidv7;

import io.github.sortid.testing.FormatTexts;
import io.github.sortid.testing.Validity;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** The UUIDv7 texts of the shared validity rule. */
// Public for the table in the testing package; these test types are never exported.
@SuppressWarnings("exports")
public final class UuidV7Texts implements FormatTexts {
  private static final String ALPHABET = "0123456789abcdef";

  /** Creates the texts. */
  public UuidV7Texts() {}

  /** A UUIDv7 of any other bits. */
  static UUID v7(long msb, long lsb) {
    return new UUID(
        msb & ~0xf000L | 0x7000L, lsb & 0x3fff_ffff_ffff_ffffL | 0x8000_0000_0000_0000L);
  }

  @Override
  public Stream<String> vectors() {
    return Stream.concat(
        Validity.texts(List.of(UuidV7Test.validTexts(), UuidV7Test.invalidTexts())),
        Stream.of(
            "017F22E2-79B0-7CC3-98C4-DC0C0C07398F",
            "017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
            "017f22e2-79b0-7000-8000-000000000000",
            "017f22e2-79b0-7fff-bfff-ffffffffffff",
            "00000000-0000-7000-8000-000000000000",
            "ffffffff-ffff-7fff-bfff-ffffffffffff",
            "017f22e2-79b0-7cc3-98c4-dc0c0c07398",
            "017f22e2-79b0-7cc3-98c4-dc0c0c07398f0",
            "017f22e279b07cc398c4dc0c0c07398f",
            "{017f22e2-79b0-7cc3-98c4-dc0c0c07398f}",
            "017f22e2-79b0-7cc3-98c4-dc0c0c07398\uff10",
            "017f22e2-79b0-7cc3-98c4-dc0c0c0739\ud83d\ude18",
            ""));
  }

  @Override
  public String documentedValid() {
    return "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";
  }

  @Override
  public String documentedInvalid() {
    return "017f22e2-79b0-4cc3-98c4-dc0c0c07398f";
  }

  /**
   * UUIDv7 texts in random case, texts of any 128 bits (mostly of another version), and texts with
   * a character replaced, dropped or added, or without hyphens.
   */
  @Override
  public Arbitrary<String> nearlyValid() {
    List<String> symbols = new ArrayList<>(Validity.LOOKALIKES);
    for (char c : (ALPHABET + "ABCDEF").toCharArray()) {
      symbols.add(String.valueOf(c));
    }
    return Combinators.combine(
            Arbitraries.longs(),
            Arbitraries.longs(),
            Arbitraries.integers().between(0, 7),
            Arbitraries.integers().between(0, 35),
            Arbitraries.of(symbols))
        .as(
            (msb, lsb, kind, at, symbol) -> {
              String v7 = v7(msb, lsb).toString();
              switch (kind) {
                case 0:
                  return v7;
                case 1:
                  return v7.toUpperCase(Locale.ROOT);
                case 2:
                  return new UUID(msb, lsb).toString();
                case 3:
                  return v7.substring(0, at) + symbol + v7.substring(at + 1);
                case 4:
                  return v7.substring(0, at) + v7.substring(at + 1);
                case 5:
                  return v7.substring(0, at) + symbol + v7.substring(at);
                case 6:
                  return v7.replace("-", "");
                default:
                  return v7.substring(0, 14) + symbol + v7.substring(15);
              }
            });
  }

  @Override
  public Arbitrary<String> mutated() {
    Arbitrary<String> valid =
        Combinators.combine(Arbitraries.longs(), Arbitraries.longs(), Arbitraries.of(true, false))
            .as(
                (msb, lsb, upper) -> {
                  String text = v7(msb, lsb).toString();
                  return upper ? text.toUpperCase(Locale.ROOT) : text;
                });
    return Validity.mutated(valid, ALPHABET);
  }

  @Override
  public Arbitrary<List<String>> written() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.longs())
        .as(
            (msb, lsb) -> {
              String text = v7(msb, lsb).toString();
              return List.of(text, text.toUpperCase(Locale.ROOT));
            });
  }
}
