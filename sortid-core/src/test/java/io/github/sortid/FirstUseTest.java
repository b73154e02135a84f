package io.github.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Generator;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.Ulids;
import io.github.sortid.uuidv7.UuidV7;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a process's first ID, parse and text load, in a JVM of their own (docs/BENCHMARKS.md, "Cold
 * start"): no lambda or method reference of sortid's, whose first one would link the JVM's lambda
 * machinery; no {@code invokedynamic} string concatenation and no byte-array {@code VarHandle}
 * anywhere; no time range, which only the ID types' {@code min} and {@code max} of an instant need;
 * and, for a first ID, not the JDK's {@code Cipher}, whose set-up waits until the first output from
 * {@code SecureRandom} is used up, no builder class for a generator made with the defaults, none of
 * the codecs' factory types, and no look-up of {@code Thread.isVirtual()} on a main thread. The
 * times themselves are the cold-start benchmark's; this checks what makes them, which a change
 * could undo without any other test noticing.
 */
class FirstUseTest {
  /**
   * Runs one first use; {@link FirstUseTest} starts it in a JVM of its own. It links nothing
   * itself: no lambda and no concatenation.
   */
  static final class FirstUse {
    private FirstUse() {}

    public static void main(String[] args) {
      Object done = run(args[0]);
      if (done == null) {
        throw new AssertionError(args[0]);
      }
    }

    private static Object run(String use) {
      UUID uuid = new UUID(0x017f22e279b07cc3L, 0x98c4dc0c0c07398fL);
      switch (use) {
        case "scru128":
          return Scru128.generateString();
        case "scru128v1":
          return new Scru128V1Generator().generate().toString();
        case "scru64":
          return Scru64.generateString();
        case "ulid":
          return Ulids.generateString();
        case "euid":
          return Euid.create().toString();
        case "uuidv7":
          return UuidV7.generate();
        case "parse":
          return Scru128Id.fromString("036z951mhjikzik2gsl81gr7l")
              .toString()
              .concat(Scru128V1Id.fromString("00QBTG0FERFTCCNFISUBO489DI").toString())
              .concat(Scru64Id.fromString("0u2r85hm2pt3").toString())
              .concat(Ulid.fromString("01ARZ3NDEKTSV4RRFFQ69G5FAV").toString())
              .concat(Euid.fromString("1HF7YAT0000560000000000000H").toString())
              .concat(UuidV7.fromString("017f22e2-79b0-7cc3-98c4-dc0c0c07398f").toString());
        case "bytes":
          return Scru128Id.fromByteArray(Scru128Id.fromUuid(uuid).toByteArray())
              .toString()
              .concat(Ulid.fromByteArray(Ulid.fromUuid(uuid).toByteArray()).toString())
              .concat(Euid.fromByteArray(new byte[16]).toString());
        default:
          throw new IllegalArgumentException(use);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"scru128", "scru128v1", "scru64", "ulid", "euid", "uuidv7"})
  void aFirstIdLoadsOnlyWhatItUses(String use) throws Exception {
    List<String> loaded = classesLoadedBy(use);
    assertLoadsNothingSpare(loaded);
    assertLoadsNone(loaded, "javax.crypto.Cipher");
    assertLoadsNone(loaded, "io.github.sortid.internal.ThreadRandom$IsVirtual");
    // The codecs' factory types, which verifying the ID classes would load if they passed their
    // factories as anything else.
    assertLoadsNone(loaded, "io.github.sortid.internal.FromBits");
    assertLoadsNone(loaded, "io.github.sortid.internal.Base32$FromBitsAndTrailing");
    if (!use.equals("scru64")) {
      // SCRU64's process-wide generator is made from its node's settings through its builder.
      List<String> builders =
          loaded.stream()
              .filter(name -> name.startsWith("io.github.sortid.") && name.endsWith("Builder"))
              .toList();
      assertEquals(List.of(), builders);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"parse", "bytes"})
  void aFirstParseAndTextLoadOnlyWhatTheyUse(String use) throws Exception {
    assertLoadsNothingSpare(classesLoadedBy(use));
  }

  private static void assertLoadsNothingSpare(List<String> loaded) {
    assertTrue(loaded.contains(FirstUse.class.getName()), "no class log: " + loaded);
    List<String> lambdas =
        loaded.stream()
            .filter(name -> name.startsWith("io.github.sortid.") && name.contains("$$Lambda"))
            .toList();
    assertEquals(List.of(), lambdas);
    assertLoadsNone(loaded, "io.github.sortid.internal.TimeRange");
  }

  private static void assertLoadsNone(List<String> loaded, String name) {
    assertTrue(loaded.stream().noneMatch(name::equals), name + " was loaded");
  }

  /**
   * The JDK loads {@code StringConcatFactory} at start-up, so a class log cannot tell whether
   * sortid concatenates with it: no class of sortid-core names its bootstrap method, which javac
   * writes into every class that does, unless the build compiles with {@code
   * -XDstringConcat=inline}.
   */
  @Test
  void noClassConcatenatesWithInvokedynamic() throws Exception {
    assertEquals(List.of(), classesNaming("makeConcatWithConstants"));
  }

  /**
   * The JDK's {@code SecureRandom} makes byte-array views too, so a class log cannot tell whether
   * sortid does: no class of sortid-core names the factory. Its first reads and writes link method
   * handles, where a heap {@code ByteBuffer}, as fast once compiled, links none.
   */
  @Test
  void noClassMakesAByteArrayView() throws Exception {
    assertEquals(List.of(), classesNaming("byteArrayViewVarHandle"));
  }

  /** The class files of sortid-core whose constants name {@code name}. */
  private static List<Path> classesNaming(String name) throws Exception {
    Path classes = Path.of(location(Scru128Id.class));
    byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
    try (Stream<Path> files = Files.walk(classes)) {
      return files
          .filter(file -> file.toString().endsWith(".class"))
          .filter(file -> contains(read(file), bytes))
          .toList();
    }
  }

  private static byte[] read(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean contains(byte[] haystack, byte[] needle) {
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
        return true;
      }
    }
    return false;
  }

  /** Where a class was loaded from: sortid-core's classes alone, and this test's. */
  private static String location(Class<?> type) throws URISyntaxException {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }

  /** The names of the classes a JVM loads to run one first use. */
  private static List<String> classesLoadedBy(String use)
      throws IOException, InterruptedException, URISyntaxException {
    Process process =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:class+load=info:stdout:none",
                "-Dsortid.scru64.nodeSpec=42/8",
                "-cp",
                location(Scru128Id.class) + File.pathSeparator + location(FirstUse.class),
                FirstUse.class.getName(),
                use)
            .redirectErrorStream(true)
            .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
            .start();
    String log = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the JVM did not end");
    assertEquals(0, process.exitValue(), log);
    return log.lines().map(line -> line.split(" ", 2)[0]).toList();
  }
}
