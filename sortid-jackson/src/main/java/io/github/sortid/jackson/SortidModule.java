package io.github.sortid.jackson;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.github.sortid.IdType;

/**
 * Jackson 2.x support for sortid's IDs, as values and as map keys: every format of {@link
 * IdType#all()} whose values are sortid's own classes ({@link io.github.sortid.scru128.Scru128Id},
 * {@link io.github.sortid.scru128.v1.Scru128V1Id}, {@link io.github.sortid.scru64.Scru64Id}, {@link
 * io.github.sortid.ulid.Ulid}, {@link io.github.sortid.euid.Euid}). A format whose values are a JDK
 * class, such as {@code java.util.UUID}, is left to Jackson, whose handling of that class the
 * module does not take over.
 *
 * <pre>{@code
 * ObjectMapper mapper = new ObjectMapper().registerModule(new SortidModule());
 * // or, through META-INF/services: new ObjectMapper().findAndRegisterModules()
 *
 * record Order(Scru128Id id, String item) {}
 * mapper.writeValueAsString(new Order(Scru128Id.fromString("036z951mhjikzik2gsl81gr7l"), "tea"));
 * // {"id":"036z951mhjikzik2gsl81gr7l","item":"tea"}
 * }</pre>
 *
 * <p><b>Writing.</b> An ID is written as its canonical text, SCRU64 too (JavaScript loses integers
 * above 2^53). A property can ask for another form with {@code @JsonFormat(shape = …)}:
 *
 * <ul>
 *   <li>{@code NUMBER}: a SCRU64 ID (a format with a {@code long} form) as a JSON integer;
 *   <li>{@code BINARY}: the big-endian bytes (16, or 8 for SCRU64), as base64 text in JSON and as
 *       native binary data in formats that have it, such as Smile and CBOR;
 *   <li>{@code STRING}: the canonical text, even where the module writes the UUID form.
 * </ul>
 *
 * <p>With {@link #configureUuidForm(boolean) configureUuidForm(true)}, the IDs of every format with
 * a {@linkplain IdType#hasUuidForm() UUID form} (every 128-bit one: {@code Scru128Id}, {@code
 * Scru128V1Id}, {@code Ulid}, {@code Euid}) are written, as values and as keys, in the UUID form of
 * their 128 bits ({@code 017fa1d8-beb6-2508-7798-d410f90dfec1}), for APIs that expect UUID strings.
 * {@code Scru64Id} has no UUID form and keeps its text.
 *
 * <p><b>Reading</b> accepts what the type's {@code fromString} accepts (any case, and for ULID the
 * aliases {@code I}, {@code L} and {@code O}), the UUID form too if {@link #configureUuidForm} is
 * set, native binary data, base64 text for a {@code BINARY} property, and for SCRU64 a JSON
 * integer. JSON {@code null} is {@code null}; an empty string is {@code null} too unless the
 * mapper's coercion settings for empty strings ({@code LogicalType.OtherScalar}, as for {@code
 * UUID}) say to fail. A malformed value or key goes to the mapper's {@code
 * DeserializationProblemHandler}s, then fails with an {@link
 * com.fasterxml.jackson.databind.exc.InvalidFormatException} that names the JSON path, whose
 * message is {@link IdType#invalidInput}'s ({@code "036z951mhjikzik2gsl81gr7+" is not a valid
 * SCRU128 ID: invalid digit '+' at 24}) and whose cause is the parser's exception; a token of the
 * wrong kind (an object, a boolean, a floating-point number) fails with a {@link
 * com.fasterxml.jackson.databind.exc.MismatchedInputException}.
 *
 * <p><b>Map keys that are one ID.</b> Two keys of one JSON object that are different texts of the
 * same ID, such as {@code "036z951mhjikzik2gsl81gr7l"} and {@code "036Z951MHJIKZIK2GSL81GR7L"}, or
 * a text and the UUID form, fail with a {@link
 * com.fasterxml.jackson.databind.exc.MismatchedInputException} naming both, rather than one
 * silently replacing the other: such a document is ambiguous, and which value the map keeps would
 * depend on the order of the keys. A key deserializer cannot see its map, so the module wraps the
 * deserializer of every map whose keys are IDs to keep the keys of the object it reads. A key
 * repeated with the very same text is JSON's own duplicate, left to Jackson as for any map (the
 * last value wins unless {@code StreamReadFeature.STRICT_DUPLICATE_DETECTION} is on). Keys that do
 * not go through a map deserializer, such as those of an any-setter, are not compared.
 *
 * <p>The module's settings apply when it is registered. {@code findAndRegisterModules()} registers
 * one with the default settings, and a mapper ignores any later registration of a module of the
 * same type: register a configured module before calling {@code findAndRegisterModules()}, or
 * instead of it.
 */
public final class SortidModule extends SimpleModule {
  private static final long serialVersionUID = 1L;

  /** Whether the formats that have a UUID form are written in it. */
  private boolean uuidForm;

  /** Creates the module with the default settings: IDs written as their canonical text. */
  public SortidModule() {
    super(SortidModule.class.getName(), Version.unknownVersion());
  }

  /**
   * Sets whether the IDs of every format with a UUID form ({@code Scru128Id}, {@code Scru128V1Id},
   * {@code Ulid}, {@code Euid}), as values and as map keys, are written in the UUID form of their
   * 128 bits, and read from it as well as from their canonical text. Off by default. Call it before
   * the module is registered.
   *
   * <pre>{@code
   * ObjectMapper mapper =
   *     new ObjectMapper().registerModule(new SortidModule().configureUuidForm(true));
   * mapper.writeValueAsString(Scru128Id.fromString("036z951mhjikzik2gsl81gr7l"));
   * // "017fa1d8-beb6-2508-7798-d410f90dfec1"
   * }</pre>
   *
   * @param state true to write the UUID form
   * @return this module
   */
  public SortidModule configureUuidForm(boolean state) {
    uuidForm = state;
    return this;
  }

  @Override
  public void setupModule(SetupContext context) {
    for (IdType<?> type : IdType.all()) {
      if (serves(type.javaType())) {
        add(new IdText<>(type, uuidForm));
      }
    }
    setDeserializerModifier(new IdMapModifier());
    super.setupModule(context);
  }

  private <T> void add(IdText<T> text) {
    Class<T> javaType = text.type().javaType();
    addSerializer(javaType, new IdSerializer<>(text));
    addKeySerializer(javaType, new IdKeySerializer<>(text));
    addDeserializer(javaType, new IdDeserializer<>(text));
    addKeyDeserializer(javaType, new IdKeyDeserializer<>(text));
  }

  /**
   * Whether the module reads and writes a class: the value class of a format, if it is sortid's
   * own. A JDK class stays Jackson's: taking it over would change every value of it in the mapper.
   */
  static boolean serves(Class<?> javaType) {
    return javaType.getModule() == IdType.class.getModule() && IdType.of(javaType).isPresent();
  }
}
