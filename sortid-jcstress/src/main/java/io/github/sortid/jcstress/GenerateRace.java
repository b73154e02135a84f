package io.github.sortid.jcstress;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.L_Result;

/**
 * Two threads call {@code generate()} once each, at once, on one generator that has given one ID;
 * the samples take the six formats in turn. A thread that reads the state while the other does
 * computes the same next state, and the two race to publish it with a compare-and-set: the loser
 * must compute again from the winner's state.
 *
 * <p>Acceptable: the two IDs are distinct, both above the generator's first ID, both below the ID
 * that the arbiter generates after them, and the four are the IDs that four calls one after another
 * give ({@code ACTOR1_FIRST} or {@code ACTOR2_FIRST}, by whose call took effect first). Forbidden
 * is anything else: a duplicate is the lost update of a publish that did not compare (both threads
 * published the same step); IDs out of order, or not the sequential ones, come from a step computed
 * from a state that had already been replaced.
 */
@JCStressTest
@JCStressMeta(Verdicts.class)
@Description("generate() racing generate(), every format")
@State
public class GenerateRace extends Race {
  /** A sample on a fresh generator of the next format. */
  public GenerateRace() {
    super(Subjects.ALL);
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
