package io.github.sortid.example.orders.quarkus;

import io.github.sortid.scru128.Scru128Id;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/** The orders, by ID: a Panache repository whose key is the SCRU128 ID. */
@ApplicationScoped
public class OrderRepository implements PanacheRepositoryBase<Order, Scru128Id> {
  /** Created by the container. */
  OrderRepository() {}

  /**
   * Finds the orders whose IDs lie between two IDs, both included, in ID order. With the bounds
   * {@link Scru128Id#min} and {@link Scru128Id#max} of two instants, these are the orders created
   * in that time range: a range scan of the primary key.
   *
   * @param from the smallest ID to find
   * @param to the largest ID to find
   * @return the orders, in ascending ID order
   */
  public List<Order> findByIdBetween(Scru128Id from, Scru128Id to) {
    return list("id between ?1 and ?2", Sort.ascending("id"), from, to);
  }
}
