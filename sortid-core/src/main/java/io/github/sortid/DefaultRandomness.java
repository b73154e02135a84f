package io.github.sortid;

import io.github.sortid.internal.AesCtrRandom;

/**
 * The randomness that sortid's generators use when none is given, and the one control it offers:
 * {@link #reseed()}.
 *
 * <p>The default randomness is cryptographically strong: AES-256 in counter mode, as the JDK ships
 * it, keyed from {@link java.security.SecureRandom} at a thread's first draw, re-keyed from its own
 * keystream every 16 KiB so that nothing in memory reveals output already handed out, and mixed
 * with fresh bytes from {@code SecureRandom} every 1 MiB. Each platform thread has a stream of its
 * own; virtual threads share one. A thread's stream is kept for it by the generators it drew from
 * last: it goes with the thread, and may go while the thread makes no IDs, to be keyed afresh at
 * its next. An ID is never dated before a wait for {@code SecureRandom}. If {@code SecureRandom}
 * fails, generation throws an {@link IllegalStateException} and tries to seed again at the next
 * call: no ID is ever made from a key that was not seeded. A generator built with {@code
 * random(...)} uses the given source instead, and nothing here applies to it.
 *
 * <h2>Snapshots</h2>
 *
 * A JVM restored from a snapshot (CRaC, AWS Lambda SnapStart, or a virtual machine snapshot) goes
 * on with the memory of the moment it was taken, keystreams included: every copy restored from one
 * snapshot would draw the same random bits, and IDs of the same millisecond could collide across
 * the copies. {@link #reseed()} prevents that.
 *
 * <ul>
 *   <li>Where the CRaC API is present at run time (the {@code org.crac} library, which CRaC JDKs
 *       and AWS Lambda SnapStart serve, or the {@code jdk.crac} module of a CRaC JDK), sortid
 *       registers itself with it at its first seeding, found by reflection, and reseeds on every
 *       restore by itself.
 *   <li>Elsewhere, call {@link #reseed()} from the platform's restore hook.
 * </ul>
 *
 * <pre>{@code
 * // in a restore hook
 * DefaultRandomness.reseed();
 * }</pre>
 */
public final class DefaultRandomness {
  private DefaultRandomness() {}

  /**
   * Makes the default randomness of every thread seed afresh from {@link
   * java.security.SecureRandom} before its next draw, dropping the keystream it holds. Cheap: the
   * seeding happens lazily, at each thread's next draw. Safe to call at any time and from any
   * thread; the IDs of every generator stay in order, since only their random bits change.
   */
  public static void reseed() {
    AesCtrRandom.reseedAll();
  }
}
