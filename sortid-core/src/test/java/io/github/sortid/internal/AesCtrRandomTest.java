package io.github.sortid.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.ProviderException;
import java.security.SecureRandom;
import java.security.Security;
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

  /** What {@link FixedSeeder} hands out at its call {@code call}, {@code length} bytes. */
  private static byte[] pattern(int call, int length) {
    byte[] bytes = new byte[length];
    for (int i = 0; i < length; i++) {
      bytes[i] = (byte) (i * 7 + call);
    }
    return bytes;
  }

  /** The bytes a seeding draws from {@code SecureRandom}: the first key and the first output. */
  private static final int SEEDING_BYTES = 48 + AesCtrRandom.FIRST_OUTPUT_BYTES;

  /** How many longs an instance hands out from a seeding until its first block is used up. */
  private static final long LONGS_TO_FIRST_BLOCK = AesCtrRandom.FIRST_OUTPUT_BYTES / 8;

  /**
   * What an instance seeded from {@link FixedSeeder}'s call {@code call} hands out, as far as its
   * first block: the seeding's own bytes after the key, then the keystream of that key after the
   * next key.
   */
  private static ByteBuffer stream(int call) throws Exception {
    byte[] fresh = pattern(call, SEEDING_BYTES);
    byte[] block = keystream(Arrays.copyOf(fresh, 48), AesCtrRandom.BLOCK_BYTES);
    ByteBuffer stream =
        ByteBuffer.allocate(AesCtrRandom.FIRST_OUTPUT_BYTES + AesCtrRandom.BLOCK_BYTES - 48);
    stream.put(fresh, 48, AesCtrRandom.FIRST_OUTPUT_BYTES).put(block, 48, block.length - 48);
    return stream.flip().order(ByteOrder.LITTLE_ENDIAN);
  }

  @Test
  void outputIsTheSeedingsOwnBytesThenAesCtrKeystreamAfterTheNextKey() throws Exception {
    FixedSeeder seeder = new FixedSeeder();
    AesCtrRandom random = new AesCtrRandom(seeder);

    byte[] fresh = pattern(1, SEEDING_BYTES);
    // The first output comes straight from SecureRandom, after the key it drew with it.
    ByteBuffer first =
        ByteBuffer.wrap(fresh, 48, AesCtrRandom.FIRST_OUTPUT_BYTES).order(ByteOrder.LITTLE_ENDIAN);
    assertEquals(first.getInt(), random.nextInt());
    assertEquals(first.getLong(), random.nextLong());
    while (first.remaining() >= 4) {
      assertEquals(first.getInt(), random.nextInt());
    }
    assertNull(random.cipher(), "no cipher is set up while the first output lasts");

    // Then the keystream of that key; the first 48 bytes of each block are the next key and IV,
    // never output.
    byte[] block = keystream(Arrays.copyOf(fresh, 48), AesCtrRandom.BLOCK_BYTES);
    ByteBuffer expected = ByteBuffer.wrap(block).order(ByteOrder.LITTLE_ENDIAN);
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
    long draws = LONGS_TO_FIRST_BLOCK + (AesCtrRandom.REFILLS_PER_RESEED - 1) * bytesPerBlock / 8;
    for (long i = 0; i < draws; i++) {
      random.nextLong();
    }
    // The key that follows the last block of the first MiB is mixed with fresh bytes when that
    // block is made, at the first draw after all the MiB's other blocks.
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
    long draws =
        LONGS_TO_FIRST_BLOCK
            + (AesCtrRandom.REFILLS_PER_RESEED - 1) * (AesCtrRandom.BLOCK_BYTES - 48) / 8;
    for (long i = 0; i < draws; i++) {
      random.nextLong();
    }
    int before = AesCtrRandom.seedings();
    random.nextLong();
    assertNotEquals(before, AesCtrRandom.seedings(), "the mix-in was not counted");
  }

  /**
   * The cipher's set-up, when the first output is used up, may take longer than a seeding in a
   * fresh JVM, so it counts as one too.
   */
  @Test
  void settingUpTheCipherCountsAsASeeding() {
    AesCtrRandom random = new AesCtrRandom(new FixedSeeder());
    for (long i = 0; i < LONGS_TO_FIRST_BLOCK; i++) {
      random.nextLong();
    }
    int before = AesCtrRandom.seedings();
    random.nextLong();
    assertNotEquals(before, AesCtrRandom.seedings(), "the set-up was not counted");
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

  /**
   * The first long an instance hands out after seeding from the seeder's {@code call}th pattern.
   */
  private static long firstLong(int call) throws Exception {
    return stream(call).getLong();
  }

  /** The first long of the keystream that an all-zero key and IV would make. */
  private static long zeroKeyLong() throws Exception {
    return ByteBuffer.wrap(keystream(new byte[48], 56)).order(ByteOrder.LITTLE_ENDIAN).getLong(48);
  }

  /**
   * A cipher set-up that fails forgets the first key and the first output with it: the next draw
   * seeds afresh, and no block is ever made from a key that a failed instance held.
   */
  @Test
  void aCipherSetUpThatFailsForgetsTheFirstKeyAndSeedsAfresh() throws Exception {
    FixedSeeder seeder = new FixedSeeder();
    AesCtrRandom random = new AesCtrRandom(seeder);
    for (long i = 0; i < LONGS_TO_FIRST_BLOCK; i++) {
      random.nextLong();
    }
    assertNotNull(random.firstKey());
    // The JDK's provider of AES goes away for the set-up, and comes back at its place after.
    Provider sunJce = Security.getProvider("SunJCE");
    int position = Arrays.asList(Security.getProviders()).indexOf(sunJce) + 1;
    Security.removeProvider("SunJCE");
    try {
      IllegalStateException e = assertThrows(IllegalStateException.class, random::nextLong);
      assertInstanceOf(NoSuchAlgorithmException.class, e.getCause());
      assertNull(random.firstKey(), "the first key is forgotten");
      assertNull(random.cipher());
      assertArrayEquals(new byte[AesCtrRandom.BLOCK_BYTES], random.buffer());
    } finally {
      Security.insertProviderAt(sunJce, position);
    }
    // Seeded afresh from the seeder's second pattern.
    assertEquals(firstLong(2), random.nextLong());
    assertEquals(2, seeder.calls);
  }

  @Test
  void aSeedingThatFailsOnceThrowsAndTheNextDrawSeedsAfresh() throws Exception {
    FailingSeeder seeder = new FailingSeeder(1);
    AesCtrRandom random = new AesCtrRandom(seeder);

    IllegalStateException e = assertThrows(IllegalStateException.class, random::nextLong);
    assertInstanceOf(ProviderException.class, e.getCause());
    assertEquals(0, seeder.served);

    // The next draw seeds from SecureRandom, never from a key that was never set (all zeros).
    long next = random.nextLong();
    assertEquals(firstLong(1), next);
    assertNotEquals(zeroKeyLong(), next);
    assertNotEquals(0L, next);
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
    long draws =
        LONGS_TO_FIRST_BLOCK
            + (AesCtrRandom.REFILLS_PER_RESEED - 1) * (AesCtrRandom.BLOCK_BYTES - 48) / 8;
    for (long i = 0; i < draws; i++) {
      random.nextLong();
    }

    assertThrows(IllegalStateException.class, random::nextLong);
    assertNull(random.cipher(), "a failed reseed leaves no key behind");
    assertArrayEquals(new byte[AesCtrRandom.BLOCK_BYTES], random.buffer());
    assertThrows(IllegalStateException.class, random::nextLong);
    // Seeded afresh from the second byte pattern the seeder serves, not from the old stream.
    assertEquals(firstLong(2), random.nextLong());
    assertEquals(4, seeder.calls);
  }

  /**
   * A seeding wipes what is left of the stream before it draws: when it fails, the output that the
   * old stream had not handed out yet is gone too.
   */
  @Test
  void aSeedingThatFailsAfterAReseedLeavesNothingOfTheOldStream() {
    FailingSeeder seeder = new FailingSeeder(2);
    AesCtrRandom random = new AesCtrRandom(seeder);
    random.nextLong();
    random.nextInt();
    assertFalse(Arrays.equals(new byte[AesCtrRandom.BLOCK_BYTES], random.buffer()));

    AesCtrRandom.reseedAll();
    assertThrows(IllegalStateException.class, random::nextLong);
    assertEquals(2, seeder.calls);
    assertArrayEquals(new byte[AesCtrRandom.BLOCK_BYTES], random.buffer());
  }

  @Test
  void memoryHoldsNoHandedOutValueOfTheFirstOutput() {
    AesCtrRandom random = new AesCtrRandom(new FixedSeeder());
    byte[] fresh = pattern(1, SEEDING_BYTES);
    int drawn = 0;
    for (int i = 0; i < 5; i++) {
      random.nextLong();
      random.nextInt();
      drawn += 12;
    }
    // The head of the buffer is unused, what was handed out is wiped, the rest is still to come;
    // the first key is held apart from the output, and is none of it.
    int start = AesCtrRandom.BLOCK_BYTES - AesCtrRandom.FIRST_OUTPUT_BYTES;
    byte[] buffer = random.buffer();
    assertArrayEquals(new byte[start + drawn], Arrays.copyOf(buffer, start + drawn));
    assertArrayEquals(
        Arrays.copyOfRange(fresh, 48 + drawn, SEEDING_BYTES),
        Arrays.copyOfRange(buffer, start + drawn, AesCtrRandom.BLOCK_BYTES));
    assertArrayEquals(Arrays.copyOf(fresh, 48), random.firstKey());
  }

  @Test
  void memoryHoldsNoHandedOutValueAndNoKeyThatProducedOne() throws Exception {
    FixedSeeder seeder = new FixedSeeder();
    AesCtrRandom random = new AesCtrRandom(seeder);
    byte[] seed = Arrays.copyOf(pattern(1, SEEDING_BYTES), 48);
    byte[] block = keystream(seed, AesCtrRandom.BLOCK_BYTES);
    byte[] nextKey = Arrays.copyOf(block, 48);

    for (long i = 0; i < LONGS_TO_FIRST_BLOCK; i++) {
      random.nextLong();
    }
    int drawn = 0;
    for (int i = 0; i < 100; i++) {
      random.nextLong();
      random.nextInt();
      drawn += 12;
    }
    assertNull(random.firstKey(), "the first key is forgotten once it keys the cipher");

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
    ByteBuffer before = stream(1);
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < 100; i++) {
      long value = random.nextLong();
      assertEquals(before.getLong(), value);
      seen.add(value);
    }

    AesCtrRandom.reseedAll();

    ByteBuffer after = stream(2);
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
