package io.github.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.sortid.scru64.Scru64Source;
import java.io.IOException;
import java.io.Reader;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The classes that a native image must initialise at run time, listed once, in the GraalVM
 * convention's {@code META-INF/native-image/io.github.sortid/sortid-core/native-image.properties}
 * that every native-image build of an application reads (and Quarkus's build steps too): each class
 * whose static fields hold state of the run, so that no process starts with the randomness, the
 * generator state or the configuration of the image's build. Such state is a mutable static field,
 * or a static field whose type is a source of randomness, a clock, a generator, a thread-local or
 * an atomic variable, or one of sortid's classes that holds one of these. Every other class, such
 * as the ID types and {@link IdType}, whose constants Hibernate ORM keeps in an image's heap, stays
 * initialisable at build time.
 */
class RunTimeInitializationTest {
  private static final String PROPERTIES =
      "META-INF/native-image/io.github.sortid/sortid-core/native-image.properties";

  private static final String RUN_TIME = "--initialize-at-run-time=";

  /** The types whose values are state of the run, with their subtypes. */
  private static final List<Class<?>> STATE =
      List.of(
          RandomGenerator.class,
          InstantSource.class,
          ThreadLocal.class,
          IdGenerator.class,
          Scru64Source.class);

  @Test
  void theClassesWithStaticStateOfTheRunAreTheListedOnes() throws Exception {
    Set<String> stateful = new TreeSet<>();
    for (Class<?> type : classes()) {
      if (Arrays.stream(type.getDeclaredFields()).anyMatch(this::holdsStateOfTheRun)) {
        stateful.add(type.getName());
      }
    }
    assertEquals(stateful, listed());
  }

  @Test
  void theValueClassesStayInitialisableAtBuildTime() throws Exception {
    Set<String> listed = listed();
    assertFalse(listed.contains(IdType.class.getName()));
    for (IdType<?> type : IdType.all()) {
      assertFalse(listed.contains(type.javaType().getName()), type.name());
    }
  }

  private boolean holdsStateOfTheRun(Field field) {
    int modifiers = field.getModifiers();
    return Modifier.isStatic(modifiers)
        && !field.isSynthetic()
        && (!Modifier.isFinal(modifiers) || isState(field.getGenericType(), new HashSet<>()));
  }

  /**
   * Tells whether a field of this type holds state of the run: the type, one of its type arguments
   * or, for sortid's own classes, one of their instance fields.
   *
   * @param seen sortid's classes looked into already, which a cycle does not look into again
   */
  private static boolean isState(Type type, Set<Class<?>> seen) {
    if (type instanceof ParameterizedType parameterized) {
      return isState(parameterized.getRawType(), seen)
          || Arrays.stream(parameterized.getActualTypeArguments())
              .anyMatch(argument -> isState(argument, seen));
    }
    if (type instanceof WildcardType wildcard) {
      return Arrays.stream(wildcard.getUpperBounds()).anyMatch(bound -> isState(bound, seen));
    }
    if (type instanceof GenericArrayType array) {
      return isState(array.getGenericComponentType(), seen);
    }
    if (!(type instanceof Class<?> raw)) {
      return false; // a type variable: its values are of the types of the other fields
    }
    if (raw.isArray()) {
      return isState(raw.getComponentType(), seen);
    }
    if (STATE.stream().anyMatch(state -> state.isAssignableFrom(raw))
        || raw.getPackageName().equals("java.util.concurrent.atomic")) {
      return true;
    }
    return raw.getName().startsWith("io.github.sortid.")
        && seen.add(raw)
        && Arrays.stream(raw.getDeclaredFields())
            .filter(field -> !Modifier.isStatic(field.getModifiers()))
            .anyMatch(field -> isState(field.getGenericType(), seen));
  }

  /** Every class of sortid-core, loaded but not initialised. */
  private static List<Class<?>> classes() throws IOException, URISyntaxException {
    Path root = classesDirectory();
    try (Stream<Path> files = Files.walk(root)) {
      return files
          .map(file -> root.relativize(file).toString())
          .filter(file -> file.endsWith(".class") && !file.equals("module-info.class"))
          .map(file -> file.substring(0, file.length() - ".class".length()).replace('/', '.'))
          .map(RunTimeInitializationTest::load)
          .toList();
    }
  }

  /** The classes that the properties file lists, each checked to exist. */
  private static Set<String> listed() throws IOException, URISyntaxException {
    Properties properties = new Properties();
    try (Reader reader = Files.newBufferedReader(classesDirectory().resolve(PROPERTIES))) {
      properties.load(reader);
    }
    Set<String> listed = new TreeSet<>();
    for (String argument : properties.getProperty("Args").trim().split("\\s+")) {
      if (argument.startsWith(RUN_TIME)) {
        for (String name : argument.substring(RUN_TIME.length()).split(",")) {
          listed.add(load(name).getName());
        }
      }
    }
    return listed;
  }

  /** sortid-core's compiled classes: where {@link IdType} was loaded from. */
  private static Path classesDirectory() throws URISyntaxException {
    return Path.of(IdType.class.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  private static Class<?> load(String name) {
    try {
      return Class.forName(name, false, IdType.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new AssertionError("no class " + name, e);
    }
  }
}
