package io.github.sortid.example.orders;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The orders application. */
@SpringBootApplication
public class OrdersApplication {
  /** Created by Spring. */
  OrdersApplication() {}

  /**
   * Starts the application.
   *
   * @param args Spring Boot's command-line arguments, such as {@code --server.port=8081}
   */
  public static void main(String[] args) {
    SpringApplication.run(OrdersApplication.class, args);
  }
}
