package io.github.sortid.internal;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

/**
 * Reseeds the default randomness when a JVM is restored from a snapshot, where the CRaC API is
 * present at run time ({@code org.crac}, the library that CRaC JDKs and AWS Lambda SnapStart serve,
 * or a CRaC JDK's own {@code jdk.crac}). It is found by reflection, so sortid needs neither at
 * compile time, and registered at the first seeding, never in a static initializer.
 */
final class Snapshots {
  private static final String[] APIS = {"org.crac", "jdk.crac"};

  /**
   * Whether {@link #register()} has run. Not an {@code AtomicBoolean}: its first use in a process
   * links a field {@code VarHandle}, 0.4 ms of a process's first ID, for a flag read once per
   * seeding.
   */
  private static boolean tried;

  /** The registered resource, held here because CRaC's global context holds resources weakly. */
  @SuppressWarnings("unused")
  private static volatile Object resource;

  private Snapshots() {}

  /** Registers the reseed with the first CRaC API found; does nothing after the first call. */
  static synchronized void register() {
    if (tried) {
      return;
    }
    tried = true;
    for (String api : APIS) {
      if (registerWith(api, Snapshots.class.getClassLoader())) {
        return;
      }
    }
  }

  /**
   * Registers a resource whose {@code afterRestore} calls {@link AesCtrRandom#reseedAll()} with the
   * global context of the CRaC API in the package {@code api}: {@code Core.getGlobalContext()},
   * {@code Context.register(Resource)}.
   *
   * @return whether the API was found and took the resource; an API that is absent or fails leaves
   *     generation as it is, since the hook is a safeguard and not needed to make IDs
   */
  static boolean registerWith(String api, ClassLoader loader) {
    // An absent API, the usual case, costs two failed lookups: under 1 ms at a process's first
    // seeding, where asking the loader for the class file first took 4 to 5 ms (BENCHMARKS.md).
    try {
      Class<?> core = Class.forName(api + ".Core", true, loader);
      Class<?> context = Class.forName(api + ".Context", true, loader);
      Class<?> resourceType = Class.forName(api + ".Resource", true, loader);
      Object hook =
          Proxy.newProxyInstance(
              resourceType.getClassLoader(),
              new Class<?>[] {resourceType},
              new ReseedAfterRestore());
      Object global = core.getMethod("getGlobalContext").invoke(null);
      context.getMethod("register", resourceType).invoke(global, hook);
      resource = hook;
      return true;
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      return false;
    }
  }

  /**
   * The resource's methods: a class, not a lambda, since it is made at a process's first seeding,
   * where linking the JVM's lambda machinery would cost some milliseconds of its first ID.
   */
  private static final class ReseedAfterRestore implements InvocationHandler {
    @Override
    public Object invoke(Object proxy, Method method, Object[] args) {
      switch (method.getName()) {
        case "afterRestore":
          AesCtrRandom.reseedAll();
          return null;
        case "beforeCheckpoint":
          return null;
        case "hashCode":
          return System.identityHashCode(proxy);
        case "equals":
          return proxy == args[0];
        case "toString":
          return "sortid: reseed the default randomness after restore";
        default:
          throw new UnsupportedOperationException(method.toString());
      }
    }
  }
}
