package io.github.sortid.lease;

import java.util.function.LongSupplier;

/**
 * A lease's extension scheduler in the simulation: it keeps the extension that the lease scheduled,
 * with the simulation time it is due at, and the schedule runs it (an extension step on demand).
 */
final class SimExtender implements ExtensionScheduler {
  private final LongSupplier now;
  private Runnable task;
  private long due;
  private boolean stopped;

  SimExtender(LongSupplier now) {
    this.now = now;
  }

  @Override
  public void schedule(Runnable extension, long delayMillis) {
    if (stopped) {
      return;
    }
    if (task != null) {
      throw new AssertionError("a second extension scheduled while one is pending");
    }
    task = extension;
    due = now.getAsLong() + delayMillis;
  }

  @Override
  public void stop(boolean interrupt) {
    stopped = true;
    task = null;
  }

  /** Whether an extension is pending and its time has come. */
  boolean isDue() {
    return task != null && due <= now.getAsLong();
  }

  /** Whether an extension is pending. */
  boolean isPending() {
    return task != null;
  }

  /** The simulation time the pending extension is due at. */
  long due() {
    return due;
  }

  /** Runs the pending extension, which may schedule the next one. */
  void run() {
    Runnable extension = task;
    task = null;
    extension.run();
  }
}
