import { t } from '@lingui/core/macro';

/**
 * A flight as the pages show it: number, where from, and when it lands when known ("BA117 from New York JFK,
 * landing 25/11/2026 14:05"), in the page's language. The flight step, the journey summary before booking and the
 * ticket after it use the same words; `when` writes the landing time (the page's language on the tenant's clock,
 * `useWhen`).
 */
export function flightText(number: string, from: string, landing: string, when?: (iso: string) => string): string {
  const time = landing && when && !Number.isNaN(Date.parse(landing)) ? when(landing) : '';
  if (from && time) return t`${number} from ${from}, landing ${time}`;
  if (from) return t`${number} from ${from}`;
  if (time) return t`${number}, landing ${time}`;
  return number;
}
