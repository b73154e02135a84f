package io.github.sortid.spring.data;

import org.springframework.core.Ordered;
import org.springframework.data.relational.core.mapping.event.BeforeConvertCallback;

/**
 * Spring Data JDBC's callback before an aggregate is converted for a save: sets its null keys
 * ({@link GeneratedKeys}). Spring Data has decided by then whether the save is an insert, from the
 * key still null, so a new aggregate is inserted with the key given here.
 *
 * <p>Its order, 0, runs it before Spring Data's auditing (100) and the application's callbacks
 * without an order, which then see the key; a callback of a lower order can set a key itself.
 */
final class JdbcKeyCallback implements BeforeConvertCallback<Object>, Ordered {
  private final GeneratedKeys keys;

  JdbcKeyCallback(GeneratedKeys keys) {
    this.keys = keys;
  }

  @Override
  public Object onBeforeConvert(Object aggregate) {
    return keys.assign(aggregate);
  }

  @Override
  public int getOrder() {
    return 0;
  }
}
