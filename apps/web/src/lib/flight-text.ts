import { formatDateTime } from './date-time';

/**
 * A flight as the pages show it: number, where from, and when it lands when known ("BA117 from New York JFK,
 * landing 25/11/2026 14:05"). The journey summary before booking and the ticket after it use the same words;
 * `when` writes the landing time (the page's language on the tenant's clock, `useWhen`).
 */
export function flightText(
  number: string,
  from: string,
  landing: string,
  when: (iso: string) => string = formatDateTime,
): string {
  const landsAt = landing && !Number.isNaN(Date.parse(landing)) ? `, landing ${when(landing)}` : '';
  return `${number}${from ? ` from ${from}` : ''}${landsAt}`;
}
