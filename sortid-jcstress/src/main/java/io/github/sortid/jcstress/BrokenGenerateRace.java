package io.github.sortid.jcstress;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.L_Result;

/**
 * {@link GenerateRace} on the deliberately broken generators of {@link BrokenScru128}, in turn: it
 * must report forbidden outcomes, and so fails the run; the default run leaves it out.
 *
 * <p>{@code SCRU128_PLAIN_WRITE} publishes with a plain write: in the samples where both threads
 * read the state before either publishes, both return the same ID ({@code DUPLICATE}), which only
 * an interleaving shows. {@code SCRU128_NO_OVERFLOW_CHECK} lets its counter wrap: whichever call
 * comes second gets an ID below the first ({@code OUT_OF_ORDER}), in every sample, which the
 * grading of each step shows.
 */
@JCStressTest
@JCStressMeta(Verdicts.class)
@Description("generate() racing generate() on broken generators: must fail")
@State
public class BrokenGenerateRace extends Race {
  /** A sample on a fresh generator of the next broken kind. */
  public BrokenGenerateRace() {
    super(Subjects.BROKEN);
  }

  /** One thread's call. */
  @Actor
  public void actor1() {
    ids1 = one(calls.next());
  }

  /** The other thread's call. */
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
