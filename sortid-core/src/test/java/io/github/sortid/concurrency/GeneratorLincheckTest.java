package io.github.sortid.concurrency;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdType;
import io.github.sortid.concurrency.FormatModels.Check;
import io.github.sortid.testing.TestedGenerator;
import java.util.stream.Stream;
import org.jetbrains.lincheck.LincheckAssertionError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Model checking of every generator with Lincheck: in small scenarios of {@code generate}, {@code
 * generateOrAbort} and {@code generateBatch} on two threads ({@link ModelChecker}), Lincheck runs
 * the generator under many interleavings of the threads, switching at each access to shared state,
 * and requires the results of each interleaving to be those of the sequential specification in one
 * order of the operations: the format's steps, each strictly after the one before, past the
 * allowance an abort or a fresh start ({@link GeneratorModel}). Run alone with {@code ./mvnw -pl
 * sortid-core test -Dtest='*Lincheck*'}.
 *
 * <p>The checker's own power is tested too: on broken generators Lincheck must find a failing
 * interleaving. Three have {@code GeneratorCore}'s shell broken around SCRU128's real step ({@link
 * io.github.sortid.internal.FaultyShell}): one publishes with a plain write, one returns an ID
 * whose compare-and-set failed, one takes the step ahead of the clock reading from a state that
 * another thread has since moved on; all give the right IDs to one thread at a time, so what
 * Lincheck reports must take two threads. A fourth shell, without allowance, takes the lead of its
 * own counter overflow for a rollback and starts afresh below its last ID, which the
 * specification's rules find on one thread. One has SCRU64's step without its counter overflow
 * check ({@link io.github.sortid.internal.Scru64StepWithoutOverflowCheck}), whose IDs still
 * increase: the real twin finds it, and so do the specification's rules alone, with a twin as
 * broken as the generator.
 */
class GeneratorLincheckTest {
  static Stream<IdType<?>> types() {
    return TestedGenerator.types();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("types")
  void everyInterleavingGivesTheFormatsStepsInOneOrder(IdType<?> type) {
    Check check = FormatModels.FORMATS.get(type);
    assertNotNull(check, () -> "no model of " + type + " in FormatModels");
    ModelChecker.check(check.subject(), check.specification());
  }

  /**
   * Without allowance, a counter overflow's lead of one millisecond (SCRU64: one tick) is more than
   * the allowance, and any reading behind the clock's latest is past it: the generator must go on
   * from its own lead, and start afresh only when the clock went back.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("types")
  void everyInterleavingWithoutAllowanceGivesTheFormatsStepsInOneOrder(IdType<?> type) {
    Check check = FormatModels.WITHOUT_ALLOWANCE.get(type);
    assertNotNull(check, () -> "no model of " + type + " without allowance in FormatModels");
    ModelChecker.check(check.subject(), check.specification());
  }

  @Test
  void findsTwoThreadsOverwritingEachOthersState() {
    String report = failure(FormatModels.Scru128PlainWrite.class, FormatModels.Scru128Spec.class);
    assertTrue(report.contains("Thread 2"), report);
  }

  @Test
  void findsAThreadReturningAnIdItDidNotPublish() {
    String report =
        failure(FormatModels.Scru128ReturnUnpublished.class, FormatModels.Scru128Spec.class);
    assertTrue(report.contains("Thread 2"), report);
  }

  @Test
  void findsAStepTakenAheadOfTheClockFromAStaleState() {
    String report =
        failure(FormatModels.Scru128StaleStepAhead.class, FormatModels.Scru128Spec.class);
    assertTrue(report.contains("Thread 2"), report);
  }

  @Test
  void findsAGeneratorThatTakesItsOwnLeadForARollback() {
    failure(FormatModels.Scru128LeadAsRollback.class, FormatModels.Scru128NoAllowanceSpec.class);
  }

  @Test
  void findsAStepWithoutTheCounterOverflowCheck() {
    failure(FormatModels.Scru64NoOverflowCheck.class, FormatModels.Scru64Spec.class);
  }

  @Test
  void theSpecificationsRulesAloneFindAStepWithoutTheCounterOverflowCheck() {
    failure(FormatModels.Scru64NoOverflowCheck.class, FormatModels.Scru64NoOverflowCheckSpec.class);
  }

  /**
   * Runs the check that must fail, and returns Lincheck's report: the scenario with the results,
   * the interleaving that gave them and its trace.
   */
  private static String failure(Class<?> subject, Class<?> specification) {
    LincheckAssertionError error =
        assertThrows(
            LincheckAssertionError.class, () -> ModelChecker.check(subject, specification));
    String report = error.getMessage();
    assertTrue(report.contains("= Invalid execution results ="), report);
    return report;
  }
}
