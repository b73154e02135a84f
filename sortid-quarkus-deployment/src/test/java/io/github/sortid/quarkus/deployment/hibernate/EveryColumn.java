package io.github.sortid.quarkus.deployment.hibernate;

import io.github.sortid.euid.Euid;
import io.github.sortid.hibernate.Scru64Generated;
import io.github.sortid.hibernate.UuidV7Generated;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * An entity of the default persistence unit with every ID type in each column kind: its default
 * column ({@code uuid}, or {@code bigint} for SCRU64), bytes and text; keyed by a generated UUIDv7,
 * with a SCRU64 ticket generated from the application's source.
 */
@Entity
@Table(name = "hibernate_test_every_column")
public class EveryColumn {
  @Id @UuidV7Generated public UUID id;
  @Scru64Generated public Scru64Id ticket;

  public Scru128Id scru128;

  @JdbcTypeCode(SqlTypes.BINARY)
  public Scru128Id scru128Bytes;

  @JdbcTypeCode(SqlTypes.CHAR)
  public Scru128Id scru128Text;

  public Scru128V1Id scru128V1;

  @JdbcTypeCode(SqlTypes.BINARY)
  public Scru128V1Id scru128V1Bytes;

  @JdbcTypeCode(SqlTypes.CHAR)
  public Scru128V1Id scru128V1Text;

  public Ulid ulid;

  @JdbcTypeCode(SqlTypes.BINARY)
  public Ulid ulidBytes;

  @JdbcTypeCode(SqlTypes.CHAR)
  public Ulid ulidText;

  public Euid euid;

  @JdbcTypeCode(SqlTypes.BINARY)
  public Euid euidBytes;

  @JdbcTypeCode(SqlTypes.CHAR)
  public Euid euidText;

  public Scru64Id scru64;

  @JdbcTypeCode(SqlTypes.BINARY)
  public Scru64Id scru64Bytes;

  @JdbcTypeCode(SqlTypes.CHAR)
  public Scru64Id scru64Text;
}
