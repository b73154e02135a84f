/**
 * SCRU64 (spec v1.0.0): 63-bit, 12-character, time-ordered IDs, unique per node through a {@code
 * node_id} that each generator is given.
 *
 * <ul>
 *   <li>{@link io.github.sortid.scru64.Scru64Id}: the value, its text, bytes and parts.
 *   <li>{@link io.github.sortid.scru64.Scru64NodeSpec}: a generator's node configuration, such as
 *       {@code 42/8}.
 *   <li>{@link io.github.sortid.scru64.Scru64Generator}: a monotonic, thread-safe generator.
 *   <li>{@link io.github.sortid.scru64.Scru64CounterMode}: how a generator starts its counter at
 *       each new timestamp.
 *   <li>{@link io.github.sortid.scru64.Scru64Source}: what gives a node's IDs, a generator or a
 *       node-ID lease.
 *   <li>{@link io.github.sortid.scru64.Scru64}: static methods on a process-wide source, by default
 *       a generator configured by {@code SCRU64_NODE_SPEC}.
 * </ul>
 */
package io.github.sortid.scru64;
