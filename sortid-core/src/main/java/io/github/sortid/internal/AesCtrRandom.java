package io.github.sortid.internal;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The default randomness of every generator: a cryptographically strong generator built on the
 * AES-256 block cipher in counter mode, as the JDK ships it (hardware-accelerated on common CPUs).
 *
 * <p>Keystream is produced 16 KiB at a time, so one ID costs a few bytes of a buffer rather than a
 * call into {@link SecureRandom}. The head of each block is the key and IV of the next block and is
 * never handed out; the cipher is re-keyed with it as soon as the block is produced ("fast key
 * erasure"), and each value is wiped from the buffer as it is handed out. At any moment, the
 * instance thus holds only the key of output not yet produced and the output not yet handed out: a
 * look at its memory reveals nothing of what it gave before. Every 1 MiB the next key is also mixed
 * with fresh bytes from {@link SecureRandom}.
 *
 * <p>A seeding takes the first key and IV from {@link SecureRandom}, and with them the first
 * {@value #FIRST_OUTPUT_BYTES} bytes to hand out, which come straight from {@link SecureRandom}
 * too; the cipher is set up with that key when they run out. The first values thus never wait for
 * the cipher's set-up, which in a fresh JVM takes twice as long as the seeding itself (the JDK
 * initialises its cryptography framework and its providers at the first {@link Cipher}), so a
 * process that makes a few IDs never pays for it. The first output is as unpredictable as {@link
 * SecureRandom}'s, and the key is independent of it: the key reveals nothing of it, as the head of
 * a block reveals nothing of the block.
 *
 * <p>It fails safe. Nothing is set up until the first number is drawn (creating an instance costs
 * one array and never waits for the operating system's entropy, which keeps class initialisation
 * and native images safe). If {@link SecureRandom} or the cipher fails, the draw throws an {@link
 * IllegalStateException}, the instance forgets its key and its buffer, and every later draw seeds
 * afresh or throws again: no output ever comes from a key that was not seeded.
 *
 * <p>{@link #reseedAll()} makes every instance in the process seed afresh before its next draw, for
 * a JVM restored from a snapshot, whose copies would otherwise go on with the same streams.
 *
 * <p>An instance is not thread-safe; {@link ThreadRandom} gives each thread its own.
 */
public final class AesCtrRandom implements RandomGenerator {
  private static final int KEY_BYTES = 32;
  private static final int IV_BYTES = 16;

  /**
   * The keystream made at once. Re-keying the cipher (about 3 µs) costs as much as making some 8
   * KiB of keystream: with 4 KiB blocks it was two thirds of the cost of a value, with 16 KiB
   * blocks it is a third, and an {@code int} costs half as much, for 16 KiB of memory per thread
   * that draws.
   */
  static final int BLOCK_BYTES = 16 * 1024;

  /** The head of each block, which keys the next block and is never handed out. */
  static final int NEXT_KEY_BYTES = KEY_BYTES + IV_BYTES;

  /** How many blocks a key mixed with fresh bytes from {@link SecureRandom} lasts: 1 MiB. */
  static final int REFILLS_PER_RESEED = (1 << 20) / BLOCK_BYTES;

  /**
   * The output that a seeding takes from {@link SecureRandom} itself, before the cipher is set up:
   * ten SCRU128 IDs of a new millisecond each (12 bytes), or 32 within one (4 bytes). More would
   * make the seeding's one draw from {@code SecureRandom} slower in a fresh JVM: the default on
   * Linux mixes its output with SHA-1, which the interpreter computes then.
   */
  static final int FIRST_OUTPUT_BYTES = 128;

  private static final byte[] ZEROS = new byte[BLOCK_BYTES];

  /**
   * How many times {@link #reseedAll()} was called. An instance seeded before the latest call seeds
   * afresh at its next draw; a volatile read per draw is all it costs.
   */
  private static final AtomicInteger RESEEDS = new AtomicInteger();

  /**
   * How many times an instance was seeded or mixed fresh bytes into its key, for {@link
   * #seedings()}.
   */
  private static final AtomicInteger SEEDINGS = new AtomicInteger();

  private final byte[] buffer = new byte[BLOCK_BYTES];

  /**
   * The buffer read and wiped a value at a time. A heap buffer, not a byte-array {@code VarHandle}:
   * as fast once compiled, and a process's first draws link no method handles (BENCHMARKS.md, "Cold
   * start").
   */
  private final ByteBuffer values = ByteBuffer.wrap(buffer).order(ByteOrder.LITTLE_ENDIAN);

  /**
   * Where the next value starts; {@link #BLOCK_BYTES} when nothing is left to hand out. Every byte
   * of the buffer before it is zero: a value is wiped as it is handed out, and the head of a block
   * as soon as it has keyed the cipher.
   */
  private int position = BLOCK_BYTES;

  private int refillsUntilReseed;

  /** The value of {@link #RESEEDS} when the instance was seeded. */
  private int seededAt;

  /** Keyed for the next block; null while the instance is not seeded or not set up yet. */
  private Cipher cipher;

  /**
   * The key and IV of the first block, from {@link SecureRandom}, while the first output is handed
   * out and the cipher is not set up yet; else null.
   */
  private byte[] firstKey;

  private SecureRandom seeder;

  /** How many times this instance was seeded, for tests. */
  private int seeds;

  /** Creates an instance; the key is drawn from {@link SecureRandom} at the first use. */
  public AesCtrRandom() {}

  /** Creates an instance keyed from the given source, so that tests can check known answers. */
  AesCtrRandom(SecureRandom seeder) {
    this.seeder = seeder;
  }

  /**
   * Makes every instance in the process seed afresh from {@link SecureRandom} before its next draw,
   * dropping whatever keystream it holds.
   */
  public static void reseedAll() {
    RESEEDS.incrementAndGet();
  }

  /**
   * Returns how many times an instance in the process was seeded, or mixed fresh bytes from {@link
   * SecureRandom} into its key (every 1 MiB of keystream). Either may wait for the operating
   * system's entropy; a caller that reads the clock and then draws compares the count taken before
   * the reading with the count after the draw, to learn whether a seeding came between them and the
   * reading may be stale. A seeding is rare (a thread's first draw, a {@link #reseedAll()}, a
   * failure, a mebibyte of keystream), so the comparison almost never asks for a new reading.
   *
   * @return the number of seedings so far, wrapping around past {@link Integer#MAX_VALUE}
   */
  public static int seedings() {
    return SEEDINGS.get();
  }

  /**
   * Seeds the instance now if its next draw would have to, so that a caller can choose when a slow
   * {@link SecureRandom} may make it wait (for example, before it holds anything other threads
   * need).
   *
   * @throws IllegalStateException if seeding fails; the instance stays unseeded
   */
  public void prepare() {
    if (!seeded()) {
      refill();
    }
  }

  private boolean seeded() {
    return (cipher != null || firstKey != null) && seededAt == RESEEDS.get();
  }

  @Override
  public int nextInt() {
    if (position > BLOCK_BYTES - Integer.BYTES || seededAt != RESEEDS.get()) {
      refill();
    }
    int value = values.getInt(position);
    values.putInt(position, 0);
    position += Integer.BYTES;
    return value;
  }

  @Override
  public long nextLong() {
    if (position > BLOCK_BYTES - Long.BYTES || seededAt != RESEEDS.get()) {
      refill();
    }
    long value = values.getLong(position);
    values.putLong(position, 0L);
    position += Long.BYTES;
    return value;
  }

  private void refill() {
    if (!seeded()) {
      seed();
      return;
    }
    try {
      if (cipher == null) {
        setUpCipher();
      }
      cipher.update(ZEROS, 0, BLOCK_BYTES, buffer, 0);
      if (--refillsUntilReseed == 0) {
        mixFreshBytes(buffer, NEXT_KEY_BYTES);
        refillsUntilReseed = REFILLS_PER_RESEED;
        SEEDINGS.incrementAndGet();
      }
      // Re-keyed at once: from here on, no key that produced handed-out output exists.
      rekey(buffer);
    } catch (GeneralSecurityException | RuntimeException e) {
      // The cipher may have written keystream anywhere in the buffer, not only after the position.
      Arrays.fill(buffer, (byte) 0);
      forget();
      throw new IllegalStateException("the default randomness could not produce keystream", e);
    } finally {
      Arrays.fill(buffer, 0, NEXT_KEY_BYTES, (byte) 0);
    }
    position = NEXT_KEY_BYTES;
  }

  /**
   * Takes the first key and IV and the first output from {@link SecureRandom} alone, or leaves the
   * instance unseeded.
   */
  private void seed() {
    forget();
    // Read before seeding: a reseedAll() that comes during a slow seeding asks for another.
    int reseedsNow = RESEEDS.get();
    byte[] fresh = new byte[NEXT_KEY_BYTES + FIRST_OUTPUT_BYTES];
    try {
      mixFreshBytes(fresh, fresh.length);
      firstKey = Arrays.copyOf(fresh, NEXT_KEY_BYTES);
      System.arraycopy(
          fresh, NEXT_KEY_BYTES, buffer, BLOCK_BYTES - FIRST_OUTPUT_BYTES, FIRST_OUTPUT_BYTES);
    } catch (RuntimeException e) {
      forget();
      throw new IllegalStateException(
          "the default randomness could not be seeded from SecureRandom", e);
    } finally {
      Arrays.fill(fresh, (byte) 0);
    }
    position = BLOCK_BYTES - FIRST_OUTPUT_BYTES;
    seeds++;
    seededAt = reseedsNow;
    SEEDINGS.incrementAndGet();
    refillsUntilReseed = REFILLS_PER_RESEED;
    Snapshots.register();
  }

  /**
   * Keys a new cipher with the first key, which is then forgotten. In a fresh JVM this may take
   * longer than a seeding, so it counts as one: a generator that drew after its clock reading then
   * reads the clock again.
   */
  private void setUpCipher() throws GeneralSecurityException {
    cipher = Cipher.getInstance("AES/CTR/NoPadding");
    try {
      rekey(firstKey);
    } finally {
      Arrays.fill(firstKey, (byte) 0);
      firstKey = null;
    }
    SEEDINGS.incrementAndGet();
  }

  /** XORs fresh bytes from {@link SecureRandom} into the head of an array. */
  private void mixFreshBytes(byte[] into, int length) {
    if (seeder == null) {
      seeder = new SecureRandom();
    }
    byte[] fresh = new byte[length];
    try {
      seeder.nextBytes(fresh);
      for (int i = 0; i < length; i++) {
        into[i] ^= fresh[i];
      }
    } finally {
      Arrays.fill(fresh, (byte) 0);
    }
  }

  private void rekey(byte[] nextKey) throws GeneralSecurityException {
    cipher.init(
        Cipher.ENCRYPT_MODE,
        new SecretKeySpec(nextKey, 0, KEY_BYTES, "AES"),
        new IvParameterSpec(nextKey, KEY_BYTES, IV_BYTES));
  }

  /**
   * Drops the key and whatever keystream is left, so that only a new seeding can produce more. Only
   * the output not handed out yet needs wiping, which in a new instance is none: wiping the whole
   * buffer at a thread's first seeding cost 0.3 ms of a process's first ID, in the interpreter.
   */
  private void forget() {
    cipher = null;
    if (firstKey != null) {
      Arrays.fill(firstKey, (byte) 0);
      firstKey = null;
    }
    Arrays.fill(buffer, position, BLOCK_BYTES, (byte) 0);
    position = BLOCK_BYTES;
  }

  /** The buffer, for tests that check what an instance's memory reveals. */
  byte[] buffer() {
    return buffer;
  }

  /** The cipher, for tests that check which key it holds. */
  Cipher cipher() {
    return cipher;
  }

  /** The first key, for tests that check that it is forgotten. */
  byte[] firstKey() {
    return firstKey;
  }

  /** How many times the instance was seeded, for tests that check when it seeds. */
  int seeds() {
    return seeds;
  }
}
