package io.github.sortid.mybatis;

import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import java.util.UUID;

/** A row with generated IDs of three formats, a UUIDv7 never generated and a ULID as text. */
public class Invoice {
  @GeneratedId Scru128Id id;
  @GeneratedId Scru64Id ticket;
  @GeneratedId UUID tracking;
  UUID customer;
  Ulid reference;

  /** Returns the ticket, which MyBatis sets through {@link #setTicket}. */
  public Scru64Id getTicket() {
    return ticket;
  }

  /** Sets the ticket. */
  public void setTicket(Scru64Id ticket) {
    this.ticket = ticket;
  }
}
