package io.github.sortid.concurrency;

import io.github.sortid.IdType;
import io.github.sortid.testing.GeneratorCalls;
import io.github.sortid.testing.TestedGenerator;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import org.jetbrains.lincheck.datastructures.IntGen;
import org.jetbrains.lincheck.datastructures.Operation;
import org.jetbrains.lincheck.datastructures.Param;

/**
 * A generator of one format as Lincheck sees it: its operations, each with the clock reading and
 * the random bits it runs with, and, in the role of the sequential specification, the rules that
 * every result must follow. Lincheck makes an instance for each run of a scenario through a no-arg
 * constructor, so each format has a small subclass per role in {@link FormatModels}.
 *
 * <h2>Operations</h2>
 *
 * {@code generate(reading, bits)}, {@code generateOrAbort(reading, bits)} and, for the formats that
 * have one, {@code generateBatch(reading, bits)} of {@value #BATCH} IDs. {@code reading} is the
 * clock in whole {@value #STEP_MILLIS} ms steps after 2026-01-01T00:00:00Z, 0 to 3, and the
 * rollback allowance is one step: from a last ID at step 3, a reading of 3 stands still, 2 goes
 * back by exactly the allowance (and goes on), 1 and 0 go back past it; a step is one SCRU64 tick,
 * so a scenario means the same for every format. Each format is also checked with no allowance
 * ({@link #NO_ALLOWANCE}), where every reading behind the clock's latest is past it, and where a
 * counter overflow's lead of one millisecond (SCRU64: one tick) is more than the allowance. {@code
 * bits} chooses what every draw of the operation gives: 0 all zeros, 1 a mixed pattern, 2 all ones,
 * with which the first ID of a timestamp has a full counter and the next ID overflows it (SCRU128's
 * counter_lo and counter_hi, SCRU128 v1's counter, SCRU64's counter, EUID's random high; ULID's
 * random part, whose overflow throws). The inputs are set for the calling thread only ({@link
 * ThreadInputs}), so a thread may read a clock that another thread has already seen go on or back.
 *
 * <p>{@code generate} is the call that starts afresh past the allowance: {@code generate()} of the
 * millisecond formats, {@code generateOrReset()} of SCRU64. SCRU64's {@code generate()}, which
 * sleeps and tries {@code generateOrAbort()} again while the clock is too far behind, is no
 * operation here: its tries are {@code generateOrAbort} operations, and a wait is not one step.
 *
 * <h2>Sequential specification</h2>
 *
 * The specification is a generator of the same format built the same way, a sequential twin, which
 * Lincheck calls in one order of the concurrent run's operations (a linearization that keeps each
 * thread's order and the order of operations that did not overlap). Its results must equal the
 * concurrent run's, ID for ID. That is exact, not approximate, because a step's result depends only
 * on the last state, the operation's reading and its bits: the bits do not depend on how many draws
 * came before (a thread that lost a race and computes again draws the same bits), so the twin draws
 * what the concurrent thread drew. Lincheck replaces the draws of any {@code RandomGenerator}
 * inside the code it analyses with its own; the format's step (the nested class {@code Core} of
 * each generator) is therefore run as one atomic action without analysis ({@link ModelChecker}), so
 * that the twin sees the bits the scenario set. The step reads no shared state but the random
 * source, whose draws all give the operation's bits: nothing is lost by not interleaving inside it.
 * What is model-checked is {@code GeneratorCore}: the state, its compare-and-set, the retries, the
 * reservation of a batch and the waits behind it.
 *
 * <p>Equality with the twin makes every concurrent result one of the format's steps, applied to the
 * IDs in one order. The twin also checks each of its own results against the previous one, so that
 * a step is checked by its rules and not only by the code that computes it (a result that breaks a
 * rule becomes an {@link AssertionError}, which no concurrent result equals):
 *
 * <ul>
 *   <li>the first ID, and an ID whose reading is ahead of the last ID's timestamp, carries the
 *       reading's timestamp;
 *   <li>within the allowance, the ID counts on from the last one: the same timestamp and the
 *       format's counter one greater ({@link TestedGenerator#isSuccessor}), or, after a full
 *       counter, the next timestamp. A rollback is measured from the latest reading behind the last
 *       ID, which the specification keeps as it goes (the reading that started the last ID's
 *       timestamp, or a later one that stepped within it), not from a timestamp that counter
 *       overflows moved ahead of the clock: the generator's own lead is no rollback. SCRU64's
 *       {@code generateOrAbort} alone measures from the last ID's timestamp, lead included, its
 *       back-pressure ({@link TestedGenerator#keepsBackPressure});
 *   <li>past the allowance, {@code generateOrAbort} gives null and changes nothing, {@code
 *       generate} starts afresh at the reading's timestamp;
 *   <li>so every ID is strictly greater, by {@link IdType#comparator()}, than every ID before it
 *       since the last fresh start, and no two are equal;
 *   <li>a batch is that many steps in a row at one reading, with nothing of another thread between.
 * </ul>
 *
 * @param <T> the ID type
 */
@Param(name = GeneratorModel.READING, gen = IntGen.class, conf = "0:3")
@Param(name = GeneratorModel.BITS, gen = IntGen.class, conf = "0:2")
public abstract class GeneratorModel<T extends Comparable<T>> {
  /** The parameter that chooses the clock reading. */
  static final String READING = "reading";

  /** The parameter that chooses the random bits. */
  static final String BITS = "bits";

  /** The size of a batch. */
  static final int BATCH = 2;

  /** One step of the clock, and the rollback allowance: one SCRU64 tick. */
  static final long STEP_MILLIS = 256;

  static final Duration ALLOWANCE = Duration.ofMillis(STEP_MILLIS);

