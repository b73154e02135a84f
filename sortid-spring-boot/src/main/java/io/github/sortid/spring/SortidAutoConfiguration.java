package io.github.sortid.spring;

import static io.github.sortid.spring.PropertyChecks.checked;

import io.github.sortid.GeneratorBuilder;
import io.github.sortid.euid.EuidGenerator;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.ulid.UlidGenerator;
import io.github.sortid.uuidv7.UuidV7Generator;
import java.time.Duration;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * Auto-configuration of the SCRU128, ULID, EUID and UUIDv7 generators: one of each for the whole
 * application, from the {@code sortid.scru128.*}, {@code sortid.ulid.*}, {@code sortid.euid.*} and
 * {@code sortid.uuidv7.*} properties. A generator bean of the application's own replaces the one of
 * its type.
 *
 * <pre>{@code
 * @Service
 * class Orders {
 *   private final Scru128Generator ids;
 *
 *   Orders(Scru128Generator ids) {
 *     this.ids = ids;
 *   }
 * }
 * }</pre>
 */
@AutoConfiguration
@EnableConfigurationProperties(SortidProperties.class)
public final class SortidAutoConfiguration {
  /** Created by Spring. */
  SortidAutoConfiguration() {}

  /**
   * The application's SCRU128 generator.
   *
   * @param properties the {@code sortid.*} properties
   * @return a generator with the configured rollback allowance
   */
  @Bean
  @ConditionalOnMissingBean
  public Scru128Generator scru128Generator(SortidProperties properties) {
    Scru128Generator.Builder builder = Scru128Generator.builder();
    rollbackAllowance(builder, "sortid.scru128", properties.getScru128());
    return builder.build();
  }

  /**
   * The application's ULID generator.
   *
   * @param properties the {@code sortid.*} properties
   * @return a generator with the configured rollback allowance
   */
  @Bean
  @ConditionalOnMissingBean
  public UlidGenerator ulidGenerator(SortidProperties properties) {
    UlidGenerator.Builder builder = UlidGenerator.builder();
    rollbackAllowance(builder, "sortid.ulid", properties.getUlid());
    return builder.build();
  }

  /**
   * The application's EUID generator.
   *
   * @param properties the {@code sortid.*} properties
   * @return a generator with the configured rollback allowance and extension
   */
  @Bean
  @ConditionalOnMissingBean
  public EuidGenerator euidGenerator(SortidProperties properties) {
    SortidProperties.Euid euid = properties.getEuid();
    EuidGenerator.Builder builder = EuidGenerator.builder();
    rollbackAllowance(builder, "sortid.euid", euid);
    Integer extension = euid.getExtension();
    if (extension != null) {
      checked("sortid.euid.extension", extension, () -> builder.extension(extension));
    }
    return builder.build();
  }

  /**
   * The application's UUIDv7 generator.
   *
   * @param properties the {@code sortid.*} properties
   * @return a generator with the configured rollback allowance
   */
  @Bean
  @ConditionalOnMissingBean
  public UuidV7Generator uuidV7Generator(SortidProperties properties) {
    UuidV7Generator.Builder builder = UuidV7Generator.builder();
    rollbackAllowance(builder, "sortid.uuidv7", properties.getUuidv7());
    return builder.build();
  }

  /** Sets a builder's rollback allowance from the properties under {@code prefix}. */
  static void rollbackAllowance(
      GeneratorBuilder<?> builder, String prefix, SortidProperties.Generator properties) {
    Duration allowance = properties.getRollbackAllowance();
    checked(prefix + ".rollback-allowance", allowance, () -> builder.rollbackAllowance(allowance));
  }
}
