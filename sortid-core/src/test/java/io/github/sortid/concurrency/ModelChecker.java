package io.github.sortid.concurrency;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import kotlin.reflect.KFunction;
import kotlin.reflect.jvm.ReflectJvmMapping;
import org.jetbrains.kotlinx.lincheck.Actor;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.lincheck.datastructures.CustomScenarioDSLKt;
import org.jetbrains.lincheck.datastructures.ManagedStrategyGuaranteeKt;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;

/**
 * Runs Lincheck's model checking on a {@link GeneratorModel}: the scenarios, the bounds and what
 * Lincheck leaves unanalysed.
 *
 * <p>Lincheck runs each scenario under many interleavings of its threads, chosen systematically at
 * the points where a thread reads or writes shared state, takes a lock or parks, not left to the
 * operating system's scheduler; {@value #INTERLEAVINGS} interleavings at most per scenario. The
 * scenarios are three written for the races that matter and {@value #RANDOM_SCENARIOS} that
 * Lincheck draws (from a fixed seed, so every run checks the same ones), each one operation before
 * the threads start, two threads of up to two operations, and one operation after:
 *
 * <ul>
 *   <li>two threads stepping from one state at one reading, where a lost update shows as two equal
 *       IDs;
 *   <li>a counter made full before the threads start (all-ones bits), so that a thread's step
 *       overflows it into the next timestamp while the other thread aborts past the allowance and
 *       steps;
 *   <li>one thread's reading past the allowance (aborting, then starting afresh) while the other
 *       steps at the last ID's timestamp.
 * </ul>
 *
 * <p>For the formats with batches, a fourth written scenario, two batches and a single call, has a
 * run of its own with {@value #BATCH_INTERLEAVINGS} interleavings: a batch that loses the race to
 * publish must reserve the state while it computes again, and a thread must wait behind the
 * reservation. A batch that skipped the reservation would go wrong only if the other thread
 * published again during that second computation, four thread switches deep: 100 interleavings did
 * not reach that, 150 did, and the run has twice that.
 */
final class ModelChecker {
  /** Interleavings explored per scenario, at most. */
  static final int INTERLEAVINGS = 100;

  /** Scenarios that Lincheck draws, besides the written ones. */
  static final int RANDOM_SCENARIOS = 2;

  /** Interleavings explored in the race of batches, at most (see the class comment). */
  static final int BATCH_INTERLEAVINGS = 300;

  /**
   * The methods of a format's step. Lincheck matches a call by the type it is made on, so a call of
   * {@code GeneratorCore}'s own methods on a field of type {@code Core} must not match.
   */
  private static final Set<String> STEP_METHODS =
      Set.of("timestamp", "newTimestamp", "sameTimestamp");

  private ModelChecker() {}

  /**
   * Checks a generator against a sequential specification.
   *
   * @param subject the model of the generator under test
   * @param specification the model in the role of the specification
   * @throws org.jetbrains.lincheck.LincheckAssertionError with Lincheck's report (the scenario, the
   *     interleaving and its trace) if some interleaving gives results that no order of the
   *     operations gives
   */
  static void check(Class<?> subject, Class<?> specification) {
    run(subject, specification, RANDOM_SCENARIOS, INTERLEAVINGS, races(subject));
    if (BatchingModel.class.isAssignableFrom(subject)) {
      run(subject, specification, 0, BATCH_INTERLEAVINGS, List.of(batchRace(subject)));
    }
  }

  private static void run(
      Class<?> subject,
      Class<?> specification,
      int randomScenarios,
      int interleavings,
      List<ExecutionScenario> scenarios) {
    ModelCheckingOptions options =
        new ModelCheckingOptions()
            .iterations(randomScenarios)
            .invocationsPerIteration(interleavings)
            .threads(2)
            .actorsPerThread(2)
            .actorsBefore(1)
            .actorsAfter(1)
            .sequentialSpecification(specification)
            // Lincheck replaces the draws of any RandomGenerator in the code it analyses with its
            // own, which the sequential twin would not see: a format's step runs as one atomic
            // action instead. It reads no shared state, so there is nothing to interleave in it.
            .addGuarantee(
                ManagedStrategyGuaranteeKt.forClasses(ModelChecker::isStep)
                    .methods(STEP_METHODS::contains)
                    .ignore())
            // The clock and the source give each thread its own inputs: nothing shared either.
            .addGuarantee(
                ManagedStrategyGuaranteeKt.forClasses(ModelChecker::isInputs)
                    .allMethods()
                    .ignore());
    for (ExecutionScenario scenario : scenarios) {
      options.addCustomScenario(scenario);
    }
    options.check(subject);
  }

  /** Whether Lincheck's name of a class is a format's step: the nested class Core of each. */
  private static Boolean isStep(String className) {
    return className.startsWith("io.github.sortid.") && className.endsWith(".Core");
  }

  private static Boolean isInputs(String className) {
    return className.startsWith(ThreadInputs.class.getName());
  }

  private static List<ExecutionScenario> races(Class<?> subject) {
    List<ExecutionScenario> scenarios = new ArrayList<>();
    scenarios.add(
        scenario(
            List.of(call(subject, "generate", 1, 1)),
            List.of(
                List.of(call(subject, "generate", 1, 1)),
                List.of(call(subject, "generate", 1, 1), call(subject, "generateOrAbort", 1, 1))),
            List.of(call(subject, "generate", 1, 1))));
    scenarios.add(
        scenario(
            List.of(call(subject, "generate", 3, 2)),
            List.of(
                List.of(call(subject, "generate", 3, 1)),
                List.of(call(subject, "generateOrAbort", 2, 0), call(subject, "generate", 3, 1))),
            List.of(call(subject, "generateOrAbort", 3, 0))));
    scenarios.add(
        scenario(
            List.of(call(subject, "generate", 3, 1)),
            List.of(
                List.of(call(subject, "generateOrAbort", 0, 1), call(subject, "generate", 0, 1)),
                List.of(call(subject, "generate", 3, 0))),
            List.of(call(subject, "generateOrAbort", 3, 1))));
    return scenarios;
  }

  private static ExecutionScenario batchRace(Class<?> subject) {
    return scenario(
        List.of(),
        List.of(
            List.of(call(subject, "generateBatch", 2, 1), call(subject, "generate", 1, 1)),
            List.of(call(subject, "generateBatch", 2, 1))),
        List.of(call(subject, "generate", 2, 1)));
  }

  private static ExecutionScenario scenario(
      List<Actor> initial, List<List<Actor>> threads, List<Actor> post) {
    return new ExecutionScenario(initial, threads, post, null);
  }

  /** An operation of the model with its reading and bits. */
  private static Actor call(Class<?> subject, String operation, int reading, int bits) {
    try {
      Method method = subject.getMethod(operation, int.class, int.class);
      KFunction<?> function = ReflectJvmMapping.getKotlinFunction(method);
      return CustomScenarioDSLKt.actor(function, new Object[] {reading, bits}, false);
    } catch (NoSuchMethodException e) {
      throw new IllegalArgumentException(subject.getName() + " has no operation " + operation, e);
    }
  }
}
