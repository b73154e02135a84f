package io.github.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.hibernate.Version;
import org.junit.jupiter.api.Test;

/**
 * The tests run once per supported Hibernate ORM version: the build names the version it put on the
 * class path in {@code sortid.test.hibernate.version}, and this checks that it is the one that
 * runs.
 */
class HibernateVersionTest {
  @Test
  void runsOnTheVersionTheBuildChose() {
    String expected = System.getProperty("sortid.test.hibernate.version");
    assertNotNull(expected, "sortid.test.hibernate.version is not set");
    assertEquals(expected, Version.getVersionString());
  }
}
