package io.github.sortid.spring;

import java.util.Map;
import org.springframework.core.convert.ConversionFailedException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * An application's own answers to the failures of its {@link ConvertingController}, in an advice of
 * the default order, Spring MVC and WebFlux alike.
 */
@RestControllerAdvice(assignableTypes = ConvertingController.class)
class ConversionAnswers {
  @ExceptionHandler(ConversionFailedException.class)
  ResponseEntity<Map<String, Object>> conversion(ConversionFailedException e) {
    return ResponseEntity.status(HttpStatus.UNPROCESSABLE_CONTENT)
        .body(Map.of("conversion", e.getValue()));
  }

  @ExceptionHandler(IllegalArgumentException.class)
  ResponseEntity<Map<String, Object>> argument(IllegalArgumentException e) {
    return ResponseEntity.status(HttpStatus.CONFLICT).body(Map.of("argument", e.getMessage()));
  }
}
