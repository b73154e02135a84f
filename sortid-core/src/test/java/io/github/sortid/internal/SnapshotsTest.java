package io.github.sortid.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.DefaultRandomness;
import io.github.sortid.internal.fakecrac.Core;
import io.github.sortid.internal.fakecrac.Resource;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SnapshotsTest {
  @Test
  void aRestoreReseedsThroughTheCracApiFoundByReflection() throws Exception {
    ClassLoader loader = SnapshotsTest.class.getClassLoader();
    assertTrue(Snapshots.registerWith("io.github.sortid.internal.fakecrac", loader));
    Resource hook = Core.getGlobalContext().registered().get(0);
    assertNotNull(hook.toString());
    assertEquals(hook, hook);
    assertEquals(System.identityHashCode(hook), hook.hashCode());

    AesCtrRandom own = ThreadRandom.own();
    own.nextLong();
    int seedsBefore = own.seeds();
    Core.getGlobalContext().checkpointAndRestore();
    own.nextLong();
    // Seeded afresh rather than going on with the old stream.
    assertEquals(seedsBefore + 1, own.seeds());
  }

  @Test
  void anAbsentCracApiIsNoError() {
    assertFalse(Snapshots.registerWith("org.example.nocrac", SnapshotsTest.class.getClassLoader()));
  }

  @Test
  void reseedMakesEveryThreadsStreamStartAfresh() throws Exception {
    AesCtrRandom own = ThreadRandom.own();
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < 1000; i++) {
      seen.add(own.nextLong());
    }
    int seedsBefore = own.seeds();

    DefaultRandomness.reseed();

    long first = own.nextLong();
    assertEquals(seedsBefore + 1, own.seeds(), "seeded afresh");
    assertTrue(seen.add(first));
    for (int i = 0; i < 1000; i++) {
      assertTrue(seen.add(own.nextLong()), "no output repeats");
    }
  }
}
