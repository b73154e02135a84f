package io.github.sortid.jackson;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.module.SimpleModule;

/**
 * Jackson 2.x support for sortid's IDs: {@link io.github.sortid.scru128.Scru128Id}, {@link
 * io.github.sortid.scru128.v1.Scru128V1Id}, {@link io.github.sortid.scru64.Scru64Id}, {@link
 * io.github.sortid.ulid.Ulid} and {@link io.github.sortid.euid.Euid}, as values and as map keys.
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
 *   <li>{@code NUMBER}: a SCRU64 ID as a JSON integer;
 *   <li>{@code BINARY}: the big-endian bytes (16, or 8 for SCRU64), as base64 text in JSON and as
 *       native binary data in formats that have it, such as Smile and CBOR;
 *   <li>{@code STRING}: the canonical text, even where the module writes the UUID form.
 * </ul>
 *
 * <p>With {@link #configureUuidForm(boolean) configureUuidForm(true)}, {@code Scru128Id}, {@code
 * Ulid} and {@code Euid} values and keys are written in the UUID form of their 128 bits ({@code
 * 017fa1d8-beb6-2508-7798-d410f90dfec1}), for APIs that expect UUID strings. {@code Scru128V1Id}
 * and {@code Scru64Id} have no UUID form and keep their text.
 *
 * <p><b>Reading</b> accepts what the type's {@code fromString} accepts (any case, and for ULID the
 * aliases {@code I}, {@code L} and {@code O}), the UUID form too if {@link #configureUuidForm} is
 * set, native binary data, base64 text for a {@code BINARY} property, and for SCRU64 a JSON
 * integer. JSON {@code null} is {@code null}; an empty string is {@code null} too unless the
 * mapper's coercion settings for empty strings ({@code LogicalType.OtherScalar}, as for {@code
 * UUID}) say to fail. A malformed value fails with an {@link
 * com.fasterxml.jackson.databind.exc.InvalidFormatException} that names the JSON path and sortid's
 * reason and position ({@code invalid digit '+' at 24}); a token of the wrong kind (an object, a
 * boolean, a floating-point number) fails with a {@link
 * com.fasterxml.jackson.databind.exc.MismatchedInputException}.
 *
 * <p>The module's settings apply when it is registered. {@code findAndRegisterModules()} registers
 * one with the default settings, and a mapper ignores any later registration of a module of the
 * same type: register a configured module before calling {@code findAndRegisterModules()}, or
 * instead of it.
 */
public final class SortidModule extends SimpleModule {
  private static final long serialVersionUID = 1L;

  /** Whether the 128-bit types that have a UUID form are written in it. */
  private boolean uuidForm;

  /** Creates the module with the default settings: IDs written as their canonical text. */
  public SortidModule() {
    super(SortidModule.class.getName(), Version.unknownVersion());
  }

  /**
   * Sets whether {@code Scru128Id}, {@code Ulid} and {@code Euid} values and map keys are written
   * in the UUID form of their 128 bits, and read from it as well as from their canonical text. Off
   * by default. Call it before the module is registered.
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
    for (IdType type : IdType.values()) {
      add(type.javaType, type);
    }
    super.setupModule(context);
  }

  private <T> void add(Class<T> javaType, IdType type) {
    addSerializer(javaType, new IdSerializer<>(javaType, type, uuidForm));
    addKeySerializer(javaType, new IdKeySerializer<>(javaType, type, uuidForm));
    addDeserializer(javaType, new IdDeserializer<>(javaType, type, uuidForm));
    addKeyDeserializer(javaType, new IdKeyDeserializer(type, uuidForm));
  }
}
