package io.github.sortid.example.orders;

import java.io.Serial;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * No ticket number can be issued now: the SCRU64 lease is lost (its claim expired and another
 * instance took its node ID over), or the database has not extended it in time. A 503 with {@code
 * Retry-After}: the client tries again, on another instance or on this one once it has a lease
 * again.
 */
class TicketsUnavailableException extends ErrorResponseException {
  @Serial private static final long serialVersionUID = 1L;

  /** Seconds to wait before trying again: about one reservation window of the lease. */
  static final String RETRY_AFTER_SECONDS = "5";

  /**
   * Creates the exception.
   *
   * @param cause what the lease threw
   */
  TicketsUnavailableException(IllegalStateException cause) {
    super(
        HttpStatus.SERVICE_UNAVAILABLE,
        ProblemDetail.forStatusAndDetail(
            HttpStatus.SERVICE_UNAVAILABLE, "No ticket number can be issued now; try again later"),
        cause);
    getHeaders().set(HttpHeaders.RETRY_AFTER, RETRY_AFTER_SECONDS);
  }
}
