package io.github.sortid.bench.cold;

import com.github.f4b6a3.ulid.UlidCreator;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Generator;
import io.github.sortid.scru64.Scru64;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.Ulids;
import io.github.sortid.uuidv7.UuidV7;
import java.io.PrintStream;
import java.security.SecureRandom;
import java.util.UUID;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * What {@link ColdStart} runs in each fresh JVM: one first call, timed with {@link
 * System#nanoTime()} from inside {@code main}, printed as {@code name nanos} lines. The JVM's own
 * start-up is left out, as it is the same for every case; what a case costs beyond it is class
 * loading and initialisation, the first seeding of a randomness, and the interpreter's first run of
 * the code.
 *
 * <p>Printing concatenates nothing (each part is printed on its own), so that the probe itself
 * links nothing that the code measured might have linked first.
 */
public final class Probe {
  private static final String SCRU128_TEXT = "036z951mhjikzik2gsl81gr7l";
  private static final String UUID_TEXT = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";
  private static final String ULID_TEXT = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
  private static final long TIMESTAMP = 0x017f22e279b0L;
  private static final int COUNTER_HI = 0x7cc398;
  private static final int COUNTER_LO = 0xc4dc0c;
  private static final long ENTROPY = 0x0c07398fL;

  /**
   * The prefix of a case that makes the JDK's first {@code SecureRandom} before its clock starts:
   * its time is what the library adds to the JDK's own first random bits, its classes and its code,
   * without the JDK's cryptography start-up, whose time varies by some milliseconds from one JVM to
   * the next.
   */
  static final String AFTER_SECURE_RANDOM = "afterSecureRandom.";

  private static final PrintStream OUT = System.out;

  private Probe() {}

  /**
   * Runs one case.
   *
   * @param args the case's name
   * @throws Exception if the case fails
   */
  public static void main(String[] args) throws Exception {
    String name = args[0];
    if (name.equals("steps")) {
      steps();
      return;
    }
    if (name.equals("printUuid")) {
      // A Java program that prints one random UUID: the command line's yardstick.
      OUT.println(UUID.randomUUID());
      return;
    }
    // The UUID a case converts is made before its clock starts; so is, for a case named after the
    // JDK's SecureRandom, a first SecureRandom, which leaves what the library adds to it.
    UUID uuid = new UUID(0x017f22e279b07cc3L, 0x98c4dc0c0c07398fL);
    String call = name;
    if (name.startsWith(AFTER_SECURE_RANDOM)) {
      new SecureRandom().nextBytes(new byte[16]);
      call = name.substring(AFTER_SECURE_RANDOM.length());
    }
    long start = System.nanoTime();
    Object result = run(call, uuid);
    long nanos = System.nanoTime() - start;
    print(name, nanos);
    if (result == null) {
      throw new AssertionError(name);
    }
  }

  private static Object run(String name, UUID uuid) throws Exception {
    switch (name) {
      case "jdk.randomUUID":
        return UUID.randomUUID();
      case "jdk.uuidToString":
        return uuid.toString();
      case "jdk.uuidFromString":
        return UUID.fromString(UUID_TEXT);
      case "jdk.cipherSetUp":
        return keystream();
      case "sortid.scru128":
        return Scru128.generate();
      case "sortid.scru128String":
        return Scru128.generateString();
      case "sortid.scru128V1":
        return new Scru128V1Generator().generate();
      case "sortid.scru64":
        return Scru64.generate();
      case "sortid.ulid":
        return Ulids.generate();
      case "sortid.euid":
        return Euid.create();
      case "sortid.uuidV7":
        return UuidV7.generate();
      case "sortid.scru128FromString":
        return Scru128Id.fromString(SCRU128_TEXT);
      case "sortid.scru128ToString":
        return Scru128Id.fromFields(TIMESTAMP, COUNTER_HI, COUNTER_LO, ENTROPY).toString();
      case "sortid.ulidFromString":
        return Ulid.fromString(ULID_TEXT);
      case "sortid.ulidToString":
        return Ulid.fromUuid(uuid).toString();
      case "official.scru128":
        return io.github.scru128.Scru128.generate();
      case "official.scru128FromString":
        return io.github.scru128.Scru128Id.fromString(SCRU128_TEXT);
      case "official.scru128ToString":
        return io.github.scru128.Scru128Id.fromFields(TIMESTAMP, COUNTER_HI, COUNTER_LO, ENTROPY)
            .toString();
      case "creator.ulid":
        return UlidCreator.getMonotonicUlid();
      case "creator.ulidFromString":
        return com.github.f4b6a3.ulid.Ulid.from(ULID_TEXT);
      case "creator.ulidToString":
        return com.github.f4b6a3.ulid.Ulid.from(uuid).toString();
      default:
        throw new IllegalArgumentException(name);
    }
  }

  /** The JDK's AES in counter mode from nothing to 16 KiB of keystream, as sortid sets it up. */
  private static byte[] keystream() throws Exception {
    Cipher cipher = Cipher.getInstance("AES/CTR/NoPadding");
    cipher.init(
        Cipher.ENCRYPT_MODE,
        new SecretKeySpec(new byte[32], "AES"),
        new IvParameterSpec(new byte[16]));
    return cipher.update(new byte[16 * 1024]);
  }

  /**
   * The steps of a first SCRU128 ID, one after the other in one JVM, each timed: the JDK's first
   * {@code SecureRandom} (which any first ID pays), loading and initialising sortid's classes up to
   * the process-wide generator, the first ID (the thread's seeding), its text, and then 1,000 IDs
   * twice: the first thousand include the cipher's set-up, which the second does not.
   */
  private static void steps() throws Exception {
    long start = System.nanoTime();
    new SecureRandom().nextBytes(new byte[16]);
    start = lap("secureRandom", start);
    Class.forName("io.github.sortid.scru128.Scru128Generator", true, Probe.class.getClassLoader());
    start = lap("generatorClasses", start);
    Scru128Id first = Scru128.generate();
    start = lap("firstId", start);
    String text = first.toString();
    start = lap("firstToString", start);
    Scru128Id last = first;
    for (int i = 0; i < 1000; i++) {
      last = Scru128.generate();
    }
    start = lap("next1000", start);
    for (int i = 0; i < 1000; i++) {
      last = Scru128.generate();
    }
    lap("following1000", start);
    if (text.isEmpty() || last.compareTo(first) <= 0) {
      throw new AssertionError("steps");
    }
  }

  private static long lap(String name, long start) {
    long now = System.nanoTime();
    print(name, now - start);
    return System.nanoTime();
  }

  private static void print(String name, long nanos) {
    OUT.print(name);
    OUT.print(' ');
    OUT.println(nanos);
  }
}
