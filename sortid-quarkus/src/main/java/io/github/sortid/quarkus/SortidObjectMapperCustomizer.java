package io.github.sortid.quarkus;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.sortid.jackson.SortidModule;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/**
 * Registers sortid's Jackson module on the application's {@code ObjectMapper}, with {@code
 * sortid.jackson.*}, fixed at build time.
 */
@Singleton
public class SortidObjectMapperCustomizer implements ObjectMapperCustomizer {
  private final SortidJacksonConfig config;

  /**
   * Created by the container.
   *
   * @param config sortid's configuration
   */
  @Inject
  public SortidObjectMapperCustomizer(SortidJacksonConfig config) {
    this.config = config;
  }

  @Override
  public void customize(ObjectMapper mapper) {
    mapper.registerModule(new SortidModule().configureUuidForm(config.uuidForm()));
  }
}
