package io.github.sortid.spring;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.validation.IdFormat;
import io.github.sortid.validation.ValidId;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Takes every ID type in each place an API describes: bodies, path variables, query parameters and
 * headers. The names are those of the formats ({@code IdType.name()} in lower case), so that a test
 * finds each format's schema by its name. Also maps keyed by IDs and text that {@code @ValidId}
 * constrains. Spring MVC and WebFlux alike.
 */
@RestController
class DocumentedController {
  /** A body with one ID of each format. */
  record Ids(
      Scru128Id scru128,
      Scru128V1Id scru128_v1,
      Scru64Id scru64,
      Ulid ulid,
      Euid euid,
      UUID uuidv7,
      @JsonFormat(shape = JsonFormat.Shape.NUMBER) Scru64Id scru64Number,
      @JsonFormat(shape = JsonFormat.Shape.STRING) Scru64Id scru64Text,
      @JsonFormat(shape = JsonFormat.Shape.BINARY) Ulid ulidBytes,
      List<Ulid> ulids,
      Map<Scru128Id, Integer> scru128Counts,
      Map<UUID, Integer> uuidCounts,
      @ValidId(IdFormat.SCRU128) String customerId,
      @ValidId(IdFormat.UUIDV7) String requestId) {}

  @PostMapping("/ids")
  Ids echo(@RequestBody Ids ids) {
    return ids;
  }

  @GetMapping("/path/{scru128}/{scru128_v1}/{scru64}/{ulid}/{euid}")
  String path(
      @PathVariable Scru128Id scru128,
      @PathVariable Scru128V1Id scru128_v1,
      @PathVariable Scru64Id scru64,
      @PathVariable Ulid ulid,
      @PathVariable Euid euid) {
    return scru128.toString();
  }

  @GetMapping("/query")
  String query(
      @RequestParam Scru128Id scru128,
      @RequestParam Scru128V1Id scru128_v1,
      @RequestParam Scru64Id scru64,
      @RequestParam Ulid ulid,
      @RequestParam Euid euid,
      @RequestParam List<Scru64Id> scru64s) {
    return scru128.toString();
  }

  @GetMapping("/headers")
  String headers(
      @RequestHeader("scru128") Scru128Id scru128,
      @RequestHeader("scru128_v1") Scru128V1Id scru128V1,
      @RequestHeader("scru64") Scru64Id scru64,
      @RequestHeader("ulid") Ulid ulid,
      @RequestHeader("euid") Euid euid) {
    return scru128.toString();
  }

  @GetMapping("/validated")
  String validated(
      @RequestParam @ValidId(IdFormat.SCRU64) String ticket,
      @RequestHeader("request") @ValidId(IdFormat.UUIDV7) String request) {
    return ticket;
  }

  @GetMapping("/next")
  Scru64Id next() {
    return Scru64Id.fromString("0u2r85hm2pt3");
  }
}
