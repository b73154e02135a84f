package io.github.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.scru64.Scru64Source;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.hibernate.resource.beans.container.spi.BeanContainer;
import org.hibernate.resource.beans.container.spi.ContainedBean;
import org.hibernate.resource.beans.spi.BeanInstanceProducer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * With a bean container, {@code @Scru64Generated} takes its IDs from the container's {@code
 * Scru64Source}, never from the process-wide source; a container without one stops the session
 * factory from being built.
 */
@ExtendWith(Postgres.class)
class BeanContainerTest {
  /** A SCRU64 key and a second SCRU64 value. */
  @Entity(name = "Ticket")
  @Table(name = "ticket")
  static class Ticket {
    @Id @Scru64Generated long id;
    @Scru64Generated Scru64Id stub;
  }

  @Test
  void theContainersSourceGeneratesTheIds() {
    Scru64Source source = new Scru64Generator(Scru64NodeSpec.parse("9/8"));
    try (SessionFactory sessionFactory = create(new Container(source))) {
      Ticket ticket = new Ticket();
      sessionFactory.inTransaction(session -> session.persist(ticket));
      assertEquals(9, Scru64Id.fromLong(ticket.id).getNodeCtr() >>> 16);
      assertEquals(9, ticket.stub.getNodeCtr() >>> 16);
      assertTrue(ticket.id < ticket.stub.toLong(), "one source behind both");
    }
  }

  @Test
  void aContainerWithoutSourceStopsTheBuild() {
    RuntimeException e = assertThrows(RuntimeException.class, () -> create(new Container(null)));
    String message = messages(e);
    assertTrue(message.contains("@Scru64Generated on Ticket.id needs a Scru64Source"), message);
    for (String property :
        new String[] {
          "sortid.scru64.node-spec",
          "sortid.scru64.node-id-from",
          "sortid.scru64.zookeeper.realm",
          "sortid.scru64.jdbc.realm"
        }) {
      assertTrue(message.contains(property), message);
    }
  }

  private static SessionFactory create(BeanContainer container) {
    Configuration configuration = new Configuration();
    configuration.getProperties().put("hibernate.resource.beans.container", container);
    return SessionFactories.create(Postgres.newDatabase(), configuration, Ticket.class);
  }

  private static String messages(Throwable e) {
    StringBuilder text = new StringBuilder();
    for (Throwable cause = e; cause != null; cause = cause.getCause()) {
      text.append('\n').append(cause.getMessage());
    }
    return text.toString();
  }

  /** A container holding one {@code Scru64Source}, or none; it makes nothing else. */
  private static final class Container implements BeanContainer {
    private final Scru64Source source;

    Container(Scru64Source source) {
      this.source = source;
    }

    @Override
    public <B> ContainedBean<B> getBean(
        Class<B> beanType, LifecycleOptions options, BeanInstanceProducer fallback) {
      B bean =
          beanType == Scru64Source.class && source != null
              ? beanType.cast(source)
              : fallback.produceBeanInstance(beanType);
      return new Contained<>(beanType, bean);
    }

    @Override
    public <B> ContainedBean<B> getBean(
        String name, Class<B> beanType, LifecycleOptions options, BeanInstanceProducer fallback) {
      return getBean(beanType, options, fallback);
    }

    @Override
    public void stop() {}
  }

  /**
   * A bean held by {@link Container}. {@code getBeanClass} is what Hibernate ORM 7 adds to the
   * interface; Hibernate ORM 6.6 does not ask for it.
   */
  private static final class Contained<B> implements ContainedBean<B> {
    private final Class<B> beanClass;
    private final B instance;

    Contained(Class<B> beanClass, B instance) {
      this.beanClass = beanClass;
      this.instance = instance;
    }

    @Override
    public B getBeanInstance() {
      return instance;
    }

    public Class<B> getBeanClass() {
      return beanClass;
    }
  }
}
