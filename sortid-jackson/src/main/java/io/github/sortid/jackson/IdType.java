package io.github.sortid.jackson;

import io.github.sortid.IdFormatException;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import java.util.UUID;

/**
 * The five ID types, and what the serializers need of each: its text, its bytes, its UUID form
 * where it has one, and the integer of SCRU64. Every parse error is an {@link
 * IllegalArgumentException} whose message says what is wrong and where.
 *
 * <p>sortid-jackson3 compiles this same file in its own package (see its {@code pom.xml}).
 */
enum IdType {
  SCRU128(Scru128Id.class, true) {
    @Override
    Object fromString(String text) {
      return Scru128Id.fromString(text);
    }

    @Override
    Object fromBytes(byte[] bytes) {
      return Scru128Id.fromByteArray(bytes);
    }

    @Override
    byte[] toBytes(Object id) {
      return ((Scru128Id) id).toByteArray();
    }

    @Override
    Object fromUuid(UUID uuid) {
      return Scru128Id.fromUuid(uuid);
    }

    @Override
    UUID toUuid(Object id) {
      return ((Scru128Id) id).toUuid();
    }
  },

  SCRU128_V1(Scru128V1Id.class, false) {
    @Override
    Object fromString(String text) {
      return Scru128V1Id.fromString(text);
    }

    @Override
    Object fromBytes(byte[] bytes) {
      return Scru128V1Id.fromByteArray(bytes);
    }

    @Override
    byte[] toBytes(Object id) {
      return ((Scru128V1Id) id).toByteArray();
    }
  },

  SCRU64(Scru64Id.class, false) {
    @Override
    Object fromString(String text) {
      return Scru64Id.fromString(text);
    }

    @Override
    Object fromBytes(byte[] bytes) {
      return Scru64Id.fromByteArray(bytes);
    }

    @Override
    byte[] toBytes(Object id) {
      return ((Scru64Id) id).toByteArray();
    }

    @Override
    Object fromLong(long value) {
      return Scru64Id.fromLong(value);
    }

    @Override
    long toLong(Object id) {
      return ((Scru64Id) id).toLong();
    }
  },

  ULID(Ulid.class, true) {
    @Override
    Object fromString(String text) {
      return Ulid.fromString(text);
    }

    @Override
    Object fromBytes(byte[] bytes) {
      return Ulid.fromByteArray(bytes);
    }

    @Override
    byte[] toBytes(Object id) {
      return ((Ulid) id).toByteArray();
    }

    @Override
    Object fromUuid(UUID uuid) {
      return Ulid.fromUuid(uuid);
    }

    @Override
    UUID toUuid(Object id) {
      return ((Ulid) id).toUuid();
    }
  },

  EUID(Euid.class, true) {
    @Override
    Object fromString(String text) {
      return Euid.fromString(text);
    }

    @Override
    Object fromBytes(byte[] bytes) {
      return Euid.fromByteArray(bytes);
    }

    @Override
    byte[] toBytes(Object id) {
      return ((Euid) id).toByteArray();
    }

    @Override
    Object fromUuid(UUID uuid) {
      return Euid.fromUuid(uuid);
    }

    @Override
    UUID toUuid(Object id) {
      return ((Euid) id).toUuid();
    }
  };

  /** The length of the UUID form: {@code 8-4-4-4-12} hexadecimal digits. */
  private static final int UUID_LENGTH = 36;

  /** The Java type. */
  final Class<?> javaType;

  /** Whether the type has a UUID form ({@code toUuid()} and {@code fromUuid(UUID)}). */
  final boolean hasUuid;

  IdType(Class<?> javaType, boolean hasUuid) {
    this.javaType = javaType;
    this.hasUuid = hasUuid;
  }

  /** Parses the canonical text, in any case the type's parser accepts. */
  abstract Object fromString(String text);

  /** Reads the big-endian bytes: 16, or 8 for SCRU64. */
  abstract Object fromBytes(byte[] bytes);

  /** Returns the big-endian bytes. */
  abstract byte[] toBytes(Object id);

  /** The ID with the bits of the UUID; only where {@link #hasUuid}. */
  Object fromUuid(UUID uuid) {
    throw new UnsupportedOperationException(name());
  }

  /** The UUID with the bits of the ID; only where {@link #hasUuid}. */
  UUID toUuid(Object id) {
    throw new UnsupportedOperationException(name());
  }

  /** The ID of the integer value; SCRU64 only. */
  Object fromLong(long value) {
    throw new UnsupportedOperationException(name());
  }

  /** The integer value of the ID; SCRU64 only. */
  long toLong(Object id) {
    throw new UnsupportedOperationException(name());
  }

  /**
   * Parses the canonical text or, if {@code uuidForm} is set and the type has one, the UUID form,
   * told apart by its length (no canonical text has 36 characters).
   */
  Object parse(String text, boolean uuidForm) {
    if (uuidForm && hasUuid && text.length() == UUID_LENGTH) {
      return fromUuid(parseUuid(text));
    }
    return fromString(text);
  }

  /**
   * Returns the UUID form if {@code uuidForm} is set and the type has one, else the canonical text.
   */
  String format(Object id, boolean uuidForm) {
    return uuidForm && hasUuid ? toUuid(id).toString() : id.toString();
  }

  /**
   * Parses the 36 characters of a UUID strictly, hyphens at 8, 13, 18 and 23 and hexadecimal digits
   * in either case elsewhere, which {@link UUID#fromString} does not check on every JDK.
   */
  private static UUID parseUuid(String text) {
    long msb = 0;
    long lsb = 0;
    int digits = 0;
    for (int i = 0; i < UUID_LENGTH; i++) {
      char c = text.charAt(i);
      if (i == 8 || i == 13 || i == 18 || i == 23) {
        if (c != '-') {
          throw invalidDigit(c, i);
        }
        continue;
      }
      int digit = Character.digit(c, 16);
      if (digit < 0 || c > 'f') {
        throw invalidDigit(c, i);
      }
      if (digits++ < 16) {
        msb = msb << 4 | digit;
      } else {
        lsb = lsb << 4 | digit;
      }
    }
    return new UUID(msb, lsb);
  }

  /** {@code invalid digit 'x' at 8}, the character escaped unless it is printable ASCII. */
  private static IdFormatException invalidDigit(char c, int index) {
    String shown =
        c >= ' ' && c <= '~' && c != '\'' && c != '\\'
            ? String.valueOf(c)
            : String.format("\\u%04x", (int) c);
    return new IdFormatException(
        "invalid digit '" + shown + "' at " + index, IdFormatException.Reason.INVALID_DIGIT, index);
  }
}
