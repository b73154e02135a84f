package io.github.sortid.quarkus;

import io.github.sortid.scru64.Scru64Source;
import io.quarkus.arc.Arc;
import io.quarkus.runtime.annotations.Recorder;
import java.util.List;

/** What sortid's build steps do when the application starts. */
@Recorder
public class SortidRecorder {
  /** Created by Quarkus. */
  public SortidRecorder() {}

  /**
   * Makes the SCRU64 source at start-up when a node ID is configured, so that a lease is taken, or
   * refused, before the application serves anything; and stops the start-up when the application
   * needs a source that is not configured.
   *
   * @param needers what in the application needs sortid's {@link Scru64Source} (injection points
   *     and {@code @Scru64Generated} attributes), each described for a message
   */
  public void startScru64(List<String> needers) {
    SortidConfig config = Arc.container().instance(SortidConfig.class).get();
    if (Scru64Sources.isConfigured(config.scru64())) {
      Arc.container().instance(Scru64Source.class).get().getNodeSpec();
    } else if (!needers.isEmpty()) {
      throw Scru64Sources.notConfigured(needers);
    }
  }
}
