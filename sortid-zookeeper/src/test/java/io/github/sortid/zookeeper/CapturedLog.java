package io.github.sortid.zookeeper;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * What the store logs (through {@code System.Logger}, to java.util.logging here) while it is open:
 * its level is raised to INFO and its records kept, not printed; on close it is quiet again, as
 * {@code logging.properties} of the tests has it.
 */
final class CapturedLog implements AutoCloseable {
  private final Logger logger = Logger.getLogger(ZooKeeperStore.class.getName());
  private final Level oldLevel = logger.getLevel();
  private final boolean oldUseParent = logger.getUseParentHandlers();
  private final List<String> lines = new ArrayList<>();
  private final Handler handler =
      new Handler() {
        private final SimpleFormatter formatter = new SimpleFormatter();

        @Override
        public void publish(LogRecord record) {
          synchronized (lines) {
            lines.add(record.getLevel() + " " + formatter.formatMessage(record));
          }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
      };

  CapturedLog() {
    logger.setLevel(Level.INFO);
    logger.setUseParentHandlers(false);
    logger.addHandler(handler);
  }

  /** The lines logged so far at a level, such as {@code "WARNING"}, each without the level. */
  List<String> at(String level) {
    List<String> found = new ArrayList<>();
    synchronized (lines) {
      for (String line : lines) {
        if (line.startsWith(level + " ")) {
          found.add(line.substring(level.length() + 1));
        }
      }
    }
    return found;
  }

  @Override
  public void close() {
    logger.removeHandler(handler);
    logger.setUseParentHandlers(oldUseParent);
    logger.setLevel(oldLevel);
  }
}
