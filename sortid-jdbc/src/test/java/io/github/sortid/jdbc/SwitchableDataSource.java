package io.github.sortid.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/** A data source that a test can cut off, as a network partition would cut one process off. */
final class SwitchableDataSource extends ForwardingDataSource {
  private volatile boolean cut;

  SwitchableDataSource(DataSource delegate) {
    super(delegate);
  }

  void cut() {
    cut = true;
  }

  void restore() {
    cut = false;
  }

  @Override
  public Connection getConnection() throws SQLException {
    if (cut) {
      throw new SQLException("connection refused (cut off by the test)", "08001");
    }
    return super.getConnection();
  }
}
