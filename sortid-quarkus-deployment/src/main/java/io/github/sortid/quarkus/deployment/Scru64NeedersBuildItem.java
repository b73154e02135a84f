package io.github.sortid.quarkus.deployment;

import io.quarkus.builder.item.SimpleBuildItem;
import java.util.List;

/** What in the application needs a SCRU64 source: injection points and generated attributes. */
public final class Scru64NeedersBuildItem extends SimpleBuildItem {
  private final List<String> needers;

  /**
   * Creates the item.
   *
   * @param needers each needer, described for a message
   */
  public Scru64NeedersBuildItem(List<String> needers) {
    this.needers = List.copyOf(needers);
  }

  /**
   * Returns what needs a SCRU64 source.
   *
   * @return each needer, described for a message
   */
  public List<String> needers() {
    return needers;
  }
}
