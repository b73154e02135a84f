package io.github.sortid.testing;

import java.util.random.RandomGenerator;

/** A broken source that gives the same bits at every draw. */
public final class ConstantRandom implements RandomGenerator {
  private final long value;
  private final String name;

  /**
   * Creates a source whose every {@code nextLong()} is {@code value} and every {@code nextInt()}
   * its low 32 bits (so all zeros and all ones stay so at every width).
   */
  public ConstantRandom(String name, long value) {
    this.name = name;
    this.value = value;
  }

  @Override
  public long nextLong() {
    return value;
  }

  @Override
  public int nextInt() {
    return (int) value;
  }

  @Override
  public String toString() {
    return name;
  }
}
