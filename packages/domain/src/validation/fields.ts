import cardValidator from 'card-validator';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import {
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  EXPIRY_INVALID,
  EXPIRY_REQUIRED,
  invalidMessage,
  PASSWORD_MISMATCH_MESSAGE,
  passwordLengthMessage,
  requiredMessage,
} from '../errors/messages';
import {
  CARD_EXPIRY_YEARS_AHEAD,
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

/** Returns true when a typed character may be added to a phone box holding `current` (docs/behaviour/common.md#phone). */
export function acceptsPhoneKey(current: string, key: string): boolean {
  if (!/^\d$/.test(key)) return false;
  return !(key === '0' && current.length === 0);
}

/** Returns the dialing code in '+NN' form. */
export function normalizeDialingCode(dialingCode: string | null | undefined): string {
  const digits = toText(dialingCode).replace(/\D+/g, '');
  return `+${digits || DEFAULT_DIALING_CODE.slice(1)}`;
}

/** Returns true when digits plus dialing code form a valid international number (libphonenumber-js). */
export function isValidInternationalPhone(phone: string, dialingCode: string = DEFAULT_DIALING_CODE): boolean {
  if (typeof phone !== 'string' || !/^[1-9]\d*$/.test(phone)) return false;
  return isValidPhoneNumber(`${normalizeDialingCode(dialingCode)}${phone}`);
}

/** Validates a phone: digits only, no leading 0, no spaces, internationally valid (docs/behaviour/common.md#phone). */
export function validatePhone(
  value: string | null | undefined,
  title: string,
  dialingCode: string = DEFAULT_DIALING_CODE,
  required = true,
): FieldMessage {
  if (isBlank(value)) return required ? requiredMessage(title) : undefined;
  return isValidInternationalPhone(toText(value), dialingCode) ? undefined : invalidMessage(title);
}

/** Validates a password: required, 6 to 20 characters after trimming (docs/behaviour/common.md#password). */
export function validatePassword(value: string | null | undefined, title: string): FieldMessage {
  if (isBlank(value)) return requiredMessage(title);
  const length = toText(value).trim().length;
  if (length < PASSWORD_MIN_LENGTH) return passwordLengthMessage(title);
  // The box stops typing at 20; a longer value can only be pasted or injected.
  if (length > PASSWORD_MAX_LENGTH) return invalidMessage(title);
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

/** Returns the card number with spaces and other non-digits stripped (docs/behaviour/payment.md#card-validation). */
export function stripCardNumber(value: string): string {
  return toText(value).replace(/\D+/g, '');
}

const DEFAULT_CARD_GAPS = [4, 8, 12];
const DEFAULT_CARD_MAX_LENGTH = 19;

/** Formats a card number as typed: digits grouped by the card type's gaps, cut at its longest length (docs/behaviour/payment.md#card-validation). */
export function formatCardNumber(value: string): string {
  const digits = stripCardNumber(value);
  const card = cardValidator.number(digits).card;
  const gaps = card?.gaps ?? DEFAULT_CARD_GAPS;
  const maxLength = card ? Math.max(...card.lengths) : DEFAULT_CARD_MAX_LENGTH;
  const kept = digits.slice(0, maxLength);
  let formatted = '';
  for (let index = 0; index < kept.length; index += 1) {
    if (index > 0 && gaps.includes(index)) formatted += ' ';
    formatted += kept[index];
  }
  return formatted;
}

/** Returns the CVC length(s) accepted for a card number (3, 4 for Amex; both when unknown). */
export function cvcLengthsFor(cardNumber: string | null | undefined): number[] {
  const card = cardValidator.number(stripCardNumber(cardNumber ?? '')).card;
  return card ? [card.code.size] : [3, 4];
}

/** Formats a CVC as typed: digits only, cut at the card type's code size (docs/behaviour/payment.md#card-validation). */
export function formatCvc(value: string, cardNumber?: string): string {
  return toText(value)
    .replace(/\D+/g, '')
    .slice(0, Math.max(...cvcLengthsFor(cardNumber)));
}

/** Returns true when the card number passes card-validator's number check (docs/behaviour/payment.md#card-validation). */
export function isCardNumberValid(value: string): boolean {
  return cardValidator.number(stripCardNumber(value)).isValid;
}

/** Validates a card number: 'Card number is required' / 'Card number is invalid' (docs/behaviour/payment.md#card-validation). */
export function validateCardNumber(value: string | null | undefined, title = 'Card number'): FieldMessage {
  if (isBlank(value)) return title === 'Card number' ? CARD_NUMBER_REQUIRED : requiredMessage(title);
  if (isCardNumberValid(toText(value))) return undefined;
  return title === 'Card number' ? CARD_NUMBER_INVALID : invalidMessage(title);
}

/** Validates a CVC against the card number's code size ('{title} is required' / '{title} is invalid'). */
export function validateCvc(value: string | null | undefined, cardNumber?: string, title = 'CVC'): FieldMessage {
  if (isBlank(value)) return requiredMessage(title);
  const cvc = toText(value).trim();
  return /^\d+$/.test(cvc) && cvcLengthsFor(cardNumber).includes(cvc.length) ? undefined : invalidMessage(title);
}

/** Returns the card expiry years offered: the current year and the next 50 (docs/behaviour/payment.md#card-dialog). */
export function expiryYearOptions(now: Date): number[] {
  const year = now.getFullYear();
  return Array.from({ length: CARD_EXPIRY_YEARS_AHEAD + 1 }, (_, offset) => year + offset);
}

/** Returns the card expiry months offered: '01' to '12' (docs/behaviour/payment.md#card-dialog). */
export function expiryMonthOptions(): string[] {
  return Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
}

/** Validates a card expiry month and year against `now`: 'Expiry is required' / 'Expiry is invalid' (docs/behaviour/payment.md#card-dialog). */
export function validateExpiry(
  month: string | number | null | undefined,
  year: string | number | null | undefined,
  now: Date,
): FieldMessage {
  const monthText = toText(month).trim();
  const yearText = toText(year).trim();
  if (monthText === '' || yearText === '') return EXPIRY_REQUIRED;
  if (!/^\d{1,2}$/.test(monthText) || !/^\d{4}$/.test(yearText)) return EXPIRY_INVALID;
  const monthNumber = Number(monthText);
  const yearNumber = Number(yearText);
  if (monthNumber < 1 || monthNumber > 12) return EXPIRY_INVALID;
  const currentYear = now.getFullYear();
  if (yearNumber > currentYear + CARD_EXPIRY_YEARS_AHEAD) return EXPIRY_INVALID;
  if (yearNumber < currentYear || (yearNumber === currentYear && monthNumber < now.getMonth() + 1)) {
    return EXPIRY_INVALID;
  }
  return undefined;
}

/** The state of a Stripe card element as reported by its change events. */
export interface CardElementState {
  /** The element holds no input. */
  empty: boolean;
  /** The element holds complete, valid input. */
  complete: boolean;
}

/** Message of a Stripe card element on blur: required when empty, invalid when incomplete (docs/behaviour/payment.md#card-validation). */
export function cardElementMessage(
  element: 'cardNumber' | 'cardExpiry' | 'cardCvc',
  state: CardElementState,
): FieldMessage {
  const title = element === 'cardNumber' ? 'Card number' : element === 'cardExpiry' ? 'Expiry' : 'CVC';
  if (state.empty) return requiredMessage(title);
  return state.complete ? undefined : invalidMessage(title);
}
