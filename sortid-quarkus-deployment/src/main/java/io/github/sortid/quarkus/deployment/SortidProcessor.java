package io.github.sortid.quarkus.deployment;

import io.github.sortid.quarkus.Scru64HealthCheck;
import io.github.sortid.quarkus.SortidGenerators;
import io.github.sortid.quarkus.SortidHibernateTypes;
import io.github.sortid.quarkus.SortidObjectMapperCustomizer;
import io.github.sortid.quarkus.SortidRecorder;
import io.github.sortid.scru64.Scru64Source;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.arc.deployment.SyntheticBeansRuntimeInitBuildItem;
import io.quarkus.arc.deployment.UnremovableBeanBuildItem;
import io.quarkus.arc.deployment.ValidationPhaseBuildItem;
import io.quarkus.arc.processor.BeanInfo;
import io.quarkus.arc.processor.InjectionPointInfo;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.annotations.Consume;
import io.quarkus.deployment.annotations.ExecutionTime;
import io.quarkus.deployment.annotations.Record;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.quarkus.deployment.builditem.FeatureBuildItem;
import io.quarkus.deployment.builditem.ServiceStartBuildItem;
import io.quarkus.smallrye.health.deployment.spi.HealthBuildItem;
import java.util.ArrayList;
import java.util.List;
import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.DotName;

/** sortid's build steps: its beans, and each framework's part when the application has it. */
public final class SortidProcessor {
  /** The feature's name, as the start-up log lists it. */
  static final String FEATURE = "sortid";

  private static final DotName SCRU64_SOURCE = DotName.createSimple(Scru64Source.class);

  private static final DotName GENERATORS = DotName.createSimple(SortidGenerators.class);

  /** sortid-hibernate's annotation, named only: Hibernate ORM is not on the build's class path. */
  private static final DotName SCRU64_GENERATED =
      DotName.createSimple("io.github.sortid.hibernate.Scru64Generated");

  /** Created by Quarkus. */
  public SortidProcessor() {}

  @BuildStep
  FeatureBuildItem feature() {
    return new FeatureBuildItem(FEATURE);
  }

  /**
   * The generators and the SCRU64 source; kept when the application injects none of them, since
   * Hibernate ORM looks the source up by type, and a configured lease is taken at start-up.
   */
  @BuildStep
  void generators(
      BuildProducer<AdditionalBeanBuildItem> beans,
      BuildProducer<UnremovableBeanBuildItem> unremovable) {
    beans.produce(AdditionalBeanBuildItem.unremovableOf(SortidGenerators.class));
    unremovable.produce(UnremovableBeanBuildItem.beanTypes(SCRU64_SOURCE));
  }

  /**
   * The injection points and generated attributes that need sortid's SCRU64 source: those that
   * resolve to it, not an application's own source, nor a programmatic lookup, which asks for it
   * only when it calls {@code get()}.
   */
  @BuildStep
  Scru64NeedersBuildItem scru64Needers(
      ValidationPhaseBuildItem validation, CombinedIndexBuildItem index) {
    List<String> needers = new ArrayList<>();
    for (InjectionPointInfo point : validation.getContext().getInjectionPoints()) {
      if (isSortids(point.getResolvedBean())) {
        needers.add(point.getTargetInfo());
      }
    }
    // Hibernate ORM asks the container for the source by type, as an unqualified injection would.
    boolean ownSource =
        validation.getContext().beans().withBeanType(SCRU64_SOURCE).stream()
            .anyMatch(bean -> !isSortids(bean));
    if (!ownSource) {
      for (AnnotationInstance generated : index.getIndex().getAnnotations(SCRU64_GENERATED)) {
        needers.add("the @Scru64Generated attribute " + attribute(generated.target()));
      }
    }
    return new Scru64NeedersBuildItem(needers);
  }

  /** Tells whether a bean is sortid's own SCRU64 source, which needs configuring. */
  private static boolean isSortids(BeanInfo bean) {
    return bean != null
        && bean.isProducerMethod()
        && bean.getDeclaringBean().getBeanClass().equals(GENERATORS)
        && bean.getTypes().stream().anyMatch(type -> type.name().equals(SCRU64_SOURCE));
  }

  /** An annotated field or getter as {@code Class.member}. */
  private static String attribute(AnnotationTarget target) {
    return target.kind() == AnnotationTarget.Kind.FIELD
        ? target.asField().declaringClass().name() + "." + target.asField().name()
        : target.asMethod().declaringClass().name() + "." + target.asMethod().name() + "()";
  }

  /**
   * Takes a configured lease at start-up, before the application serves, and stops the start-up
   * when something needs a source that is not configured.
   */
  @BuildStep
  @Record(ExecutionTime.RUNTIME_INIT)
  @Consume(SyntheticBeansRuntimeInitBuildItem.class)
  ServiceStartBuildItem startScru64(SortidRecorder recorder, Scru64NeedersBuildItem needers) {
    recorder.startScru64(needers.needers());
    return new ServiceStartBuildItem(FEATURE);
  }

  /** sortid-hibernate's types, as Quarkus's Hibernate ORM takes them. */
  @BuildStep
  void hibernate(Capabilities capabilities, BuildProducer<AdditionalBeanBuildItem> beans) {
    if (capabilities.isPresent(Capability.HIBERNATE_ORM)) {
      beans.produce(AdditionalBeanBuildItem.unremovableOf(SortidHibernateTypes.class));
    }
  }

  /** sortid's Jackson module on the application's {@code ObjectMapper}. */
  @BuildStep
  void jackson(Capabilities capabilities, BuildProducer<AdditionalBeanBuildItem> beans) {
    if (capabilities.isPresent(Capability.JACKSON)) {
      beans.produce(AdditionalBeanBuildItem.unremovableOf(SortidObjectMapperCustomizer.class));
    }
  }

  /** The lease's readiness check, under {@code /q/health/ready}. */
  @BuildStep
  HealthBuildItem health() {
    return new HealthBuildItem(Scru64HealthCheck.class.getName(), true);
  }
}
