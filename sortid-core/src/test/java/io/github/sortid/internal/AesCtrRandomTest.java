package io.github.sortid.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.ProviderException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

class AesCtrRandomTest {
  /** A SecureRandom that hands out a fixed byte pattern, so the keys are known. */
  private static final class FixedSeeder extends SecureRandom {
    private static final long serialVersionUID = 1L;
    private int calls;

    @Override
    public void nextBytes(byte[] bytes) {
      calls++;
      for (int i = 0; i < bytes.length; i++) {
        bytes[i] = (byte) (i * 7 + calls);
      }
    }
  }

  private static byte[] keystream(byte[] keyAndIv, int length) throws Exception {
    Cipher cipher = Cipher.getInstance("AES/CTR/NoPadding");
    cipher.init(
        Cipher.ENCRYPT_MODE,
        new SecretKeySpec(keyAndIv, 0, 32, "AES"),
        new IvParameterSpec(keyAndIv, 32, 16));
    return cipher.doFinal(new byte[length]);
  }

  @Test
  void outputIsAesCtrKeystreamAfterTheNextKey() throws Exception {
    FixedSeeder seeder = new FixedSeeder();
    AesCtrRandom random = new AesCtrRandom(seeder);

    byte[] seed = new byte[48];
    for (int i = 0; i < seed.length; i++) {
      seed[i] = (byte) (i * 7 + 1);
    }
    byte[] block = keystream(seed, AesCtrRandom.BLOCK_BYTES);
    ByteBuffer expected = ByteBuffer.wrap(block).order(ByteOrder.LITTLE_ENDIAN);
    // The first 48 bytes of each block are the next key and IV, never output.
    expected.position(48);
    assertEquals(expected.getInt(), random.nextInt());
    assertEquals(expected.getLong(), random.nextLong());
    while (expected.remaining() >= 4) {
      assertEquals(expected.getInt(), random.nextInt());
    }

    // The second block is keyed by the head of the first (fast key erasure), no new seed.
    byte[] second = keystream(Arrays.copyOf(block, 48), AesCtrRandom.BLOCK_BYTES);
    ByteBuffer expectedSecond = ByteBuffer.wrap(second).order(ByteOrder.LITTLE_ENDIAN);
    expectedSecond.position(48);
    assertEquals(expectedSecond.getLong(), random.nextLong());
    assertEquals(1, seeder.calls);
  }

  @Test
  void reseedsFromSecureRandomEveryMebibyte() {
    FixedSeeder seeder = new FixedSeeder();
    AesCtrRandom random = new AesCtrRandom(seeder);
    long bytesPerBlock = AesCtrRandom.BLOCK_BYTES - 48;
    long draws = (AesCtrRandom.REFILLS_PER_RESEED - 1) * bytesPerBlock / 8;
    for (long i = 0; i < draws; i++) {
      random.nextLong();
    }
    // The key that follows the last block of the first MiB is mixed with fresh bytes when that
    // block is
    // made, at the first draw after all the MiB's other blocks.
    assertEquals(1, seeder.calls);
    random.nextLong();
    assertEquals(2, seeder.calls);
  }

  /**
   * Mixing in fresh bytes may wait for {@code SecureRandom} as long as a seeding, so it counts as
   * one: a generator that drew after its clock reading then reads the clock again.
   */
  @Test
  void mixingInFreshBytesCountsAsASeeding() {
    AesCtrRandom random = new AesCtrRandom(new FixedSeeder());
    long draws = (AesCtrRandom.REFILLS_PER_RESEED - 1) * (AesCtrRandom.BLOCK_BYTES - 48) / 8;
    for (long i = 0; i < draws; i++) {
      random.nextLong();
    }
    int before = AesCtrRandom.seedings();
    random.nextLong();
    assertNotEquals(before, AesCtrRandom.seedings(), "the mix-in was not counted");
  }

