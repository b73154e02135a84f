package io.github.sortid.concurrency;

import io.github.sortid.IdType;
import io.github.sortid.concurrency.GeneratorModel.Role;
import io.github.sortid.euid.Euid;
import io.github.sortid.internal.FaultyShell;
import io.github.sortid.internal.Scru64StepWithoutOverflowCheck;
import io.github.sortid.scru128.Scru128Generator;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Generator;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.scru64.Scru64NodeSpec;
import io.github.sortid.testing.GeneratorCalls;
import io.github.sortid.testing.TestedGenerator;
import io.github.sortid.ulid.Ulid;
import java.util.Map;
import java.util.UUID;

/**
 * The classes that Lincheck instantiates, each a format's {@link GeneratorModel} in one role: the
 * generator under test and its sequential specification, for every format of {@link IdType#all()},
 * and the broken generators that the checker must catch.
 */
final class FormatModels {
  private FormatModels() {}

  /** The class under test and the class of its sequential specification. */
  record Check(Class<?> subject, Class<?> specification) {}

  /** Each format's check, by {@link IdType}. */
  static final Map<IdType<?>, Check> FORMATS =
      Map.of(
          IdType.SCRU128, new Check(Scru128Model.class, Scru128Spec.class),
          IdType.SCRU128_V1, new Check(Scru128V1Model.class, Scru128V1Spec.class),
          IdType.SCRU64, new Check(Scru64Model.class, Scru64Spec.class),
          IdType.ULID, new Check(UlidModel.class, UlidSpec.class),
          IdType.EUID, new Check(EuidModel.class, EuidSpec.class),
          IdType.UUIDV7, new Check(UuidV7Model.class, UuidV7Spec.class));

  /** SCRU128's generator. */
  public static final class Scru128Model extends BatchingModel<Scru128Id> {
    /** For Lincheck. */
    public Scru128Model() {
      super(IdType.SCRU128, Role.SUBJECT);
    }
  }

  /** SCRU128's sequential specification. */
  public static final class Scru128Spec extends BatchingModel<Scru128Id> {
    /** For Lincheck. */
    public Scru128Spec() {
      super(IdType.SCRU128, Role.SPECIFICATION);
    }
  }

  /** SCRU128 v1's generator. */
  public static final class Scru128V1Model extends BatchingModel<Scru128V1Id> {
    /** For Lincheck. */
    public Scru128V1Model() {
      super(IdType.SCRU128_V1, Role.SUBJECT);
    }
  }

  /** SCRU128 v1's sequential specification. */
  public static final class Scru128V1Spec extends BatchingModel<Scru128V1Id> {
    /** For Lincheck. */
    public Scru128V1Spec() {
      super(IdType.SCRU128_V1, Role.SPECIFICATION);
    }
  }

  /** SCRU64's generator, which has no batch. */
  public static final class Scru64Model extends GeneratorModel<Scru64Id> {
    /** For Lincheck. */
    public Scru64Model() {
      super(IdType.SCRU64, Role.SUBJECT);
    }
  }

  /** SCRU64's sequential specification. */
  public static final class Scru64Spec extends GeneratorModel<Scru64Id> {
    /** For Lincheck. */
    public Scru64Spec() {
      super(IdType.SCRU64, Role.SPECIFICATION);
    }
  }

  /** ULID's generator. */
  public static final class UlidModel extends BatchingModel<Ulid> {
    /** For Lincheck. */
    public UlidModel() {
      super(IdType.ULID, Role.SUBJECT);
    }
  }

  /** ULID's sequential specification. */
  public static final class UlidSpec extends BatchingModel<Ulid> {
    /** For Lincheck. */
    public UlidSpec() {
      super(IdType.ULID, Role.SPECIFICATION);
    }
  }

  /** EUID's generator. */
  public static final class EuidModel extends BatchingModel<Euid> {
    /** For Lincheck. */
    public EuidModel() {
      super(IdType.EUID, Role.SUBJECT);
    }
  }

  /** EUID's sequential specification. */
  public static final class EuidSpec extends BatchingModel<Euid> {
    /** For Lincheck. */
    public EuidSpec() {
      super(IdType.EUID, Role.SPECIFICATION);
    }
  }

  /** UUIDv7's generator. */
  public static final class UuidV7Model extends BatchingModel<UUID> {
    /** For Lincheck. */
    public UuidV7Model() {
      super(IdType.UUIDV7, Role.SUBJECT);
    }
  }

  /** UUIDv7's sequential specification. */
  public static final class UuidV7Spec extends BatchingModel<UUID> {
    /** For Lincheck. */
    public UuidV7Spec() {
      super(IdType.UUIDV7, Role.SPECIFICATION);
    }
  }

  /** SCRU128's step in a shell that publishes with a plain write. */
  public static final class Scru128PlainWrite extends BatchingModel<Scru128Id> {
    /** For Lincheck. */
    public Scru128PlainWrite() {
      super(IdType.SCRU128, Role.SUBJECT, in -> faultyScru128(in, FaultyShell.Fault.PLAIN_WRITE));
    }
  }

  /** SCRU128's step in a shell that returns an ID whose compare-and-set failed. */
  public static final class Scru128ReturnUnpublished extends BatchingModel<Scru128Id> {
    /** For Lincheck. */
    public Scru128ReturnUnpublished() {
      super(
          IdType.SCRU128,
          Role.SUBJECT,
          in -> faultyScru128(in, FaultyShell.Fault.RETURN_UNPUBLISHED));
    }
  }

  /**
   * SCRU128's step in a shell that takes the step ahead of the clock reading and publishes it
   * against the state as read after the reading.
   */
  public static final class Scru128StaleStepAhead extends BatchingModel<Scru128Id> {
    /** For Lincheck. */
    public Scru128StaleStepAhead() {
      super(
          IdType.SCRU128,
          Role.SUBJECT,
          in -> faultyScru128(in, FaultyShell.Fault.STALE_STEP_AHEAD));
    }
  }

  /** SCRU64's generator with a step that skips the counter overflow check. */
  public static final class Scru64NoOverflowCheck extends GeneratorModel<Scru64Id> {
    /** For Lincheck. */
    public Scru64NoOverflowCheck() {
      super(IdType.SCRU64, Role.SUBJECT, FormatModels::scru64WithoutOverflowCheck);
    }
  }

  /**
   * A sequential specification whose twin has the same broken step, so that only its checks of each
   * step can tell.
   */
  public static final class Scru64NoOverflowCheckSpec extends GeneratorModel<Scru64Id> {
    /** For Lincheck. */
    public Scru64NoOverflowCheckSpec() {
      super(IdType.SCRU64, Role.SPECIFICATION, FormatModels::scru64WithoutOverflowCheck);
    }
  }

  private static GeneratorCalls<Scru128Id> faultyScru128(ThreadInputs in, FaultyShell.Fault fault) {
    Scru128Generator generator =
        Scru128Generator.builder()
            .clock(in)
            .random(in.random())
            .rollbackAllowance(GeneratorModel.ALLOWANCE)
            .build();
    return FaultyShell.around(
        generator, fault, in, in.random(), GeneratorModel.ALLOWANCE.toMillis(), 0);
  }

  private static GeneratorCalls<Scru64Id> scru64WithoutOverflowCheck(ThreadInputs in) {
    Scru64Generator.Builder builder =
        Scru64Generator.builder(Scru64NodeSpec.parse(TestedGenerator.SCRU64_NODE))
            .clock(in)
            .random(in.random())
            .rollbackAllowance(GeneratorModel.ALLOWANCE);
    return new Scru64StepWithoutOverflowCheck(builder, builder.build());
  }
}
