package io.github.sortid.lease;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Runs a lease's extensions, one at a time: by default on a daemon thread of the lease's own. The
 * protocol's tests run them instead at the points of a simulated schedule.
 */
interface ExtensionScheduler {
  /**
   * Runs a task after a delay, unless stopped first.
   *
   * @param task the extension
   * @param delayMillis the delay in milliseconds
   */
  void schedule(Runnable task, long delayMillis);

  /**
   * Runs no task from now on.
   *
   * @param interrupt whether to interrupt a task under way (a lease closing does, so that a store
   *     call that hangs ends)
   */
  void stop(boolean interrupt);

  /**
   * A scheduler on a daemon thread of its own.
   *
   * @param threadName the thread's name
   * @return the scheduler
   */
  static ExtensionScheduler daemon(String threadName) {
    ScheduledExecutorService executor =
        Executors.newSingleThreadScheduledExecutor(
            task -> {
              Thread thread = new Thread(task, threadName);
              thread.setDaemon(true);
              return thread;
            });
    return new ExtensionScheduler() {
      @Override
      public void schedule(Runnable task, long delayMillis) {
        executor.schedule(task, delayMillis, TimeUnit.MILLISECONDS);
      }

      @Override
      public void stop(boolean interrupt) {
        if (interrupt) {
          executor.shutdownNow();
        } else {
          executor.shutdown();
        }
      }
    };
  }
}
