package io.github.sortid.hibernate;

import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.Table;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * One entity per ID type with every mapping of it: a generated key (assigned for SCRU128 v1, which
 * has no generator annotation), the type's default column, {@code BINARY}, {@code CHAR} and {@code
 * VARCHAR}, and generated values in each form the annotation fills.
 */
final class RowEntities {
  private RowEntities() {}

  /** What the tests read and write on every row entity. */
  @MappedSuperclass
  abstract static class Row<T> {
    String note;

    abstract T id();

    abstract void set(T plain, T bytes, T text, T varchar);

    abstract List<T> columns();
  }

  /** Every mapping of Scru128Id: the key, the default column, bytes, text; generated values. */
  @Entity(name = "Scru128Row")
  @Table(name = "scru128_row")
  static class Scru128Row extends Row<Scru128Id> {
    @Id @Scru128Generated Scru128Id id;
    Scru128Id plain;

    @JdbcTypeCode(SqlTypes.BINARY)
    Scru128Id bytes;

    @JdbcTypeCode(SqlTypes.CHAR)
    Scru128Id text;

    @JdbcTypeCode(SqlTypes.VARCHAR)
    Scru128Id varchar;

    @Scru128Generated Scru128Id generatedId;
    @Scru128Generated UUID generatedUuid;
    @Scru128Generated String generatedText;

    @Override
    Scru128Id id() {
      return id;
    }

    @Override
    void set(Scru128Id plain, Scru128Id bytes, Scru128Id text, Scru128Id varchar) {
      this.plain = plain;
      this.bytes = bytes;
      this.text = text;
      this.varchar = varchar;
    }

    @Override
    List<Scru128Id> columns() {
      return Arrays.asList(plain, bytes, text, varchar);
    }
  }

  /** Every mapping of Scru128V1Id: the key, the default column, bytes, text; generated values. */
  @Entity(name = "Scru128V1Row")
  @Table(name = "scru128_v1_row")
  static class Scru128V1Row extends Row<Scru128V1Id> {
    @Id Scru128V1Id id;
    Scru128V1Id plain;

    @JdbcTypeCode(SqlTypes.BINARY)
    Scru128V1Id bytes;

    @JdbcTypeCode(SqlTypes.CHAR)
    Scru128V1Id text;

    @JdbcTypeCode(SqlTypes.VARCHAR)
    Scru128V1Id varchar;

    @Override
    Scru128V1Id id() {
      return id;
    }

    @Override
    void set(Scru128V1Id plain, Scru128V1Id bytes, Scru128V1Id text, Scru128V1Id varchar) {
      this.plain = plain;
      this.bytes = bytes;
      this.text = text;
      this.varchar = varchar;
    }

    @Override
    List<Scru128V1Id> columns() {
      return Arrays.asList(plain, bytes, text, varchar);
    }
  }

  /** Every mapping of Ulid: the key, the default column, bytes, text; generated values. */
  @Entity(name = "UlidRow")
  @Table(name = "ulid_row")
  static class UlidRow extends Row<Ulid> {
    @Id @UlidGenerated Ulid id;
    Ulid plain;

    @JdbcTypeCode(SqlTypes.BINARY)
    Ulid bytes;

    @JdbcTypeCode(SqlTypes.CHAR)
    Ulid text;

    @JdbcTypeCode(SqlTypes.VARCHAR)
    Ulid varchar;

    @UlidGenerated UUID generatedUuid;
    @UlidGenerated String generatedText;

    @Override
    Ulid id() {
      return id;
    }

    @Override
    void set(Ulid plain, Ulid bytes, Ulid text, Ulid varchar) {
      this.plain = plain;
      this.bytes = bytes;
      this.text = text;
      this.varchar = varchar;
    }

    @Override
    List<Ulid> columns() {
      return Arrays.asList(plain, bytes, text, varchar);
    }
  }

  /** Every mapping of Euid: the key, the default column, bytes, text; generated values. */
  @Entity(name = "EuidRow")
  @Table(name = "euid_row")
  static class EuidRow extends Row<Euid> {
    @Id @EuidGenerated Euid id;
    Euid plain;

    @JdbcTypeCode(SqlTypes.BINARY)
    Euid bytes;

    @JdbcTypeCode(SqlTypes.CHAR)
    Euid text;

    @JdbcTypeCode(SqlTypes.VARCHAR)
    Euid varchar;

    @EuidGenerated UUID generatedUuid;
    @EuidGenerated String generatedText;

    @Override
    Euid id() {
      return id;
    }

    @Override
    void set(Euid plain, Euid bytes, Euid text, Euid varchar) {
      this.plain = plain;
      this.bytes = bytes;
      this.text = text;
      this.varchar = varchar;
    }

    @Override
    List<Euid> columns() {
      return Arrays.asList(plain, bytes, text, varchar);
    }
  }

  /** Every mapping of Scru64Id: the key, the default column, bytes, text; generated values. */
  @Entity(name = "Scru64Row")
  @Table(name = "scru64_row")
  static class Scru64Row extends Row<Scru64Id> {
    @Id @Scru64Generated Scru64Id id;
    Scru64Id plain;

    @JdbcTypeCode(SqlTypes.BINARY)
    Scru64Id bytes;

    @JdbcTypeCode(SqlTypes.CHAR)
    Scru64Id text;

    @JdbcTypeCode(SqlTypes.VARCHAR)
    Scru64Id varchar;

    @Scru64Generated Scru64Id generatedId;
    @Scru64Generated long generatedLong;
    @Scru64Generated Long generatedBoxed;
    @Scru64Generated String generatedText;

    @Override
    Scru64Id id() {
      return id;
    }

    @Override
    void set(Scru64Id plain, Scru64Id bytes, Scru64Id text, Scru64Id varchar) {
      this.plain = plain;
      this.bytes = bytes;
      this.text = text;
      this.varchar = varchar;
    }

    @Override
    List<Scru64Id> columns() {
      return Arrays.asList(plain, bytes, text, varchar);
    }
  }
}
