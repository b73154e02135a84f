package io.github.sortid.hibernate;

import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.Collate;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * One table per ID type and column form, keyed by the ID: the default mapping (native {@code uuid}
 * for the 128-bit types on PostgreSQL, {@code bigint} for SCRU64), bytes, and text under the {@code
 * "C"} collation.
 */
final class KeyEntities {
  private KeyEntities() {}

  /** A table keyed by Scru128Id, native column. */
  @Entity(name = "Scru128NativeKey")
  @Table(name = "scru128_native")
  static class Scru128NativeKey {
    @Id Scru128Id id;
  }

  /** A table keyed by Scru128Id, binary column. */
  @Entity(name = "Scru128BinaryKey")
  @Table(name = "scru128_binary")
  static class Scru128BinaryKey {
    @Id
    @JdbcTypeCode(SqlTypes.BINARY)
    Scru128Id id;
  }

  /** A table keyed by Scru128Id, text column. */
  @Entity(name = "Scru128TextKey")
  @Table(name = "scru128_text")
  static class Scru128TextKey {
    @Id
    @JdbcTypeCode(SqlTypes.CHAR)
    @Collate("C")
    Scru128Id id;
  }

  /** A table keyed by Scru128V1Id, native column. */
  @Entity(name = "Scru128V1NativeKey")
  @Table(name = "scru128_v1_native")
  static class Scru128V1NativeKey {
    @Id Scru128V1Id id;
  }

  /** A table keyed by Scru128V1Id, binary column. */
  @Entity(name = "Scru128V1BinaryKey")
  @Table(name = "scru128_v1_binary")
  static class Scru128V1BinaryKey {
    @Id
    @JdbcTypeCode(SqlTypes.BINARY)
    Scru128V1Id id;
  }

  /** A table keyed by Scru128V1Id, text column. */
  @Entity(name = "Scru128V1TextKey")
  @Table(name = "scru128_v1_text")
  static class Scru128V1TextKey {
    @Id
    @JdbcTypeCode(SqlTypes.CHAR)
    @Collate("C")
    Scru128V1Id id;
  }

  /** A table keyed by Ulid, native column. */
  @Entity(name = "UlidNativeKey")
  @Table(name = "ulid_native")
  static class UlidNativeKey {
    @Id Ulid id;
  }

  /** A table keyed by Ulid, binary column. */
  @Entity(name = "UlidBinaryKey")
  @Table(name = "ulid_binary")
  static class UlidBinaryKey {
    @Id
    @JdbcTypeCode(SqlTypes.BINARY)
    Ulid id;
  }

  /** A table keyed by Ulid, text column. */
  @Entity(name = "UlidTextKey")
  @Table(name = "ulid_text")
  static class UlidTextKey {
    @Id
    @JdbcTypeCode(SqlTypes.CHAR)
    @Collate("C")
    Ulid id;
  }

  /** A table keyed by Euid, native column. */
  @Entity(name = "EuidNativeKey")
  @Table(name = "euid_native")
  static class EuidNativeKey {
    @Id Euid id;
  }

  /** A table keyed by Euid, binary column. */
  @Entity(name = "EuidBinaryKey")
  @Table(name = "euid_binary")
  static class EuidBinaryKey {
    @Id
    @JdbcTypeCode(SqlTypes.BINARY)
    Euid id;
  }

  /** A table keyed by Euid, text column. */
  @Entity(name = "EuidTextKey")
  @Table(name = "euid_text")
  static class EuidTextKey {
    @Id
    @JdbcTypeCode(SqlTypes.CHAR)
    @Collate("C")
    Euid id;
  }

  /** A table keyed by Scru64Id, native column. */
  @Entity(name = "Scru64NativeKey")
  @Table(name = "scru64_native")
  static class Scru64NativeKey {
    @Id Scru64Id id;
  }

  /** A table keyed by Scru64Id, binary column. */
  @Entity(name = "Scru64BinaryKey")
  @Table(name = "scru64_binary")
  static class Scru64BinaryKey {
    @Id
    @JdbcTypeCode(SqlTypes.BINARY)
    Scru64Id id;
  }

  /** A table keyed by Scru64Id, text column. */
  @Entity(name = "Scru64TextKey")
  @Table(name = "scru64_text")
  static class Scru64TextKey {
    @Id
    @JdbcTypeCode(SqlTypes.CHAR)
    @Collate("C")
    Scru64Id id;
  }
}
