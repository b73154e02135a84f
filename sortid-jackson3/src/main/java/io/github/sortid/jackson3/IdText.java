package io.github.sortid.jackson3;

import io.github.sortid.IdType;

/**
 * The text of an ID in JSON, as a value or as a map key: its canonical text, or the UUID form of
 * its 128 bits where the module is set to it and the format has one.
 */
final class IdText<T> {
  /** The length of a UUID's text, {@code 8-4-4-4-12}, which no canonical text shares. */
  private static final int UUID_LENGTH = 36;

  private final IdType<T> type;
  private final boolean uuidForm;

  IdText(IdType<T> type, boolean uuidForm) {
    this.type = type;
    this.uuidForm = uuidForm && type.hasUuidForm();
  }

  IdType<T> type() {
    return type;
  }

  /** Whether IDs are written in the UUID form. */
  boolean uuidForm() {
    return uuidForm;
  }

  /**
   * Parses the canonical text or, in the UUID form, a UUID: told apart by their lengths, so that a
   * bad text fails with the message of the form its length suggests.
   */
  T parse(String text) {
    return uuidForm && text.length() == UUID_LENGTH ? type.parseUuid(text) : type.parse(text);
  }

  String format(T id) {
    return uuidForm ? type.toUuid(id).toString() : type.format(id);
  }
}
