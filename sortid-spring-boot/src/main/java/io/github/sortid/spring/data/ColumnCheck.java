package io.github.sortid.spring.data;

import io.github.sortid.IdType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.data.convert.CustomConversions;
import org.springframework.data.relational.core.mapping.AggregatePath;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.mapping.RelationalPersistentProperty;
import org.springframework.data.relational.core.sql.IdentifierProcessing;
import org.springframework.data.relational.core.sql.SqlIdentifier;

/**
 * Stops the start-up when an ID column cannot hold the IDs in the form in which the conversions
 * write them: a database casts many values on the way in (PostgreSQL stores a {@code uuid} or a
 * {@code bigint} in a text column), so every save would succeed and the reads fail, or, for a
 * SCRU64 written as a {@code bigint} into a text column, read back a different ID whenever its
 * decimal digits are 12, the length of the canonical text.
 *
 * <p>Every property of a sortid ID type is checked, embedded ones included, against the column that
 * Spring Data maps it to ({@link ColumnTypes}); a collection of IDs against the elements of its
 * array column. A table or column that the database does not have yet, and a column type that holds
 * no form of IDs, are left to Spring Data's own statements. A collection of IDs in the binary form
 * is refused whatever the column: Spring Data takes the bytes of each ID for an array of its own
 * and cannot write them. Runs, as {@link ConversionsCheck}, once every singleton is created.
 */
final class ColumnCheck implements SmartInitializingSingleton {
  private final Supplier<? extends RelationalMappingContext> context;
  private final Supplier<? extends CustomConversions> conversions;
  private final Supplier<? extends ColumnTypes> columnTypes;

  /**
   * Creates the check.
   *
   * @param context the store's mapping context, looked up when the check runs
   * @param conversions the store's conversions, looked up when the check runs
   * @param columnTypes the database's column types, looked up when the check runs
   */
  ColumnCheck(
      Supplier<? extends RelationalMappingContext> context,
      Supplier<? extends CustomConversions> conversions,
      Supplier<? extends ColumnTypes> columnTypes) {
    this.context = context;
    this.conversions = conversions;
    this.columnTypes = columnTypes;
  }

  /** An ID property and the column it is stored in. */
  private record Mapped(
      String property, SqlIdentifier table, SqlIdentifier column, IdType<?> type, Class<?> form) {}

  /**
   * Fails if an ID column does not fit the form in which its IDs are written.
   *
   * @throws IllegalStateException naming each property, its table, column and column type, and the
   *     {@code sortid.data.id-column} that fits
   */
  @Override
  public void afterSingletonsInstantiated() {
    RelationalMappingContext context = this.context.get();
    CustomConversions conversions = this.conversions.get();
    List<String> problems = new ArrayList<>();
    Map<SqlIdentifier, List<Mapped>> tables = new LinkedHashMap<>();
    Set<Class<?>> embedded = embeddedTypes(context);
    for (RelationalPersistentEntity<?> entity : context.getPersistentEntities()) {
      if (!embedded.contains(entity.getType())) {
        collect(entity, context.getAggregatePath(entity), conversions, problems, tables);
      }
    }
    ColumnTypes columnTypes = tables.isEmpty() ? null : this.columnTypes.get();
    for (Map.Entry<SqlIdentifier, List<Mapped>> table : tables.entrySet()) {
      List<SqlIdentifier> columns =
          table.getValue().stream().map(Mapped::column).distinct().toList();
      Map<SqlIdentifier, ColumnType> types = columnTypes.of(table.getKey(), columns);
      for (Mapped mapped : table.getValue()) {
        ColumnType type = types.get(mapped.column());
        if (type != null && type.form() != null && type.form() != mapped.form()) {
          problems.add(mismatch(mapped, type));
        }
      }
    }
    if (!problems.isEmpty()) {
      // In the order of the properties' names, whatever the order in which Spring Data met them.
      problems.sort(null);
      throw new IllegalStateException(
          String.join("; ", problems)
              + ". sortid.data.id-column sets the form of every ID column: uuid, binary or text");
    }
  }

  /** The properties of an entity, or of an embedded one, whose values are IDs. */
  private static void collect(
      RelationalPersistentEntity<?> root,
      AggregatePath path,
      CustomConversions conversions,
      List<String> problems,
      Map<SqlIdentifier, List<Mapped>> tables) {
    for (RelationalPersistentProperty property : path.getRequiredLeafEntity()) {
      AggregatePath child = path.append(property);
      if (property.isEmbedded()) {
        collect(root, child, conversions, problems, tables);
        continue;
      }
      Optional<Class<?>> form = writtenAs(property, conversions);
      if (property.isEntity() || property.isMap() || form.isEmpty()) {
        continue;
      }
      IdType<?> type = IdType.of(property.getActualType()).orElseThrow();
      String name = root.getType().getSimpleName() + "." + child.toDotPath();
      if (property.isCollectionLike() && form.get() == byte[].class) {
        problems.add(
            name
                + " is a collection of "
                + type.displayName()
                + " IDs, which Spring Data cannot write as an array in the binary form;"
                + " sortid.data.id-column=uuid or text writes it");
      } else {
        SqlIdentifier table = child.getTableInfo().qualifiedTableName();
        tables
            .computeIfAbsent(table, key -> new ArrayList<>())
            .add(new Mapped(name, table, child.getColumnInfo().name(), type, form.get()));
      }
    }
  }

  /** The Java type in which the conversions write a property's IDs, if it is of an ID type. */
  private static Optional<Class<?>> writtenAs(
      RelationalPersistentProperty property, CustomConversions conversions) {
    Class<?> type = property.getActualType();
    return IdType.of(type).isPresent()
        ? conversions.getCustomWriteTarget(type).map(target -> (Class<?>) target)
        : Optional.empty();
  }

  private static String mismatch(Mapped mapped, ColumnType type) {
    List<String> fitting = new ArrayList<>();
    for (IdColumn column : IdColumn.values()) {
      if (IdConverters.writtenAs(column, mapped.type()) == type.form()) {
        fitting.add(column.name().toLowerCase(Locale.ROOT));
      }
    }
    return mapped.property()
        + ": "
        + mapped.table().toSql(IdentifierProcessing.NONE)
        + "."
        + mapped.column().toSql(IdentifierProcessing.NONE)
        + " is a "
        + type.name()
        + " column, but "
        + mapped.type().displayName()
        + " IDs are written as "
        + formName(mapped.form())
        + (fitting.isEmpty()
            ? "; no sortid.data.id-column fits it"
            : "; sortid.data.id-column=" + String.join(" or ", fitting) + " fits it");
  }

  /** How a form is stored, in the words of {@link IdColumn}. */
  private static String formName(Class<?> form) {
    if (form == UUID.class) {
      return "uuid";
    }
    if (form == Long.class) {
      return "bigint";
    }
    return form == String.class ? "text" : "binary";
  }

  /** The types that entities embed, whose properties are columns of the embedding entity. */
  private static Set<Class<?>> embeddedTypes(RelationalMappingContext context) {
    Set<Class<?>> types = new HashSet<>();
    for (RelationalPersistentEntity<?> entity : context.getPersistentEntities()) {
      for (RelationalPersistentProperty property : entity) {
        if (property.isEmbedded()) {
          types.add(property.getActualType());
        }
      }
    }
    return types;
  }
}
