package io.github.sortid.mybatis;

import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Select;

/**
 * An annotation mapper of {@link Invoice}: its SCRU128 and SCRU64 take the registered handlers, the
 * UUIDv7 and the customer's UUID the binary handler by name, and the ULID the text handler.
 */
public interface InvoiceMapper {
  /** The values of one invoice, {@code i} in {@code <foreach>}. */
  String VALUES =
      "(#{i.id,javaType=io.github.sortid.scru128.Scru128Id},"
          + " #{i.ticket,javaType=io.github.sortid.scru64.Scru64Id},"
          + " #{i.tracking,javaType=java.util.UUID,"
          + "typeHandler=io.github.sortid.mybatis.BinaryColumnIdTypeHandler},"
          + " #{i.customer,javaType=java.util.UUID,"
          + "typeHandler=io.github.sortid.mybatis.BinaryColumnIdTypeHandler},"
          + " #{i.reference,javaType=io.github.sortid.ulid.Ulid,"
          + "typeHandler=io.github.sortid.mybatis.TextColumnIdTypeHandler})";

  @Insert(
      "INSERT INTO invoice (id, ticket, tracking, customer, reference) VALUES (#{id}, #{ticket},"
          + " #{tracking,typeHandler=io.github.sortid.mybatis.BinaryColumnIdTypeHandler},"
          + " #{customer,typeHandler=io.github.sortid.mybatis.BinaryColumnIdTypeHandler},"
          + " #{reference,typeHandler=io.github.sortid.mybatis.TextColumnIdTypeHandler})")
  int insert(Invoice invoice);

  @Insert(
      "<script>INSERT INTO invoice (id, ticket, tracking, customer, reference) VALUES"
          + " <foreach collection='list' item='i' separator=','>"
          + VALUES
          + "</foreach></script>")
  int insertAll(List<Invoice> invoices);

  @Select("SELECT id, ticket, tracking, customer, reference FROM invoice ORDER BY id")
  @Result(property = "id", column = "id")
  @Result(property = "ticket", column = "ticket")
  @Result(property = "tracking", column = "tracking", typeHandler = BinaryColumnIdTypeHandler.class)
  @Result(property = "customer", column = "customer", typeHandler = BinaryColumnIdTypeHandler.class)
  @Result(property = "reference", column = "reference", typeHandler = TextColumnIdTypeHandler.class)
  List<Invoice> ordered();

  @Select("SELECT tracking FROM invoice ORDER BY tracking")
  @Result(property = "tracking", column = "tracking", typeHandler = BinaryColumnIdTypeHandler.class)
  List<Invoice> orderedByTracking();

  @Select("SELECT ticket FROM invoice ORDER BY ticket")
  List<Invoice> orderedByTicket();
}
