package io.github.sortid.spring.data;

import io.github.sortid.euid.Euid;
import io.github.sortid.euid.EuidGenerator;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Generator;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64Source;
import io.github.sortid.ulid.Ulid;
import io.github.sortid.ulid.UlidGenerator;
import io.github.sortid.uuidv7.UuidV7Generator;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;

/**
 * Where new keys come from: the application's generator beans, looked up on the first key of each
 * type, so that a type no entity uses needs no bean. SCRU128 v1 and UUIDv7 take the application's
 * {@code Scru128V1Generator} and {@code UuidV7Generator} beans when it has one, and otherwise a
 * generator of their own, one for each application context.
 */
final class IdSources {
  private final Map<Class<?>, Supplier<?>> sources;

  /** Absent without a node ID: SCRU64 keys then fail, saying how to configure one. */
  private final Once<Optional<Scru64Source>> scru64;

  /**
   * Creates the sources.
   *
   * @param beans the application context's beans, asked for a generator on the first key of its
   *     type
   */
  IdSources(BeanFactory beans) {
    ObjectProvider<Scru128V1Generator> scru128V1 = beans.getBeanProvider(Scru128V1Generator.class);
    ObjectProvider<UuidV7Generator> uuidV7 = beans.getBeanProvider(UuidV7Generator.class);
    ObjectProvider<Scru64Source> scru64 = beans.getBeanProvider(Scru64Source.class);
    Once<Scru128Generator> scru128Generator =
        new Once<>(() -> beans.getBean(Scru128Generator.class));
    Once<Scru128V1Generator> scru128V1Generator =
        new Once<>(() -> scru128V1.getIfAvailable(Scru128V1Generator::new));
    Once<UlidGenerator> ulidGenerator = new Once<>(() -> beans.getBean(UlidGenerator.class));
    Once<EuidGenerator> euidGenerator = new Once<>(() -> beans.getBean(EuidGenerator.class));
    Once<UuidV7Generator> uuidV7Generator =
        new Once<>(() -> uuidV7.getIfAvailable(UuidV7Generator::new));
    this.scru64 = new Once<>(() -> Optional.ofNullable(scru64.getIfAvailable()));
    this.sources =
        Map.of(
            Scru128Id.class, () -> scru128Generator.get().generate(),
            Scru128V1Id.class, () -> scru128V1Generator.get().generate(),
            Ulid.class, () -> ulidGenerator.get().generate(),
            Euid.class, () -> euidGenerator.get().generate(),
            UUID.class, () -> uuidV7Generator.get().generate());
  }

  /**
   * Returns a new ID of a key's type.
   *
   * @param type a sortid ID type, or {@code UUID} for a UUIDv7
   * @param key the key, {@code Entity.property}, for the message when SCRU64 has no node ID
   * @throws IllegalStateException for a SCRU64 key when the application has no {@code Scru64Source}
   */
  Object next(Class<?> type, String key) {
    if (type == Scru64Id.class) {
      return scru64
          .get()
          .orElseThrow(
              () ->
                  new IllegalStateException(
                      key
                          + " is a SCRU64 key to generate, but no SCRU64 node ID is configured: set"
                          + " sortid.scru64.node-spec, sortid.scru64.node-id-from,"
                          + " sortid.scru64.zookeeper.realm or sortid.scru64.jdbc.realm, or define"
                          + " a Scru64Source bean"))
          .generate();
    }
    return sources.get(type).get();
  }
}