  @Test
  void instancesKeyedFromTheSystemDiffer() {
    AesCtrRandom a = new AesCtrRandom();
    AesCtrRandom b = new AesCtrRandom();
    long[] fromA = new long[4];
    long[] fromB = new long[4];
    for (int i = 0; i < 4; i++) {
      fromA[i] = a.nextLong();
      fromB[i] = b.nextLong();
    }
    assertNotEquals(Arrays.toString(fromA), Arrays.toString(fromB));
  }

  @Test
  void everyBitIsSetAboutHalfTheTime() {
    AesCtrRandom random = new AesCtrRandom();
    int draws = 200_000;
    int[] ones = new int[32];
    for (int i = 0; i < draws; i++) {
      int value = random.nextInt();
      for (int bit = 0; bit < 32; bit++) {
        ones[bit] += (value >>> bit) & 1;
      }
    }
    // Six standard deviations: a false alarm is about one in 10^8 runs per bit.
    double bound = 6 * Math.sqrt(draws * 0.25);
    for (int bit = 0; bit < 32; bit++) {
      assertTrue(Math.abs(ones[bit] - draws / 2.0) < bound, "bit " + bit + " was set " + ones[bit]);
    }
  }

  @Test
  void boundedDrawsStayInBounds() {
    AesCtrRandom random = new AesCtrRandom();
    int[] counts = new int[10];
    for (int i = 0; i < 10_000; i++) {
      counts[random.nextInt(10)]++;
    }
    for (int count : counts) {
      assertTrue(count > 800 && count < 1200, Arrays.toString(counts));
    }
    byte[] bytes = new byte[33];
    random.nextBytes(bytes);
    assertFalse(Arrays.equals(new byte[33], bytes));
  }

  /**
   * A SecureRandom that throws at the calls whose numbers (from 1) it is given, else as {@link
   * FixedSeeder}.
   */
  private static final class FailingSeeder extends SecureRandom {
    private static final long serialVersionUID = 1L;
    private final Set<Integer> failing;
    private int calls;
    private int served;

    FailingSeeder(Integer... failing) {
      this.failing = Set.of(failing);
    }

    @Override
    public void nextBytes(byte[] bytes) {
      calls++;
      if (failing.contains(calls)) {
        throw new ProviderException("entropy source failed at call " + calls);
      }
      served++;
      for (int i = 0; i < bytes.length; i++) {
        bytes[i] = (byte) (i * 7 + served);
      }
    }
  }

  /** What {@link FixedSeeder} hands out at its call {@code call}: the seed of a known stream. */
  private static byte[] fixedSeed(int call) {
    byte[] seed = new byte[48];
    for (int i = 0; i < seed.length; i++) {
      seed[i] = (byte) (i * 7 + call);
    }
    return seed;
  }

  /** The first long an instance hands out after seeding from {@code seed}. */
  private static long firstLong(byte[] seed) throws Exception {
    return ByteBuffer.wrap(keystream(seed, 56)).order(ByteOrder.LITTLE_ENDIAN).getLong(48);
  }

  @Test
  void aSeedingThatFailsOnceThrowsAndTheNextDrawSeedsAfresh() throws Exception {
    FailingSeeder seeder = new FailingSeeder(1);
    AesCtrRandom random = new AesCtrRandom(seeder);

    IllegalStateException e = assertThrows(IllegalStateException.class, random::nextLong);
    assertInstanceOf(ProviderException.class, e.getCause());
    assertEquals(0, seeder.served);

    // The next draw seeds from SecureRandom, never from the key that was never set (all zeros).
    long next = random.nextLong();
    assertEquals(firstLong(fixedSeed(1)), next);
    assertNotEquals(firstLong(new byte[48]), next);
    assertEquals(2, seeder.calls);
  }

