package io.github.sortid.spring.data;

import io.github.sortid.IdType;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/** The cases and expectations that the Spring Data JDBC and R2DBC tests share. */
public final class DataCases {
  private DataCases() {}

  /**
   * Every format in every column form.
   *
   * @return the arguments: an {@link IdColumn} and an {@link IdType}
   */
  public static Stream<Arguments> formsAndTypes() {
    return Stream.of(IdColumn.values())
        .flatMap(form -> IdType.all().stream().map(type -> Arguments.of(form, type)));
  }

  /**
   * Values that are no IDs, for the plain ID column of a format's table: text that does not parse,
   * two bytes, a negative {@code bigint}. UUIDv7, whose column Spring Data reads itself, has none.
   *
   * @return the arguments: the column form, the format, the value in SQL and the value as the
   *     message shows it
   */
  public static Stream<Arguments> storedValuesThatAreNoIds() {
    List<Arguments> cases = new ArrayList<>();
    for (IdType<?> type : IdConverters.sortidTypes()) {
      cases.add(Arguments.of(IdColumn.TEXT, type, "'hello'", "hello"));
      cases.add(
          type.hasLongForm()
              ? Arguments.of(IdColumn.BINARY, type, "-1", "-1")
              : Arguments.of(IdColumn.BINARY, type, "'\\x0102'::bytea", "0x0102"));
    }
    cases.add(Arguments.of(IdColumn.UUID, IdType.SCRU64, "-5", "-5"));
    return cases.stream();
  }

  /**
   * Returns an ID's column as PostgreSQL casts it to text.
   *
   * @param form the column form
   * @param type the format
   * @param id the ID
   * @param <T> the ID type
   * @return the canonical text, the UUID, {@code \x} and the bytes in hexadecimal, or the integer
   */
  public static <T> String stored(IdColumn form, IdType<T> type, T id) {
    if (type == IdType.UUIDV7) {
      return id.toString();
    }
    if (form == IdColumn.TEXT) {
      return type.format(id);
    }
    if (type.hasLongForm()) {
      return Long.toString(type.toLong(id));
    }
    return form == IdColumn.UUID
        ? type.toUuid(id).toString()
        : "\\x" + HexFormat.of().formatHex(type.toBytes(id));
  }

  /**
   * Returns the message for a stored value that is no ID, with the format's own reason.
   *
   * @param type the format
   * @param shown the value as the message shows it
   * @return the message
   */
  public static String expectedMessage(IdType<?> type, String shown) {
    try {
      if (shown.startsWith("0x")) {
        type.fromBytes(HexFormat.of().parseHex(shown.substring(2)));
      } else if (type.hasLongForm() && shown.matches("-?\\d+")) {
        type.fromLong(Long.parseLong(shown));
      } else {
        type.parse(shown);
      }
    } catch (IllegalArgumentException problem) {
      return type.invalidInput(shown, problem);
    }
    throw new AssertionError(shown + " is an ID of " + type);
  }

  /**
   * Returns the first exception of a type in a chain of causes.
   *
   * @param thrown the exception
   * @param type the type to find
   * @param <E> the type
   * @return the exception
   * @throws AssertionError if there is none
   */
  public static <E extends Throwable> E causeOf(Throwable thrown, Class<E> type) {
    for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
      if (type.isInstance(cause)) {
        return type.cast(cause);
      }
    }
    throw new AssertionError("no " + type.getSimpleName() + " in " + thrown, thrown);
  }
}
