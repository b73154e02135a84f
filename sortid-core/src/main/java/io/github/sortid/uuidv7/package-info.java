/**
 * UUID version 7 (RFC 9562): 128-bit, 36-character, time-ordered UUIDs of a millisecond timestamp,
 * a counter and random bits, held in plain {@link java.util.UUID} values.
 *
 * <ul>
 *   <li>{@link io.github.sortid.uuidv7.UuidV7}: validation, strict parsing, time, range bounds, the
 *       unsigned order of UUIDs, and static methods on a process-wide generator.
 *   <li>{@link io.github.sortid.uuidv7.UuidV7Generator}: a monotonic, thread-safe generator.
 * </ul>
 */
package io.github.sortid.uuidv7;
