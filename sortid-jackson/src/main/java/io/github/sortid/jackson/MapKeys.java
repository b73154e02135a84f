package io.github.sortid.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import io.github.sortid.IdType;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * The IDs read so far as keys of one JSON object, each with the text it was read from, so that two
 * texts of one ID ({@code "036z…"} and {@code "036Z…"}, or its canonical text and its UUID form)
 * fail rather than the second silently replacing the first in the map.
 *
 * <p>A key deserializer cannot see its map, so {@link IdMapDeserializer} opens the keys of the
 * object it reads in the attributes of the reading, and {@link IdKeyDeserializer} adds to them. A
 * key counts only where the parser is still in that object: a key deserializer that Jackson calls
 * for another object (an any-setter in a value, say) leaves them alone. A text repeated exactly is
 * a duplicate of the JSON itself, left to Jackson as for any map: the last value wins unless {@code
 * StreamReadFeature.STRICT_DUPLICATE_DETECTION} is on.
 */
final class MapKeys {
  private final MapKeys enclosing;
  private final Object object;
  private final Map<Object, String> texts = new HashMap<>();

  private MapKeys(MapKeys enclosing, Object object) {
    this.enclosing = enclosing;
    this.object = object;
  }

  /** Starts the keys of the object the parser is in, until {@link #close}. */
  static MapKeys open(DeserializationContext ctxt) {
    MapKeys keys = new MapKeys((MapKeys) ctxt.getAttribute(MapKeys.class), object(ctxt));
    ctxt.setAttribute(MapKeys.class, keys);
    return keys;
  }

  /** Goes back to the keys of the enclosing map, if any. */
  void close(DeserializationContext ctxt) {
    ctxt.setAttribute(MapKeys.class, enclosing);
  }

  /** Adds a key of the object being read, failing if another text of the same ID came before. */
  static void add(DeserializationContext ctxt, IdType<?> type, Object id, String text)
      throws IOException {
    MapKeys keys = (MapKeys) ctxt.getAttribute(MapKeys.class);
    if (keys == null || keys.object != object(ctxt)) {
      return;
    }
    String earlier = keys.texts.put(id, text);
    if (earlier != null && !earlier.equals(text)) {
      ctxt.reportInputMismatch(
          type.javaType(),
          "%s",
          "duplicate map key: "
              + IdType.quote(text)
              + " is the same "
              + type.displayName()
              + " value as "
              + IdType.quote(earlier));
    }
  }

  /** The parser's context for the JSON object it is in, which identifies the object. */
  private static Object object(DeserializationContext ctxt) {
    JsonParser parser = ctxt.getParser();
    return parser == null ? null : parser.getParsingContext();
  }
}
