// Card validation lives apart from the other field rules: it carries card-validator, which only the card
// payment screens need.
import cardValidator from 'card-validator';
import {
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  EXPIRY_INVALID,
  EXPIRY_REQUIRED,
  invalidMessage,
  requiredMessage,
} from '../errors/messages';
import { CARD_EXPIRY_YEARS_AHEAD } from '../model/constants';
import { isBlank, toText } from './fields';
import type { FieldMessage } from './types';

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
function isCardNumberValid(value: string): boolean {
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

/** A card brand the card field names as the number is typed. */
export interface CardBrand {
  /** card-validator's type id (`visa`, `mastercard`, `american-express`, ...). */
  id: string;
  /** The brand's own spelling (Visa, Mastercard, American Express, ...). */
  name: string;
}

/**
 * The brand a card number's prefix names (Visa 4, Mastercard 51-55 and 2221-2720, American Express 34/37, ...),
 * or undefined while the prefix fits more than one brand or none. The same lookup sets the CVC length.
 */
export function cardBrand(cardNumber: string | null | undefined): CardBrand | undefined {
  const digits = stripCardNumber(cardNumber ?? '');
  if (digits === '') return undefined;
  const { card } = cardValidator.number(digits);
  return card ? { id: card.type, name: card.niceType } : undefined;
}

/** Formats a typed expiry as MM/YY: digits only, at most four, the slash after the month once the year starts. */
export function formatExpiryInput(value: string): string {
  const digits = toText(value).replace(/\D+/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The month and four-digit year of a typed MM/YY expiry (the year in the century of `now`); parts not typed yet
 * come back empty, so a half-typed expiry fails its check.
 */
export function parseExpiryInput(value: string, now: Date): { month: string; year: string } {
  const digits = toText(value).replace(/\D+/g, '').slice(0, 4);
  const month = digits.slice(0, 2);
  const yy = digits.slice(2);
  const century = now.getFullYear() - (now.getFullYear() % 100);
  return { month, year: yy.length === 2 ? String(century + Number(yy)) : '' };
}

/**
 * Validates a typed MM/YY expiry against `now`: 'Expiry is required' when blank, 'Expiry is invalid' when half
 * typed, not a month, in the past or beyond the years offered (docs/behaviour/payment.md#card-validation).
 */
export function validateExpiryInput(value: string | null | undefined, now: Date): FieldMessage {
  if (isBlank(value)) return EXPIRY_REQUIRED;
  const { month, year } = parseExpiryInput(toText(value), now);
  if (month.length !== 2 || year === '') return EXPIRY_INVALID;
  return validateExpiry(month, year, now);
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
