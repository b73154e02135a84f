package io.github.sortid.validation;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import jakarta.validation.ConstraintDeclarationException;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.util.UUID;

/**
 * Checks {@link ValidId} on a {@link UUID}: the UUID must be one that the format's {@link
 * IdType#fromUuid} takes, which for UUIDv7 means version 7 and variant {@code 10}. Bean Validation
 * creates and calls it; applications use the annotation.
 */
public final class ValidIdUuidValidator implements ConstraintValidator<ValidId, UUID> {
  private IdType<?> type;
  private boolean ownMessage;

  /** Created by the validation provider. */
  public ValidIdUuidValidator() {}

  /**
   * Takes the constraint's format.
   *
   * @param constraint the constraint
   * @throws ConstraintDeclarationException if the format has no UUID form (SCRU64)
   */
  @Override
  public void initialize(ValidId constraint) {
    type = constraint.value().idType();
    if (!type.hasUuidForm()) {
      throw new ConstraintDeclarationException(
          "@ValidId("
              + constraint.value()
              + ") cannot constrain a UUID: "
              + type.displayName()
              + " has no UUID form");
    }
    ownMessage = !constraint.message().isEmpty();
  }

  @Override
  public boolean isValid(UUID value, ConstraintValidatorContext context) {
    if (value == null) {
      return true;
    }
    try {
      type.fromUuid(value);
      return true;
    } catch (IdFormatException e) {
      if (!ownMessage) {
        Messages.replace(context, type.invalidInput(value.toString(), e));
      }
      return false;
    }
  }
}
