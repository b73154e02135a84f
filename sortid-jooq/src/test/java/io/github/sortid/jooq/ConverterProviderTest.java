package io.github.sortid.jooq;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sortid.IdType;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import java.util.List;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Record;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link SortidConverterProvider} on a configuration: columns read without converters become IDs in
 * {@code Record.get(field, type)} and in POJOs, and IDs of converted fields become the columns'
 * values.
 */
class ConverterProviderTest {
  /** Every column of a format with a class of sortid's own: UUIDv7's UUIDs are left to jOOQ. */
  static List<Arguments> everyColumnOfSortidTypes() {
    return ColumnKind.everyColumn().stream()
        .filter(arguments -> IdType.of(((IdType<?>) arguments.get()[1]).javaType()).isPresent())
        .toList();
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @MethodSource("everyColumnOfSortidTypes")
  <T> void readsAColumnAsAnId(Database database, IdType<T> type, ColumnKind kind) {
    DSLContext ctx = database.dsl();
    String table = Database.newTableName();
    ctx.execute("create table " + table + " (id " + database.sqlType(kind, type) + ")");
    T id = type.parse(type.exampleText());
    ctx.insertInto(DSL.table(DSL.name(table)), DSL.field(DSL.name("id"), kind.idDataType(type)))
        .values(id)
        .execute();
    Field<?> plain = DSL.field(DSL.name("id"), kind.plainDataType());

    Record read = withProvider(ctx).select(plain).from(DSL.table(DSL.name(table))).fetchSingle();
    assertEquals(id, read.get(plain, type.javaType()));

    // The other way: a converted field's ID as the column's value.
    Field<T> converted = DSL.field(DSL.name("id"), kind.idDataType(type));
    Record typed =
        withProvider(ctx).select(converted).from(DSL.table(DSL.name(table))).fetchSingle();
    Object value = typed.get(converted, kind.plainDataType().getType());
    Object expected = kind.converter(type).to(id);
    if (expected instanceof byte[] bytes) {
      assertArrayEquals(bytes, (byte[]) value);
    } else {
      assertEquals(expected, value);
    }
  }

  /** An invoice, with an ID of a different format in each column kind. */
  public record Invoice(Scru128Id id, Ulid customer, Scru64Id batch, Euid reference) {}

  @Test
  void mapsColumnsToPojos() {
    DSLContext ctx = withProvider(Database.POSTGRESQL.dsl());
    Table<?> table = DSL.table(DSL.name(Database.newTableName()));
    ctx.execute(
        "create table "
            + table.getName()
            + " (id uuid primary key, customer bytea, batch bigint, reference char(27) collate"
            + " \"C\")");
    Invoice invoice =
        new Invoice(
            IdType.SCRU128.parse(IdType.SCRU128.exampleText()),
            IdType.ULID.parse(IdType.ULID.exampleText()),
            IdType.SCRU64.parse(IdType.SCRU64.exampleText()),
            IdType.EUID.parse(IdType.EUID.exampleText()));

    ctx.insertInto(
            table,
            DSL.field(DSL.name("id"), ColumnKind.UUID.idDataType(IdType.SCRU128)),
            DSL.field(DSL.name("customer"), ColumnKind.BINARY.idDataType(IdType.ULID)),
            DSL.field(DSL.name("batch"), ColumnKind.BIGINT.idDataType(IdType.SCRU64)),
            DSL.field(DSL.name("reference"), ColumnKind.TEXT.idDataType(IdType.EUID)))
        .values(invoice.id(), invoice.customer(), invoice.batch(), invoice.reference())
        .execute();

    assertEquals(List.of(invoice), ctx.select().from(table).fetchInto(Invoice.class));
  }

  private static DSLContext withProvider(DSLContext ctx) {
    return DSL.using(ctx.configuration().derive(new SortidConverterProvider()));
  }
}
