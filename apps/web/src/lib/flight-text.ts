import { formatDateTime } from './date-time';

/**
 * A flight as the pages show it: number, where from, and when it lands when known ("BA117 from New York JFK,
 * landing 25/11/2026 14:05"). The journey summary before booking and the ticket after it use the same words.
 */
export function flightText(number: string, from: string, landing: string): string {
  const landsAt = landing && !Number.isNaN(Date.parse(landing)) ? `, landing ${formatDateTime(landing)}` : '';
  return `${number}${from ? ` from ${from}` : ''}${landsAt}`;
}
