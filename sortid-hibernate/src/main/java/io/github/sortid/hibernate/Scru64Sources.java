package io.github.sortid.hibernate;

import io.github.sortid.scru64.Scru64;
import io.github.sortid.scru64.Scru64Source;
import org.hibernate.MappingException;
import org.hibernate.resource.beans.container.spi.BeanContainer;
import org.hibernate.resource.beans.spi.BeanInstanceProducer;
import org.hibernate.resource.beans.spi.ManagedBeanRegistry;
import org.hibernate.service.ServiceRegistry;

/**
 * Finds the {@link Scru64Source} of a session factory, once, when it is built: so that a missing
 * source stops the start rather than the first insert.
 *
 * <ul>
 *   <li>With a bean container ({@code hibernate.resource.beans.container}; Spring Boot sets its
 *       {@code SpringBeanContainer}), the container's {@code Scru64Source} bean: each application
 *       uses its own source, even when several run in one JVM. sortid-spring-boot defines that bean
 *       from {@code sortid.scru64.*}.
 *   <li>Without one, in plain Hibernate, the process-wide source, {@link Scru64#generate()},
 *       configured by {@code SCRU64_NODE_SPEC}, {@code -Dsortid.scru64.nodeSpec} or {@link
 *       Scru64#initialize}.
 * </ul>
 */
final class Scru64Sources {
  /** What sortid-spring-boot reads to define the bean. */
  static final String SPRING_PROPERTIES =
      "sortid.scru64.node-spec, sortid.scru64.node-id-from, sortid.scru64.zookeeper.realm or"
          + " sortid.scru64.jdbc.realm";

  private Scru64Sources() {}

  /**
   * Returns the bean container's source, or null when there is no container and the process-wide
   * source is configured.
   *
   * @param services the session factory's services
   * @param needer what needs the source, named in the error
   * @return the source, or null for {@link Scru64#generate()}
   * @throws MappingException if the container has no source, or, without a container, the
   *     process-wide source is not configured
   */
  static Scru64Source find(ServiceRegistry services, String needer) {
    BeanContainer container = services.requireService(ManagedBeanRegistry.class).getBeanContainer();
    if (container == null) {
      try {
        Scru64.getNodeSpec();
      } catch (IllegalStateException e) {
        throw new MappingException(needer + " needs a SCRU64 node ID: " + e.getMessage(), e);
      }
      return null;
    }
    return container
        .getBean(Scru64Source.class, ExistingBean.OPTIONS, new NoBean(needer))
        .getBeanInstance();
  }

  /**
   * Asks the container for the bean it holds, not for a new instance of the class, which is what
   * Hibernate asks for its own beans; and lets it keep the reference.
   */
  private enum ExistingBean implements BeanContainer.LifecycleOptions {
    OPTIONS;

    @Override
    public boolean canUseCachedReferences() {
      return true;
    }

    @Override
    public boolean useJpaCompliantCreation() {
      return false;
    }
  }

  /** Called by the container when it has no {@code Scru64Source}: fails, saying what to set. */
  private record NoBean(String needer) implements BeanInstanceProducer {
    @Override
    public <B> B produceBeanInstance(Class<B> beanType) {
      throw new MappingException(
          needer
              + " needs a Scru64Source bean, and the bean container has none: with"
              + " sortid-spring-boot, set "
              + SPRING_PROPERTIES
              + "; or define a Scru64Source bean");
    }

    @Override
    public <B> B produceBeanInstance(String name, Class<B> beanType) {
      return produceBeanInstance(beanType);
    }
  }
}
