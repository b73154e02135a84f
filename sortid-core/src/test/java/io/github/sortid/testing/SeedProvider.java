package io.github.sortid.testing;

import java.security.Provider;
import java.security.SecureRandomSpi;

/**
 * A security provider whose only service is a {@code SecureRandom} that serves the byte pattern
 * {@code i * 7 + 1} after running {@code beforeServing}, which may throw or block. Installed as the
 * JVM's preferred provider for the length of a test, it stands for a broken or starved entropy
 * source under the default randomness, which seeds each thread's stream from {@code new
 * SecureRandom()}.
 */
public final class SeedProvider extends Provider {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the provider.
   *
   * @param beforeServing run at every request for bytes, before they are served
   */
  public SeedProvider(Runnable beforeServing) {
    super("SortidTestSeed", "1.0", "SecureRandom for tests");
    putService(
        new Service(this, "SecureRandom", "TestSeed", SecureRandomSpi.class.getName(), null, null) {
          @Override
          public Object newInstance(Object parameter) {
            return new TestSpi(beforeServing);
          }
        });
  }

  private static final class TestSpi extends SecureRandomSpi {
    private static final long serialVersionUID = 1L;
    private final transient Runnable beforeServing;

    TestSpi(Runnable beforeServing) {
      this.beforeServing = beforeServing;
    }

    @Override
    protected void engineNextBytes(byte[] bytes) {
      beforeServing.run();
      for (int i = 0; i < bytes.length; i++) {
        bytes[i] = (byte) (i * 7 + 1);
      }
    }

    @Override
    protected void engineSetSeed(byte[] seed) {}

    @Override
    protected byte[] engineGenerateSeed(int length) {
      byte[] seed = new byte[length];
      engineNextBytes(seed);
      return seed;
    }
  }
}
