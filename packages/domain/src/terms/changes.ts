import { statusActions } from '../status/status-text';
import type { BookingTerms } from './terms';

const HOUR_MS = 3_600_000;

/** The refusal when a booking is no longer upcoming (the driver started, it is over or cancelled) or its pickup has passed. */
export const BOOKING_CHANGE_CLOSED_MESSAGE = 'This booking can no longer be changed.';

/** The booking facts whether it may be changed depends on. */
export interface ChangeWindowInput {
  /** The booking's status as stored (upcoming bookings only). */
  status: string;
  /** The outward pickup as booked. */
  pickupTime: Date;
  /** True for a booking with a return leg: its two legs are priced together, so it is changed by phone. */
  hasReturn: boolean;
  now: Date;
}

/**
 * Why a booking cannot be changed online now, or null when it can (docs/behaviour/bookings.md#change): only an
 * upcoming single journey whose pickup is more than the tenant's ChangeCutoffHours away (at all: never once the
 * pickup time has come). `phone` is the tenant's number, for the refusals a phone call can still settle.
 */
export function changeRefusal(terms: BookingTerms, input: ChangeWindowInput, phone: string): string | null {
  if (!statusActions(input.status).canCancel || input.now.getTime() >= input.pickupTime.getTime()) {
    return BOOKING_CHANGE_CLOSED_MESSAGE;
  }
  if (input.hasReturn) {
    return `A booking with a return journey cannot be changed online. Please call us on ${phone}.`;
  }
  const cutoff = Math.max(0, terms.ChangeCutoffHours ?? 0);
  if (input.now.getTime() > input.pickupTime.getTime() - cutoff * HOUR_MS) {
    return `Changes close ${cutoff} ${cutoff === 1 ? 'hour' : 'hours'} before pickup. Please call us on ${phone}.`;
  }
  return null;
}
