package io.github.sortid.validation;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;

/**
 * Checks {@link ValidId} on a {@link CharSequence}: the text must be one that the format's {@link
 * IdType#parse} reads. Bean Validation creates and calls it; applications use the annotation.
 */
public final class ValidIdTextValidator implements ConstraintValidator<ValidId, CharSequence> {
  private IdType<?> type;
  private boolean ownMessage;

  /** Created by the validation provider. */
  public ValidIdTextValidator() {}

  @Override
  public void initialize(ValidId constraint) {
    type = constraint.value().idType();
    ownMessage = !constraint.message().isEmpty();
  }

  @Override
  public boolean isValid(CharSequence value, ConstraintValidatorContext context) {
    if (value == null || type.isValid(value)) {
      return true;
    }
    if (!ownMessage) {
      try {
        type.parse(value);
      } catch (IdFormatException e) {
        Messages.replace(context, type.invalidInput(value, e));
      }
    }
    return false;
  }
}
