import { format } from 'date-fns';
import { DEFAULT_CURRENCY_CODE } from '../model/constants';

/** Currency symbols known to the client (the spec's full table is not shown). */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  GBP: '£',
  EUR: '€',
  USD: '$',
  AUD: 'A$',
  CAD: 'C$',
  CHF: 'CHF ',
  AED: 'AED ',
};

/** Returns the symbol of a currency code, or the code and a space when unknown. */
export function currencySymbol(currencyCode: string = DEFAULT_CURRENCY_CODE): string {
  const code = currencyCode.trim().toUpperCase() || DEFAULT_CURRENCY_CODE;
  return CURRENCY_SYMBOLS[code] ?? `${code} `;
}

/** Formats an amount: two decimals unless whole or 1000 or more, which show none (SPEC 9). */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '0';
  const hundredths = Math.round(amount * 100);
  const isWhole = hundredths % 100 === 0;
  if (isWhole || Math.abs(amount) >= 1000) return Math.round(amount).toFixed(0);
  return (hundredths / 100).toFixed(2);
}

/** Formats an amount with its currency symbol, e.g. '£12.50', '£12', '£1250' (SPEC 9). */
export function formatCurrency(amount: number, currencyCode: string = DEFAULT_CURRENCY_CODE): string {
  const text = formatAmount(amount);
  return text.startsWith('-')
    ? `-${currencySymbol(currencyCode)}${text.slice(1)}`
    : `${currencySymbol(currencyCode)}${text}`;
}

/** Formats a vehicle price: always two decimals in pounds, e.g. '£12.00' (SPEC 9). */
export function formatVehiclePrice(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return `£${value.toFixed(2)}`;
}

/** Formats a date as dd/mm/yyyy (SPEC 9). */
export function formatDate(date: Date): string {
  return format(date, 'dd/MM/yyyy');
}

/** Formats a time as hh:mm, 24-hour (SPEC 9). */
export function formatTime(date: Date): string {
  return format(date, 'HH:mm');
}

/** Formats a date and time as 'dd/mm/yyyy hh:mm' (SPEC 9). */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${formatTime(date)}`;
}
