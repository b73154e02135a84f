package io.github.sortid.quarkus.deployment.hibernate;

import io.github.sortid.hibernate.Scru128Generated;
import io.github.sortid.scru128.Scru128Id;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A Panache entity of the default persistence unit, keyed by a generated SCRU128 ID. */
@Entity
@Table(name = "hibernate_test_invoice")
public class Invoice extends PanacheEntityBase {
  /** The key, a {@code uuid} column. */
  @Id @Scru128Generated public Scru128Id id;

  /** Whom the invoice is for. */
  public String customer;
}
