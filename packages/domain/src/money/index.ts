import { formatMoney, formatWhen } from '../locale/format';
import { DEFAULT_CURRENCY_CODE } from '../model/constants';

/** Formats an amount as the spec's messages write it, e.g. '£12.50', '£12', '£1250' (docs/behaviour/quotation.md#money-display). */
export function formatCurrency(amount: number, currencyCode: string = DEFAULT_CURRENCY_CODE): string {
  return formatMoney(amount, { currency: currencyCode });
}

/**
 * Formats a price with its pennies always shown, e.g. '£12.00': vehicle prices (two decimals in pounds,
 * docs/behaviour/quotation.md#money-display), and the columns of statements and charts, which line up.
 */
export function formatPrice(amount: number, currencyCode: string = DEFAULT_CURRENCY_CODE): string {
  return formatMoney(amount, { currency: currencyCode, pennies: 'always' });
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

/** Formats a time as hh:mm, 24-hour (docs/behaviour/quotation.md#money-display), on the device's clock. */
export function formatTime(date: Date): string {
  return formatWhen(date, { show: 'time' });
}

/** Formats a date and time as 'dd/mm/yyyy hh:mm' (docs/behaviour/quotation.md#money-display), on the device's clock. */
export function formatDateTime(date: Date): string {
  return formatWhen(date);
}
