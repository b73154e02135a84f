/**
 * ULID: 128-bit, 26-character, lexicographically sortable IDs of a millisecond timestamp and 80
 * random bits.
 *
 * <ul>
 *   <li>{@link io.github.sortid.ulid.Ulid}: the value, its text, bytes and fields, and plain random
 *       ULIDs.
 *   <li>{@link io.github.sortid.ulid.UlidGenerator}: a monotonic, thread-safe generator.
 *   <li>{@link io.github.sortid.ulid.Ulids}: static methods on a process-wide generator.
 * </ul>
 */
package io.github.sortid.ulid;
