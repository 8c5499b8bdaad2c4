import { addMinutes, differenceInMilliseconds } from 'date-fns';
import {
  DEFAULT_PRICE_TIER_INDEX,
  DEFAULT_QUOTE_TIMEOUT_MINUTES,
  PRICE_TIERS_SHOWN,
  REQUOTE_CACHE_SECONDS,
} from '../model/constants';
import {
  type Address,
  type Booking,
  createFlight,
  createQuotation,
  type Quotation,
  type VehicleType,
} from '../model/entities';
import { pickupKind } from '../time';
import { isAddressComplete } from '../validation/address';

/** A change that requires a new quotation (docs/behaviour/quotation.md#quote-triggers). */
export type QuoteTrigger =
  | 'pickup'
  | 'dropoff'
  | 'via'
  | 'vehicle'
  | 'datetime'
  | 'returnDate'
  | 'waitAndReturn'
  | 'requote';

/** Every quote trigger in spec order (docs/behaviour/quotation.md#quote-triggers). */
export const QUOTE_TRIGGERS: readonly QuoteTrigger[] = [
  'pickup',
  'dropoff',
  'via',
  'vehicle',
  'datetime',
  'returnDate',
  'waitAndReturn',
  'requote',
];

/** The booking fields that drive a quotation. */
type QuoteInputs = Pick<
  Booking,
  'PickUp' | 'PickDown' | 'ViaAddress' | 'VehicleId' | 'Time' | 'HasReturn' | 'ReturnDate' | 'WaitAndReturn'
>;

function sameAddress(a: Address | null, b: Address | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.Latitude === b.Latitude &&
    a.Longitude === b.Longitude &&
    a.Postcode === b.Postcode &&
    a.Fulladdress === b.Fulladdress
  );
}

function sameMoment(a: Date | null, b: Date | null): boolean {
  return (a?.getTime() ?? null) === (b?.getTime() ?? null);
}

/** Returns which quote triggers differ between two bookings; 'requote' is added when asked for (docs/behaviour/quotation.md#quote-triggers). */
export function quoteTriggers(previous: QuoteInputs, next: QuoteInputs, requoteRequested = false): QuoteTrigger[] {
  const triggers: QuoteTrigger[] = [];
  if (!sameAddress(previous.PickUp, next.PickUp)) triggers.push('pickup');
  if (!sameAddress(previous.PickDown, next.PickDown)) triggers.push('dropoff');
  const viasChanged =
    previous.ViaAddress.length !== next.ViaAddress.length ||
    previous.ViaAddress.some((via, index) => !sameAddress(via, next.ViaAddress[index] ?? null));
  if (viasChanged) triggers.push('via');
  if (previous.VehicleId !== next.VehicleId) triggers.push('vehicle');
  const timeChanged =
    pickupKind(previous.Time.PickUpType) !== pickupKind(next.Time.PickUpType) ||
    !sameMoment(previous.Time.Time, next.Time.Time);
  if (timeChanged) triggers.push('datetime');
  if (previous.HasReturn !== next.HasReturn || !sameMoment(previous.ReturnDate, next.ReturnDate)) {
    triggers.push('returnDate');
  }
  if (previous.WaitAndReturn !== next.WaitAndReturn) triggers.push('waitAndReturn');
  if (requoteRequested) triggers.push('requote');
  return triggers;
}

/** Returns true when any quote trigger fired (docs/behaviour/quotation.md#quote-triggers). */
export function needsRequote(previous: QuoteInputs, next: QuoteInputs, requoteRequested = false): boolean {
  return quoteTriggers(previous, next, requoteRequested).length > 0;
}

/** Returns true when pickup, drop-off and every via stop are complete addresses (docs/behaviour/journey.md#via-stops). */
function hasCompleteAddresses(booking: Pick<Booking, 'PickUp' | 'PickDown' | 'ViaAddress'>): boolean {
  return (
    isAddressComplete(booking.PickUp) &&
    isAddressComplete(booking.PickDown) &&
    booking.ViaAddress.every((via) => isAddressComplete(via))
  );
}

/** Returns the quotation with every fare zeroed and the route cleared, keeping the currency (docs/behaviour/quotation.md#fare-reset). */
export function zeroFares(quotation: Quotation): Quotation {
  return createQuotation({ CurrencyCode: quotation.CurrencyCode, TravelTime: quotation.TravelTime });
}

/** Resets fares (and the quote countdown) when addresses are incomplete; otherwise returns the booking unchanged (docs/behaviour/quotation.md#fare-reset). */
export function resetFaresIfIncomplete(booking: Booking): Booking {
  if (hasCompleteAddresses(booking)) return booking;
  return { ...booking, Quotation: zeroFares(booking.Quotation), QuoteExpiresAt: null };
}

