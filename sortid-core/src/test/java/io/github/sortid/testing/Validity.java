package io.github.sortid.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.IdFormatException;
import java.nio.CharBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Checks that a type's {@code isValid} says {@code true} exactly for the texts its {@code
 * fromString} accepts, and makes the texts to check it on.
 */
public final class Validity {
  /**
   * Characters next to the alphabets, letters that some alphabets exclude or alias, characters a
   * parser might trim, and non-ASCII characters that {@code Character.digit}, {@code toLowerCase}
   * or {@code toUpperCase} would turn into digits.
   */
  public static final List<String> LOOKALIKES =
      List.of(
          "I",
          "i",
          "L",
          "l",
          "O",
          "o",
          "U",
          "u",
          "V",
          "v",
          "W",
          "w",
          "Z",
          "z",
          "+",
          "-",
          "_",
          " ",
          "\t",
          "\n",
          "\u0000",
          "/",
          ":",
          "@",
          "[",
          "`",
          "{",
          "}",
          "\u007f",
          "\u00a0",
          "\u00ff",
          "\ufeff",
          "\uff10",
          "\uff21",
          "\u0660",
          "\u0661",
          "\u212a",
          "\u0130",
          "\u0131",
          "\u017f",
          "\ud83d\ude18",
          "\ud83d",
          "\ude18");

  private Validity() {}

  /**
   * Asserts that {@code isValid} agrees with {@code fromString} on {@code text}, given as a {@link
   * String} and as two other kinds of {@link CharSequence}.
   *
   * @return whether {@code fromString} accepted the text
   */
  public static boolean assertAgrees(
      Predicate<CharSequence> isValid, Function<CharSequence, ?> fromString, String text) {
    boolean accepted;
    try {
      fromString.apply(text);
      accepted = true;
    } catch (IdFormatException e) {
      accepted = false;
    }
    String context = "isValid against fromString on \"" + text + "\"";
    assertEquals(accepted, isValid.test(text), context);
    assertEquals(accepted, isValid.test(new StringBuilder(text)), context);
    assertEquals(accepted, isValid.test(CharBuffer.wrap(text.toCharArray())), context);
    return accepted;
  }

  /**
   * Asserts {@link #assertAgrees} on {@code text} and on its lowercase and uppercase forms.
   *
   * @return whether {@code fromString} accepted {@code text} as given
   */
  public static boolean assertAgreesInEveryCase(
      Predicate<CharSequence> isValid, Function<CharSequence, ?> fromString, String text) {
    boolean accepted = assertAgrees(isValid, fromString, text);
    assertAgrees(isValid, fromString, text.toLowerCase(Locale.ROOT));
    assertAgrees(isValid, fromString, text.toUpperCase(Locale.ROOT));
    return accepted;
  }

  /** Every string argument of every row of the given test vector sources. */
  public static Stream<String> texts(List<Stream<Arguments>> sources) {
    return sources.stream()
        .flatMap(source -> source)
        .flatMap(arguments -> Arrays.stream(arguments.get()))
        .filter(String.class::isInstance)
        .map(String.class::cast);
  }

  /** Any string of up to 40 characters from all of Unicode. */
  public static Arbitrary<String> anyUnicode() {
    return Arbitraries.strings().all().ofMaxLength(40);
  }

  /**
   * Strings of the alphabet (both cases) and of {@link #LOOKALIKES}, mostly of the given length and
   * mostly of the alphabet (one character in 40 is a lookalike), so that every rule after the
   * length check is reached.
   */
  public static Arbitrary<String> nearly(String alphabet, int length) {
    Arbitrary<String> symbol = symbols(alphabet, 40);
    return Arbitraries.frequencyOf(
        Tuple.of(8, symbol.list().ofSize(length).map(Validity::join)),
        Tuple.of(1, symbol.list().ofSize(length - 1).map(Validity::join)),
        Tuple.of(1, symbol.list().ofSize(length + 1).map(Validity::join)));
  }

  private static String join(List<String> parts) {
    return String.join("", parts);
  }

  /**
   * Texts made from valid ones by one edit: a symbol or lookalike put in place of a character, at
   * the start, at the end or anywhere, a character dropped or inserted, or the case changed.
   */
  public static Arbitrary<String> mutated(Arbitrary<String> valid, String alphabet) {
    return Combinators.combine(
            valid,
            Arbitraries.integers().between(0, 6),
            Arbitraries.integers().between(0, Integer.MAX_VALUE),
            symbols(alphabet, 6))
        .as(Validity::mutate);
  }

  private static String mutate(String text, int edit, int position, String symbol) {
    int at = position % text.length();
    switch (edit) {
      case 0:
        return text.substring(0, at) + symbol + text.substring(at + 1);
      case 1:
        return symbol + text.substring(1);
      case 2:
        return text.substring(0, text.length() - 1) + symbol;
      case 3:
        return text.substring(0, at) + text.substring(at + 1);
      case 4:
        return text.substring(0, at) + symbol + text.substring(at);
      case 5:
        return text.toUpperCase(Locale.ROOT);
      default:
        return text.toLowerCase(Locale.ROOT);
    }
  }

  /** One symbol of the alphabet in either case, or once in {@code 1 + weight} a lookalike. */
  private static Arbitrary<String> symbols(String alphabet, int weight) {
    List<String> own = new ArrayList<>();
    for (char c : alphabet.toCharArray()) {
      own.add(String.valueOf(c));
      own.add(String.valueOf(c).toLowerCase(Locale.ROOT));
      own.add(String.valueOf(c).toUpperCase(Locale.ROOT));
    }
    return Arbitraries.frequencyOf(
        Tuple.of(weight, Arbitraries.of(own)), Tuple.of(1, Arbitraries.of(LOOKALIKES)));
  }
}
