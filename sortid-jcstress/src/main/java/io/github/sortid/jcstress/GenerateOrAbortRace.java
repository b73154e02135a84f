package io.github.sortid.jcstress;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.L_Result;

/**
 * {@code generateOrAbort()} and {@code generate()} at once on one generator of each format in turn,
 * whose clock stands still. {@code generateOrAbort()} gives null only when the clock is behind the
 * last ID by more than the rollback allowance; the thread that loses the race must not take the
 * winner's newer state for a clock rollback, and must compute again from it.
 *
 * <p>Acceptable: both calls give an ID, and the IDs are those of {@link GenerateRace}'s acceptable
 * outcomes. Forbidden: a null ({@code NULL}: the loser saw a rollback where the clock stood still),
 * and everything that {@link GenerateRace} forbids.
 */
@JCStressTest
@JCStressMeta(Verdicts.class)
@Description("generateOrAbort() racing generate() on a clock that stands still, every format")
@State
public class GenerateOrAbortRace extends Race {
  /** A sample on a fresh generator of the next format. */
  public GenerateOrAbortRace() {
    super(Subjects.ALL);
  }

  /** The thread that calls {@code generateOrAbort()}. */
  @Actor
  public void actor1() {
    ids1 = one(calls.nextOrNull());
  }

  /** The thread that calls {@code generate()}. */
  @Actor
  public void actor2() {
    ids2 = one(calls.next());
  }

  /**
   * Generates one more ID and grades the sample.
   *
   * @param r the outcome
   */
  @Arbiter
  public void arbiter(L_Result r) {
    r.r1 = verdict();
  }
}
