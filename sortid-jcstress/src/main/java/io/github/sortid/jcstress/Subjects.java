package io.github.sortid.jcstress;

import io.github.sortid.IdType;
import io.github.sortid.euid.EuidGenerator;
import io.github.sortid.internal.UnsequencedRandom;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.v1.Scru128V1Generator;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.ulid.UlidGenerator;
import io.github.sortid.uuidv7.UuidV7Generator;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

/**
 * The generators that the races run: one of every format of {@link IdType#all()}, and the broken
 * ones that the grading must catch.
 *
 * <p>A race's samples take the kinds it runs in turn, so one test covers every format and each
 * sample still races on one generator, as tightly as a test of that format alone would.
 */
final class Subjects {
  /**
   * The clock of every generator, standing still: every ID after a generator's first is a step
   * within one timestamp, the step that threads race on.
   */
  static final InstantSource CLOCK = InstantSource.fixed(Instant.parse("2026-03-01T12:00:00Z"));

  /**
   * Every random draw gives these bits, so that equal states give equal IDs: with random bits, two
   * threads that step from one state would get IDs that differ in their random bits and may well be
   * in order, and a lost update would go unseen. A source given to a builder is drawn from under a
   * lock of the generator's own, which orders the draws but not the reading and publishing of the
   * state that the threads race on. Since a draw gives the same bits however many came before, the
   * source is an {@link UnsequencedRandom}, so the generators take their step ahead of the clock
   * reading, as they do with the default randomness: the path of nearly every call in production.
   */
  private static final RandomGenerator FIXED_BITS =
      (UnsequencedRandom) () -> 0x2545_f491_4f6c_dd1dL;

  /** A node ID of 8 bits leaves SCRU64 a 16-bit counter. */
  private static final Scru64NodeSpec SCRU64_NODE = Scru64NodeSpec.parse("42/8");

  /** The six formats, in the order of {@link IdType#all()}. */
  static final List<Subject> ALL =
      List.of(
          format(
              IdType.SCRU128,
              () -> {
                Scru128Generator g =
                    Scru128Generator.builder().clock(CLOCK).random(FIXED_BITS).build();
                return new Calls(g::generate, g::generateOrAbort, g::generateBatch);
              }),
          format(
              IdType.SCRU128_V1,
              () -> {
                Scru128V1Generator g =
                    Scru128V1Generator.builder().clock(CLOCK).random(FIXED_BITS).build();
                return new Calls(g::generate, g::generateOrAbort, g::generateBatch);
              }),
          format(
              IdType.SCRU64,
              () -> {
                Scru64Generator g =
                    Scru64Generator.builder(SCRU64_NODE).clock(CLOCK).random(FIXED_BITS).build();
                return new Calls(g::generate, g::generateOrAbort, null);
              }),
          format(
              IdType.ULID,
              () -> {
                UlidGenerator g = UlidGenerator.builder().clock(CLOCK).random(FIXED_BITS).build();
                return new Calls(g::generate, g::generateOrAbort, g::generateBatch);
              }),
          format(
              IdType.EUID,
              () -> {
                EuidGenerator g = EuidGenerator.builder().clock(CLOCK).random(FIXED_BITS).build();
                return new Calls(g::generate, g::generateOrAbort, g::generateBatch);
              }),
          format(
              IdType.UUIDV7,
              () -> {
                UuidV7Generator g =
                    UuidV7Generator.builder().clock(CLOCK).random(FIXED_BITS).build();
                return new Calls(g::generate, g::generateOrAbort, g::generateBatch);
              }));

  /** The formats whose generators have {@code generateBatch(int)}: all but SCRU64. */
  static final List<Subject> BATCHING = ALL.stream().filter(Subject::batches).toList();

  /** The broken generators, each with one fault of {@link BrokenScru128.Fault}. */
  static final List<Subject> BROKEN =
      List.of(
          broken(BrokenScru128.Fault.PLAIN_WRITE), broken(BrokenScru128.Fault.NO_OVERFLOW_CHECK));

  private static final AtomicInteger TURN = new AtomicInteger();

  static {
    List<String> formats = IdType.all().stream().map(IdType::name).toList();
    List<String> covered = ALL.stream().map(Subject::name).toList();
    if (!covered.equals(formats)) {
      throw new IllegalStateException(
          "the races cover " + covered + " but IdType.all() has " + formats);
    }
  }

  private Subjects() {}

  /** Returns the kind of generator whose turn it is, of those a race runs. */
  static Subject next(List<Subject> subjects) {
    return subjects.get(Math.floorMod(TURN.getAndIncrement(), subjects.size()));
  }

  private static Subject format(IdType<?> type, Supplier<Calls> factory) {
    return new Subject(type.name(), order(type), factory);
  }

  private static Subject broken(BrokenScru128.Fault fault) {
    return new Subject(
        "SCRU128_" + fault.name(),
        order(IdType.SCRU128),
        () -> {
          BrokenScru128 g = new BrokenScru128(fault, CLOCK.millis());
          return new Calls(g::generate, null, null);
        });
  }

  /** The format's order, for a subject that compares only the IDs of its own generators. */
  @SuppressWarnings("unchecked")
  private static Comparator<Object> order(IdType<?> type) {
    return (Comparator<Object>) type.comparator();
  }
}
