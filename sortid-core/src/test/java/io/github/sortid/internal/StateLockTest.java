package io.github.sortid.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class StateLockTest {
  /** A counter that is only ever touched under the lock, without any memory ordering of its own. */
  private static final class Counter {
    long value;
  }

  @Test
  void excludesOtherThreadsAndPublishesTheirWrites() throws InterruptedException {
    StateLock lock = new StateLock();
    Counter counter = new Counter();
    int threads = 4;
    int perThread = 200_000;
    CountDownLatch start = new CountDownLatch(1);
    List<Thread> workers = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      Thread worker =
          new Thread(
              () -> {
                awaitQuietly(start);
                for (int i = 0; i < perThread; i++) {
                  lock.lock();
                  try {
                    // Read, then write: two threads inside at once would lose increments.
                    long seen = counter.value;
                    counter.value = seen + 1;
                  } finally {
                    lock.unlock();
                  }
                }
              });
      worker.start();
      workers.add(worker);
    }
    start.countDown();
    for (Thread worker : workers) {
      worker.join();
    }
    lock.lock();
    try {
      assertEquals((long) threads * perThread, counter.value);
    } finally {
      lock.unlock();
    }
  }

  @Test
  void canBeTakenAgainAfterRelease() {
    StateLock lock = new StateLock();
    for (int i = 0; i < 3; i++) {
      lock.lock();
      lock.unlock();
    }
  }

  @Test
  @Timeout(60) // without the sleeping stage the loop below would never end
  void aWaiterSleepsWhileTheHolderKeepsTheLock() throws InterruptedException {
    StateLock lock = new StateLock();
    CountDownLatch acquired = new CountDownLatch(1);
    lock.lock();
    Thread waiter =
        new Thread(
            () -> {
              lock.lock();
              lock.unlock();
              acquired.countDown();
            });
    waiter.start();
    try {
      // Spinning and yielding leave the thread RUNNABLE; once they are used up it parks.
      while (waiter.getState() != Thread.State.TIMED_WAITING) {
        assertEquals(1, acquired.getCount(), "took a held lock");
        Thread.sleep(1);
      }
    } finally {
      lock.unlock();
    }
    acquired.await();
    waiter.join();
  }

  private static void awaitQuietly(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
