package io.github.sortid.scru128.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdFormatException.Reason;
import java.math.BigInteger;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class Scru128V1IdPropertiesTest {
  private static final BigInteger MAX_VALUE =
      BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE);

  private static boolean isRadix32Digit(char c) {
    return c >= '0' && c <= '9' || c >= 'A' && c <= 'V' || c >= 'a' && c <= 'v';
  }

  /** Mostly 26 characters, mostly valid digits, with the characters that trip naive parsers. */
  @Provide
  Arbitrary<String> nearlyValid() {
    Arbitrary<Character> chars =
        Arbitraries.frequencyOf(
            net.jqwik.api.Tuple.of(
                40, Arbitraries.chars().with("0123456789ABCDEFGHIJKLMNOPQRSTUV")),
            net.jqwik.api.Tuple.of(10, Arbitraries.chars().with("abcdefghijklmnopqrstuv")),
            net.jqwik.api.Tuple.of(
                1, Arbitraries.chars().with("WXYZwxyz+- _\t\uff10\u0660\u0661\u00e9IiLlOo")),
            net.jqwik.api.Tuple.of(1, Arbitraries.chars()));
    return Arbitraries.oneOf(
        chars.list().ofSize(26).map(Scru128V1IdPropertiesTest::join),
        chars.list().ofMinSize(0).ofMaxSize(30).map(Scru128V1IdPropertiesTest::join),
        Arbitraries.strings());
  }

  private static String join(java.util.List<Character> chars) {
    StringBuilder text = new StringBuilder(chars.size());
    chars.forEach(text::append);
    return text.toString();
  }

  @Property(tries = 3000)
  void parsesExactlyTheValidTexts(@ForAll("nearlyValid") String text) {
    boolean wellFormed =
        text.length() == 26 && text.chars().allMatch(c -> isRadix32Digit((char) c));
    try {
      Scru128V1Id id = Scru128V1Id.fromString(text);
      assertTrue(Scru128V1Id.isValid(text), text);
      assertTrue(wellFormed, text);
      BigInteger value = new BigInteger(text, 32);
      assertTrue(value.compareTo(MAX_VALUE) <= 0, text);
      assertEquals(value, id.toBigInteger());
      assertEquals(text.toUpperCase(Locale.ROOT), id.toString());
    } catch (IdFormatException e) {
      assertFalse(Scru128V1Id.isValid(text), text);
      switch (e.getReason()) {
        case INVALID_LENGTH:
          assertTrue(text.length() != 26, text);
          break;
        case INVALID_DIGIT:
          assertEquals(26, text.length());
          assertTrue(!isRadix32Digit(text.charAt(e.getErrorIndex())), text);
          for (int i = 0; i < e.getErrorIndex(); i++) {
            assertTrue(isRadix32Digit(text.charAt(i)), "an earlier bad digit was missed: " + text);
          }
          break;
        case OUT_OF_RANGE:
          assertTrue(wellFormed, text);
          assertTrue(new BigInteger(text, 32).compareTo(MAX_VALUE) > 0, text);
          break;
        default:
          throw new AssertionError("unexpected reason " + e.getReason() + " for " + text);
      }
      assertTrue(e.getReason() != Reason.CHECK_MISMATCH);
    }
  }
}
