import { formatCurrency, formatVehiclePrice, formatDateTime as formatDomainDateTime } from '@cabkit/domain/money';

/** Formats an amount for display (docs/behaviour/quotation.md#money-display, domain rule): two decimals unless whole or 1000 or more. */
export function formatMoney(amount: number, currencyCode = 'GBP'): string {
  return formatCurrency(amount, currencyCode);
}

/** Formats a vehicle price: always two decimals (docs/behaviour/quotation.md#money-display). */
export function formatPrice(amount: number): string {
  return formatVehiclePrice(amount);
}

/** Formats an ISO date-time as dd/mm/yyyy hh:mm (docs/behaviour/quotation.md#money-display); 'ASAP' and unreadable text stay as they are. */
export function formatDateTime(value: string): string {
  if (!value || value.toUpperCase() === 'ASAP') return 'ASAP';
  const when = new Date(value);
  return Number.isNaN(when.getTime()) ? value : formatDomainDateTime(when);
}
