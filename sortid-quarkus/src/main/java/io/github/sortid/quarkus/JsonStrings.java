package io.github.sortid.quarkus;

/**
 * JSON strings for the few documents that sortid's extension writes itself (a problem body, an
 * OpenAPI schema): the application may have no JSON library, and the documents are a handful of
 * fixed fields. Not meant for applications.
 */
public final class JsonStrings {
  private JsonStrings() {}

  /**
   * Writes text as a JSON string: in quotes, with the quotation mark, the reverse solidus and the
   * control characters escaped, which are all that RFC 8259 requires to be (section 7).
   *
   * <pre>{@code
   * JsonStrings.quote("say \"hi\"")   // "say \"hi\""
   * }</pre>
   *
   * @param text any text
   * @return the JSON string
   */
  public static String quote(CharSequence text) {
    StringBuilder json = new StringBuilder(text.length() + 2).append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        json.append('\\').append(c);
      } else if (c < 0x20) {
        json.append(String.format("\\u%04x", (int) c));
      } else {
        json.append(c);
      }
    }
    return json.append('"').toString();
  }
}
