package io.github.sortid.quarkus.deployment;

import io.github.sortid.hibernate.Scru64Generated;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64Source;
import io.quarkus.test.QuarkusUnitTest;
import jakarta.inject.Inject;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An application that needs a SCRU64 source, through an injection point and a generated key, with
 * no node ID configured: the start fails, naming both needers and every way to configure one.
 */
class Scru64NotConfiguredTest {
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(jar -> jar.addClasses(Ticket.class))
          .assertException(
              StartupFailure.saying(
                  "Scru64NotConfiguredTest#numbers",
                  "@Scru64Generated attribute",
                  "Scru64NotConfiguredTest$Ticket.id",
                  "sortid.scru64.node-spec",
                  "sortid.scru64.jdbc.*",
                  "sortid.scru64.node-id-from"));

  @Inject Scru64Source numbers;

  /** An entity whose key needs the source. */
  @Entity
  @Table(name = "not_configured_ticket")
  static class Ticket {
    @Id @Scru64Generated Scru64Id id;
  }

  @Test
  void theStartFails() {
    // Checked by assertException: the application never starts.
  }
}
