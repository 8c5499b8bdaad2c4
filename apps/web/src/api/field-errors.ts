import { isApiError, userMessage } from './errors';

/**
 * A failed form call: the docs/behaviour/common.md#http-errors message, and the form field it belongs to when the server named one (a 400
 * names the request field; a wrong password or a taken e-mail belong to their fields).
 */
export class FormCallError extends Error {
  /** The form field (the dialog's value name) the message belongs to, if any. */
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.name = 'FormCallError';
    this.field = field;
  }
}

/** A request field -> the form field and its title (for "{title} {message}"). */
export type FieldTable = Record<string, { field: string; title: string }>;

/**
 * Turns a failed call into a `FormCallError`: "field: must ..." answers (HTTP 400) go to that form field as
 * "{Title} must ..."; a business answer about a password or the e-mail goes to the table's password or e-mail
 * field; anything else is form-wide, with the docs/behaviour/common.md text.
 */
export function formCallError(error: unknown, fields: FieldTable): FormCallError {
  const message = userMessage(error);
  if (!isApiError(error)) return new FormCallError(message);
  const named = /^([a-z]+): (.+)$/.exec(error.serverMessage);
  const entry = named ? fields[named[1] ?? ''] : undefined;
  if (named && entry) return new FormCallError(`${entry.title} ${named[2]}`, entry.field);
  if (error.kind === 'business') {
    const password = Object.values(fields).find((f) => f.field === 'CurrentPassword' || f.field === 'OldPassword');
    if (password && /password/i.test(message)) return new FormCallError(message, password.field);
    if (fields.email && /e-?mail/i.test(message)) return new FormCallError(message, fields.email.field);
  }
  return new FormCallError(message);
}
