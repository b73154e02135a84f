package io.github.sortid.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.sortid.scru128.Scru128Id;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The module on a module path: {@code io.github.sortid.jackson} resolves with Jackson's and
 * sortid-core's modules, and {@code findAndRegisterModules()} finds it through its {@code
 * provides}, not through {@code META-INF/services}, which a named module does not use.
 */
class JpmsTest {
  private static final String NAME = "io.github.sortid.jackson";

  @Test
  void theModuleResolvesAndJacksonFindsItThroughProvides() throws Exception {
    ModuleFinder finder =
        ModuleFinder.of(
            location(SortidModule.class),
            location(Scru128Id.class),
            location(ObjectMapper.class),
            location(JsonParser.class),
            location(JsonFormat.class));
    ModuleDescriptor descriptor = finder.find(NAME).orElseThrow().descriptor();
    assertEquals(
        Set.of(NAME),
        descriptor.exports().stream().map(e -> e.source()).collect(Collectors.toSet()));
    assertEquals(
        List.of(SortidModule.class.getName()),
        descriptor.provides().stream()
            .filter(p -> p.service().equals("com.fasterxml.jackson.databind.Module"))
            .flatMap(p -> p.providers().stream())
            .collect(Collectors.toList()));

    Configuration configuration =
        ModuleLayer.boot().configuration().resolveAndBind(finder, ModuleFinder.of(), Set.of(NAME));
    ModuleLayer layer =
        ModuleLayer.boot()
            .defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
    ClassLoader loader = layer.findLoader(NAME);

    Class<?> service = loader.loadClass("com.fasterxml.jackson.databind.Module");
    List<Object> modules =
        ServiceLoader.load(layer, service).stream()
            .map(ServiceLoader.Provider::get)
            .collect(Collectors.toList());
    assertEquals(1, modules.size());
    assertEquals(NAME, modules.get(0).getClass().getModule().getName());

    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(loader);
    try {
      Class<?> mapperClass = loader.loadClass(ObjectMapper.class.getName());
      Object mapper = mapperClass.getConstructor().newInstance();
      mapperClass.getMethod("findAndRegisterModules").invoke(mapper);
      Class<?> idClass = loader.loadClass(Scru128Id.class.getName());
      assertTrue(idClass.getModule().isNamed());
      String text = "036z951mhjikzik2gsl81gr7l";
      Object id = idClass.getMethod("fromString", CharSequence.class).invoke(null, text);
      Object json = mapperClass.getMethod("writeValueAsString", Object.class).invoke(mapper, id);
      assertEquals('"' + text + '"', json);
      Object read =
          mapperClass
              .getMethod("readValue", String.class, Class.class)
              .invoke(mapper, "\"036Z951MHJIKZIK2GSL81GR7L\"", idClass);
      assertEquals(id, read);
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  /** The jar or class directory that a class was loaded from. */
  private static Path location(Class<?> type) throws URISyntaxException {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
  }
}
