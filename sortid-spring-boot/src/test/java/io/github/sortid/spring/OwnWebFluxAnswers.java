package io.github.sortid.spring;

import io.github.sortid.IdFormatException;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.server.ServerWebInputException;

/** An application's own WebFlux exception handlers, in an advice of the default order. */
@RestControllerAdvice
class OwnWebFluxAnswers {
  @ExceptionHandler(IdFormatException.class)
  ResponseEntity<Map<String, Object>> invalidId(IdFormatException e) {
    return ResponseEntity.badRequest().body(Map.of("own", e.getMessage()));
  }

  @ExceptionHandler(ServerWebInputException.class)
  ResponseEntity<Map<String, Object>> input(ServerWebInputException e) {
    return ResponseEntity.badRequest().body(Map.of("input", e.getReason()));
  }
}
