package io.github.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class HostnameOrdinalTest {
  @Test
  void theOrdinalEndsThePodsName() {
    assertEquals(3, HostnameOrdinal.of("orders-3"));
    assertEquals(0, HostnameOrdinal.of("orders-0"));
    assertEquals(12, HostnameOrdinal.of("my-orders-api-12"));
    assertEquals(7, HostnameOrdinal.of("orders-7.orders.default.svc.cluster.local"));
  }

  @Test
  void aNameWithoutOrdinalIsRejected() {
    for (String name :
        new String[] {
          "orders", "orders-", "-3", "orders-3a", "orders-x", "orders-1234567890", ""
        }) {
      IllegalStateException e =
          assertThrows(IllegalStateException.class, () -> HostnameOrdinal.of(name), name);
      assertEquals(
          "sortid.scru64.node-id-from=hostname-ordinal: the host name '"
              + name
              + "' does not end in an ordinal (expected a StatefulSet pod's name, such as"
              + " orders-3)",
          e.getMessage());
    }
  }
}
