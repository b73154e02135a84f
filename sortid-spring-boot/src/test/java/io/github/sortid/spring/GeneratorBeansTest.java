package io.github.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.euid.Euid;
import io.github.sortid.euid.EuidGenerator;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.ulid.UlidGenerator;
import io.github.sortid.uuidv7.UuidV7;
import io.github.sortid.uuidv7.UuidV7Generator;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

class GeneratorBeansTest {
  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(AutoConfigurations.of(SortidAutoConfiguration.class));

  @Test
  void everyGeneratorIsABean() {
    runner.run(
        context -> {
          assertTrue(context.getBean(Scru128Generator.class).generate().getTimestamp() > 0);
          assertTrue(context.getBean(UlidGenerator.class).generate().getTimestamp() > 0);
          Euid euid = context.getBean(EuidGenerator.class).generate();
          assertFalse(euid.getExtension().isPresent());
          assertTrue(UuidV7.getTimestamp(context.getBean(UuidV7Generator.class).generate()) > 0);
        });
  }

  @Test
  void theEuidExtensionComesFromItsProperty() {
    runner
        .withPropertyValues("sortid.euid.extension=7")
        .run(
            context ->
                assertEquals(
                    7, context.getBean(EuidGenerator.class).generate().getExtension().getAsInt()));
  }

  @Test
  void theApplicationsOwnGeneratorsWin() {
    runner
        .withUserConfiguration(OwnGenerators.class)
        .run(
            context -> {
              assertSame(OwnGenerators.SCRU128, context.getBean(Scru128Generator.class));
              assertSame(OwnGenerators.ULID, context.getBean(UlidGenerator.class));
              assertSame(OwnGenerators.EUID, context.getBean(EuidGenerator.class));
              assertSame(OwnGenerators.UUIDV7, context.getBean(UuidV7Generator.class));
            });
  }

  @Test
  void theRollbackAllowancesAreBoundAndApplied() {
    runner
        .withPropertyValues(
            "sortid.scru128.rollback-allowance=3s",
            "sortid.ulid.rollback-allowance=250ms",
            "sortid.euid.rollback-allowance=1m",
            "sortid.uuidv7.rollback-allowance=2500ms")
        .run(
            context -> {
              SortidProperties properties = context.getBean(SortidProperties.class);
              assertEquals(Duration.ofSeconds(3), properties.getScru128().getRollbackAllowance());
              assertEquals(Duration.ofMillis(250), properties.getUlid().getRollbackAllowance());
              assertEquals(Duration.ofMinutes(1), properties.getEuid().getRollbackAllowance());
              assertEquals(Duration.ofMillis(2500), properties.getUuidv7().getRollbackAllowance());
              assertEquals(Duration.ofSeconds(10), properties.getScru64().getRollbackAllowance());
              UlidGenerator.Builder builder = UlidGenerator.builder();
              SortidAutoConfiguration.rollbackAllowance(
                  builder, "sortid.ulid", properties.getUlid());
              assertEquals(Duration.ofMillis(250), builder.getRollbackAllowance());
              UuidV7Generator.Builder uuidV7Builder = UuidV7Generator.builder();
              SortidAutoConfiguration.rollbackAllowance(
                  uuidV7Builder, "sortid.uuidv7", properties.getUuidv7());
              assertEquals(Duration.ofMillis(2500), uuidV7Builder.getRollbackAllowance());
            });
  }

  @Test
  void aBadPropertyValueStopsTheStartAndIsNamed() {
    String[][] cases = {
      {"sortid.euid.extension=40000", "sortid.euid.extension"},
      {"sortid.scru128.rollback-allowance=-1s", "sortid.scru128.rollback-allowance"},
      {"sortid.ulid.rollback-allowance=-5ms", "sortid.ulid.rollback-allowance"},
      {"sortid.euid.rollback-allowance=-1s", "sortid.euid.rollback-allowance"},
      {"sortid.uuidv7.rollback-allowance=-2s", "sortid.uuidv7.rollback-allowance"},
    };
    for (String[] c : cases) {
      runner
          .withPropertyValues(c[0])
          .run(context -> StartupFailures.assertInvalidProperty(context, c[1], c[0]));
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnGenerators {
    static final Scru128Generator SCRU128 = new Scru128Generator();
    static final UlidGenerator ULID = new UlidGenerator();
    static final EuidGenerator EUID = new EuidGenerator();
    static final UuidV7Generator UUIDV7 = new UuidV7Generator();

    @Bean
    Scru128Generator ownScru128() {
      return SCRU128;
    }

    @Bean
    UlidGenerator ownUlid() {
      return ULID;
    }

    @Bean
    EuidGenerator ownEuid() {
      return EUID;
    }

    @Bean
    UuidV7Generator ownUuidV7() {
      return UUIDV7;
    }
  }
}
