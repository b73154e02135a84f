package io.github.sortid.jacksontest;

import io.github.sortid.IdType;
import java.util.Map;

/**
 * The facts about one ID of one format that the contracts check the module against.
 *
 * @param type the format
 * @param text the canonical text
 * @param otherText another text of the same ID that the format's parser accepts (another case,
 *     aliases)
 * @param uuid the UUID form, or null where the format has none
 * @param number the {@code long} form, or null where the format has none
 * @param bad texts of the format's length that it rejects, with the reason sortid gives
 */
public record Vector(
    IdType<?> type,
    String text,
    String otherText,
    String uuid,
    Long number,
    Map<String, String> bad) {
  /**
   * Returns the ID.
   *
   * @return the ID of {@link #text}
   */
  public Object id() {
    return type.parse(text);
  }

  /**
   * Returns the canonical text of an ID of the format.
   *
   * @param id the ID
   * @return its text
   */
  public String textOf(Object id) {
    return format(type, id);
  }

  /**
   * Returns the bytes of an ID of the format.
   *
   * @param id the ID
   * @return its bytes
   */
  public byte[] bytesOf(Object id) {
    return toBytes(type, id);
  }

  private static <T> String format(IdType<T> type, Object id) {
    return type.format(type.javaType().cast(id));
  }

  private static <T> byte[] toBytes(IdType<T> type, Object id) {
    return type.toBytes(type.javaType().cast(id));
  }

  /**
   * Returns the text with its last character made invalid, in any format.
   *
   * @return the text with {@code +} for its last character
   */
  public String withBadDigit() {
    return text.substring(0, text.length() - 1) + "+";
  }
}
