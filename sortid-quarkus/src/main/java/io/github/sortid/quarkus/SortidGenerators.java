package io.github.sortid.quarkus;

import io.github.sortid.GeneratorBuilder;
import io.github.sortid.euid.EuidGenerator;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru64.Scru64Source;
import io.github.sortid.ulid.UlidGenerator;
import io.github.sortid.uuidv7.UuidV7Generator;
import io.quarkus.arc.DefaultBean;
import io.quarkus.runtime.Startup;
import io.quarkus.runtime.configuration.ConfigurationException;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The generators and the SCRU64 source as singleton beans, each configured under {@code sortid.}
 * and each replaced by a bean of the application's own of the same type. The generators are made
 * when the application starts, so that a wrong setting stops the start rather than the first ID;
 * the SCRU64 source is made then too when it is configured ({@link SortidRecorder}).
 *
 * <pre>{@code
 * @Inject Scru128Generator orderIds;
 * @Inject Scru64Source ticketNumbers;
 * }</pre>
 */
@Singleton
public final class SortidGenerators {
  /** Created by the container. */
  SortidGenerators() {}

  /**
   * The SCRU128 generator, from {@code sortid.scru128.*}.
   *
   * @param config sortid's configuration
   * @return the generator
   */
  @Produces
  @DefaultBean
  @Singleton
  @Startup
  public Scru128Generator scru128Generator(SortidConfig config) {
    Scru128Generator.Builder builder = Scru128Generator.builder();
    rollbackAllowance(builder, "sortid.scru128", config.scru128());
    return builder.build();
  }

  /**
   * The ULID generator, from {@code sortid.ulid.*}.
   *
   * @param config sortid's configuration
   * @return the generator
   */
  @Produces
  @DefaultBean
  @Singleton
  @Startup
  public UlidGenerator ulidGenerator(SortidConfig config) {
    UlidGenerator.Builder builder = UlidGenerator.builder();
    rollbackAllowance(builder, "sortid.ulid", config.ulid());
    return builder.build();
  }

  /**
   * The EUID generator, from {@code sortid.euid.*}.
   *
   * @param config sortid's configuration
   * @return the generator
   */
  @Produces
  @DefaultBean
  @Singleton
  @Startup
  public EuidGenerator euidGenerator(SortidConfig config) {
    EuidGenerator.Builder builder = EuidGenerator.builder();
    rollbackAllowance(builder, "sortid.euid", config.euid());
    config
        .euid()
        .extension()
        .ifPresent(
            extension ->
                checked("sortid.euid.extension", extension, () -> builder.extension(extension)));
    return builder.build();
  }

  /**
   * The UUIDv7 generator, from {@code sortid.uuidv7.*}.
   *
   * @param config sortid's configuration
   * @return the generator
   */
  @Produces
  @DefaultBean
  @Singleton
  @Startup
  public UuidV7Generator uuidV7Generator(SortidConfig config) {
    UuidV7Generator.Builder builder = UuidV7Generator.builder();
    rollbackAllowance(builder, "sortid.uuidv7", config.uuidv7());
    return builder.build();
  }

  /**
   * The SCRU64 source, from {@code sortid.scru64.*}: a generator with a fixed node ID, or a lease
   * of one, which is given back when the application stops.
   *
   * @param config sortid's configuration
   * @return the source
   * @throws ConfigurationException if no node ID is configured, or its settings are wrong
   */
  @Produces
  @DefaultBean
  @Singleton
  public Scru64Source scru64Source(SortidConfig config) {
    return Scru64Sources.create(config.scru64());
  }

  /**
   * Gives a leased node ID back when the application stops.
   *
   * @param source the source made by {@link #scru64Source(SortidConfig)}
   */
  public void close(@Disposes Scru64Source source) {
    if (source instanceof AutoCloseable) {
      Scru64Sources.close((AutoCloseable) source);
    }
  }

  /** Sets a builder's rollback allowance from the settings under {@code prefix}. */
  static void rollbackAllowance(
      GeneratorBuilder<?> builder, String prefix, SortidConfig.GeneratorConfig config) {
    checked(
        prefix + ".rollback-allowance",
        config.rollbackAllowance(),
        () -> builder.rollbackAllowance(config.rollbackAllowance()));
  }

  /**
   * Runs a step that checks a configured value, and turns its rejection into a configuration error
   * naming the property.
   */
  static <T> T checked(String property, Object value, Supplier<T> step) {
    try {
      return step.get();
    } catch (IllegalArgumentException e) {
      throw new ConfigurationException(
          property + "=" + value + " is not valid: " + e.getMessage(), Set.of(property));
    }
  }
}
