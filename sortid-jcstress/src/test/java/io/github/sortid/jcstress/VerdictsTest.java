package io.github.sortid.jcstress;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.IdType;
import io.github.sortid.jcstress.Verdicts.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The grading of the races, on calls made one after another on one thread, where the outcome is
 * known, and on histories that break each rule: what plain {@code verify} runs of this module, so
 * that the grading and the generators' sequences stay right between runs of the harness.
 */
class VerdictsTest {
  @Test
  void theRacesCoverEveryFormat() {
    assertEquals(
        IdType.all().stream().map(IdType::name).toList(),
        Subjects.ALL.stream().map(Subject::name).toList());
    assertEquals(
        List.of("SCRU128", "SCRU128_V1", "ULID", "EUID", "UUIDV7"),
        Subjects.BATCHING.stream().map(Subject::name).toList());
  }

  @Test
  void callsOneAfterAnotherAreAcceptableInEitherOrder() {
    for (Subject subject : Subjects.ALL) {
      Calls calls = subject.newGenerator();
      Object first = calls.next();
      List<?> earlier = Race.one(calls.nextOrNull());
      List<?> later = Race.one(calls.next());
      Object last = calls.next();
      assertEquals(
          Verdict.ACTOR1_FIRST,
          Verdicts.grade(subject, first, earlier, later, last),
          subject.name());
      assertEquals(
          Verdict.ACTOR2_FIRST,
          Verdicts.grade(subject, first, later, earlier, last),
          subject.name());
    }
  }

  @Test
  void batchesOneAfterAnotherAreAcceptable() {
    for (Subject subject : Subjects.BATCHING) {
      Calls single = subject.newGenerator();
      Object first = single.next();
      List<?> one = Race.one(single.next());
      List<?> batch = single.batch(3);
      assertEquals(
          Verdict.ACTOR2_FIRST,
          Verdicts.grade(subject, first, batch, one, single.next()),
          subject.name());

      Calls two = subject.newGenerator();
      first = two.next();
      List<?> batch1 = two.batch(2);
      List<?> batch2 = two.batch(2);
      assertEquals(
          Verdict.ACTOR1_FIRST,
          Verdicts.grade(subject, first, batch1, batch2, two.next()),
          subject.name());
    }
  }

  @Test
  void everyBrokenRuleHasItsVerdict() {
    Subject subject = Subjects.ALL.get(0);
    List<Object> s = subject.sequence(6);
    assertEquals(
        Verdict.NULL,
        Verdicts.grade(subject, s.get(0), Race.one(null), List.of(s.get(1)), s.get(2)));
    assertEquals(
        Verdict.DUPLICATE,
        Verdicts.grade(subject, s.get(0), List.of(s.get(1)), List.of(s.get(1)), s.get(2)));
    assertEquals(
        Verdict.OUT_OF_ORDER,
        Verdicts.grade(subject, s.get(2), List.of(s.get(1)), List.of(s.get(3)), s.get(4)));
    assertEquals(
        Verdict.OUT_OF_ORDER,
        Verdicts.grade(
            subject, s.get(0), List.of(s.get(2), s.get(1)), List.of(s.get(3)), s.get(4)));
    assertEquals(
        Verdict.OUT_OF_ORDER,
        Verdicts.grade(subject, s.get(0), List.of(s.get(1)), List.of(s.get(3)), s.get(2)));
    assertEquals(
        Verdict.NOT_SEQUENTIAL,
        Verdicts.grade(subject, s.get(0), List.of(s.get(1)), List.of(s.get(3)), s.get(4)));
    assertEquals(
        Verdict.INTERLEAVED,
        Verdicts.grade(
            subject, s.get(0), List.of(s.get(1), s.get(3)), List.of(s.get(2)), s.get(4)));
  }

  @Test
  void theGradingCatchesTheBrokenStepWithoutARace() {
    for (Subject subject : Subjects.BROKEN) {
      Calls calls = subject.newGenerator();
      Verdict verdict =
          Verdicts.grade(
              subject, calls.next(), Race.one(calls.next()), Race.one(calls.next()), calls.next());
      assertEquals(
          subject.name().endsWith("NO_OVERFLOW_CHECK")
              ? Verdict.OUT_OF_ORDER
              : Verdict.ACTOR1_FIRST,
          verdict,
          subject.name());
    }
  }
}
