package io.github.sortid.quarkus.deployment;

import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.quarkus.deployment.builditem.IndexDependencyBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.RuntimeInitializedClassBuildItem;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.DotName;

/** What a native image of the application needs of sortid. */
public final class SortidNativeProcessor {
  /**
   * Where sortid-core lists, for every native-image build, the classes to initialise at run time:
   * those whose static fields hold state of the run, such as randomness or a generator.
   */
  private static final String NATIVE_IMAGE_PROPERTIES =
      "META-INF/native-image/io.github.sortid/sortid-core/native-image.properties";

  private static final String RUN_TIME = "--initialize-at-run-time=";

  /**
   * The meta-annotations by which Hibernate ORM finds the generator of an annotation, each with the
   * member that names the generator class; named only, Hibernate ORM is not on the build's class
   * path.
   */
  private static final Map<DotName, String> GENERATOR_TYPES =
      Map.of(
          DotName.createSimple("org.hibernate.annotations.IdGeneratorType"), "value",
          DotName.createSimple("org.hibernate.annotations.ValueGenerationType"), "generatedBy");

  private static final String SORTID_HIBERNATE = "io.github.sortid.hibernate";

  /** Created by Quarkus. */
  public SortidNativeProcessor() {}

  /**
   * sortid-core's classes that hold state of the run, initialised at run time so that no process
   * starts with the randomness or generator state of the build; read from sortid-core's own list,
   * which every native-image build reads too.
   */
  @BuildStep
  void runtimeInitialized(BuildProducer<RuntimeInitializedClassBuildItem> classes) {
    for (String name : runtimeInitializedClasses()) {
      classes.produce(new RuntimeInitializedClassBuildItem(name));
    }
  }

  /** sortid-hibernate's classes, so that its generator annotations can be read from the index. */
  @BuildStep
  void indexHibernate(Capabilities capabilities, BuildProducer<IndexDependencyBuildItem> index) {
    if (capabilities.isPresent(Capability.HIBERNATE_ORM)) {
      index.produce(new IndexDependencyBuildItem("io.github.sortid", "sortid-hibernate"));
    }
  }

  /**
   * The generators that Hibernate ORM makes by reflection, as sortid-hibernate's annotations name
   * them in {@code @IdGeneratorType} and {@code @ValueGenerationType}.
   */
  @BuildStep
  void hibernateGenerators(
      Capabilities capabilities,
      CombinedIndexBuildItem index,
      BuildProducer<ReflectiveClassBuildItem> reflective) {
    if (!capabilities.isPresent(Capability.HIBERNATE_ORM)) {
      return;
    }
    Set<String> generators = new TreeSet<>();
    GENERATOR_TYPES.forEach(
        (generatorType, member) -> {
          for (AnnotationInstance annotation : index.getIndex().getAnnotations(generatorType)) {
            if (annotation.target().asClass().name().packagePrefix().equals(SORTID_HIBERNATE)) {
              generators.add(annotation.value(member).asClass().name().toString());
            }
          }
        });
    reflective.produce(
        ReflectiveClassBuildItem.builder(generators)
            .constructors()
            .reason(SortidNativeProcessor.class.getName())
            .build());
  }

  /**
   * Reads sortid-core's list of the classes to initialise at run time.
   *
   * @throws IllegalStateException if sortid-core has no list, or it names no class
   */
  private static List<String> runtimeInitializedClasses() {
    Properties properties = new Properties();
    try (InputStream in =
        Thread.currentThread()
            .getContextClassLoader()
            .getResourceAsStream(NATIVE_IMAGE_PROPERTIES)) {
      if (in == null) {
        throw new IllegalStateException("sortid-core has no " + NATIVE_IMAGE_PROPERTIES);
      }
      properties.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(NATIVE_IMAGE_PROPERTIES, e);
    }
    for (String argument : properties.getProperty("Args", "").trim().split("\\s+")) {
      if (argument.startsWith(RUN_TIME)) {
        return List.of(argument.substring(RUN_TIME.length()).split(","));
      }
    }
    throw new IllegalStateException(NATIVE_IMAGE_PROPERTIES + " has no " + RUN_TIME + " argument");
  }
}
