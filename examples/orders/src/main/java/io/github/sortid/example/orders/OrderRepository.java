package io.github.sortid.example.orders;

import io.github.sortid.scru128.Scru128Id;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** The orders, by ID. */
public interface OrderRepository extends JpaRepository<Order, Scru128Id> {
  /**
   * Finds the orders whose IDs lie between two IDs, both included, in ID order. With the bounds
   * {@link Scru128Id#min} and {@link Scru128Id#max} of two instants, these are the orders created
   * in that time range: a range scan of the primary key.
   *
   * @param from the smallest ID to find
   * @param to the largest ID to find
   * @return the orders, in ascending ID order
   */
  List<Order> findByIdBetweenOrderByIdAsc(Scru128Id from, Scru128Id to);
}
