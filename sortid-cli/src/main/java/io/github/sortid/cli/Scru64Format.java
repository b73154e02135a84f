package io.github.sortid.cli;

import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64Id;
import java.util.List;

/**
 * SCRU64 (spec v1.0.0): 12 Base36 digits of a 63-bit value; a timestamp in 256-millisecond ticks
 * and node_ctr. The node ID and counter inside node_ctr are not recorded in the ID (their sizes are
 * the generator's), so they are not fields here.
 */
final class Scru64Format extends IdFormat<Scru64Id> {
  Scru64Format() {
    super("scru64", "SCRU64", 12, 8);
  }

  @Override
  Scru64Id parse(CharSequence text) {
    return Scru64Id.fromString(text);
  }

  @Override
  Scru64Id fromBytes(byte[] bytes) {
    return Scru64Id.fromByteArray(bytes);
  }

  @Override
  byte[] toBytes(Scru64Id id) {
    return id.toByteArray();
  }

  @Override
  long unixMillis(Scru64Id id) {
    return id.toInstant().toEpochMilli();
  }

  @Override
  List<Field> fields(Scru64Id id) {
    return List.of(
        Field.of("timestamp", id.getTimestamp(), 39), Field.of("node_ctr", id.getNodeCtr(), 24));
  }

  @Override
  StreamChecker<Scru64Id> newStreamChecker() {
    return new Scru64StreamChecker();
  }

  @Override
  Generator<Scru64Id> newGenerator(GeneratorSettings settings) {
    Scru64Generator generator =
        new Scru64Generator(
            settings
                .node()
                .orElseThrow(
                    () -> new IllegalArgumentException("a SCRU64 generator needs a node")));
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
