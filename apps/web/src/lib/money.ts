import { formatCurrency, formatVehiclePrice, formatDateTime as formatDomainDateTime } from '@cabkit/domain/money';

/** Formats an amount for display (SPEC 9, domain rule): two decimals unless whole or 1000 or more. */
export function formatMoney(amount: number, currencyCode = 'GBP'): string {
  return formatCurrency(amount, currencyCode);
}

/** Formats a vehicle price: always two decimals (SPEC 9). */
export function formatPrice(amount: number): string {
  return formatVehiclePrice(amount);
}

/** Formats an ISO date-time as dd/mm/yyyy hh:mm (SPEC 9); 'ASAP' and unreadable text stay as they are. */
export function formatDateTime(value: string): string {
  if (!value || value.toUpperCase() === 'ASAP') return 'ASAP';
  const when = new Date(value);
  return Number.isNaN(when.getTime()) ? value : formatDomainDateTime(when);
}
