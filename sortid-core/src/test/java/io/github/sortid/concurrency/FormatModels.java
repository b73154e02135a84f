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
import java.time.Duration;
import java.util.Map;
import java.util.UUID;

/**
 * The classes that Lincheck instantiates, each a format's {@link GeneratorModel} in one role: the
 * generator under test and its sequential specification, for every format of {@link IdType#all()}
 * with the allowance of one step and with none, and the broken generators that the checker must
 * catch.
 */
final class FormatModels {
  private FormatModels() {}

  /** The class under test and the class of its sequential specification. */
  record Check(Class<?> subject, Class<?> specification) {}

  /** Each format's check with the allowance of one step, by {@link IdType}. */
  static final Map<IdType<?>, Check> FORMATS =
      Map.of(
          IdType.SCRU128, new Check(Scru128Model.class, Scru128Spec.class),
          IdType.SCRU128_V1, new Check(Scru128V1Model.class, Scru128V1Spec.class),
          IdType.SCRU64, new Check(Scru64Model.class, Scru64Spec.class),
          IdType.ULID, new Check(UlidModel.class, UlidSpec.class),
          IdType.EUID, new Check(EuidModel.class, EuidSpec.class),
          IdType.UUIDV7, new Check(UuidV7Model.class, UuidV7Spec.class));

  /** Each format's check without allowance, by {@link IdType}. */
  static final Map<IdType<?>, Check> WITHOUT_ALLOWANCE =
      Map.of(
          IdType.SCRU128, new Check(Scru128NoAllowanceModel.class, Scru128NoAllowanceSpec.class),
          IdType.SCRU128_V1,
              new Check(Scru128V1NoAllowanceModel.class, Scru128V1NoAllowanceSpec.class),
          IdType.SCRU64, new Check(Scru64NoAllowanceModel.class, Scru64NoAllowanceSpec.class),
          IdType.ULID, new Check(UlidNoAllowanceModel.class, UlidNoAllowanceSpec.class),
          IdType.EUID, new Check(EuidNoAllowanceModel.class, EuidNoAllowanceSpec.class),
          IdType.UUIDV7, new Check(UuidV7NoAllowanceModel.class, UuidV7NoAllowanceSpec.class));

  /** SCRU128's generator. */
  public static final class Scru128Model extends BatchingModel<Scru128Id> {
    /** For Lincheck. */
    public Scru128Model() {
      super(IdType.SCRU128, Role.SUBJECT, GeneratorModel.ALLOWANCE);
    }
  }

  /** SCRU128's sequential specification. */
  public static final class Scru128Spec extends BatchingModel<Scru128Id> {
    /** For Lincheck. */
    public Scru128Spec() {
      super(IdType.SCRU128, Role.SPECIFICATION, GeneratorModel.ALLOWANCE);
    }
  }

  /** SCRU128 v1's generator. */
  public static final class Scru128V1Model extends BatchingModel<Scru128V1Id> {
    /** For Lincheck. */
    public Scru128V1Model() {
      super(IdType.SCRU128_V1, Role.SUBJECT, GeneratorModel.ALLOWANCE);
    }
  }

  /** SCRU128 v1's sequential specification. */
  public static final class Scru128V1Spec extends BatchingModel<Scru128V1Id> {
    /** For Lincheck. */
    public Scru128V1Spec() {
      super(IdType.SCRU128_V1, Role.SPECIFICATION, GeneratorModel.ALLOWANCE);
    }
  }

  /** SCRU64's generator, which has no batch. */
  public static final class Scru64Model extends GeneratorModel<Scru64Id> {
    /** For Lincheck. */
    public Scru64Model() {
      super(IdType.SCRU64, Role.SUBJECT, GeneratorModel.ALLOWANCE);
    }
  }

  /** SCRU64's sequential specification. */
  public static final class Scru64Spec extends GeneratorModel<Scru64Id> {
    /** For Lincheck. */
    public Scru64Spec() {
      super(IdType.SCRU64, Role.SPECIFICATION, GeneratorModel.ALLOWANCE);
    }
  }

  /** ULID's generator. */
  public static final class UlidModel extends BatchingModel<Ulid> {
    /** For Lincheck. */
    public UlidModel() {
      super(IdType.ULID, Role.SUBJECT, GeneratorModel.ALLOWANCE);
    }
  }

