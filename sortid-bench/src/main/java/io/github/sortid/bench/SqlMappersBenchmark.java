package io.github.sortid.bench;

import io.github.sortid.IdType;
import io.github.sortid.jooq.IdConverters;
import io.github.sortid.mybatis.IdColumn;
import io.github.sortid.mybatis.SortidTypeHandlers;
import io.github.sortid.scru128.Scru128;
import io.github.sortid.scru128.Scru128Id;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.datasource.pooled.PooledDataSource;
import org.apache.ibatis.mapping.Environment;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.session.ExecutorType;
import org.apache.ibatis.session.SqlSession;
import org.apache.ibatis.session.SqlSessionFactory;
import org.apache.ibatis.session.SqlSessionFactoryBuilder;
import org.apache.ibatis.transaction.jdbc.JdbcTransactionFactory;
import org.apache.ibatis.type.ObjectTypeHandler;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.InsertValuesStep1;
import org.jooq.Record;
import org.jooq.SQLDialect;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * sortid-mybatis and sortid-jooq: reading and writing 1,000 SCRU128 IDs in a PostgreSQL {@code
 * uuid} column through each library, next to the same IDs as {@code java.util.UUID}s, which the
 * driver handles itself, through the same library; and the same through plain JDBC, the floor of
 * either.
 *
 * <p>A read selects the 1,000 rows of a table filled once; a write inserts 1,000 rows in one
 * transaction that is then rolled back, so that every call writes the same rows into the same empty
 * table. The sortid and UUID rows of a library hold the same IDs and run the same statements: only
 * the conversion differs. The server is an embedded PostgreSQL in the benchmark's fork, reached
 * over one pooled connection (MyBatis) or one connection (jOOQ and JDBC); each call is one round
 * trip of 1,000 rows, so a row's time is mostly the server's and the driver's, and its ratio says
 * what the conversion adds to them.
 */
@State(Scope.Benchmark)
public class SqlMappersBenchmark extends BenchmarkDefaults {
  private static final int ROWS = 1000;
  private static final String READ = "SELECT id FROM bench_read";
  private static final String WRITE = "INSERT INTO bench_write (id) VALUES (?)";

  /** MyBatis's mapper of the SCRU128 rows; sortid-mybatis's handler converts. */
  public interface Scru128Mapper {
    /**
     * Reads the table of 1,000 IDs.
     *
     * @return the IDs
     */
    @Select(READ)
    List<Scru128Id> read();

    /**
     * Inserts one ID.
     *
     * @param id the ID
     */
    @Insert("INSERT INTO bench_write (id) VALUES (#{id})")
    void write(Scru128Id id);
  }

  /** MyBatis's mapper of the UUID rows; the driver converts (see {@link #setUp()}). */
  public interface UuidMapper {
    /**
     * Reads the table of 1,000 IDs.
     *
     * @return the UUIDs
     */
    @Select(READ)
    List<UUID> read();

    /**
     * Inserts one UUID.
     *
     * @param id the UUID
     */
    @Insert("INSERT INTO bench_write (id) VALUES (#{id})")
    void write(UUID id);
  }

  private static final Table<Record> JOOQ_READ = DSL.table(DSL.name("bench_read"));
  private static final Table<Record> JOOQ_WRITE = DSL.table(DSL.name("bench_write"));
  // Key columns, declared not null as jOOQ's code generator declares them: jOOQ makes a new data
  // type for every bind value of a nullable converted type.
  private static final Field<Scru128Id> JOOQ_SCRU128 =
      DSL.field(
          DSL.name("id"),
          SQLDataType.UUID.notNull().asConvertedDataType(IdConverters.uuid(IdType.SCRU128)));
  private static final Field<UUID> JOOQ_UUID =
      DSL.field(DSL.name("id"), SQLDataType.UUID.notNull());

