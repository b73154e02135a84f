package io.github.sortid.internal;

import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.testing.GeneratorCalls;
import java.util.random.RandomGenerator;

/**
 * SCRU64's generator with one deliberate fault in its step: within a tick it adds one to the whole
 * ID without the counter overflow check, so that a full counter carries into the node ID instead of
 * moving the timestamp on (SCRU64 spec §"Counter overflow handling"). The IDs still increase, but
 * the ID after a full counter carries another node's {@code node_id}: a broken step that only a
 * check of the step itself, not of the order, can catch. Everything else is the real generator's
 * step and {@link GeneratorCore}'s shell.
 */
public final class Scru64StepWithoutOverflowCheck extends GeneratorCore<Scru64Id>
    implements GeneratorCalls<Scru64Id> {
  private static final long MIN_UNIX_TS_MS = 1L << 8;
  private static final long MAX_UNIX_TS_MS = Scru64Id.MAX_TIMESTAMP << 8 | 0xff;

  private final GeneratorCore<Scru64Id> real;

  /**
   * Creates the faulty generator.
   *
   * @param builder the builder of the real generator: its clock, randomness and allowance
   * @param generator the real generator, built from {@code builder}, whose step this one uses
   */
  public Scru64StepWithoutOverflowCheck(
      Scru64Generator.Builder builder, Scru64Generator generator) {
    super(builder, "SCRU64", MIN_UNIX_TS_MS, MAX_UNIX_TS_MS, 8, true, null);
    this.real = FaultyShell.coreOf(generator);
  }

  @Override
  protected long timestamp(Scru64Id state) {
    return real.timestamp(state);
  }

  @Override
  protected Scru64Id newTimestamp(Scru64Id prev, long timestamp, RandomGenerator random) {
    return real.newTimestamp(prev, timestamp, random);
  }

  @Override
  protected Scru64Id sameTimestamp(Scru64Id prev, RandomGenerator random) {
    return Scru64Id.fromLong(prev.toLong() + 1);
  }
}
