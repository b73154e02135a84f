package io.github.sortid.quarkus;

/**
 * The ordinal at the end of a host name, as a Kubernetes StatefulSet names its pods: {@code
 * <statefulset>-<ordinal>}, {@code orders-3} for the fourth pod.
 */
final class HostnameOrdinal {
  private HostnameOrdinal() {}

  /**
   * Reads the ordinal at the end of a host name.
   *
   * @param hostname a host name such as {@code orders-3}, or a fully qualified one such as {@code
   *     orders-3.orders.default.svc.cluster.local}
   * @return the ordinal, 0 or more
   * @throws IllegalStateException if the host name does not end in {@code -} and decimal digits
   */
  static int of(String hostname) {
    int dot = hostname.indexOf('.');
    String host = dot < 0 ? hostname : hostname.substring(0, dot);
    int dash = host.lastIndexOf('-');
    String digits = host.substring(dash + 1);
    if (dash <= 0 || digits.isEmpty() || digits.length() > 9 || !isDecimal(digits)) {
      throw new IllegalStateException(
          "sortid.scru64.node-id-from=hostname-ordinal: the host name '"
              + hostname
              + "' does not end in an ordinal (expected a StatefulSet pod's name, such as"
              + " orders-3)");
    }
    return Integer.parseInt(digits);
  }

  private static boolean isDecimal(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }
}
