package io.github.sortid.bench;

import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import org.openjdk.jol.info.ClassLayout;
import org.openjdk.jol.info.GraphLayout;

/**
 * Prints the heap footprint of each ID type, measured with JOL on the running JVM: the size of one
 * instance and of everything it references (nothing, for these value classes).
 *
 * <p>Run it from the benchmarks jar: {@code java -cp sortid-bench/target/benchmarks.jar
 * io.github.sortid.bench.ObjectSizes}.
 */
public final class ObjectSizes {
  private ObjectSizes() {}

  /**
   * Prints a markdown table of the sizes.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    Object[] samples = {
      Scru128.generate(),
      Scru128V1Id.fromFields(1, 2, 3, 4),
      Scru64Id.fromParts(1, 2),
      Ulid.fromFields(1, 2, 3),
      Euid.fromBits(1, 2),
    };
    System.out.println("| type | instance size (bytes) | with referenced objects (bytes) |");
    System.out.println("| --- | ---: | ---: |");
    for (Object sample : samples) {
      System.out.println(
          "| "
              + sample.getClass().getSimpleName()
              + " | "
              + ClassLayout.parseClass(sample.getClass()).instanceSize()
              + " | "
              + GraphLayout.parseInstance(sample).totalSize()
              + " |");
    }
  }
}
