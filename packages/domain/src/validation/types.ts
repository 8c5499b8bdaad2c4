/** One failing field of a form and its message. */
export interface FieldError {
  /** Field name as the entity spells it (e.g. 'FirstName'). */
  field: string;
  /** Message word for word as docs/behaviour words it. */
  message: string;
}

/** The outcome of validating a whole form. */
export type ValidationResult = { ok: true; errors: [] } | { ok: false; errors: FieldError[] };

/** A single validator's outcome: the message, or undefined when valid. */
export type FieldMessage = string | undefined;

/** Builds a validation result from a list of (field, message-or-undefined) pairs. */
export function toResult(checks: ReadonlyArray<readonly [string, FieldMessage]>): ValidationResult {
  const errors: FieldError[] = [];
  for (const [field, message] of checks) {
    if (message !== undefined) errors.push({ field, message });
  }
  return errors.length === 0 ? { ok: true, errors: [] } : { ok: false, errors };
}

/** Returns the message for a field in a result, or undefined when that field passed. */
export function messageFor(result: ValidationResult, field: string): FieldMessage {
  return result.errors.find((error) => error.field === field)?.message;
}
