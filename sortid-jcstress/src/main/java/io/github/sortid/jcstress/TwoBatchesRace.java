package io.github.sortid.jcstress;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.L_Result;

/**
 * Two threads call {@code generateBatch(2)} at once on one generator of each format that has
 * batches, in turn: the reservation path. Both batches compute from the same state and race to
 * publish; the loser puts a reservation in the state's place, computes again from the winner's
 * state and publishes, while any other call waits for it.
 *
 * <p>Acceptable: one batch's IDs all below the other's, and the four with the first and the
 * arbiter's are those of the calls one after another. Forbidden: batches that interleave ({@code
 * INTERLEAVED}), and everything that {@link GenerateRace} forbids; a reservation that is never
 * released would leave the arbiter waiting, and the run would report the test as timed out.
 */
@JCStressTest
@JCStressMeta(Verdicts.class)
@Description("generateBatch(2) racing generateBatch(2), every format with batches")
@State
public class TwoBatchesRace extends Race {
  /** A sample on a fresh generator of the next format that has batches. */
  public TwoBatchesRace() {
    super(Subjects.BATCHING);
  }

  /** One thread's batch. */
  @Actor
  public void actor1() {
    ids1 = calls.batch(2);
  }

  /** The other thread's batch. */
  @Actor
  public void actor2() {
    ids2 = calls.batch(2);
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
