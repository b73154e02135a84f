package io.github.sortid.concurrency;

import io.github.sortid.internal.UnsequencedRandom;
import java.time.Instant;
import java.time.InstantSource;
import java.util.random.RandomGenerator;

/**
 * The clock and the random source of a generator under model checking, whose readings and bits the
 * scenario chooses: each operation sets its thread's reading and bits before it calls the
 * generator, and every clock reading and every draw on that thread gives them until the next
 * operation. So the clock may stand still, step on or go back between any two operations, even
 * between two threads at once (as a reading taken before another thread's later one), and the
 * result of an operation depends on nothing but its arguments and the generator's state: the
 * determinism that model checking needs, and what lets a sequential twin fed the same arguments
 * compute the very same IDs.
 *
 * <p>Since a draw gives the operation's bits however many draws came before, the source is an
 * {@link UnsequencedRandom}: a generator built with it takes its step ahead of the clock reading,
 * as it does with the default randomness, so that path is the one model-checked.
 */
final class ThreadInputs implements InstantSource {
  /** What one operation feeds the generator. */
  private record Inputs(long millis, long bits) {}

  private final ThreadLocal<Inputs> current = new ThreadLocal<>();

  private final RandomGenerator random =
      new UnsequencedRandom() {
        @Override
        public long nextLong() {
          return inputs().bits();
        }

        @Override
        public int nextInt() {
          return (int) inputs().bits();
        }
      };

  /** Sets what the current thread's next clock readings and draws give. */
  void set(long millis, long bits) {
    current.set(new Inputs(millis, bits));
  }

  /** The source whose every draw on a thread gives that thread's bits. */
  RandomGenerator random() {
    return random;
  }

  @Override
  public long millis() {
    return inputs().millis();
  }

  @Override
  public Instant instant() {
    return Instant.ofEpochMilli(millis());
  }

  private Inputs inputs() {
    Inputs inputs = current.get();
    if (inputs == null) {
      throw new IllegalStateException(
          "no reading set on " + Thread.currentThread().getName() + ": an operation sets it first");
    }
    return inputs;
  }
}
