package io.github.sortid.example.orders;

import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64Source;
import jakarta.validation.Valid;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * The orders over HTTP. IDs travel as their text: sortid's converter reads {@code /orders/{id}}
 * into a {@link Scru128Id} and answers text that is no ID with a 400, and sortid's Jackson module
 * writes the IDs in the JSON bodies.
 */
@RestController
@RequestMapping("/orders")
public class OrderController {
  private final OrderRepository orders;
  private final Scru64Source tickets;

  /**
   * Creates the controller.
   *
   * @param orders the orders
   * @param tickets the source of ticket numbers: the SCRU64 node ID leased from the database
   */
  public OrderController(OrderRepository orders, Scru64Source tickets) {
    this.orders = orders;
    this.tickets = tickets;
  }

  /**
   * Places an order.
   *
   * @param order the customer and the amount, which {@code @Valid} checks: 400 if they break a
   *     constraint of {@link NewOrder}
   * @return 201 with the order, its ID and ticket number, and its URI in {@code Location}; 503 with
   *     {@code Retry-After} if no ticket number can be issued now
   */
  @PostMapping
  public ResponseEntity<Order> create(@Valid @RequestBody NewOrder order) {
    Order saved = orders.save(new Order(ticket(), order.customer(), order.amountCents()));
    URI location =
        ServletUriComponentsBuilder.fromCurrentRequest()
            .path("/{id}")
            .buildAndExpand(saved.getId())
            .toUri();
    return ResponseEntity.created(location).body(saved);
  }

  /**
   * Issues a ticket number. The lease throws {@link IllegalStateException} once it is lost, or
   * while the database does not extend it: the service is unavailable, not broken.
   */
  private Scru64Id ticket() {
    try {
      return tickets.generate();
    } catch (IllegalStateException e) {
      throw new TicketsUnavailableException(e);
    }
  }

  /**
   * Returns an order.
   *
   * @param id the order's ID
   * @return 200 with the order, or 404 if there is none with this ID
   */
  @GetMapping("/{id}")
  public ResponseEntity<Order> get(@PathVariable Scru128Id id) {
    return ResponseEntity.of(orders.findById(id));
  }

  /**
   * Lists the orders created in a time range, both ends included, in the order they were created.
   *
   * @param from the start of the range, such as {@code 2026-05-01T12:00:00Z}
   * @param to the end of the range
   * @return the orders, in ascending ID order
   */
  @GetMapping
  public List<Order> list(@RequestParam Instant from, @RequestParam Instant to) {
    Scru128Id min;
    Scru128Id max;
    try {
      min = Scru128Id.min(from);
      max = Scru128Id.max(to);
    } catch (IllegalArgumentException e) {
      // An instant before 1970 or after the year 10889 has no SCRU128 ID.
      throw new ResponseStatusException(HttpStatus.BAD_REQUEST, e.getMessage(), e);
    }
    return orders.findByIdBetweenOrderByIdAsc(min, max);
  }
}
