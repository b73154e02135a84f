package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.euid.Euid;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads a whole number within a range, and says what it expected when the value is not one: {@code
 * expected a whole number, got "abc"}. One subclass per range, since picocli makes converters by
 * their class.
 */
abstract class WholeNumberConverter implements ITypeConverter<Long> {
  private final long min;
  private final long max;

  WholeNumberConverter(long min, long max) {
    this.min = min;
    this.max = max;
  }

  @Override
  public Long convert(String value) {
    if (!value.matches("[+-]?[0-9]+")) {
      throw new TypeConversionException("expected a whole number, got " + IdType.quote(value));
    }
    try {
      long number = Long.parseLong(value);
      if (number >= min && number <= max) {
        return number;
      }
    } catch (NumberFormatException e) {
      // Digits beyond the range of a long: out of range as well.
    }
    throw new TypeConversionException(
        "expected " + min + " to " + max + ", got " + IdType.quote(value));
  }

  /** {@code -n}: how many IDs, 0 or more. */
  static final class Count extends WholeNumberConverter {
    Count() {
      super(0, Long.MAX_VALUE);
    }
  }

  /** {@code --extension}: an EUID extension, 0 to 32767. */
  static final class Extension extends WholeNumberConverter {
    Extension() {
      super(0, Euid.MAX_EXTENSION);
    }
  }
}
