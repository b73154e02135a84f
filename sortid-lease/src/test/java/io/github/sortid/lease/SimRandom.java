package io.github.sortid.lease;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * The random source of a claimant, seeded again by each acquire step from the step's own seed: a
 * step chooses the same node ID whenever it replays in the same realm, whatever steps a shrunk
 * schedule left out before it.
 */
final class SimRandom implements RandomGenerator {
  private SplittableRandom random = new SplittableRandom(0);

  void reseed(long seed) {
    random = new SplittableRandom(seed);
  }

  @Override
  public long nextLong() {
    return random.nextLong();
  }
}
