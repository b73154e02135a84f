package io.github.sortid.quarkus.deployment;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdType;
import io.quarkus.builder.BuildChainBuilder;
import io.quarkus.deployment.builditem.GeneratedResourceBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.RuntimeInitializedClassBuildItem;
import io.quarkus.test.QuarkusUnitTest;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the build hands a native image of the application: sortid-core's classes with state of the
 * run are initialised at run time, its value classes are not; Hibernate ORM can make
 * sortid-hibernate's generators by reflection. A step added to the build chain reads the build
 * items and passes them to the application in a resource.
 */
class NativeImageTest {
  /** The application's resource that holds what the build items name. */
  private static final String ITEMS = "native-image-test.properties";

  private static final String RUNTIME_INITIALIZED = "runtime-initialized";
  private static final String REFLECTIVE_CONSTRUCTORS = "reflective-constructors";

  /** The reason that sortid's registrations for reflection give. */
  private static final String SORTIDS = "io.github.sortid.quarkus.deployment.SortidNativeProcessor";

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest().addBuildChainCustomizer(NativeImageTest::passNativeImageBuildItems);

  private final List<String> runtimeInitialized = items(RUNTIME_INITIALIZED);
  private final List<String> reflectiveConstructors = items(REFLECTIVE_CONSTRUCTORS);

  @Test
  void classesWithStateOfTheRunAreInitialisedAtRunTime() {
    for (String name :
        List.of(
            "io.github.sortid.scru128.Scru128",
            "io.github.sortid.internal.ThreadRandom",
            "io.github.sortid.scru64.Scru64")) {
      assertTrue(runtimeInitialized.contains(name), name + " in " + runtimeInitialized);
    }
  }

  @Test
  void valueClassesStayInitialisableAtBuildTime() {
    assertFalse(runtimeInitialized.contains(IdType.class.getName()));
    for (IdType<?> type : IdType.all()) {
      assertFalse(runtimeInitialized.contains(type.javaType().getName()), type.name());
    }
  }

  @Test
  void hibernateCanMakeSortidsGeneratorsByReflection() {
    for (String generator :
        List.of(
            "Scru128Generation",
            "Scru64Generation",
            "UlidGeneration",
            "EuidGeneration",
            "UuidV7Generation")) {
      String name = "io.github.sortid.hibernate." + generator;
      assertTrue(reflectiveConstructors.contains(name), name + " in " + reflectiveConstructors);
    }
  }

  /** Adds the step that passes the native-image build items to the application. */
  private static void passNativeImageBuildItems(BuildChainBuilder chain) {
    chain
        .addBuildStep(
            context -> {
              Properties items = new Properties();
              items.setProperty(
                  RUNTIME_INITIALIZED,
                  context.consumeMulti(RuntimeInitializedClassBuildItem.class).stream()
                      .map(RuntimeInitializedClassBuildItem::getClassName)
                      .collect(Collectors.joining(",")));
              items.setProperty(
                  REFLECTIVE_CONSTRUCTORS,
                  context.consumeMulti(ReflectiveClassBuildItem.class).stream()
                      // Quarkus's Hibernate ORM registers them too, once they are in the index.
                      .filter(item -> SORTIDS.equals(item.getReason()) && item.isConstructors())
                      .flatMap(item -> item.getClassNames().stream())
                      .collect(Collectors.joining(",")));
              StringWriter text = new StringWriter();
              try {
                items.store(text, null);
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
              context.produce(
                  new GeneratedResourceBuildItem(
                      ITEMS, text.toString().getBytes(StandardCharsets.ISO_8859_1)));
            })
        .consumes(RuntimeInitializedClassBuildItem.class)
        .consumes(ReflectiveClassBuildItem.class)
        .produces(GeneratedResourceBuildItem.class)
        .build();
  }

  /** One of the lists that {@link #passNativeImageBuildItems} wrote. */
  private static List<String> items(String name) {
    Properties items = new Properties();
    try (InputStream in =
        Thread.currentThread().getContextClassLoader().getResourceAsStream(ITEMS)) {
      items.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return List.of(items.getProperty(name).split(","));
  }
}
