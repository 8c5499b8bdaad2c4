import { DEFAULT_CURRENCY_CODE } from '../model/constants';

/** Currency symbols known to the client (the spec's full table is not shown). */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  GBP: '£',
  EUR: '€',
  USD: '$',
  AUD: 'A$',
  CAD: 'C$',
  CHF: 'CHF ',
  AED: 'AED ',
};

/** Returns the symbol of a currency code, or the code and a space when unknown. */
function currencySymbol(currencyCode: string = DEFAULT_CURRENCY_CODE): string {
  const code = currencyCode.trim().toUpperCase() || DEFAULT_CURRENCY_CODE;
  return CURRENCY_SYMBOLS[code] ?? `${code} `;
}

/** Formats an amount: two decimals unless whole or 1000 or more, which show none (docs/behaviour/quotation.md#money-display). */
function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '0';
  const hundredths = Math.round(amount * 100);
  const isWhole = hundredths % 100 === 0;
  if (isWhole || Math.abs(amount) >= 1000) return Math.round(amount).toFixed(0);
  return (hundredths / 100).toFixed(2);
}

/** Formats an amount with its currency symbol, e.g. '£12.50', '£12', '£1250' (docs/behaviour/quotation.md#money-display). */
export function formatCurrency(amount: number, currencyCode: string = DEFAULT_CURRENCY_CODE): string {
  const text = formatAmount(amount);
  return text.startsWith('-')
    ? `-${currencySymbol(currencyCode)}${text.slice(1)}`
    : `${currencySymbol(currencyCode)}${text}`;
}

/**
 * Formats a price with its pennies always shown, e.g. '£12.00': vehicle prices (two decimals in pounds,
 * docs/behaviour/quotation.md#money-display), and the columns of statements and charts, which line up.
 */
export function formatPrice(amount: number, currencyCode: string = DEFAULT_CURRENCY_CODE): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return `${currencySymbol(currencyCode)}${value.toFixed(2)}`;
}

/** Rounds an amount to pennies, halves up (29.925 -> 29.93, although 29.925 is stored as 29.92499...). */
export function roundMoney(amount: number): number {
  return Math.round(Number((amount * 100).toFixed(6))) / 100;
}

/** A journey's fares for one vehicle: outward, return (0 without one) and their total. */
interface JourneyFares {
  fare: number;
  returnFare: number;
  totalFare: number;
}

/** The fares at a price tier (docs/behaviour/quotation.md#payable-fare): each leg scaled and rounded, then added. */
export function tieredFares(
  fares: { readonly fare: number; readonly returnFare: number },
  factor: number,
): JourneyFares {
  const fare = roundMoney(fares.fare * factor);
  const returnFare = roundMoney(fares.returnFare * factor);
  return { fare, returnFare, totalFare: roundMoney(fare + returnFare) };
}

/** The fare to pay once a promo takes `amountOff` off (docs/behaviour/quotation.md#payable-fare): never below 0. */
export function fareAfterPromo(totalFare: number, amountOff: number): number {
  const off = Number.isFinite(amountOff) && amountOff > 0 ? Math.min(amountOff, totalFare) : 0;
  return roundMoney(totalFare - off);
}

// Written out rather than with date-fns `format`: it keeps the locale machinery (about 5 KB gzip) out of the
// booking page's first load, where the journey shows times.
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Throws like date-fns did for a date that is not a date. */
function assertValidDate(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
}

/** Formats a date as dd/mm/yyyy (docs/behaviour/quotation.md#money-display), in local time. */
export function formatDate(date: Date): string {
  assertValidDate(date);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** Formats a time as hh:mm, 24-hour (docs/behaviour/quotation.md#money-display), in local time. */
export function formatTime(date: Date): string {
  assertValidDate(date);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Formats a date and time as 'dd/mm/yyyy hh:mm' (docs/behaviour/quotation.md#money-display). */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${formatTime(date)}`;
}
