package io.github.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.ulid.Ulid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.UUID;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * A generator annotation on an attribute of a type it cannot fill fails when the session factory is
 * built, naming the annotation, the attribute, its type and the types the annotation fills.
 */
class BootErrorTest {
  /** A SCRU128 key on a {@code Long}. */
  @Entity(name = "LongScru128")
  static class LongScru128 {
    @Id @Scru128Generated Long id;
  }

  /** A ULID on an {@code Integer} attribute. */
  @Entity(name = "IntegerUlid")
  static class IntegerUlid {
    @Id Long id;
    @UlidGenerated Integer code;
  }

  /** SCRU64, which has no UUID form, on a {@code UUID}. */
  @Entity(name = "UuidScru64")
  static class UuidScru64 {
    @Id @Scru64Generated UUID id;
  }

  /** An EUID generator on a SCRU128 attribute. */
  @Entity(name = "Scru128Euid")
  static class Scru128Euid {
    @Id Long id;
    @EuidGenerated Scru128Id reference;
  }

  /** A UUIDv7 key on a {@code Long}. */
  @Entity(name = "LongUuidV7")
  static class LongUuidV7 {
    @Id @UuidV7Generated Long id;
  }

  /** A UUIDv7 generator on a ULID attribute, a type with a UUID form that is not a UUID. */
  @Entity(name = "UlidUuidV7")
  static class UlidUuidV7 {
    @Id Long id;
    @UuidV7Generated Ulid reference;
  }

  @Test
  void keyOfAnotherType() {
    assertFailsAtBoot(
        LongScru128.class,
        "@Scru128Generated cannot fill io.github.sortid.hibernate.BootErrorTest$LongScru128.id"
            + " of type java.lang.Long: it generates io.github.sortid.scru128.Scru128Id,"
            + " java.util.UUID, String (the canonical text)");
  }

  @Test
  void attributeOfAnotherType() {
    assertFailsAtBoot(
        IntegerUlid.class,
        "@UlidGenerated cannot fill io.github.sortid.hibernate.BootErrorTest$IntegerUlid.code"
            + " of type java.lang.Integer: it generates io.github.sortid.ulid.Ulid,"
            + " java.util.UUID, String (the canonical text)");
  }

  @Test
  void formThatTheTypeLacks() {
    assertFailsAtBoot(
        UuidScru64.class,
        "@Scru64Generated cannot fill io.github.sortid.hibernate.BootErrorTest$UuidScru64.id"
            + " of type java.util.UUID: it generates io.github.sortid.scru64.Scru64Id,"
            + " long or Long, String (the canonical text)");
  }

  @Test
  void anotherIdType() {
    assertFailsAtBoot(
        Scru128Euid.class,
        "@EuidGenerated cannot fill io.github.sortid.hibernate.BootErrorTest$Scru128Euid.reference"
            + " of type io.github.sortid.scru128.Scru128Id: it generates"
            + " io.github.sortid.euid.Euid, java.util.UUID, String (the canonical text)");
  }

  @Test
  void uuidV7KeyOfAnotherType() {
    assertFailsAtBoot(
        LongUuidV7.class,
        "@UuidV7Generated cannot fill io.github.sortid.hibernate.BootErrorTest$LongUuidV7.id"
            + " of type java.lang.Long: it generates java.util.UUID, String (the canonical text)");
  }

  @Test
  void uuidV7OnAnIdTypeOfItsOwn() {
    assertFailsAtBoot(
        UlidUuidV7.class,
        "@UuidV7Generated cannot fill io.github.sortid.hibernate.BootErrorTest$UlidUuidV7.reference"
            + " of type io.github.sortid.ulid.Ulid: it generates java.util.UUID,"
            + " String (the canonical text)");
  }

  private static void assertFailsAtBoot(Class<?> entity, String message) {
    RuntimeException e =
        assertThrows(
            RuntimeException.class,
            () ->
                Offline.withMetadata(
                    "PostgreSQL",
                    "17.0",
                    metadata -> {
                      try (SessionFactory sessionFactory = metadata.buildSessionFactory()) {
                        return sessionFactory;
                      }
                    },
                    entity));
    boolean found = false;
    for (Throwable cause = e; cause != null; cause = cause.getCause()) {
      found |= message.equals(cause.getMessage());
    }
    assertTrue(found, () -> "no cause says \"" + message + "\" in " + describe(e));
  }

  private static String describe(Throwable e) {
    StringBuilder text = new StringBuilder();
    for (Throwable cause = e; cause != null; cause = cause.getCause()) {
      text.append("\n  ").append(cause);
    }
    return text.toString();
  }
}
