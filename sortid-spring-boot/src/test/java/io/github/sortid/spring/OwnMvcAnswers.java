package io.github.sortid.spring;

import io.github.sortid.IdFormatException;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;

/** An application's own Spring MVC exception handlers, in an advice of the default order. */
@RestControllerAdvice
class OwnMvcAnswers {
  @ExceptionHandler(IdFormatException.class)
  ResponseEntity<Map<String, Object>> invalidId(IdFormatException e) {
    return ResponseEntity.badRequest().body(Map.of("own", e.getMessage()));
  }

  @ExceptionHandler(MethodArgumentTypeMismatchException.class)
  ResponseEntity<Map<String, Object>> mismatch(MethodArgumentTypeMismatchException e) {
    return ResponseEntity.badRequest().body(Map.of("mismatch", e.getName()));
  }
}
