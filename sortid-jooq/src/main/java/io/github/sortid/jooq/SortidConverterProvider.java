package io.github.sortid.jooq;

import io.github.sortid.IdType;
import java.util.Objects;
import java.util.Optional;
import org.jooq.Converter;
import org.jooq.ConverterProvider;
import org.jooq.impl.DefaultConverterProvider;

/**
 * A jOOQ {@link ConverterProvider} that converts the columns of IDs to sortid's ID types and back,
 * and leaves every other pair of types to another provider, jOOQ's {@link DefaultConverterProvider}
 * unless told otherwise. jOOQ asks it whenever a value changes type outside a field's own
 * converter: {@code Record.into(MyPojo.class)}, {@code fetchInto(MyRecord.class)}, {@code
 * Record.get(field, Scru128Id.class)}, {@code DSLContext.newRecord(table, pojo)} (the manual's
 * "ConverterProvider" section). Set it once on the {@link org.jooq.Configuration}:
 *
 * <pre>{@code
 * DSLContext ctx = DSL.using(dataSource, SQLDialect.POSTGRES);
 * ctx.configuration().set(new SortidConverterProvider());
 * record Invoice(Scru128Id id, Scru64Id batch, String customer) {}
 * List<Invoice> invoices = ctx.select().from(INVOICE).fetchInto(Invoice.class);
 * }</pre>
 *
 * <p>It converts a column of type {@link java.util.UUID} ({@code uuid}), {@code byte[]} ({@code
 * bytea}, {@code binary(16)}), {@link String} ({@code char(n)}, {@code varchar}) or {@link Long}
 * ({@code bigint}, SCRU64 only) to the type of every format of {@link IdType#all()} that has a
 * class of sortid's own, with the converters of {@link IdConverters}, and an ID to each of those
 * column types. {@code UUID}, the class of UUIDv7, is left to the other provider: it would change
 * every {@code UUID} of the application, not only the IDs; {@link IdConverters#binary(IdType)
 * IdConverters.binary(IdType.UUIDV7)} on the field converts a UUIDv7 column.
 */
public final class SortidConverterProvider implements ConverterProvider {
  private final ConverterProvider others;

  /** Creates a provider that leaves every other pair of types to jOOQ's default provider. */
  public SortidConverterProvider() {
    this(new DefaultConverterProvider());
  }

  /**
   * Creates a provider that leaves every other pair of types to the given provider, such as one of
   * the application's own.
   *
   * @param others the provider of every pair that is not an ID column and an ID type
   * @throws NullPointerException if {@code others} is null
   */
  public SortidConverterProvider(ConverterProvider others) {
    this.others = Objects.requireNonNull(others, "others");
  }

  /**
   * Returns the converter between two types: an {@link IdConverter} (or its inverse) between a
   * column's type and an ID type of sortid, otherwise the other provider's.
   *
   * @param tType the type jOOQ has, such as a column's
   * @param uType the type jOOQ wants, such as a POJO property's
   * @param <T> the type jOOQ has
   * @param <U> the type jOOQ wants
   * @return the converter, or null if there is none
   */
  @Override
  public <T, U> Converter<T, U> provide(Class<T> tType, Class<U> uType) {
    Optional<IdType<U>> wanted = IdType.of(uType);
    if (wanted.isPresent()) {
      Optional<IdConverter<T, U>> reading = IdConverters.find(tType, wanted.get());
      if (reading.isPresent()) {
        return reading.get();
      }
    }
    Optional<IdType<T>> had = IdType.of(tType);
    if (had.isPresent()) {
      Optional<IdConverter<U, T>> writing = IdConverters.find(uType, had.get());
      if (writing.isPresent()) {
        return writing.get().inverse();
      }
    }
    return others.provide(tType, uType);
  }
}