  /** ULID's sequential specification. */
  public static final class UlidSpec extends BatchingModel<Ulid> {
    /** For Lincheck. */
    public UlidSpec() {
      super(IdType.ULID, Role.SPECIFICATION, GeneratorModel.ALLOWANCE);
    }
  }

  /** EUID's generator. */
  public static final class EuidModel extends BatchingModel<Euid> {
    /** For Lincheck. */
    public EuidModel() {
      super(IdType.EUID, Role.SUBJECT, GeneratorModel.ALLOWANCE);
    }
  }

  /** EUID's sequential specification. */
  public static final class EuidSpec extends BatchingModel<Euid> {
    /** For Lincheck. */
    public EuidSpec() {
      super(IdType.EUID, Role.SPECIFICATION, GeneratorModel.ALLOWANCE);
    }
  }

  /** UUIDv7's generator. */
  public static final class UuidV7Model extends BatchingModel<UUID> {
    /** For Lincheck. */
    public UuidV7Model() {
      super(IdType.UUIDV7, Role.SUBJECT, GeneratorModel.ALLOWANCE);
    }
  }

  /** UUIDv7's sequential specification. */
  public static final class UuidV7Spec extends BatchingModel<UUID> {
    /** For Lincheck. */
    public UuidV7Spec() {
      super(IdType.UUIDV7, Role.SPECIFICATION, GeneratorModel.ALLOWANCE);
    }
  }

  /** SCRU128's generator without allowance. */
  public static final class Scru128NoAllowanceModel extends BatchingModel<Scru128Id> {
    /** For Lincheck. */
    public Scru128NoAllowanceModel() {
      super(IdType.SCRU128, Role.SUBJECT, GeneratorModel.NO_ALLOWANCE);
    }
  }

  /** SCRU128's sequential specification without allowance. */
  public static final class Scru128NoAllowanceSpec extends BatchingModel<Scru128Id> {
    /** For Lincheck. */
    public Scru128NoAllowanceSpec() {
      super(IdType.SCRU128, Role.SPECIFICATION, GeneratorModel.NO_ALLOWANCE);
    }
  }

  /** SCRU128 v1's generator without allowance. */
  public static final class Scru128V1NoAllowanceModel extends BatchingModel<Scru128V1Id> {
    /** For Lincheck. */
    public Scru128V1NoAllowanceModel() {
      super(IdType.SCRU128_V1, Role.SUBJECT, GeneratorModel.NO_ALLOWANCE);
    }
  }

  /** SCRU128 v1's sequential specification without allowance. */
  public static final class Scru128V1NoAllowanceSpec extends BatchingModel<Scru128V1Id> {
    /** For Lincheck. */
    public Scru128V1NoAllowanceSpec() {
      super(IdType.SCRU128_V1, Role.SPECIFICATION, GeneratorModel.NO_ALLOWANCE);
    }
  }

  /** SCRU64's generator without allowance. */
  public static final class Scru64NoAllowanceModel extends GeneratorModel<Scru64Id> {
    /** For Lincheck. */
    public Scru64NoAllowanceModel() {
      super(IdType.SCRU64, Role.SUBJECT, GeneratorModel.NO_ALLOWANCE);
    }
  }

  /** SCRU64's sequential specification without allowance. */
  public static final class Scru64NoAllowanceSpec extends GeneratorModel<Scru64Id> {
    /** For Lincheck. */
    public Scru64NoAllowanceSpec() {
      super(IdType.SCRU64, Role.SPECIFICATION, GeneratorModel.NO_ALLOWANCE);
    }
  }

  /** ULID's generator without allowance. */
  public static final class UlidNoAllowanceModel extends BatchingModel<Ulid> {
    /** For Lincheck. */
    public UlidNoAllowanceModel() {
      super(IdType.ULID, Role.SUBJECT, GeneratorModel.NO_ALLOWANCE);
    }
  }

  /** ULID's sequential specification without allowance. */
  public static final class UlidNoAllowanceSpec extends BatchingModel<Ulid> {
    /** For Lincheck. */
    public UlidNoAllowanceSpec() {
      super(IdType.ULID, Role.SPECIFICATION, GeneratorModel.NO_ALLOWANCE);
    }
  }

  /** EUID's generator without allowance. */
  public static final class EuidNoAllowanceModel extends BatchingModel<Euid> {
    /** For Lincheck. */
    public EuidNoAllowanceModel() {
      super(IdType.EUID, Role.SUBJECT, GeneratorModel.NO_ALLOWANCE);
    }
  }

