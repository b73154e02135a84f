package io.github.sortid.jackson3;

import io.github.sortid.jacksontest.BadInputContract;
import io.github.sortid.jacksontest.JacksonAdapter;
import io.github.sortid.jacksontest.MapKeyContract;
import io.github.sortid.jacksontest.RegistrationContract;
import io.github.sortid.jacksontest.ShapeContract;
import io.github.sortid.jacksontest.TextContract;
import io.github.sortid.jacksontest.UuidFormContract;
import java.lang.reflect.Type;
import tools.jackson.core.Version;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.deser.DeserializationProblemHandler;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.type.LogicalType;
import tools.jackson.dataformat.cbor.CBORMapper;

/** The contracts against Jackson 3. */
class Jackson3Test
    implements TextContract,
        ShapeContract,
        UuidFormContract,
        MapKeyContract,
        BadInputContract,
        RegistrationContract {
  private static final JacksonAdapter JACKSON = new Jackson3();

  @Override
  public JacksonAdapter jackson() {
    return JACKSON;
  }

  /** Jackson 3, as the suite uses it. */
  static final class Jackson3 implements JacksonAdapter {
    @Override
    public String databindVersion() {
      return version(tools.jackson.databind.cfg.PackageVersion.VERSION);
    }

    @Override
    public String coreVersion() {
      return version(tools.jackson.core.json.PackageVersion.VERSION);
    }

    @Override
    public Codec json(boolean uuidForm) {
      return codec(
          JsonMapper.builder().addModule(new SortidModule().configureUuidForm(uuidForm)).build());
    }

    @Override
    public Codec discovered() {
      return codec(JsonMapper.builder().findAndAddModules().build());
    }

    @Override
    public Codec emptyStringsFail() {
      return codec(
          JsonMapper.builder()
              .addModule(new SortidModule())
              .withCoercionConfig(
                  LogicalType.OtherScalar,
                  config -> config.setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail))
              .build());
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
      return DatabindException.class;
    }

    @Override
    public String pathReference(Exception e) {
      return ((DatabindException) e).getPathReference();
    }

    @Override
    public Object location(Exception e) {
      return ((DatabindException) e).getLocation();
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
        public byte[] write(Object value) {
          return mapper.writeValueAsBytes(value);
        }

        @Override
        public Object read(byte[] content, Type type) {
          return mapper.readValue(content, mapper.getTypeFactory().constructType(type));
        }

        @Override
        public String nodeType(byte[] content, String field) {
          return mapper.readTree(content).get(field).getNodeType().name();
        }
      };
    }
  }
}
