package io.github.sortid.jooq;

import io.github.sortid.IdType;
import java.util.ArrayList;
import java.util.List;
import org.jooq.DataType;
import org.jooq.impl.SQLDataType;
import org.junit.jupiter.params.provider.Arguments;

/** The column kinds an ID is stored in, each with its converter and jOOQ's data type. */
enum ColumnKind {
  UUID(SQLDataType.UUID),
  BINARY(SQLDataType.VARBINARY),
  BIGINT(SQLDataType.BIGINT),
  TEXT(SQLDataType.CHAR);

  private final DataType<?> dataType;

  ColumnKind(DataType<?> dataType) {
    this.dataType = dataType;
  }

  /** The converter of a format for this kind, or null if the format has no such form. */
  <T> IdConverter<?, T> converter(IdType<T> type) {
    return switch (this) {
      case UUID -> type.hasUuidForm() ? IdConverters.uuid(type) : null;
      case BINARY -> IdConverters.binary(type);
      case BIGINT -> type.hasLongForm() ? IdConverters.bigint(type) : null;
      case TEXT -> IdConverters.text(type);
    };
  }

  /** The data type of this kind's column with the format's converter. */
  @SuppressWarnings("unchecked")
  <T> DataType<T> idDataType(IdType<T> type) {
    return asConverted((DataType<Object>) dataType, (IdConverter<Object, T>) converter(type));
  }

  /** The data type of this kind's column, without converter. */
  DataType<?> plainDataType() {
    return dataType;
  }

  private static <U, T> DataType<T> asConverted(DataType<U> plain, IdConverter<U, T> converter) {
    return plain.asConvertedDataType(converter);
  }

  /** Every database, format and kind that the database keeps in the format's order. */
  static List<Arguments> everyColumn() {
    List<Arguments> columns = new ArrayList<>();
    for (Database database : Database.values()) {
      for (IdType<?> type : IdType.all()) {
        for (ColumnKind kind : values()) {
          if (kind.converter(type) != null && database.sqlType(kind, type) != null) {
            columns.add(Arguments.of(database, type, kind));
          }
        }
      }
    }
    return columns;
  }
}