  /** EUID's sequential specification without allowance. */
  public static final class EuidNoAllowanceSpec extends BatchingModel<Euid> {
    /** For Lincheck. */
    public EuidNoAllowanceSpec() {
      super(IdType.EUID, Role.SPECIFICATION, GeneratorModel.NO_ALLOWANCE);
    }
  }

  /** UUIDv7's generator without allowance. */
  public static final class UuidV7NoAllowanceModel extends BatchingModel<UUID> {
    /** For Lincheck. */
    public UuidV7NoAllowanceModel() {
      super(IdType.UUIDV7, Role.SUBJECT, GeneratorModel.NO_ALLOWANCE);
    }
  }

  /** UUIDv7's sequential specification without allowance. */
  public static final class UuidV7NoAllowanceSpec extends BatchingModel<UUID> {
    /** For Lincheck. */
    public UuidV7NoAllowanceSpec() {
      super(IdType.UUIDV7, Role.SPECIFICATION, GeneratorModel.NO_ALLOWANCE);
    }
  }

  /** SCRU128's step in a shell that publishes with a plain write. */
  public static final class Scru128PlainWrite extends BatchingModel<Scru128Id> {
    /** For Lincheck. */
    public Scru128PlainWrite() {
      super(
          IdType.SCRU128,
          Role.SUBJECT,
          GeneratorModel.ALLOWANCE,
          in -> faultyScru128(in, FaultyShell.Fault.PLAIN_WRITE, GeneratorModel.ALLOWANCE));
    }
  }

  /** SCRU128's step in a shell that returns an ID whose compare-and-set failed. */
  public static final class Scru128ReturnUnpublished extends BatchingModel<Scru128Id> {
    /** For Lincheck. */
    public Scru128ReturnUnpublished() {
      super(
          IdType.SCRU128,
          Role.SUBJECT,
          GeneratorModel.ALLOWANCE,
          in -> faultyScru128(in, FaultyShell.Fault.RETURN_UNPUBLISHED, GeneratorModel.ALLOWANCE));
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
          GeneratorModel.ALLOWANCE,
          in -> faultyScru128(in, FaultyShell.Fault.STALE_STEP_AHEAD, GeneratorModel.ALLOWANCE));
    }
  }

  /**
   * SCRU128's step in a shell that measures a rollback from the last ID's timestamp, without
   * allowance: the lead of a counter overflow counts as a rollback, and the generator starts afresh
   * below its last ID.
   */
  public static final class Scru128LeadAsRollback extends BatchingModel<Scru128Id> {
    /** For Lincheck. */
    public Scru128LeadAsRollback() {
      super(
          IdType.SCRU128,
          Role.SUBJECT,
          GeneratorModel.NO_ALLOWANCE,
          in -> faultyScru128(in, FaultyShell.Fault.LEAD_AS_ROLLBACK, GeneratorModel.NO_ALLOWANCE));
    }
  }

  /** SCRU64's generator with a step that skips the counter overflow check. */
  public static final class Scru64NoOverflowCheck extends GeneratorModel<Scru64Id> {
    /** For Lincheck. */
    public Scru64NoOverflowCheck() {
      super(
          IdType.SCRU64,
          Role.SUBJECT,
          GeneratorModel.ALLOWANCE,
          FormatModels::scru64WithoutOverflowCheck);
    }
  }

  /**
   * A sequential specification whose twin has the same broken step, so that only its checks of each
   * step can tell.
   */
  public static final class Scru64NoOverflowCheckSpec extends GeneratorModel<Scru64Id> {
    /** For Lincheck. */
    public Scru64NoOverflowCheckSpec() {
      super(
          IdType.SCRU64,
          Role.SPECIFICATION,
          GeneratorModel.ALLOWANCE,
          FormatModels::scru64WithoutOverflowCheck);
    }
  }

  private static GeneratorCalls<Scru128Id> faultyScru128(
      ThreadInputs in, FaultyShell.Fault fault, Duration allowance) {
    Scru128Generator generator =
        Scru128Generator.builder()
            .clock(in)
            .random(in.random())
            .rollbackAllowance(allowance)
            .build();
    return FaultyShell.around(generator, fault, in, in.random(), allowance.toMillis(), 0);
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
