package io.github.sortid.validation;

import io.github.sortid.IdType;

/**
 * The formats that {@link ValidId} checks, one for each {@link IdType} of {@link IdType#all()} and
 * of the same name: an annotation's member cannot be an {@code IdType}, which is a class, so this
 * enum names the format and {@link #idType()} gives its descriptor.
 */
public enum IdFormat {
  /** SCRU128: {@link IdType#SCRU128}. */
  SCRU128,
  /** The early SCRU128 format: {@link IdType#SCRU128_V1}. */
  SCRU128_V1,
  /** SCRU64: {@link IdType#SCRU64}. */
  SCRU64,
  /** ULID: {@link IdType#ULID}. */
  ULID,
  /** EUID: {@link IdType#EUID}. */
  EUID,
  /** UUID version 7: {@link IdType#UUIDV7}. */
  UUIDV7;

  private final IdType<?> idType = IdType.valueOf(name());

  /**
   * Returns the descriptor of the format, which parses its text and words its messages.
   *
   * @return the {@link IdType} of the same name
   */
  public IdType<?> idType() {
    return idType;
  }
}
