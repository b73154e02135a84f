package io.github.sortid.euid;

import io.github.sortid.testing.FormatTexts;
import io.github.sortid.testing.Validity;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * The EUID texts of the shared validity rule: the right length, symbols of the alphabet or its
 * aliases, and a check that matches or is 127.
 */
// Public for the table in the testing package; these test types are never exported.
@SuppressWarnings("exports")
public final class EuidTexts implements FormatTexts {
  private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

  /** Creates the texts. */
  public EuidTexts() {}

  /**
   * The vectors, the vectors of the reference implementation's tests ({@code src/base32.rs} of
   * https://github.com/ardikars/EUID) and of its Java port (https://github.com/ardikars/euid-java),
   * and texts at each rule.
   */
  @Override
  public Stream<String> vectors() {
    return Stream.concat(
        Validity.texts(List.of(EuidTest.errorVectors(), EuidTest.derivedVectors())),
        Stream.of(
            "C8ZM14GR4JXG0MQXVY18S8TJNBZ",
            "C8ZM14GR4JXG0MQXVY18S8TJNA6",
            "C8EE934SR007G5Q94QKKXFRFV8B",
            "c8ee934sr007g5q94qkkxfrfv8b",
            "C8EE934SR007G5Q94QKKXFRFVBZ",
            "C8X2HA87098A0W837DX13FEAWVV",
            "C90FS3R3Z3J80V6BBZF0NM7SRKV",
            "C8754X9NN8H80X298KRKERG8K",
            "C8754X9NN8H80X298KRKERG8K888",
            "C8EE934SR007G5Q94QKKXFRFV8",
            "C8754X9NN8H80X298KRKERG8KU8",
            "C8EE934SR007G5Q94QKKXFRFV8U",
            "C8EE934SR007G5Q94QKKXFRFV8}",
            "C8EE934SR007G5Q94QKKXFRFV8@",
            // Aliases: O for 0, I and L for 1, so the check still matches.
            "C8EE934SRoO7G5Q94QKKXFRFV8B",
            "ZZZZZZZZZZZZZZZZZZZZZZZZZW3",
            "ZZZZZZZZZZZZZZZZZZZZZZZZZZZ",
            "ZZZZZZZZZZZZZZZZZZZZZZZZZW4",
            "000000000000000000000000000",
            "00000000000000000000000003Z",
            "000000000000000000000000001",
            "C8EE934SR007G5Q94QKKXFRFV8\u212a",
            "C8EE934SR007G5Q94QKKXFRFV\ud83d\ude18",
            ""));
  }

  @Override
  public String documentedValid() {
    return "c8ee934sr007g5q94qkkxfrfv8b";
  }

  @Override
  public String documentedInvalid() {
    return "C8X2HA87098A0W837DX13FEAWVV";
  }

  @Override
  public Arbitrary<String> nearlyValid() {
    return Validity.nearly(ALPHABET, 27);
  }

  /** One text in 127 has the right check by chance; the mutations reach the valid side. */
  @Override
  public boolean nearlyValidReachesBoth() {
    return false;
  }

  @Override
  public Arbitrary<String> mutated() {
    Arbitrary<String> valid =
        Combinators.combine(
                Arbitraries.longs(),
                Arbitraries.longs(),
                Arbitraries.of(true, false),
                Arbitraries.of(true, false))
            .as(
                (msb, lsb, withCheck, lower) -> {
                  Euid id = Euid.fromBits(msb, lsb);
                  String text = withCheck ? id.toString() : id.toStringWithoutCheck();
                  return lower ? text.toLowerCase(Locale.ROOT) : text;
                });
    return Validity.mutated(valid, ALPHABET);
  }

  @Override
  public Arbitrary<List<String>> written() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.longs())
        .as(
            (msb, lsb) -> {
              Euid id = Euid.fromBits(msb, lsb);
              return List.of(
                  id.toString(), id.toStringWithoutCheck(), id.toString().toLowerCase(Locale.ROOT));
            });
  }
}
