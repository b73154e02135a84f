package io.github.sortid.jacksontest;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.lang.reflect.Type;

/**
 * What the contracts need of one Jackson major version. sortid-jackson and sortid-jackson3 each
 * implement it; everything else in the contracts is the same for both.
 */
public interface JacksonAdapter {
  /**
   * Returns the version of jackson-databind on the class path.
   *
   * @return major.minor.patch, for example {@code 2.12.7}
   */
  String databindVersion();

  /**
   * Returns the version of jackson-core on the class path.
   *
   * @return major.minor.patch
   */
  String coreVersion();

  /**
   * Returns a JSON mapper with the module registered by hand.
   *
   * @param uuidForm the module's UUID form setting
   * @return the mapper
   */
  Codec json(boolean uuidForm);

  /**
   * Returns a JSON mapper that found its modules through their service files.
   *
   * @return the mapper
   */
  Codec discovered();

  /**
   * Returns a JSON mapper whose coercion settings make an empty string fail for {@code
   * LogicalType.OtherScalar}, the logical type of the IDs (and of {@code UUID}).
   *
   * @return the mapper
   */
  Codec emptyStringsFail();

  /**
   * Returns a JSON mapper whose problem handler reads every malformed string, map key and integer
   * as null.
   *
   * @return the mapper
   */
  Codec lenient();

  /**
   * Returns a CBOR mapper with the module registered by hand.
   *
   * @return the mapper
   */
  Codec cbor();

  /**
   * Returns Jackson's exception for a value of the right token type but a wrong content.
   *
   * @return {@code InvalidFormatException}
   */
  Class<? extends Exception> invalidFormatException();

  /**
   * Returns Jackson's exception for a token of the wrong type.
   *
   * @return {@code MismatchedInputException}
   */
  Class<? extends Exception> mismatchedInputException();

  /**
   * Returns the base of Jackson's data-binding exceptions, which carry a path and a location.
   *
   * @return {@code JsonMappingException} or {@code DatabindException}
   */
  Class<? extends Exception> databindException();

  /**
   * Returns the path of a data-binding exception.
   *
   * @param e an instance of {@link #databindException()}
   * @return for example {@code io.github.sortid.jacksontest.Fixtures$Box["value"]}
   */
  String pathReference(Exception e);

  /**
   * Returns the location in the input of a data-binding exception.
   *
   * @param e an instance of {@link #databindException()}
   * @return the location, or null if it has none
   */
  Object location(Exception e);

  /** One mapper, for one data format. */
  interface Codec {
    /**
     * Writes a value.
     *
     * @param value the value
     * @return the document
     * @throws Exception as the mapper throws it
     */
    byte[] write(Object value) throws Exception;

    /**
     * Reads a value.
     *
     * @param content the document
     * @param type the type to read
     * @return the value
     * @throws Exception as the mapper throws it
     */
    Object read(byte[] content, Type type) throws Exception;

    /**
     * Reads a document as a tree and tells the node type of one field of its root object.
     *
     * @param content the document
     * @param field the field's name
     * @return the name of the {@code JsonNodeType}, for example {@code BINARY}
     * @throws Exception as the mapper throws it
     */
    String nodeType(byte[] content, String field) throws Exception;

    /**
     * Writes a value as text.
     *
     * @param value the value
     * @return the document
     * @throws Exception as the mapper throws it
     */
    default String text(Object value) throws Exception {
      return new String(write(value), UTF_8);
    }

    /**
     * Reads a value from text.
     *
     * @param content the document
     * @param type the type to read
     * @return the value
     * @throws Exception as the mapper throws it
     */
    default Object read(String content, Type type) throws Exception {
      return read(content.getBytes(UTF_8), type);
    }
  }
}
