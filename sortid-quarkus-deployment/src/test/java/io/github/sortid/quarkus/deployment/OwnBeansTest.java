package io.github.sortid.quarkus.deployment;

import static io.restassured.RestAssured.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.scru64.Scru64Source;
import io.quarkus.test.QuarkusUnitTest;
import io.restassured.response.Response;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An application's own generator and SCRU64 source replace sortid's: they are what is injected,
 * with no SCRU64 settings, which only sortid's own source needs; a source that is no lease has
 * nothing to report under readiness.
 */
class OwnBeansTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest().withApplicationRoot(jar -> jar.addClasses(OwnGenerators.class));

  /** The application's own generators. */
  @Singleton
  static class OwnGenerators {
    static final Scru128Generator SCRU128 =
        Scru128Generator.builder().rollbackAllowance(Duration.ofSeconds(1)).build();
    static final Scru64Source SCRU64 = new Scru64Generator(Scru64NodeSpec.ofNodeId(5, 4));

    @Produces
    @Singleton
    Scru128Generator scru128() {
      return SCRU128;
    }

    @Produces
    @Singleton
    Scru64Source scru64() {
      return SCRU64;
    }
  }

  @Inject Scru128Generator scru128;
  @Inject Scru64Source scru64;

  @Test
  void theApplicationsOwnBeansAreInjected() {
    assertSame(OwnGenerators.SCRU128, scru128);
    assertSame(OwnGenerators.SCRU64, scru64);
    assertEquals(5, scru64.generate().getNodeCtr() >>> (24 - 4));
  }

  @Test
  void aSourceThatIsNoLeaseHasNothingToReport() {
    Response response = get("/q/health/ready");
    assertEquals(200, response.statusCode(), response.asString());
    String check = "checks.find { it.name == 'sortid SCRU64 lease' }.";
    assertEquals("UP", response.jsonPath().getString(check + "status"), response.asString());
    assertNull(response.jsonPath().get(check + "data"), response.asString());
  }
}
