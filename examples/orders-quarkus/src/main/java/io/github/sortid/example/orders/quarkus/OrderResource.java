package io.github.sortid.example.orders.quarkus;

import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64Source;
import jakarta.transaction.Transactional;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.ServiceUnavailableException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.function.Function;
import org.jboss.resteasy.reactive.RestPath;
import org.jboss.resteasy.reactive.RestQuery;
import org.jboss.resteasy.reactive.RestResponse;

/**
 * The orders over HTTP. IDs travel as their text: sortid's extension reads {@code /orders/{id}}
 * into a {@link Scru128Id} and answers text that is no ID with a 400, and its Jackson module writes
 * the IDs in the JSON bodies.
 */
@Path("/orders")
@Produces(MediaType.APPLICATION_JSON)
public class OrderResource {
  /** Seconds to wait before trying again once no ticket can be issued: about the lease's window. */
  static final long RETRY_AFTER_SECONDS = 5;

  private final OrderRepository orders;
  private final Scru64Source tickets;

  /**
   * Created by the container.
   *
   * @param orders the orders
   * @param tickets the source of ticket numbers: the SCRU64 node ID leased from the database
   */
  OrderResource(OrderRepository orders, Scru64Source tickets) {
    this.orders = orders;
    this.tickets = tickets;
  }

  /**
   * Places an order.
   *
   * @param order the customer and the amount, which {@code @Valid} checks: 400 if they break a
   *     constraint of {@link NewOrder}, or if there is no body
   * @param uri the request's URI, which the order's URI extends
   * @return 201 with the order, its ID and ticket number, and its URI in {@code Location}; 503 with
   *     {@code Retry-After} if no ticket number can be issued now
   */
  @POST
  @Consumes(MediaType.APPLICATION_JSON)
  @Transactional
  public RestResponse<Order> create(
      @NotNull(message = "the body must be an order") @Valid NewOrder order, @Context UriInfo uri) {
    Order placed = new Order(ticket(), order.customer(), order.amountCents());
    // The ID is generated here, on persist, not at the commit.
    orders.persist(placed);
    URI location = uri.getAbsolutePathBuilder().path(placed.getId().toString()).build();
    return RestResponse.ResponseBuilder.<Order>created(location).entity(placed).build();
  }

  /**
   * Issues a ticket number. The lease throws {@link IllegalStateException} once it is lost, or
   * while the database does not extend it: the service is unavailable, not broken.
   */
  private Scru64Id ticket() {
    try {
      return tickets.generate();
    } catch (IllegalStateException e) {
      throw new ServiceUnavailableException(
          "No ticket number can be issued now; try again later", RETRY_AFTER_SECONDS, e);
    }
  }

  /**
   * Returns an order.
   *
   * @param id the order's ID; named in the annotation, since a parameter converter sees only the
   *     annotation, so that sortid's 400 for text that is no ID names it
   * @return the order; 404 if there is none with this ID
   */
  @GET
  @Path("/{id}")
  public Order get(@RestPath("id") Scru128Id id) {
    return orders
        .findByIdOptional(id)
        .orElseThrow(() -> new NotFoundException("There is no order " + id));
  }

  /**
   * Lists the orders created in a time range, both ends included, in the order they were created.
   *
   * @param from the start of the range, an ISO-8601 instant such as {@code 2026-05-01T12:00:00Z}
   * @param to the end of the range
   * @return the orders, in ascending ID order; 400 if an end is missing or no instant
   */
  @GET
  public List<Order> list(@RestQuery String from, @RestQuery String to) {
    return orders.findByIdBetween(
        bound("from", from, Scru128Id::min), bound("to", to, Scru128Id::max));
  }

  /**
   * Reads one end of a time range as the bound of a range of IDs. The text is parsed here, so that
   * a missing or unreadable instant is a 400 whose detail says which and why.
   */
  private static Scru128Id bound(String name, String text, Function<Instant, Scru128Id> bound) {
    if (text == null) {
      throw new BadRequestException(
          "Query parameter '" + name + "' is required: an instant such as 2026-05-01T12:00:00Z");
    }
    Instant instant;
    try {
      instant = Instant.parse(text);
    } catch (DateTimeParseException e) {
      throw new BadRequestException(
          "Query parameter '"
              + name
              + "': \""
              + text
              + "\" is not an instant such as 2026-05-01T12:00:00Z",
          e);
    }
    try {
      return bound.apply(instant);
    } catch (IllegalArgumentException e) {
      // An instant before 1970 or after the year 10889 has no SCRU128 ID.
      throw new BadRequestException("Query parameter '" + name + "': " + e.getMessage(), e);
    }
  }
}
