package io.github.sortid.internal;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.reflect.Method;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class ThreadRandomTest {
  @Test
  void platformThreadsDrawFromTheirOwnInstanceAndVirtualThreadsShareOne() throws Exception {
    RandomGenerator here = ThreadRandom.resolve(ThreadRandom.perThread());
    RandomGenerator[] there = new RandomGenerator[2];
    Thread platform = new Thread(() -> there[0] = ThreadRandom.resolve(ThreadRandom.perThread()));
    platform.start();
    platform.join();

    assertSame(here, ThreadRandom.resolve(ThreadRandom.perThread()));
    assertInstanceOf(AesCtrRandom.class, here);
    assertNotSame(here, there[0]);
    Method ofVirtual;
    try {
      ofVirtual = Thread.class.getMethod("ofVirtual");
    } catch (NoSuchMethodException e) {
      // Before JDK 19 there are no virtual threads, and every thread has an instance of its own.
      return;
    }
    // Thread.ofVirtual().start(task), called reflectively: the tests compile for JDK 17.
    Method start = Class.forName("java.lang.Thread$Builder").getMethod("start", Runnable.class);
    Thread first =
        (Thread)
            start.invoke(
                ofVirtual.invoke(null),
                (Runnable) () -> there[0] = ThreadRandom.resolve(ThreadRandom.perThread()));
    first.join();
    Thread second =
        (Thread)
            start.invoke(
                ofVirtual.invoke(null),
                (Runnable) () -> there[1] = ThreadRandom.resolve(ThreadRandom.perThread()));
    second.join();

    assertSame(there[0], there[1]);
    assertNotSame(here, there[0]);
    assertNotEquals(there[0].nextLong(), there[1].nextLong());
  }

  @Test
  void resolvingSeedsTheThreadsInstanceBeforeItsFirstDraw() {
    AesCtrRandom own = ThreadRandom.own();
    own.nextLong();
    Object keyedBefore = own.cipher();
    AesCtrRandom.reseedAll();
    ThreadRandom.resolve(ThreadRandom.perThread());
    // Seeded afresh by resolve() (a seeding sets up a new cipher), before any draw asks for it.
    assertNotNull(own.cipher());
    assertNotSame(keyedBefore, own.cipher());
  }
}
