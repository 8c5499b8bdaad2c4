// The spec's client messages (service area, expiry, earliest times, capacity) come from @cabkit/domain/errors;
// this file holds only what the server says that the domain does not.

/** Pickup and drop-off (or a via stop) are the same place. */
export const SAME_ADDRESS = 'The pickup, drop-off and via addresses must all be different places.';

const londonFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** docs/behaviour/quotation.md#money-display display format, dd/mm/yyyy hh:mm, in UK time. */
export function formatUkDateTime(date: Date): string {
  return londonFormat.format(date).replace(',', '');
}
