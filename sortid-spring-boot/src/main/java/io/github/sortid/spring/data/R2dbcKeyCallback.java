package io.github.sortid.spring.data;

import org.reactivestreams.Publisher;
import org.springframework.core.Ordered;
import org.springframework.data.r2dbc.mapping.event.BeforeConvertCallback;
import org.springframework.data.relational.core.sql.SqlIdentifier;
import reactor.core.publisher.Mono;

/**
 * Spring Data R2DBC's callback before an entity is converted for a save: sets its null key ({@link
 * GeneratedKeys}). Spring Data has decided by then whether the save is an insert, from the key
 * still null, so a new entity is inserted with the key given here. A key comes from a generator in
 * memory, without I/O; only a SCRU64 source whose clock has gone back waits, for a bounded time
 * ({@link io.github.sortid.scru64.Scru64Source#generate()}).
 *
 * <p>Its order, 0, runs it before Spring Data's auditing (100) and the application's callbacks
 * without an order, which then see the key; a callback of a lower order can set a key itself.
 */
final class R2dbcKeyCallback implements BeforeConvertCallback<Object>, Ordered {
  private final GeneratedKeys keys;

  R2dbcKeyCallback(GeneratedKeys keys) {
    this.keys = keys;
  }

  @Override
  public Publisher<Object> onBeforeConvert(Object entity, SqlIdentifier table) {
    return Mono.fromSupplier(() -> keys.assign(entity));
  }

  @Override
  public int getOrder() {
    return 0;
  }
}
