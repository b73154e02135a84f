package io.github.sortid.jcstress;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.L_Result;

/**
 * {@code generateBatch(3)} and {@code generate()} at once on one generator of each format that has
 * batches (all but SCRU64), in turn. The batch computes its three IDs from one state and publishes
 * the last; if the single call published first, the batch holds the state with a reservation and
 * computes again, and a call that finds the reservation waits for the batch.
 *
 * <p>Acceptable: the single ID is below all the batch's IDs or above them all, and the five IDs
 * with the first and the arbiter's are those of the calls one after another ({@code ACTOR1_FIRST}:
 * the batch took effect first). Forbidden: the single ID between the batch's IDs ({@code
 * INTERLEAVED}), which a batch promises never happens, and everything that {@link GenerateRace}
 * forbids.
 */
@JCStressTest
@JCStressMeta(Verdicts.class)
@Description("generateBatch(3) racing generate(), every format with batches")
@State
public class BatchAndGenerateRace extends Race {
  /** A sample on a fresh generator of the next format that has batches. */
  public BatchAndGenerateRace() {
    super(Subjects.BATCHING);
  }

  /** The thread that takes a batch of three. */
  @Actor
  public void actor1() {
    ids1 = calls.batch(3);
  }

  /** The thread that takes one ID. */
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
