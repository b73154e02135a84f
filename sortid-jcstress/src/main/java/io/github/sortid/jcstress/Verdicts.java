package io.github.sortid.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import org.openjdk.jcstress.annotations.Outcome;

/**
 * How a sample is graded, and the outcomes of every race ({@code @JCStressMeta(Verdicts.class)}):
 * an outcome is the generator's name and a {@link Verdict}. The grading asks what a generator
 * shared by threads promises: every call's IDs are unique and strictly increasing in the order the
 * calls take effect, a batch's IDs are consecutive, and each call steps from the state the call
 * before it left.
 */
@Outcome(
    id = "\\S+ ACTOR1_FIRST",
    expect = ACCEPTABLE,
    desc = "Actor 1's call took effect first; the IDs of calls in turn.")
@Outcome(
    id = "\\S+ ACTOR2_FIRST",
    expect = ACCEPTABLE,
    desc = "Actor 2's call took effect first; the IDs of calls in turn.")
@Outcome(
    id = "\\S+ NULL",
    expect = FORBIDDEN,
    desc = "A call gave null on a clock that stands still.")
@Outcome(
    id = "\\S+ DUPLICATE",
    expect = FORBIDDEN,
    desc = "Two calls gave one ID: an update was lost.")
@Outcome(
    id = "\\S+ OUT_OF_ORDER",
    expect = FORBIDDEN,
    desc = "Not first ID < each call's IDs < the arbiter's ID.")
@Outcome(
    id = "\\S+ NOT_SEQUENTIAL",
    expect = FORBIDDEN,
    desc = "Not the IDs of calls in turn: a step from a stale state.")
@Outcome(
    id = "\\S+ INTERLEAVED",
    expect = FORBIDDEN,
    desc = "The other actor's ID falls between a batch's IDs.")
final class Verdicts {
  /** What a sample shows. */
  enum Verdict {
    /** Acceptable: actor 1's IDs, then actor 2's, the calls' IDs one after another. */
    ACTOR1_FIRST,
    /** Acceptable: actor 2's IDs, then actor 1's. */
    ACTOR2_FIRST,
    /** Forbidden: a call returned null. */
    NULL,
    /** Forbidden: two IDs are equal. */
    DUPLICATE,
    /** Forbidden: the first ID, an actor's IDs and the arbiter's ID are not strictly increasing. */
    OUT_OF_ORDER,
    /**
     * Forbidden: the IDs are distinct and ordered but not the sequence that calls one after another
     * give.
     */
    NOT_SEQUENTIAL,
    /** Forbidden: the two actors' IDs interleave. */
    INTERLEAVED
  }

  private Verdicts() {}

  /**
   * Grades a sample.
   *
   * @param subject the kind of generator
   * @param first the ID generated when the sample was made, before the actors
   * @param ids1 what actor 1's call returned
   * @param ids2 what actor 2's call returned
   * @param last the ID generated after both actors
   */
  static Verdict grade(Subject subject, Object first, List<?> ids1, List<?> ids2, Object last) {
    List<Object> all = new ArrayList<>(ids1.size() + ids2.size() + 2);
    all.add(first);
    all.addAll(ids1);
    all.addAll(ids2);
    all.add(last);
    if (all.contains(null)) {
      return Verdict.NULL;
    }
    if (new HashSet<>(all).size() < all.size()) {
      return Verdict.DUPLICATE;
    }
    Comparator<Object> order = subject.order();
    if (!ascending(order, first, ids1, last) || !ascending(order, first, ids2, last)) {
      return Verdict.OUT_OF_ORDER;
    }
    all.sort(order);
    if (!all.equals(subject.sequence(all.size()))) {
      return Verdict.NOT_SEQUENTIAL;
    }
    if (order.compare(ids1.get(ids1.size() - 1), ids2.get(0)) < 0) {
      return Verdict.ACTOR1_FIRST;
    }
    if (order.compare(ids2.get(ids2.size() - 1), ids1.get(0)) < 0) {
      return Verdict.ACTOR2_FIRST;
    }
    return Verdict.INTERLEAVED;
  }

  /** Whether {@code first}, the IDs and {@code last} are strictly increasing. */
  private static boolean ascending(
      Comparator<Object> order, Object first, List<?> ids, Object last) {
    Object previous = first;
    for (Object id : ids) {
      if (order.compare(previous, id) >= 0) {
        return false;
      }
      previous = id;
    }
    return order.compare(previous, last) < 0;
  }
}
