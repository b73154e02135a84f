package io.github.sortid.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonFormat;
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
import tools.jackson.core.JsonParser;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * The module on a module path: {@code io.github.sortid.jackson3} resolves with Jackson's and
 * sortid-core's modules, and {@code findAndAddModules()} finds it through its {@code provides}, not
 * through {@code META-INF/services}, which a named module does not use.
 */
class JpmsTest {
  private static final String NAME = "io.github.sortid.jackson3";

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
            .filter(p -> p.service().equals("tools.jackson.databind.JacksonModule"))
            .flatMap(p -> p.providers().stream())
            .collect(Collectors.toList()));

    Configuration configuration =
        ModuleLayer.boot().configuration().resolveAndBind(finder, ModuleFinder.of(), Set.of(NAME));
    ModuleLayer layer =
        ModuleLayer.boot()
            .defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
    ClassLoader loader = layer.findLoader(NAME);

    Class<?> service = loader.loadClass("tools.jackson.databind.JacksonModule");
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
      Class<?> jsonMapperClass = loader.loadClass(JsonMapper.class.getName());
      Object builder = jsonMapperClass.getMethod("builder").invoke(null);
      builder = builder.getClass().getMethod("findAndAddModules").invoke(builder);
      Object mapper = builder.getClass().getMethod("build").invoke(builder);
      Class<?> mapperClass = loader.loadClass(ObjectMapper.class.getName());
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