  private EmbeddedPostgres postgres;
  private PooledDataSource pool;
  private SqlSessionFactory myBatis;
  private Connection connection;
  private DSLContext jooq;
  private List<Scru128Id> ids;
  private List<UUID> uuids;

  /** Creates the benchmark state; JMH calls it. */
  public SqlMappersBenchmark() {}

  /**
   * Starts PostgreSQL, fills the table that the reads select, and sets up MyBatis and jOOQ.
   *
   * @throws Exception if the server does not start or a statement fails
   */
  @Setup
  public void setUp() throws Exception {
    postgres = EmbeddedPostgres.builder().start();
    DataSource database = postgres.getPostgresDatabase();
    ids = new ArrayList<>(ROWS);
    uuids = new ArrayList<>(ROWS);
    for (int i = 0; i < ROWS; i++) {
      Scru128Id id = Scru128.generate();
      ids.add(id);
      uuids.add(id.toUuid());
    }
    connection = database.getConnection();
    try (Statement statement = connection.createStatement()) {
      statement.execute("CREATE TABLE bench_read (id uuid PRIMARY KEY)");
      statement.execute("CREATE TABLE bench_write (id uuid PRIMARY KEY)");
    }
    try (PreparedStatement insert =
        connection.prepareStatement("INSERT INTO bench_read (id) VALUES (?)")) {
      for (UUID uuid : uuids) {
        insert.setObject(1, uuid);
        insert.addBatch();
      }
      insert.executeBatch();
    }
    connection.setAutoCommit(false);
    jooq = DSL.using(connection, SQLDialect.POSTGRES);

    pool =
        new PooledDataSource(
            "org.postgresql.Driver", postgres.getJdbcUrl("postgres", "postgres"), "postgres", "");
    Configuration configuration =
        new Configuration(new Environment("bench", new JdbcTransactionFactory(), pool));
    SortidTypeHandlers.register(configuration.getTypeHandlerRegistry(), IdColumn.UUID);
    // MyBatis has no handler of its own for UUID; the least one is the driver's setObject and
    // getObject, which PostgreSQL's driver maps to and from uuid.
    configuration.getTypeHandlerRegistry().register(UUID.class, ObjectTypeHandler.class);
    configuration.addMapper(Scru128Mapper.class);
    configuration.addMapper(UuidMapper.class);
    myBatis = new SqlSessionFactoryBuilder().build(configuration);
    check();
  }

  /** Makes sure that each row reads all the IDs and writes all of them, in the same form. */
  private void check() throws SQLException {
    if (!myBatisRead().equals(ids)
        || !uuidMyBatisRead().equals(uuids)
        || !jooqRead().equals(ids)
        || !uuidJooqRead().equals(uuids)
        || !uuidJdbcRead().equals(uuids)) {
      throw new IllegalStateException("a read did not return the IDs in the table");
    }
    for (int written :
        new int[] {
          myBatisWrite(), uuidMyBatisWrite(), jooqWrite(), uuidJooqWrite(), uuidJdbcWrite()
        }) {
      if (written != ROWS) {
        throw new IllegalStateException("a write inserted " + written + " rows, not " + ROWS);
      }
    }
  }

  /**
   * Closes the connections and stops the server.
   *
   * @throws Exception if the server does not stop cleanly
   */
  @TearDown
  public void tearDown() throws Exception {
    connection.close();
    pool.forceCloseAll();
    postgres.close();
  }

  /**
   * sortid-mybatis: reads 1,000 SCRU128 IDs.
   *
   * @return the IDs
   */
  @Benchmark
  public List<Scru128Id> myBatisRead() {
    try (SqlSession session = myBatis.openSession()) {
      return session.getMapper(Scru128Mapper.class).read();
    }
  }

  /**
   * sortid-mybatis: writes 1,000 SCRU128 IDs in one batch.
   *
   * @return the number of rows written
   */
  @Benchmark
  public int myBatisWrite() {
    try (SqlSession session = myBatis.openSession(ExecutorType.BATCH)) {
      Scru128Mapper mapper = session.getMapper(Scru128Mapper.class);
      for (Scru128Id id : ids) {
        mapper.write(id);
      }
      return rolledBack(session);
    }
  }

