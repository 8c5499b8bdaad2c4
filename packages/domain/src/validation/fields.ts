import {
  invalidMessage,
  PASSWORD_MISMATCH_MESSAGE,
  passwordLengthMessage,
  passwordTooLongMessage,
  requiredMessage,
} from '../errors/messages';
import {
  DEFAULT_DIALING_CODE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  POSTCODE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../model/constants';
import type { FieldMessage } from './types';
/** Options of the text-box validator. */
export interface TextRules {
  /** Whether the field is required (default true). */
  required?: boolean;
  /** Message shown instead of '{title} is required' when empty. */
  invalidMessage?: string;
  /** Maximum length (default 255). */
  maxLength?: number;
}

/** Returns a form value as text: strings as they are, finite numbers as digits, anything else as ''. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Returns true when a value is empty or only spaces (non-text values count as empty). */
export function isBlank(value: unknown): boolean {
  return toText(value).trim() === '';
}

/** Validates a text box: required by default ('{title} is required' or the given message), max 255 (docs/behaviour/common.md#text-box). */
export function validateText(value: string | null | undefined, title: string, rules: TextRules = {}): FieldMessage {
  const { required = true, maxLength = TEXT_MAX_LENGTH } = rules;
  if (isBlank(value)) return required ? (rules.invalidMessage ?? requiredMessage(title)) : undefined;
  // The field's maxlength stops typing; a longer value can only be pasted or injected.
  if (toText(value).length > maxLength) return invalidMessage(title);
  return undefined;
}

const POSTCODE_PATTERN = /^[A-Za-z0-9_-](?:[A-Za-z0-9_\- ]*[A-Za-z0-9_-])?$/;

/** Validates a postcode: letters, digits, underscore, hyphen, inner spaces, max 9, else '{title} is invalid' (docs/behaviour/common.md#postcode). */
export function validatePostcode(value: string | null | undefined, title: string, required = true): FieldMessage {
  if (isBlank(value)) return required ? requiredMessage(title) : undefined;
  if (toText(value).length > POSTCODE_MAX_LENGTH || !POSTCODE_PATTERN.test(toText(value))) return invalidMessage(title);
  return undefined;
}

const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Returns true when the text matches the standard email pattern (docs/behaviour/common.md#email). */
export function isEmail(value: string): boolean {
  return typeof value === 'string' && value.length <= TEXT_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Validates an email: required unless told otherwise, pattern-checked when present (docs/behaviour/common.md#email). */
export function validateEmail(value: string | null | undefined, title: string, required = true): FieldMessage {
  if (isBlank(value)) return required ? requiredMessage(title) : undefined;
  return isEmail(toText(value).trim()) ? undefined : invalidMessage(title);
}

/** Normalises a stored phone: spaces removed and leading zeros stripped (docs/behaviour/common.md#phone). */
export function normalizePhone(value: string): string {
  return toText(value).replace(/\s+/g, '').replace(/^0+/, '');
}

/** Typing filter for phone boxes: keeps digits only and blocks a leading 0 (docs/behaviour/common.md#phone). */
export function filterPhoneInput(value: string): string {
  return toText(value).replace(/\D+/g, '').replace(/^0+/, '');
}

/** Returns the dialing code in '+NN' form. */
export function normalizeDialingCode(dialingCode: string | null | undefined): string {
  const digits = toText(dialingCode).replace(/\D+/g, '');
  return `+${digits || DEFAULT_DIALING_CODE.slice(1)}`;
}

/** Validates a password: required, 6 to 20 characters after trimming (docs/behaviour/common.md#password). */
export function validatePassword(value: string | null | undefined, title: string): FieldMessage {
  if (isBlank(value)) return requiredMessage(title);
  const length = toText(value).trim().length;
  if (length < PASSWORD_MIN_LENGTH) return passwordLengthMessage(title);
  if (length > PASSWORD_MAX_LENGTH) return passwordTooLongMessage(title);
  return undefined;
}

/** Validates a confirm-password box: its own password rules, then 'Password and Confirm password not match' (docs/behaviour/common.md#password). */
export function validateConfirmPassword(
  password: string | null | undefined,
  confirm: string | null | undefined,
  title: string,
): FieldMessage {
  const own = validatePassword(confirm, title);
  if (own) return own;
  return toText(password).trim() === toText(confirm).trim() ? undefined : PASSWORD_MISMATCH_MESSAGE;
}
