package io.github.sortid.internal.fakecrac;

import java.util.ArrayList;
import java.util.List;

/** The shape of CRaC's {@code Context}, keeping what registers so that a test can restore. */
public class Context<R extends Resource> {
  final List<R> registered = new ArrayList<>();

  public void register(R resource) {
    registered.add(resource);
  }

  /** Notifies every resource of a checkpoint and a restore, as a CRaC JVM would. */
  public void checkpointAndRestore() throws Exception {
    for (R resource : registered) {
      resource.beforeCheckpoint(this);
    }
    for (R resource : registered) {
      resource.afterRestore(this);
    }
  }

  public List<R> registered() {
    return registered;
  }
}
