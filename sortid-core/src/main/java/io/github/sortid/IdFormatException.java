package io.github.sortid;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serial;

/**
 * Thrown when a text or binary representation is not a valid identifier of the expected format.
 *
 * <p>The message names the problem the way the formats' reference implementations do, for example
 * {@code invalid length: 26 (expected 25)}, {@code invalid digit '+' at 0} or {@code out of 128-bit
 * value range}. {@link #getReason()} tells the kind of problem to a program, and {@link
 * #getErrorIndex()} the zero-based position of the offending character, where there is one.
 *
 * <p>The exception never holds the rejected input, so that a huge or sensitive input is neither
 * copied nor kept alive by it.
 *
 * <p>A parser reads the length of its input once and checks it before it reads any character, then
 * reads each character at most once: the value or the exception describes one reading of the input,
 * even of a {@link CharSequence} that changes while it is parsed. An exception that the {@code
 * CharSequence} itself throws passes through unchanged.
 *
 * <pre>{@code
 * try {
 *   Scru128Id.fromString(userInput);
 * } catch (IdFormatException e) {
 *   log.warn("bad id: {} (reason {}, index {})", e.getMessage(), e.getReason(), e.getErrorIndex());
 * }
 * }</pre>
 */
public final class IdFormatException extends IllegalArgumentException {
  @Serial private static final long serialVersionUID = 1L;

  /** The kinds of problem that make an input invalid. */
  public enum Reason {
    /** The input has the wrong number of characters (or bytes). */
    INVALID_LENGTH,
    /** A character is not a digit of the format's alphabet. */
    INVALID_DIGIT,
    /** The digits are well formed but the number they spell is too large for the format. */
    OUT_OF_RANGE,
    /** The check symbol does not match the value (formats that carry one). */
    CHECK_MISMATCH
  }

  /** The reason of this failure. */
  private final Reason reason;

  /** The index of the offending character, or -1. */
  private final int errorIndex;

  /**
   * Creates an exception.
   *
   * @param message the detail message, naming the problem
   * @param reason the kind of problem
   * @param errorIndex the zero-based index of the offending character, or -1 when the problem is
   *     not at one position
   * @throws NullPointerException if {@code reason} is null
   * @throws IllegalArgumentException if {@code errorIndex} is less than -1
   */
  public IdFormatException(String message, Reason reason, int errorIndex) {
    super(message);
    if (reason == null) {
      throw new NullPointerException("reason");
    }
    if (errorIndex < -1) {
      throw new IllegalArgumentException("errorIndex must be -1 or more: " + errorIndex);
    }
    this.reason = reason;
    this.errorIndex = errorIndex;
  }

  /**
   * Returns the kind of problem.
   *
   * @return the reason, never null
   */
  public Reason getReason() {
    return reason;
  }

  /**
   * Returns the zero-based index of the offending character in the input, counted in UTF-16 code
   * units as {@link CharSequence#charAt} counts them.
   *
   * @return the index, or -1 when the problem is not at one position (a wrong length, a value out
   *     of range, a check symbol mismatch)
   */
  public int getErrorIndex() {
    return errorIndex;
  }

  /**
   * Reads the fields and rejects a stream that holds what the constructor would not accept, so that
   * {@link #getReason()} is never null and {@link #getErrorIndex()} never below -1.
   *
   * @param in the stream
   * @throws InvalidObjectException if the reason is null or the error index is below -1
   * @throws IOException if the stream cannot be read
   * @throws ClassNotFoundException if a class in the stream cannot be found
   */
  @Serial
  private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
    in.defaultReadObject();
    if (reason == null) {
      throw new InvalidObjectException("reason is null");
    }
    if (errorIndex < -1) {
      throw new InvalidObjectException("errorIndex must be -1 or more: " + errorIndex);
    }
  }
}
