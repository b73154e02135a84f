/**
 * The early SCRU128 design (spec v1.0.x): 128-bit IDs written as 26 radix-32 digits {@code 0-9A-V},
 * as minted by SCRU128 libraries before 2022. A different format from {@link
 * io.github.sortid.scru128}; read and write it with {@link io.github.sortid.scru128.v1.Scru128V1Id}
 * and {@link io.github.sortid.scru128.v1.Scru128V1Generator}.
 */
package io.github.sortid.scru128.v1;
