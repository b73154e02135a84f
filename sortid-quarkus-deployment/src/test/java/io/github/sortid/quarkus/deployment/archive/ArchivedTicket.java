package io.github.sortid.quarkus.deployment.archive;

import io.github.sortid.hibernate.Scru128Generated;
import io.github.sortid.hibernate.Scru64Generated;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Id;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An entity of a named persistence unit, with generated SCRU128 and SCRU64 IDs. */
@Entity
@Table(name = "hibernate_test_archived_ticket")
public class ArchivedTicket {
  @Id @Scru128Generated public Scru128Id id;
  @Scru64Generated public Scru64Id number;
}
