package io.github.sortid.jackson;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.DeserializationProblemHandler;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.github.sortid.jacksontest.BadInputContract;
import io.github.sortid.jacksontest.JacksonAdapter;
import io.github.sortid.jacksontest.MapKeyContract;
import io.github.sortid.jacksontest.RegistrationContract;
import io.github.sortid.jacksontest.ShapeContract;
import io.github.sortid.jacksontest.TextContract;
import io.github.sortid.jacksontest.UuidFormContract;
import java.lang.reflect.Type;

/** The contracts against Jackson 2. */
class Jackson2Test
    implements TextContract,
        ShapeContract,
        UuidFormContract,
        MapKeyContract,
        BadInputContract,
        RegistrationContract {
  private static final JacksonAdapter JACKSON = new Jackson2();

  @Override
  public JacksonAdapter jackson() {
    return JACKSON;
  }

  /** Jackson 2, as the suite uses it. */
  static final class Jackson2 implements JacksonAdapter {
    @Override
    public String databindVersion() {
      return version(com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION);
    }

    @Override
    public String coreVersion() {
      return version(com.fasterxml.jackson.core.json.PackageVersion.VERSION);
    }

    @Override
    public Codec json(boolean uuidForm) {
      return codec(
          JsonMapper.builder()
              .addModule(new Jdk8Module())
              .addModule(new SortidModule().configureUuidForm(uuidForm))
              .build());
    }

    @Override
    public Codec discovered() {
      return codec(new ObjectMapper().findAndRegisterModules());
    }

    @Override
    public Codec emptyStringsFail() {
      JsonMapper mapper =
          JsonMapper.builder().addModule(new Jdk8Module()).addModule(new SortidModule()).build();
      mapper
          .coercionConfigFor(LogicalType.OtherScalar)
          .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
      return codec(mapper);
    }

    @Override
    public Codec lenient() {
      return codec(
          JsonMapper.builder()
              .addModule(new SortidModule())
              .addHandler(
                  new DeserializationProblemHandler() {
                    @Override
                    public Object handleWeirdStringValue(
                        DeserializationContext ctxt, Class<?> type, String value, String message) {
                      return null;
                    }

                    @Override
                    public Object handleWeirdKey(
                        DeserializationContext ctxt, Class<?> type, String key, String message) {
                      return null;
                    }

                    @Override
                    public Object handleWeirdNumberValue(
                        DeserializationContext ctxt, Class<?> type, Number value, String message) {
                      return null;
                    }
                  })
              .build());
    }

    @Override
    public Codec cbor() {
      return codec(
          CBORMapper.builder()
              .addModule(new Jdk8Module())
              .addModule(new SortidModule())
              .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
              .build());
    }

    @Override
    public Class<? extends Exception> invalidFormatException() {
      return InvalidFormatException.class;
    }

    @Override
    public Class<? extends Exception> mismatchedInputException() {
      return MismatchedInputException.class;
    }

    @Override
    public Class<? extends Exception> databindException() {
      return JsonMappingException.class;
    }

    @Override
    public String pathReference(Exception e) {
      return ((JsonMappingException) e).getPathReference();
    }

    @Override
    public Object location(Exception e) {
      return ((JsonMappingException) e).getLocation();
    }

    private static String version(Version version) {
      return version.getMajorVersion()
          + "."
          + version.getMinorVersion()
          + "."
          + version.getPatchLevel();
    }

    private static Codec codec(ObjectMapper mapper) {
      return new Codec() {
        @Override
        public byte[] write(Object value) throws Exception {
          return mapper.writeValueAsBytes(value);
        }

        @Override
        public Object read(byte[] content, Type type) throws Exception {
          return mapper.readValue(content, mapper.getTypeFactory().constructType(type));
        }

        @Override
        public String nodeType(byte[] content, String field) throws Exception {
          return mapper.readTree(content).get(field).getNodeType().name();
        }
      };
    }
  }
}
