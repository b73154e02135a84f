package io.github.sortid.example.orders.quarkus;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;

/**
 * The body of a request that places an order, checked by Hibernate Validator before the resource
 * method runs: a request that breaks a constraint is a 400 whose detail gives the constraint's
 * message.
 *
 * @param customer who places the order: at most 255 characters, the width of its column, and no
 *     control characters (PostgreSQL refuses U+0000 in text, and the others have no place in a
 *     name) or unpaired surrogates (which have no UTF-8 form)
 * @param amountCents the amount, in cents
 */
public record NewOrder(
    @NotBlank(message = "customer must not be blank")
        @Size(max = 255, message = "customer must be at most {max} characters")
        @Pattern(
            regexp = "[^\\p{Cc}\\p{Cs}]*",
            message = "customer must not contain control characters or unpaired surrogates")
        String customer,
    @PositiveOrZero(message = "amountCents must be 0 or more") long amountCents) {}
