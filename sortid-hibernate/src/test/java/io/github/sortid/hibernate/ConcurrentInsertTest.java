package io.github.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.github.sortid.scru128.Scru128Id;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Four threads insert 250,000 entities each through Hibernate, with generated SCRU128 keys and JDBC
 * batching: no key collides, and every row is found again by its key.
 */
@ExtendWith(Postgres.class)
class ConcurrentInsertTest {
  private static final int THREADS = 4;
  private static final int PER_THREAD = 250_000;
  private static final int BATCH = 1000;
  private static final int PER_TRANSACTION = 50_000;

  /** An entity keyed by a generated SCRU128 ID. */
  @Entity(name = "Event")
  @Table(name = "event")
  static class Event {
    @Id @Scru128Generated Scru128Id id;
    int writer;
    int seq;

    Event() {}

    Event(int writer, int seq) {
      this.writer = writer;
      this.seq = seq;
    }
  }

  private static SessionFactory sessionFactory;

  @BeforeAll
  static void start() {
    sessionFactory = SessionFactories.create(Postgres.newDatabase(), Event.class);
  }

  @AfterAll
  static void close() {
    sessionFactory.close();
  }

  @Test
  void fourThreadsInsertAMillionRowsWithGeneratedKeys() throws Exception {
    List<List<Scru128Id>> keys = runInThreads(ConcurrentInsertTest::insert);
    try (Session session = sessionFactory.openSession()) {
      long rows = session.createQuery("select count(*) from Event", Long.class).getSingleResult();
      assertEquals((long) THREADS * PER_THREAD, rows);
    }
    runInThreads(writer -> findEach(writer, keys.get(writer)));
  }

  private static List<Scru128Id> insert(int writer) {
    List<Scru128Id> keys = new ArrayList<>(PER_THREAD);
    try (Session session = sessionFactory.openSession()) {
      Transaction transaction = session.beginTransaction();
      for (int seq = 0; seq < PER_THREAD; seq++) {
        Event event = new Event(writer, seq);
        session.persist(event);
        keys.add(event.id);
        if ((seq + 1) % BATCH == 0) {
          session.flush();
          session.clear();
        }
        if ((seq + 1) % PER_TRANSACTION == 0) {
          transaction.commit();
          transaction = session.beginTransaction();
        }
      }
      transaction.commit();
    }
    return keys;
  }

  /**
   * Loads every row by its key, 1000 keys per query (Hibernate's multi-key {@code find}), and every
   * 50th row by a single {@code find} too.
   */
  private static List<Scru128Id> findEach(int writer, List<Scru128Id> keys) {
    try (Session session = sessionFactory.openSession()) {
      session.beginTransaction();
      for (int from = 0; from < keys.size(); from += BATCH) {
        List<Scru128Id> chunk = keys.subList(from, Math.min(from + BATCH, keys.size()));
        List<Event> events = session.byMultipleIds(Event.class).multiLoad(chunk);
        for (int i = 0; i < chunk.size(); i++) {
          Event event = events.get(i);
          assertNotNull(event, chunk.get(i).toString());
          assertEquals(chunk.get(i), event.id);
          assertEquals(writer, event.writer);
          assertEquals(from + i, event.seq);
        }
        session.clear();
      }
      for (int seq = 0; seq < keys.size(); seq += 50) {
        Event event = session.find(Event.class, keys.get(seq));
        assertEquals(seq, event.seq);
      }
      session.getTransaction().commit();
    }
    return keys;
  }

  private interface Work {
    List<Scru128Id> run(int writer);
  }

  private static List<List<Scru128Id>> runInThreads(Work work) throws Exception {
    ExecutorService executor = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<List<Scru128Id>>> futures = new ArrayList<>();
      for (int writer = 0; writer < THREADS; writer++) {
        int w = writer;
        futures.add(executor.submit(() -> work.run(w)));
      }
      List<List<Scru128Id>> results = new ArrayList<>();
      for (Future<List<Scru128Id>> future : futures) {
        results.add(future.get());
      }
      return results;
    } finally {
      executor.shutdown();
    }
  }
}