/** Returns true when a quotation is valid: total fare above 0 and a non-empty route path (docs/behaviour/quotation.md#quote-validity). */
export function isQuotationValid(quotation: Pick<Quotation, 'TotalFare' | 'RoutePath'> | null | undefined): boolean {
  return !!quotation && quotation.TotalFare > 0 && Array.isArray(quotation.RoutePath) && quotation.RoutePath.length > 0;
}

/** Returns true when a quotation response code is a success: 1, or 4 for quotations (docs/behaviour/quotation.md#quotation-codes). */
export function isQuotationResponseOk(code: number): boolean {
  return code === 1 || code === 4;
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

/** Starts the countdown when the quotation is valid, else clears it (docs/behaviour/quotation.md#quote-countdown). */
export function startQuoteCountdown(booking: Booking, now: Date, timeoutMinutes?: number): Booking {
  return {
    ...booking,
    QuoteExpiresAt: isQuotationValid(booking.Quotation) ? quoteExpiresAt(now, timeoutMinutes) : null,
  };
}

/** Returns whole seconds left before expiry, never below 0 (docs/behaviour/quotation.md#quote-countdown). */
export function quoteSecondsRemaining(expiresAt: Date | null, now: Date): number {
  if (!expiresAt) return 0;
  return Math.max(0, Math.ceil(differenceInMilliseconds(expiresAt, now) / 1000));
}

/** Returns true when a started countdown has run out (docs/behaviour/quotation.md#quote-expiry). */
export function isQuoteExpired(expiresAt: Date | null, now: Date): boolean {
  return !!expiresAt && quoteSecondsRemaining(expiresAt, now) === 0;
}

/** Formats remaining seconds as mm:ss for the countdown. */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Applies quote expiry: step 1; note, refs, promo, flights and fares cleared (docs/behaviour/quotation.md#quote-expiry). The modal then shows. */
export function expireQuote(booking: Booking): Booking {
  return {
    ...booking,
    Step: 1,
    Note: '',
    Bref: '',
    ReturnRef: '',
    BookerRef: '',
    AuthCode: '',
    ClientSecret: '',
    PaymentLinkId: '',
    Promo: null,
    Flight: createFlight(),
    ReturnFlight: createFlight(),
    TimeLineItems: [],
    TimeLinePercent: 0,
    Quotation: zeroFares(booking.Quotation),
    QuoteExpiresAt: null,
    Time: { ...booking.Time, IsValid: false },
  };
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

/** Returns the default tier index: 1 when a second tier exists, else 0 (docs/behaviour/quotation.md#price-tiers). */
export function defaultPriceTierIndex(tiers: readonly unknown[]): number {
  return tiers.length > DEFAULT_PRICE_TIER_INDEX ? DEFAULT_PRICE_TIER_INDEX : 0;
}

/** Returns a chosen tier index clamped to the tiers shown, defaulting to index 1 (docs/behaviour/quotation.md#price-tiers). */
export function selectPriceTier(tiers: readonly unknown[], index: number | null | undefined): number {
  const shown = Math.min(tiers.length, PRICE_TIERS_SHOWN);
  if (index === null || index === undefined || !Number.isInteger(index) || index < 0 || index >= shown) {
    return defaultPriceTierIndex(tiers);
  }
  return index;
}

/** What a date chosen in the quotation-expired modal does (docs/behaviour/quotation.md#expired-dialog). */
export interface ExpiredModalTimeOutcome {
  /** Whether the chosen time is valid. */
  isValid: boolean;
  /** Zero the total fare, reset the expiry counter and redraw the map. */
  zeroFareAndRedraw: boolean;
}

/** Returns the outcome of choosing a date in the quotation-expired modal (docs/behaviour/quotation.md#expired-dialog). */
export function expiredModalTimeOutcome(isTimeValid: boolean): ExpiredModalTimeOutcome {
  return { isValid: isTimeValid, zeroFareAndRedraw: !isTimeValid };
}

/** Returns true when Re-Quote may run from the quotation-expired modal: the time must be valid (docs/behaviour/quotation.md#expired-dialog). */
export function canRequoteFromExpiredModal(isTimeValid: boolean): boolean {
  return isTimeValid;
}

/** What a vehicle type carries (docs/behaviour/quotation.md#vehicle-capacity): luggage up to its `MaxLuggage`. */
type VehicleCapacity = Pick<VehicleType, 'Passengers' | 'MaxLuggage' | 'HandBags'>;

/** The chosen passengers, luggage and hand bags, as counts. */
interface CapacityNeeded {
  readonly passengers: number;
  readonly luggages: number;
  readonly handBags: number;
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
