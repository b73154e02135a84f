package io.github.sortid.cli;

import io.github.sortid.IdType;
import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code sortid scru64 --node SPEC}: the node of the generator, which SCRU64 requires, from the
 * option or else the {@code SCRU64_NODE_SPEC} environment variable.
 */
final class Scru64GeneratorOptions implements GeneratorOptions<Scru64Id> {
  @Option(
      names = "--node",
      paramLabel = "SPEC",
      description =
          "The generator's node: NODE_ID/NODE_ID_SIZE (e.g. 42/8), or an ID/size to go on from."
              + " Default: the SCRU64_NODE_SPEC environment variable.")
  private String node;

  @Override
  public Generator<Scru64Id> newGenerator(Context context, CommandLine commandLine) {
    Scru64Generator generator = generator(context, commandLine);
    return beforeWait -> {
      // generateOrAbort() returns null, and changes nothing, where generate() would wait.
      Scru64Id id = generator.generateOrAbort();
      if (id == null) {
        long lastMillis = generator.getNodePrev().orElseThrow().toInstant().toEpochMilli();
        beforeWait.accept(
            waitReason(generator.getNodeIdSize(), lastMillis - System.currentTimeMillis()));
        id = generator.generate();
      }
      return id;
    };
  }

  /**
   * The generator of the node, or a usage error: a spec that does not parse, or whose previous ID
   * is so far ahead of the clock that the generator would wait for it without end.
   */
  private Scru64Generator generator(Context context, CommandLine commandLine) {
    String text = node != null ? node : context.env().get(Scru64.NODE_SPEC_ENV);
    if (text == null) {
      throw new ParameterException(
          commandLine,
          "a SCRU64 generator needs a node: pass --node (e.g. --node 42/8) or set "
              + Scru64.NODE_SPEC_ENV);
    }
    try {
      return new Scru64Generator(Scru64NodeSpec.parse(text));
    } catch (IllegalArgumentException e) {
      String origin = node != null ? "--node" : Scru64.NODE_SPEC_ENV;
      throw new ParameterException(
          commandLine, "invalid " + origin + " " + IdType.quote(text) + ": " + e.getMessage());
    }
  }

  /**
   * Why a generator waits: its last ID is more than the rollback allowance ahead of the clock,
   * because it was asked for IDs faster than its ticks hold them or because the clock went back.
   *
   * @param leadMillis how far the last ID is ahead of the clock
   */
  static String waitReason(int nodeIdSize, long leadMillis) {
    return "it is "
        + StreamChecker.decimal(leadMillis / 1000.0, 1)
        + " s behind the last ID (node ID size "
        + nodeIdSize
        + " leaves "
        + ((Scru64Id.MAX_NODE_CTR + 1) >> nodeIdSize)
        + " IDs per 256 ms tick)";
  }
}
