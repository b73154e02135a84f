/**
 * EUID (draft 5): 128-bit, 27-character, time-ordered IDs with an optional 15-bit extension chosen
 * by the application and a check symbol that catches typing mistakes.
 *
 * <ul>
 *   <li>{@link io.github.sortid.euid.Euid}: the value, its text, bytes and fields, and the
 *       reference's stateless {@code create()} and {@code next()}.
 *   <li>{@link io.github.sortid.euid.EuidGenerator}: a monotonic, thread-safe generator.
 * </ul>
 */
package io.github.sortid.euid;
