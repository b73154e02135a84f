package io.github.sortid.jacksontest;

import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sortid.jacksontest.JacksonAdapter.Codec;
import java.lang.reflect.Type;

/**
 * What every contract stands on: the Jackson version under test, given by the test class that
 * implements the contracts.
 */
public interface ModuleContract {
  /**
   * Returns the Jackson version under test.
   *
   * @return the adapter
   */
  JacksonAdapter jackson();

  /**
   * Returns a JSON mapper with the module's default settings.
   *
   * @return the mapper
   */
  default Codec json() {
    return jackson().json(false);
  }

  /**
   * Returns a JSON mapper with the module writing the UUID form.
   *
   * @return the mapper
   */
  default Codec uuidJson() {
    return jackson().json(true);
  }

  /**
   * Reads a document that must fail.
   *
   * @param codec the mapper
   * @param content the document
   * @param type the type to read
   * @return what the mapper threw
   */
  default Exception readFails(Codec codec, String content, Type type) {
    return assertThrows(Exception.class, () -> codec.read(content, type), content);
  }
}
