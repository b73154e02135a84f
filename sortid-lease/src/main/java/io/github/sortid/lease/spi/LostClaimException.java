package io.github.sortid.lease.spi;

/**
 * Thrown by a {@link LeaseStore} when a holder's claim is no longer its own: it ended, or another
 * process took the node ID over. The lease that receives it stops for good.
 */
public final class LostClaimException extends Exception {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param reason what happened to the claim, such as {@code "another process took the node ID
   *     over"}
   */
  public LostClaimException(String reason) {
    super(reason);
  }
}
