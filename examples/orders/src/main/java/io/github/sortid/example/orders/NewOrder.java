package io.github.sortid.example.orders;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;

/**
 * The body of a request that places an order, checked by Bean Validation before the controller sees
 * it: a request that breaks a constraint is a 400 whose detail names the field.
 *
 * @param customer who places the order: at most 255 characters, the width of its column
 * @param amountCents the amount, in cents
 */
public record NewOrder(
    @NotBlank(message = "customer must not be blank")
        @Size(max = 255, message = "customer must be at most {max} characters")
        String customer,
    @PositiveOrZero(message = "amountCents must be 0 or more") long amountCents) {}
