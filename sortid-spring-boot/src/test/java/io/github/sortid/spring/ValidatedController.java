package io.github.sortid.spring;

import io.github.sortid.validation.IdFormat;
import io.github.sortid.validation.ValidId;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Takes IDs as text that Bean Validation checks: in a request body and as a parameter. */
@RestController
class ValidatedController {
  /** A body whose IDs are text, as a client sends them. */
  record NewOrder(
      @NotNull @ValidId(IdFormat.SCRU128) String customerId,
      List<@ValidId(IdFormat.ULID) String> items) {}

  @PostMapping("/orders")
  String place(@Valid @RequestBody NewOrder order) {
    return order.customerId();
  }

  @GetMapping("/tickets")
  String ticket(@RequestParam @ValidId(IdFormat.SCRU64) String number) {
    return number;
  }
}
