package io.github.sortid.hibernate;

import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.ulid.Ulid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** Generated keys in the forms other than the default column of the ID type. */
final class GeneratedKeyEntities {
  private GeneratedKeyEntities() {}

  /** A ULID key held as a {@link UUID}. */
  @Entity(name = "UuidKeyed")
  @Table(name = "uuid_keyed")
  static class UuidKeyed {
    @Id @UlidGenerated UUID id;
    String note;
  }

  /** An EUID key held as its text. */
  @Entity(name = "StringKeyed")
  @Table(name = "string_keyed")
  static class StringKeyed {
    @Id @EuidGenerated String id;
    String note;
  }

  /** A SCRU64 key held as a {@code long}. */
  @Entity(name = "LongKeyed")
  @Table(name = "long_keyed")
  static class LongKeyed {
    @Id @Scru64Generated long id;
    String note;
  }

  /** A UUIDv7 key: Hibernate's own mapping of {@link UUID}. */
  @Entity(name = "UuidV7Keyed")
  @Table(name = "uuid_v7_keyed")
  static class UuidV7Keyed {
    @Id @UuidV7Generated UUID id;
    String note;
  }

  /** A UUIDv7 key held as its text. */
  @Entity(name = "UuidV7TextKeyed")
  @Table(name = "uuid_v7_text_keyed")
  static class UuidV7TextKeyed {
    @Id @UuidV7Generated String id;
    String note;
  }

  /** A SCRU128 key in a binary column. */
  @Entity(name = "BinaryKeyed")
  @Table(name = "binary_keyed")
  static class BinaryKeyed {
    @Id
    @JdbcTypeCode(SqlTypes.BINARY)
    @Scru128Generated
    Scru128Id id;

    String note;
  }

  /** A ULID key in a character column. */
  @Entity(name = "TextKeyed")
  @Table(name = "text_keyed")
  static class TextKeyed {
    @Id
    @JdbcTypeCode(SqlTypes.CHAR)
    @UlidGenerated
    Ulid id;

    String note;
  }
}
