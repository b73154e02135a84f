package io.github.sortid.concurrency;

import io.github.sortid.IdType;
import java.time.Duration;
import java.util.List;
import org.jetbrains.lincheck.datastructures.Operation;
import org.jetbrains.lincheck.datastructures.Param;

/**
 * The model of a format whose generator has {@code generateBatch(int)}: every format but SCRU64.
 *
 * @param <T> the ID type
 */
public abstract class BatchingModel<T extends Comparable<T>> extends GeneratorModel<T> {
  /**
   * The real generator of a format, in a role.
   *
   * @param type the format
   * @param role what the instance is
   * @param allowance the rollback allowance
   */
  protected BatchingModel(IdType<?> type, Role role, Duration allowance) {
    super(type, role, allowance);
  }

  /**
   * A generator built otherwise.
   *
   * @param type the format
   * @param role what the instance is
   * @param allowance the rollback allowance the generator was built with
   * @param subject builds the generator
   */
  protected BatchingModel(IdType<?> type, Role role, Duration allowance, Subject<T> subject) {
    super(type, role, allowance, subject);
  }

  /**
   * {@code generateBatch(2)}.
   *
   * @param reading the clock reading, in steps
   * @param bits the random bits, by index
   * @return the IDs
   */
  @Operation
  public List<T> generateBatch(@Param(name = READING) int reading, @Param(name = BITS) int bits) {
    return batch(reading, bits);
  }
}
