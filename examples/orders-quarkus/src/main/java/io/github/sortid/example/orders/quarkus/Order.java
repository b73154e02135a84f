package io.github.sortid.example.orders.quarkus;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.github.sortid.hibernate.Scru128Generated;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Id;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * An order. Its ID is a SCRU128 ID that Hibernate generates on insert, so the IDs sort by creation
 * time; its ticket is a short SCRU64 number for people, unique across every instance of the
 * application because each instance leases its own SCRU64 node ID from the database.
 */
@Entity
@Table(name = "orders")
@JsonPropertyOrder({"id", "ticket", "customer", "amountCents"})
public class Order {
  @Id @Scru128Generated private Scru128Id id;

  @Column(nullable = false, updatable = false)
  private Scru64Id ticket;

  @Column(nullable = false)
  private String customer;

  // Quarkus keeps Hibernate's default naming, where Spring Boot's turns amountCents into this.
  @Column(name = "amount_cents", nullable = false)
  private long amountCents;

  /** For JPA. */
  protected Order() {}

  /**
   * Creates an order, which gets its ID when it is persisted.
   *
   * @param ticket the order's ticket number
   * @param customer who placed the order
   * @param amountCents the amount, in cents
   */
  public Order(Scru64Id ticket, String customer, long amountCents) {
    this.ticket = ticket;
    this.customer = customer;
    this.amountCents = amountCents;
  }

  /**
   * Returns the order's ID.
   *
   * @return the ID, or null before the order is persisted
   */
  public Scru128Id getId() {
    return id;
  }

  /**
   * Returns the order's ticket number.
   *
   * @return the ticket number
   */
  public Scru64Id getTicket() {
    return ticket;
  }

  /**
   * Returns who placed the order.
   *
   * @return the customer
   */
  public String getCustomer() {
    return customer;
  }

  /**
   * Returns the order's amount.
   *
   * @return the amount, in cents
   */
  public long getAmountCents() {
    return amountCents;
  }
}
