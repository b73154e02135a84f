package io.github.sortid.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.random.RandomGenerator;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The default randomness of every generator: a cryptographically strong generator built on the
 * AES-256 block cipher in counter mode, as the JDK ships it (hardware-accelerated on common CPUs).
 *
 * <p>Keystream is produced 4 KiB at a time, so one ID costs a few bytes of a buffer rather than a
 * call into {@link SecureRandom}. The cipher is re-keyed at every refill from its own keystream
 * ("fast key erasure": the key that produced a block no longer exists once the block is handed out,
 * so a later look at the state reveals nothing of past output), and every 1 MiB the new key is also
 * mixed with fresh bytes from {@link SecureRandom}.
 *
 * <p>Nothing is set up until the first number is drawn: creating an instance costs two small arrays
 * and never waits for the operating system's entropy, which keeps class initialisation and native
 * images safe.
 *
 * <p>An instance is not thread-safe. The generators draw through {@link #perThread()}, which keeps
 * one instance per platform thread, and one that all virtual threads share behind a lock.
 */
public final class AesCtrRandom implements RandomGenerator {
  private static final int BUFFER_BYTES = 4096;
  private static final int KEY_BYTES = 32;
  private static final int IV_BYTES = 16;
  private static final int REFILLS_PER_RESEED = 256;
  private static final byte[] ZEROS = new byte[BUFFER_BYTES];

  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /**
   * One instance per thread, created at the thread's first draw. Thread-confined, so drawing needs
   * no lock; each is keyed from {@link SecureRandom} on its own.
   */
  private static final ThreadLocal<AesCtrRandom> PER_THREAD =
      ThreadLocal.withInitial(AesCtrRandom::new);

  private final byte[] buffer = new byte[BUFFER_BYTES];
  private final byte[] nextKey = new byte[KEY_BYTES + IV_BYTES];
  private int position = BUFFER_BYTES;
  private int refillsUntilReseed;
  private Cipher cipher;
  private SecureRandom seeder;

  /** Creates an instance; the key is drawn from {@link SecureRandom} at the first use. */
  public AesCtrRandom() {}

  /** Creates an instance keyed from the given source, so that tests can check known answers. */
  AesCtrRandom(SecureRandom seeder) {
    this.seeder = seeder;
  }

  /**
   * {@code Thread.isVirtual()} from JDK 21 on (19 and 20 as a preview), else null: every thread is
   * then a platform thread.
   */
  private static final MethodHandle IS_VIRTUAL = findIsVirtual();

  /**
   * The instance that virtual threads share. They are cheap and many, often one per task, and an
   * instance of their own would key a cipher from {@link SecureRandom} and fill 4 KiB of keystream
   * for the few numbers one task draws.
   */
  private static final RandomGenerator VIRTUAL_THREADS = new LockedRandom(new AesCtrRandom());

  /** Draws from the calling thread's instance. */
  private static final RandomGenerator CURRENT_THREAD =
      new RandomGenerator() {
        @Override
        public int nextInt() {
          return current().nextInt();
        }

        @Override
        public long nextLong() {
          return current().nextLong();
        }
      };

  /**
   * Returns the generators' default randomness: a source, safe to share between threads, whose
   * every draw comes from the calling platform thread's own instance. Threads that share a
   * generator thus never touch each other's buffers, and a draw takes no lock. Each thread's
   * instance is created at its first draw and keyed from {@link SecureRandom} then. Virtual threads
   * draw from one instance that they share behind a lock.
   *
   * @return the shared source
   */
  public static RandomGenerator perThread() {
    return CURRENT_THREAD;
  }

  /**
   * Returns the instance to draw from for a run of draws on the current thread: for {@link
   * #perThread()}, the current thread's instance, which saves looking it up at every draw; any
   * other source as it is.
   *
   * @param source a generator's source
   * @return the source to draw from on this thread until the run ends
   */
  public static RandomGenerator resolve(RandomGenerator source) {
    return source == CURRENT_THREAD ? current() : source;
  }

  private static RandomGenerator current() {
    return onVirtualThread() ? VIRTUAL_THREADS : PER_THREAD.get();
  }

  private static boolean onVirtualThread() {
    if (IS_VIRTUAL == null) {
      return false;
    }
    try {
      return (boolean) IS_VIRTUAL.invokeExact(Thread.currentThread());
    } catch (Throwable e) {
      throw new IllegalStateException("Thread.isVirtual() failed", e);
    }
  }

  private static MethodHandle findIsVirtual() {
    try {
      return MethodHandles.publicLookup()
          .findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
    } catch (NoSuchMethodException | IllegalAccessException e) {
      return null;
    }
  }

  @Override
  public int nextInt() {
    if (position > BUFFER_BYTES - Integer.BYTES) {
      refill();
    }
    int value = (int) INT.get(buffer, position);
    position += Integer.BYTES;
    return value;
  }

  @Override
  public long nextLong() {
    if (position > BUFFER_BYTES - Long.BYTES) {
      refill();
    }
    long value = (long) LONG.get(buffer, position);
    position += Long.BYTES;
    return value;
  }

  private void refill() {
    try {
      if (cipher == null) {
        cipher = Cipher.getInstance("AES/CTR/NoPadding");
      }
      if (seeder == null) {
        seeder = new SecureRandom();
      }
      if (refillsUntilReseed == 0) {
        refillsUntilReseed = REFILLS_PER_RESEED;
        byte[] fresh = new byte[nextKey.length];
        seeder.nextBytes(fresh);
        for (int i = 0; i < fresh.length; i++) {
          nextKey[i] ^= fresh[i];
        }
        Arrays.fill(fresh, (byte) 0);
      }
      cipher.init(
          Cipher.ENCRYPT_MODE,
          new SecretKeySpec(nextKey, 0, KEY_BYTES, "AES"),
          new IvParameterSpec(nextKey, KEY_BYTES, IV_BYTES));
      cipher.update(ZEROS, 0, BUFFER_BYTES, buffer, 0);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES/CTR is not available in this JDK", e);
    }
    // The head of each block becomes the next key and is never handed out.
    System.arraycopy(buffer, 0, nextKey, 0, nextKey.length);
    Arrays.fill(buffer, 0, nextKey.length, (byte) 0);
    position = nextKey.length;
    refillsUntilReseed--;
  }
}
