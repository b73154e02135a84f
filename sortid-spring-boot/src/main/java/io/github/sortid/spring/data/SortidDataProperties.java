package io.github.sortid.spring.data;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code sortid.data.*} properties: how Spring Data JDBC and R2DBC, and MyBatis, store sortid's
 * IDs.
 *
 * <pre>{@code
 * sortid.data.id-column=text
 * }</pre>
 */
@ConfigurationProperties("sortid.data")
public class SortidDataProperties {
  /**
   * The column form in which Spring Data JDBC and R2DBC, and MyBatis's type handlers, write
   * sortid's IDs: uuid, binary or text. Unset, uuid on PostgreSQL and binary elsewhere; SCRU64 is a
   * bigint unless text. Reading takes every form. Spring Data's start-up stops when a column of an
   * ID does not hold this form.
   */
  private IdColumn idColumn;

  /** Creates the properties with their defaults; Spring binds the configured values. */
  public SortidDataProperties() {}

  /**
   * Returns the column form in which IDs are written.
   *
   * @return the form, or null for the database's default ({@link IdColumn#defaultFor})
   */
  public IdColumn getIdColumn() {
    return idColumn;
  }

  /**
   * Sets the column form in which IDs are written.
   *
   * @param idColumn the form, or null for the database's default
   */
  public void setIdColumn(IdColumn idColumn) {
    this.idColumn = idColumn;
  }
}
