package io.github.sortid.robustness;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.Scru128Id;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Threads that made IDs with the default randomness and have ended keep no memory: each platform
 * thread's stream (about 17 KiB) goes with its thread, without waiting for another thread to draw.
 */
class EndedThreadsTest {
  private static final int WAVES = 10;
  private static final int THREADS_PER_WAVE = 1000;

  /** What the heap may hold more afterwards: the stream of the last thread, and noise. */
  private static final long SLACK_BYTES = 4L << 20;

  @Test
  @Timeout(120)
  void tenThousandEndedThreadsLeaveTheHeapAsItWas() throws Exception {
    Scru128Generator generator = new Scru128Generator();
    long before = usedAfterCollection(Long.MAX_VALUE);
    // A thousand threads at a time, each of which draws and then waits until all of its wave have
    // drawn, so that none ends before the last has its stream.
    for (int wave = 0; wave < WAVES; wave++) {
      CountDownLatch drawn = new CountDownLatch(THREADS_PER_WAVE);
      List<Thread> threads = new ArrayList<>();
      for (int i = 0; i < THREADS_PER_WAVE; i++) {
        Thread thread =
            new Thread(
                () -> {
                  Scru128Id id = generator.generate();
                  drawn.countDown();
                  try {
                    drawn.await();
                  } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                  }
                  assertTrue(id.getTimestamp() > 0);
                });
        thread.start();
        threads.add(thread);
      }
      for (Thread thread : threads) {
        thread.join(TimeUnit.SECONDS.toMillis(30));
      }
    }
    long after = usedAfterCollection(before + SLACK_BYTES);
    assertTrue(
        after - before <= SLACK_BYTES,
        "the heap holds "
            + (after - before >> 10)
            + " KiB more after "
            + WAVES * THREADS_PER_WAVE
            + " threads ended");
  }

  /**
   * The heap in use after a collection, collected and polled again, up to ten times, while it is
   * above {@code goal}.
   */
  private static long usedAfterCollection(long goal) throws InterruptedException {
    Runtime runtime = Runtime.getRuntime();
    long used;
    int collections = 0;
    do {
      System.gc();
      Thread.sleep(20);
      used = runtime.totalMemory() - runtime.freeMemory();
    } while (used > goal && ++collections < 10);
    return used;
  }
}
