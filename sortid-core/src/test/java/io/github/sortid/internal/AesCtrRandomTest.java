package io.github.sortid.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.random.RandomGenerator;
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
    byte[] block = keystream(seed, 4096);
    ByteBuffer expected = ByteBuffer.wrap(block).order(ByteOrder.LITTLE_ENDIAN);
    // The first 48 bytes of each block are the next key and IV, never output.
    expected.position(48);
    assertEquals(expected.getInt(), random.nextInt());
    assertEquals(expected.getLong(), random.nextLong());
    while (expected.remaining() >= 4) {
      assertEquals(expected.getInt(), random.nextInt());
    }

    // The second block is keyed by the head of the first (fast key erasure), no new seed.
    byte[] second = keystream(Arrays.copyOf(block, 48), 4096);
    ByteBuffer expectedSecond = ByteBuffer.wrap(second).order(ByteOrder.LITTLE_ENDIAN);
    expectedSecond.position(48);
    assertEquals(expectedSecond.getLong(), random.nextLong());
    assertEquals(1, seeder.calls);
  }

  @Test
  void reseedsFromSecureRandomEveryMebibyte() {
    FixedSeeder seeder = new FixedSeeder();
    AesCtrRandom random = new AesCtrRandom(seeder);
    long bytesPerBlock = 4096 - 48;
    long draws = 256 * bytesPerBlock / 8;
    for (long i = 0; i < draws; i++) {
      random.nextLong();
    }
    assertEquals(1, seeder.calls);
    random.nextLong();
    assertEquals(2, seeder.calls);
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

  @Test
  void platformThreadsDrawFromTheirOwnInstanceAndVirtualThreadsShareOne() throws Exception {
    RandomGenerator here = AesCtrRandom.resolve(AesCtrRandom.perThread());
    RandomGenerator[] there = new RandomGenerator[2];
    Thread platform = new Thread(() -> there[0] = AesCtrRandom.resolve(AesCtrRandom.perThread()));
    platform.start();
    platform.join();

    assertSame(here, AesCtrRandom.resolve(AesCtrRandom.perThread()));
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
                (Runnable) () -> there[0] = AesCtrRandom.resolve(AesCtrRandom.perThread()));
    first.join();
    Thread second =
        (Thread)
            start.invoke(
                ofVirtual.invoke(null),
                (Runnable) () -> there[1] = AesCtrRandom.resolve(AesCtrRandom.perThread()));
    second.join();

    assertSame(there[0], there[1]);
    assertNotSame(here, there[0]);
    assertNotEquals(there[0].nextLong(), there[1].nextLong());
  }
}
