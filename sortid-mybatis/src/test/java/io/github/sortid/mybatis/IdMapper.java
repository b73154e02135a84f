package io.github.sortid.mybatis;

import io.github.sortid.IdType;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.apache.ibatis.builder.xml.XMLMapperBuilder;
import org.apache.ibatis.session.Configuration;

/**
 * An XML mapper of one table holding IDs of one format in one column kind, written for the format
 * from {@link IdType}: a property of a sortid type takes the handler registered by {@link
 * SortidTypeHandlers}, found by its {@code javaType}; a {@code UUID} (UUIDv7) names the column
 * kind's handler class, which MyBatis creates with that Java type.
 */
final class IdMapper {
  private IdMapper() {}

  /** A row of the table, of any format. */
  static final class Row {
    Object id;

    Row() {}

    Row(Object id) {
      this.id = id;
    }
  }

  /** The table of the format and column kind, such as {@code scru128_v1_text}. */
  static String table(IdType<?> type, IdColumn column) {
    return (type.name() + "_" + column.name()).toLowerCase(Locale.ROOT);
  }

  /**
   * Adds the mapper of the format and column kind to a configuration, in the namespace {@code ids}:
   * {@code insert} (a {@link Row}), {@code ordered}, {@code byId} and {@code between} (a map of
   * {@code from} and {@code to}), each selecting {@link Row}s in {@code ORDER BY id}.
   */
  static void add(Configuration configuration, IdType<?> type, IdColumn column) {
    String javaType = type.javaType().getName();
    boolean registered = IdType.of(type.javaType()).isPresent();
    String handler = registered ? "" : handlerClass(column).getName();
    String parameter = "javaType=" + javaType + (registered ? "" : ",typeHandler=" + handler);
    String result =
        "javaType=\"" + javaType + "\"" + (registered ? "" : " typeHandler=\"" + handler + "\"");
    String table = table(type, column);
    String xml =
        """
        <?xml version="1.0" encoding="UTF-8" ?>
        <!DOCTYPE mapper PUBLIC "-//mybatis.org//DTD Mapper 3.0//EN"
            "https://mybatis.org/dtd/mybatis-3-mapper.dtd">
        <mapper namespace="ids">
          <resultMap id="row" type="%1$s">
            <id property="id" column="id" %2$s/>
          </resultMap>
          <insert id="insert">INSERT INTO %3$s (id) VALUES (#{id,%4$s})</insert>
          <select id="ordered" resultMap="row">SELECT id FROM %3$s ORDER BY id</select>
          <select id="byId" resultMap="row">SELECT id FROM %3$s WHERE id = #{id,%4$s}</select>
          <select id="between" resultMap="row">
            SELECT id FROM %3$s WHERE id BETWEEN #{from,%4$s} AND #{to,%4$s} ORDER BY id
          </select>
        </mapper>
        """
            .formatted(Row.class.getName(), result, table, parameter);
    new XMLMapperBuilder(
            new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)),
            configuration,
            table + ".xml",
            configuration.getSqlFragments())
        .parse();
  }

  /** The public handler class of a column kind, as a mapping names it. */
  static Class<?> handlerClass(IdColumn column) {
    return switch (column) {
      case UUID -> UuidColumnIdTypeHandler.class;
      case BINARY -> BinaryColumnIdTypeHandler.class;
      case TEXT -> TextColumnIdTypeHandler.class;
    };
  }
}
