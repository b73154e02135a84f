package io.github.sortid.testing;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * Thread CPU time from {@code java.lang.management.ThreadMXBean}. The tests are compiled into the
 * library's module, which does not read {@code java.management}, so the bean is reached through
 * reflection (which needs no readability) rather than named in the source.
 */
public final class ThreadCpu {
  private final Object bean;
  private final Method cpuTime;
  private final boolean supported;

  private ThreadCpu(Object bean, Method cpuTime, boolean supported) {
    this.bean = bean;
    this.cpuTime = cpuTime;
    this.supported = supported;
  }

  /** Connects to the JVM's thread bean and turns CPU time measurement on where it is off. */
  public static ThreadCpu connect() {
    try {
      Class<?> factory = Class.forName("java.lang.management.ManagementFactory");
      Class<?> type = Class.forName("java.lang.management.ThreadMXBean");
      Object bean = factory.getMethod("getThreadMXBean").invoke(null);
      boolean supported = (Boolean) type.getMethod("isThreadCpuTimeSupported").invoke(bean);
      if (supported && !(Boolean) type.getMethod("isThreadCpuTimeEnabled").invoke(bean)) {
        type.getMethod("setThreadCpuTimeEnabled", boolean.class).invoke(bean, true);
      }
      return new ThreadCpu(bean, type.getMethod("getThreadCpuTime", long.class), supported);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("java.lang.management is not available", e);
    }
  }

  /** Whether this JVM measures thread CPU time. */
  public boolean supported() {
    return supported;
  }

  /** The CPU time of a live thread in nanoseconds, or -1 if it has ended. */
  public long nanos(Thread thread) {
    @SuppressWarnings("deprecation") // Thread.threadId() is JDK 19+; the tests target 17.
    long id = thread.getId();
    try {
      return (Long) cpuTime.invoke(bean, id);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    } catch (InvocationTargetException e) {
      throw new IllegalStateException(e.getCause());
    }
  }
}
