package io.github.sortid.example.orders;

/**
 * The body of a request that places an order.
 *
 * @param customer who places the order
 * @param amountCents the amount, in cents
 */
public record NewOrder(String customer, long amountCents) {}
