package io.github.sortid.spring;

import io.github.sortid.scru128.Scru128Id;
import java.util.Map;
import org.springframework.core.convert.ConversionFailedException;
import org.springframework.core.convert.ConversionService;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * Converts text to IDs with the application's conversion service itself, which uses sortid's
 * converter: its failures are the application's, not a bad request parameter. Spring MVC and
 * WebFlux alike.
 */
@RestController
class ConvertingController {
  private final ConversionService conversion;

  ConvertingController(ConversionService conversion) {
    this.conversion = conversion;
  }

  /** Fails with the conversion service's {@link ConversionFailedException}. */
  @GetMapping("/convert/{text}")
  Map<String, Object> convert(@PathVariable String text) {
    return Map.of("id", conversion.convert(text, Scru128Id.class));
  }

  /** Fails with an {@link IllegalArgumentException} of the application's, caused by sortid's. */
  @GetMapping("/customer/{text}")
  Map<String, Object> customer(@PathVariable String text) {
    try {
      return Map.of("customer", conversion.convert(text, Scru128Id.class));
    } catch (ConversionFailedException e) {
      throw new IllegalArgumentException("no such customer: " + text, e);
    }
  }
}
