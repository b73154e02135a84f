package io.github.sortid.robustness;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.sortid.scru128.Scru128Id;
import java.lang.ref.WeakReference;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * sortid loaded by a web application's class loader must not outlive the application: a server's
 * pooled thread that generated IDs for it must hold nothing that keeps the loader reachable.
 */
class ClassLoaderLeakTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "io.github.sortid.scru128.Scru128#generate",
        "io.github.sortid.ulid.Ulids#generate",
        "io.github.sortid.ulid.Ulid#random",
        "io.github.sortid.euid.Euid#create"
      })
  void aPooledThreadThatGeneratedIdsDoesNotPinTheLoader(String call) throws Exception {
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try {
      WeakReference<ClassLoader> loader = generateInOwnLoader(call, pool);
      for (int i = 0; i < 100 && loader.get() != null; i++) {
        System.gc();
        Thread.sleep(10);
      }
      assertNull(loader.get(), "the application's class loader is still reachable");
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void theLoaderIsCollectedWhenNothingWasGenerated() throws Exception {
    // The control: sortid loaded and called, but no ID made. If this fails, something other than
    // generation pins the loader.
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try {
      WeakReference<ClassLoader> loader =
          generateInOwnLoader("io.github.sortid.DefaultRandomness#reseed", pool);
      for (int i = 0; i < 100 && loader.get() != null; i++) {
        System.gc();
        Thread.sleep(10);
      }
      assertNull(loader.get());
    } finally {
      pool.shutdownNow();
    }
  }

  /** Loads sortid-core afresh, calls a static method on the pool's thread, and drops the loader. */
  private static WeakReference<ClassLoader> generateInOwnLoader(String call, ExecutorService pool)
      throws Exception {
    URL classes = Scru128Id.class.getProtectionDomain().getCodeSource().getLocation();
    String[] parts = call.split("#");
    // Parent: the bootstrap loader alone. The platform loader would hand sortid's packages to the
    // application loader, which has them as a named module already.
    try (URLClassLoader application = new URLClassLoader(new URL[] {classes}, null)) {
      Class<?> type = Class.forName(parts[0], true, application);
      Object result = pool.submit(() -> type.getMethod(parts[1]).invoke(null)).get();
      if (result != null) {
        assertSame(application, result.getClass().getClassLoader());
      }
      return new WeakReference<>(application);
    }
  }
}