  @Test
  void aSeedingThatAlwaysFailsMakesEveryDrawThrowAndProducesNothing() {
    FailingSeeder seeder = new FailingSeeder(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    AesCtrRandom random = new AesCtrRandom(seeder);
    for (int i = 1; i <= 10; i++) {
      assertThrows(IllegalStateException.class, random::nextInt);
      assertEquals(i, seeder.calls, "every draw tries to seed again");
      assertNull(random.cipher());
      assertArrayEquals(new byte[AesCtrRandom.BLOCK_BYTES], random.buffer());
    }
  }

  @Test
  void aReseedThatFailsForgetsTheKeyUntilASeedingSucceeds() throws Exception {
    // Call 1 seeds; call 2, the reseed after 1 MiB, fails; call 3 fails too; call 4 works.
    FailingSeeder seeder = new FailingSeeder(2, 3);
    AesCtrRandom random = new AesCtrRandom(seeder);
    long draws = (AesCtrRandom.REFILLS_PER_RESEED - 1) * (AesCtrRandom.BLOCK_BYTES - 48) / 8;
    for (long i = 0; i < draws; i++) {
      random.nextLong();
    }

    assertThrows(IllegalStateException.class, random::nextLong);
    assertNull(random.cipher(), "a failed reseed leaves no key behind");
    assertArrayEquals(new byte[AesCtrRandom.BLOCK_BYTES], random.buffer());
    assertThrows(IllegalStateException.class, random::nextLong);
    // Seeded afresh from the second byte pattern the seeder serves, not from the old stream.
    assertEquals(firstLong(fixedSeed(2)), random.nextLong());
    assertEquals(4, seeder.calls);
  }

  @Test
  void memoryHoldsNoHandedOutValueAndNoKeyThatProducedOne() throws Exception {
    FixedSeeder seeder = new FixedSeeder();
    AesCtrRandom random = new AesCtrRandom(seeder);
    byte[] seed = fixedSeed(1);
    byte[] block = keystream(seed, AesCtrRandom.BLOCK_BYTES);
    byte[] nextKey = Arrays.copyOf(block, 48);

    int drawn = 0;
    for (int i = 0; i < 100; i++) {
      random.nextLong();
      random.nextInt();
      drawn += 12;
    }

    // Everything handed out, and the head that keys the next block, is wiped; the rest is the
    // keystream still to come.
    byte[] buffer = random.buffer();
    assertArrayEquals(new byte[48 + drawn], Arrays.copyOf(buffer, 48 + drawn));
    assertArrayEquals(
        Arrays.copyOfRange(block, 48 + drawn, AesCtrRandom.BLOCK_BYTES),
        Arrays.copyOfRange(buffer, 48 + drawn, AesCtrRandom.BLOCK_BYTES));
    assertFalse(contains(buffer, Arrays.copyOf(seed, 16)));
    assertFalse(contains(buffer, Arrays.copyOf(nextKey, 16)));

    // The cipher was re-keyed as soon as the block was made: it holds the next block's key, not
    // the seed that produced the output.
    byte[] fromCipher = random.cipher().update(new byte[64]);
    assertArrayEquals(keystream(nextKey, 64), fromCipher);
  }

  private static boolean contains(byte[] haystack, byte[] needle) {
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
        return true;
      }
    }
    return false;
  }

  @Test
  void reseedAllDropsTheStreamAndSeedsAfreshAtTheNextDraw() throws Exception {
    FixedSeeder seeder = new FixedSeeder();
    AesCtrRandom random = new AesCtrRandom(seeder);
    ByteBuffer before =
        ByteBuffer.wrap(keystream(fixedSeed(1), AesCtrRandom.BLOCK_BYTES))
            .order(ByteOrder.LITTLE_ENDIAN);
    before.position(48);
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < 100; i++) {
      long value = random.nextLong();
      assertEquals(before.getLong(), value);
      seen.add(value);
    }

    AesCtrRandom.reseedAll();

    ByteBuffer after =
        ByteBuffer.wrap(keystream(fixedSeed(2), AesCtrRandom.BLOCK_BYTES))
            .order(ByteOrder.LITTLE_ENDIAN);
    after.position(48);
    long first = random.nextLong();
    assertNotEquals(before.getLong(), first, "the old stream does not go on");
    assertEquals(after.getLong(), first);
    assertEquals(2, seeder.calls);
    assertTrue(seen.add(first));
    for (int i = 0; i < 1000; i++) {
      assertTrue(seen.add(random.nextLong()), "no output repeats");
    }
  }
}
