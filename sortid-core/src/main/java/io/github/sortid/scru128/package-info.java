/**
 * SCRU128 (spec v2.1.1): 128-bit, 25-character, time-ordered IDs that need no coordination.
 *
 * <ul>
 *   <li>{@link io.github.sortid.scru128.Scru128Id}: the value, its text, bytes and fields.
 *   <li>{@link io.github.sortid.scru128.Scru128Generator}: a monotonic, thread-safe generator.
 *   <li>{@link io.github.sortid.scru128.Scru128}: static methods on a process-wide generator.
 * </ul>
 */
package io.github.sortid.scru128;
