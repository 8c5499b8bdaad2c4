/**
 * Formats an amount for display (SPEC 9): two decimals unless the amount is whole or 1000 or more.
 * `fixed` forces two decimals (vehicle prices are always shown with two).
 */
export function formatMoney(amount: number, currencyCode = 'GBP', fixed = false): string {
  const whole = Number.isInteger(amount) || Math.abs(amount) >= 1000;
  const digits = fixed || !whole ? 2 : 0;
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: currencyCode || 'GBP',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** Formats a date-time for display as dd/mm/yyyy hh:mm (SPEC 9); 'ASAP' stays as is. */
export function formatDateTime(value: string): string {
  if (!value || value.toUpperCase() === 'ASAP') return 'ASAP';
  const when = new Date(value);
  if (Number.isNaN(when.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(when.getDate())}/${pad(when.getMonth() + 1)}/${when.getFullYear()} ${pad(when.getHours())}:${pad(when.getMinutes())}`;
}
