package io.github.sortid.example.orders.quarkus;

/**
 * A problem detail (RFC 9457): the body of every error answer of the API, as {@code
 * application/problem+json}, of the same shape as sortid's answer to an invalid ID.
 *
 * @param type {@code about:blank}: the status says what kind of problem it is
 * @param title the status's reason phrase, such as {@code Bad Request}
 * @param status the HTTP status
 * @param detail what went wrong, for the client to act on
 * @param instance the request's path
 */
public record Problem(String type, String title, int status, String detail, String instance) {}
