package io.github.sortid.jdbc;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.sql.DataSource;

/**
 * A data source as a careless configuration or a failing network makes one: its connections come
 * with the defaults a test sets (auto-commit off, read-only, an isolation level), are rolled back
 * when closed as a pool rolls back what its borrower left uncommitted, and the commits of chosen
 * statements can be made to fail before or after they take effect. It records the settings each
 * connection had when it was closed.
 */
final class FaultyDataSource extends ForwardingDataSource {
  /** What a commit does. */
  enum Commit {
    /** Commits. */
    WORKS,
    /** Throws without committing: the connection broke first. */
    FAILS_BEFORE,
    /** Commits, then throws: the reply was lost. */
    FAILS_AFTER
  }

  /**
   * A connection's settings.
   *
   * @param autoCommit its auto-commit mode
   * @param readOnly whether it is read-only
   * @param isolation its transaction isolation level
   */
  record Settings(boolean autoCommit, boolean readOnly, int isolation) {}

  private final Settings defaults;
  private final List<Settings> closed = new CopyOnWriteArrayList<>();
  private volatile Commit commit = Commit.WORKS;
  private volatile String marker = "";

  /**
   * Wraps a data source.
   *
   * @param delegate the real data source
   * @param defaults the settings every connection comes with
   */
  FaultyDataSource(DataSource delegate, Settings defaults) {
    super(delegate);
    this.defaults = defaults;
  }

  /**
   * Sets what the commit of a transaction that prepared a statement containing the marker does.
   *
   * @param mode what it does
   * @param sql part of the statement's SQL, such as {@code "INSERT INTO sortid_scru64_nodes"}
   */
  void commits(Commit mode, String sql) {
    marker = sql;
    commit = mode;
  }

  /** The settings of every connection closed so far, as they were when it was closed. */
  List<Settings> closedSettings() {
    return List.copyOf(closed);
  }

  @Override
  public Connection getConnection() throws SQLException {
    Connection real = super.getConnection();
    real.setAutoCommit(defaults.autoCommit());
    real.setReadOnly(defaults.readOnly());
    real.setTransactionIsolation(defaults.isolation());
    boolean[] marked = {false};
    return (Connection)
        Proxy.newProxyInstance(
            Connection.class.getClassLoader(),
            new Class<?>[] {Connection.class},
            (proxy, method, args) -> {
              switch (method.getName()) {
                case "commit" -> {
                  Commit mode = marked[0] ? commit : Commit.WORKS;
                  marked[0] = false;
                  if (mode == Commit.FAILS_BEFORE) {
                    throw new SQLException("connection lost before the commit (test)", "08006");
                  }
                  real.commit();
                  if (mode == Commit.FAILS_AFTER) {
                    throw new SQLException("connection lost after the commit (test)", "08006");
                  }
                  return null;
                }
                case "close" -> {
                  closed.add(
                      new Settings(
                          real.getAutoCommit(), real.isReadOnly(), real.getTransactionIsolation()));
                  if (!real.getAutoCommit()) {
                    real.rollback();
                  }
                  real.close();
                  return null;
                }
                default -> {
                  if (method.getName().equals("prepareStatement")
                      && ((String) args[0]).contains(marker)) {
                    marked[0] = true;
                  } else if (method.getName().equals("rollback")) {
                    marked[0] = false;
                  }
                  try {
                    return method.invoke(real, args);
                  } catch (InvocationTargetException e) {
                    throw e.getCause();
                  }
                }
              }
            });
  }
}
