package io.github.sortid.spring;

import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import java.util.List;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Echoes IDs taken from the path, the query, the headers and (Spring MVC) forms, in Spring MVC and
 * WebFlux alike, and a number that is no ID.
 */
@RestController
class IdController {
  @GetMapping("/scru128/{id}")
  Map<String, Object> scru128(@PathVariable Scru128Id id) {
    return Map.of("id", id, "text", id.toString());
  }

  @GetMapping("/scru128v1/{id}")
  Map<String, Object> scru128V1(@PathVariable("id") Scru128V1Id id) {
    return Map.of("id", id);
  }

  @GetMapping("/scru64/{ticket}")
  Map<String, Object> scru64(@PathVariable Scru64Id ticket) {
    return Map.of("id", ticket);
  }

  @GetMapping("/euid/{id}")
  Map<String, Object> euid(@PathVariable Euid id) {
    return Map.of("id", id);
  }

  @GetMapping("/ulids")
  Map<String, Object> ulids(@RequestParam Ulid after, @RequestParam(required = false) Ulid before) {
    return before == null ? Map.of("after", after) : Map.of("after", after, "before", before);
  }

  @GetMapping("/scru128s")
  Map<String, Object> scru128s(@RequestParam List<Scru128Id> ids) {
    return Map.of("ids", ids);
  }

  @GetMapping("/header")
  Map<String, Object> header(@RequestHeader("X-Request-Id") Scru128Id requestId) {
    return Map.of("id", requestId);
  }

  @PostMapping("/form")
  Map<String, Object> form(@RequestParam Scru128Id id) {
    return Map.of("id", id);
  }

  @GetMapping("/page")
  Map<String, Object> page(@RequestParam int number) {
    return Map.of("number", number);
  }

  @GetMapping("/parse/{text}")
  Map<String, Object> parse(@PathVariable String text) {
    // The application's own parse failure: not a bad request parameter.
    return Map.of("id", Scru128Id.fromString(text));
  }
}
