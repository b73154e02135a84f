package io.github.sortid.jcstress;

import java.util.Collections;
import java.util.List;

/**
 * One sample of a race, the state that jcstress makes afresh for every sample: a fresh generator of
 * the kind whose turn it is, the ID it gave when the sample was made, and what each actor's calls
 * returned. jcstress runs the arbiter after both actors, and it sees what they wrote.
 *
 * <p>Each race declares its actors and its arbiter itself, even where they are another race's:
 * jcstress's annotation processor looks for them among the methods a test class declares, not the
 * ones it inherits.
 */
abstract class Race {
  private final Subject subject;

  /** The sample's generator. */
  final Calls calls;

  private final Object first;

  /** The IDs that actor 1's call returned, in their order. */
  List<?> ids1;

  /** The IDs that actor 2's call returned, in their order. */
  List<?> ids2;

  /**
   * Makes a sample on the next of the given kinds of generator, and generates its first ID.
   *
   * @param subjects the kinds of generator the race runs, in turn
   */
  Race(List<Subject> subjects) {
    this.subject = Subjects.next(subjects);
    this.calls = subject.newGenerator();
    this.first = calls.next();
  }

  /** An actor's single ID, possibly null, as a list. */
  static List<?> one(Object id) {
    return Collections.singletonList(id);
  }

  /**
   * Generates one more ID after both actors, and grades the sample.
   *
   * @return the outcome: the kind's name and the {@link Verdicts.Verdict}, such as {@code "ULID
   *     ACTOR1_FIRST"}
   */
  final String verdict() {
    return subject.name() + " " + Verdicts.grade(subject, first, ids1, ids2, calls.next());
  }
}
