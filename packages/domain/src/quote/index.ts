import { addMinutes, differenceInMilliseconds } from 'date-fns';
import { DEFAULT_QUOTE_TIMEOUT_MINUTES, PRICE_TIERS_SHOWN, REQUOTE_CACHE_SECONDS } from '../model/constants';
import type { Quotation, VehicleType } from '../model/entities';

/** Returns true when a quotation is valid: total fare above 0 and a non-empty route path (docs/behaviour/quotation.md#quote-validity). */
export function isQuotationValid(quotation: Pick<Quotation, 'TotalFare' | 'RoutePath'> | null | undefined): boolean {
  return !!quotation && quotation.TotalFare > 0 && Array.isArray(quotation.RoutePath) && quotation.RoutePath.length > 0;
}

/** Where a failed quotation's message is shown: against the pickup field (codes 3 and 6) or in a dialog (docs/behaviour/quotation.md#quotation-codes). */
export function quotationErrorTarget(code: number): 'pickup' | 'dialog' {
  return code === 3 || code === 6 ? 'pickup' : 'dialog';
}

/** Returns when a quote taken at `quotedAt` expires (QuoteTimeout minutes, default 10; docs/behaviour/quotation.md#quote-expiry). */
export function quoteExpiresAt(quotedAt: Date, timeoutMinutes: number = DEFAULT_QUOTE_TIMEOUT_MINUTES): Date {
  const timeout =
    Number.isFinite(timeoutMinutes) && timeoutMinutes > 0 ? timeoutMinutes : DEFAULT_QUOTE_TIMEOUT_MINUTES;
  return addMinutes(quotedAt, timeout);
}

/** Formats remaining seconds as mm:ss for the countdown. */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function stableStringify(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'null' : JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Returns the requote cache key of a quotation request: its fields in a stable order, without requestid (docs/behaviour/quotation.md#requote-cache). */
export function quoteCacheKey(request: Record<string, unknown>): string {
  const { requestid: _ignored, ...rest } = request;
  return stableStringify(rest);
}

/** Returns true when a cached quotation from `cachedAt` is still usable (60 seconds; docs/behaviour/quotation.md#requote-cache). */
export function isQuoteCacheFresh(cachedAt: Date, now: Date): boolean {
  const age = differenceInMilliseconds(now, cachedAt);
  return age >= 0 && age < REQUOTE_CACHE_SECONDS * 1000;
}

/** Keeps the first three price tiers of a category (docs/behaviour/quotation.md#price-tiers). */
export function keepPriceTiers<T>(tiers: readonly T[]): T[] {
  return tiers.slice(0, PRICE_TIERS_SHOWN);
}

/** What a vehicle type carries (docs/behaviour/quotation.md#vehicle-capacity): luggage up to its `MaxLuggage`. */
type VehicleCapacity = Pick<VehicleType, 'Passengers' | 'MaxLuggage' | 'HandBags'>;

/** The chosen passengers, luggage and hand bags, as counts. */
interface CapacityNeeded {
  readonly passengers: number;
  readonly luggages: number;
  readonly handBags: number;
}

/**
 * What a vehicle type carries as the passenger is told it, on the fleet page and in the wizard alike: the same limits
 * `vehicleFits` checks a booking against (cases are its `MaxLuggage`).
 */
export function vehicleCarries(vehicle: VehicleCapacity): { passengers: number; cases: number; handBags: number } {
  return { passengers: vehicle.Passengers, cases: vehicle.MaxLuggage, handBags: vehicle.HandBags };
}

/** True when a vehicle type seats the passengers and takes the luggage and hand bags (docs/behaviour/quotation.md#vehicle-capacity). */
export function vehicleFits(vehicle: VehicleCapacity, needed: CapacityNeeded): boolean {
  return (
    needed.passengers <= vehicle.Passengers &&
    needed.luggages <= vehicle.MaxLuggage &&
    needed.handBags <= vehicle.HandBags
  );
}

export { quotedInputMismatch, quotedWaitingMinutes } from './booked-inputs';
export { QUOTE_NOT_YOURS_MESSAGE, QUOTE_REQUIRED_MESSAGE, quoteBelongsTo } from './ownership';
export { isQuoteExpired, quoteSecondsRemaining } from './countdown';