  /** No rollback allowance, the other setting every format is checked with. */
  static final Duration NO_ALLOWANCE = Duration.ZERO;

  /** 2026-01-01T00:00:00Z, a whole number of SCRU64 ticks. */
  private static final long T0 = 1_767_225_600_000L;

  private static final long[] BIT_PATTERNS = {0L, 0x9E37_79B9_7F4A_7C15L, -1L};

  /** What an instance is: the object under test, or the sequential specification. */
  enum Role {
    /** The generator under test: its results are only recorded. */
    SUBJECT,
    /** The sequential twin: each result is checked against the one before it. */
    SPECIFICATION
  }

  /** Builds the generator under test from the model's clock and source. */
  @FunctionalInterface
  interface Subject<T> {
    /**
     * Builds the generator.
     *
     * @param inputs the clock, and through {@link ThreadInputs#random()} the source
     * @return the generator, held in a field of the model: Lincheck instruments the classes of the
     *     objects it finds there, which it cannot do through a lambda or a record
     */
    GeneratorCalls<T> build(ThreadInputs inputs);
  }

  private final ThreadInputs inputs = new ThreadInputs();
  private final TestedGenerator<T> reader;
  private final GeneratorCalls<T> generator;
  private final Role role;
  private final Comparator<T> order;
  private final long allowance;

  /** The last ID of the sequence, for the specification's checks; null before the first. */
  private T last;

  /** The latest clock reading behind {@link #last}, in the format's units. */
  private long latestReading;

  /**
   * The real generator of a format, in a role.
   *
   * @param type the format
   * @param role what the instance is
   * @param allowance the rollback allowance: {@link #ALLOWANCE} or {@link #NO_ALLOWANCE}
   */
  protected GeneratorModel(IdType<?> type, Role role, Duration allowance) {
    this(type, role, allowance, null);
  }

  /**
   * A generator built otherwise, for the broken variants that the checker must catch.
   *
   * @param type the format, whose IDs the generator makes
   * @param role what the instance is
   * @param allowance the rollback allowance the generator was built with
   * @param subject builds the generator; null for the format's real one
   */
  protected GeneratorModel(IdType<?> type, Role role, Duration allowance, Subject<T> subject) {
    this.reader = TestedGenerator.of(type, inputs, inputs.random(), allowance);
    this.generator = subject != null ? subject.build(inputs) : GeneratorCalls.of(reader);
    this.role = role;
    this.order = reader.type().comparator();
    this.allowance = reader.units(allowance);
  }

  /**
   * The call that starts afresh past the allowance.
   *
   * @param reading the clock reading, in steps
   * @param bits the random bits, by index
   * @return the ID
   */
  @Operation
  public T generate(@Param(name = READING) int reading, @Param(name = BITS) int bits) {
    long now = set(reading, bits);
    T id = generator.nextOrReset();
    check(id, now, true);
    return id;
  }

  /**
   * The call that gives null past the allowance.
   *
   * @param reading the clock reading, in steps
   * @param bits the random bits, by index
   * @return the ID, or null
   */
  @Operation
  public T generateOrAbort(@Param(name = READING) int reading, @Param(name = BITS) int bits) {
    long now = set(reading, bits);
    T id = generator.nextOrNull();
    check(id, now, false);
    return id;
  }

  /**
   * A batch of {@value #BATCH}, for the subclasses of the formats that have one.
   *
   * @param reading the clock reading, in steps
   * @param bits the random bits, by index
   * @return the IDs
   */
  protected final List<T> batch(int reading, int bits) {
    long now = set(reading, bits);
    List<T> ids = generator.batch(BATCH);
    for (T id : ids) {
      check(id, now, true);
    }
    return ids;
  }

  /** Sets the calling thread's inputs and returns the reading in the format's timestamp units. */
  private long set(int reading, int bits) {
    long millis = T0 + reading * STEP_MILLIS;
    inputs.set(millis, BIT_PATTERNS[bits]);
    return reader.timestampAt(millis);
  }

  /** The specification's rules for one result; the subject checks nothing. */
  private void check(T id, long now, boolean reset) {
    if (role == Role.SUBJECT) {
      return;
    }
    if (last == null || now > reader.timestamp(last)) {
      require(id != null && reader.timestamp(id) == now, id, now, "a new timestamp at the reading");
      require(last == null || order.compare(last, id) < 0, id, now, "an ID after the last one");
      latestReading = now;
    } else if (now + allowance >= rollbackFrom(reset)) {
      require(
          id != null
              && order.compare(last, id) < 0
              && (reader.isSuccessor(last, id)
                  || reader.timestamp(id) == reader.timestamp(last) + 1),
          id,
          now,
          "within the allowance, the successor of the last ID, or after a full counter the next"
              + " timestamp");
      latestReading = Math.max(latestReading, now);
    } else if (reset) {
      require(id != null && reader.timestamp(id) == now, id, now, "past the allowance, a fresh ID");
      latestReading = now;
    } else {
      require(id == null, id, now, "past the allowance, no ID");
    }
    if (id != null) {
      last = id;
    }
  }

  /**
   * What a reading is measured from for a rollback: the latest reading, or for SCRU64's aborts the
   * last ID's timestamp.
   */
  private long rollbackFrom(boolean reset) {
    return reader.keepsBackPressure() && !reset ? reader.timestamp(last) : latestReading;
  }

  private void require(boolean rule, T id, long now, String what) {
    if (!rule) {
      throw new AssertionError(
          "expected "
              + what
              + ": got "
              + reader.describe(id)
              + " at reading "
              + now
              + " after "
              + reader.describe(last));
    }
  }
}
