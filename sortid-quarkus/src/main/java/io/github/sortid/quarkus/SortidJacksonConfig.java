package io.github.sortid.quarkus;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * How the application's {@code ObjectMapper} writes and reads IDs, under {@code sortid.jackson.}.
 * Fixed when the application is built: Quarkus makes its {@code ObjectMapper} before the run-time
 * configuration is read.
 */
@ConfigMapping(prefix = "sortid.jackson")
@ConfigRoot(phase = ConfigPhase.BUILD_AND_RUN_TIME_FIXED)
public interface SortidJacksonConfig {
  /**
   * Writes SCRU128, SCRU128 v1, ULID and EUID in their UUID form instead of their own text, and
   * accepts that form on input too.
   *
   * @return false unless set
   */
  @WithDefault("false")
  boolean uuidForm();
}