  /**
   * MyBatis alone: reads 1,000 UUIDs.
   *
   * @return the UUIDs
   */
  @Benchmark
  public List<UUID> uuidMyBatisRead() {
    try (SqlSession session = myBatis.openSession()) {
      return session.getMapper(UuidMapper.class).read();
    }
  }

  /**
   * MyBatis alone: writes 1,000 UUIDs in one batch.
   *
   * @return the number of rows written
   */
  @Benchmark
  public int uuidMyBatisWrite() {
    try (SqlSession session = myBatis.openSession(ExecutorType.BATCH)) {
      UuidMapper mapper = session.getMapper(UuidMapper.class);
      for (UUID uuid : uuids) {
        mapper.write(uuid);
      }
      return rolledBack(session);
    }
  }

  private static int rolledBack(SqlSession session) {
    int rows = session.flushStatements().get(0).getUpdateCounts().length;
    session.rollback(true);
    return rows;
  }

  /**
   * sortid-jooq: reads 1,000 SCRU128 IDs.
   *
   * @return the IDs
   */
  @Benchmark
  public List<Scru128Id> jooqRead() {
    return jooq.select(JOOQ_SCRU128).from(JOOQ_READ).fetch(JOOQ_SCRU128);
  }

  /**
   * sortid-jooq: writes 1,000 SCRU128 IDs in one statement.
   *
   * @return the number of rows written
   * @throws SQLException if the rollback fails
   */
  @Benchmark
  public int jooqWrite() throws SQLException {
    InsertValuesStep1<Record, Scru128Id> insert = jooq.insertInto(JOOQ_WRITE, JOOQ_SCRU128);
    for (Scru128Id id : ids) {
      insert = insert.values(id);
    }
    return rolledBack(insert.execute());
  }

  /**
   * jOOQ alone: reads 1,000 UUIDs.
   *
   * @return the UUIDs
   */
  @Benchmark
  public List<UUID> uuidJooqRead() {
    return jooq.select(JOOQ_UUID).from(JOOQ_READ).fetch(JOOQ_UUID);
  }

  /**
   * jOOQ alone: writes 1,000 UUIDs in one statement.
   *
   * @return the number of rows written
   * @throws SQLException if the rollback fails
   */
  @Benchmark
  public int uuidJooqWrite() throws SQLException {
    InsertValuesStep1<Record, UUID> insert = jooq.insertInto(JOOQ_WRITE, JOOQ_UUID);
    for (UUID uuid : uuids) {
      insert = insert.values(uuid);
    }
    return rolledBack(insert.execute());
  }

  /**
   * Plain JDBC: reads 1,000 UUIDs.
   *
   * @return the UUIDs
   * @throws SQLException if the statement fails
   */
  @Benchmark
  public List<UUID> uuidJdbcRead() throws SQLException {
    List<UUID> read = new ArrayList<>(ROWS);
    try (PreparedStatement select = connection.prepareStatement(READ);
        ResultSet results = select.executeQuery()) {
      while (results.next()) {
        read.add(results.getObject(1, UUID.class));
      }
    }
    return read;
  }

  /**
   * Plain JDBC: writes 1,000 UUIDs in one batch.
   *
   * @return the number of rows written
   * @throws SQLException if the statement fails
   */
  @Benchmark
  public int uuidJdbcWrite() throws SQLException {
    try (PreparedStatement insert = connection.prepareStatement(WRITE)) {
      for (UUID uuid : uuids) {
        insert.setObject(1, uuid);
        insert.addBatch();
      }
      return rolledBack(insert.executeBatch().length);
    }
  }

  private int rolledBack(int rows) throws SQLException {
    connection.rollback();
    return rows;
  }
}
