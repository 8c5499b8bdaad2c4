import { formatLocalDateTime } from '../time/zone';
import { roundUpToMinutes } from './timeline';

/** A pickup moves with its flight only when the landing moves it at least this much (minutes): no churn. */
const FLIGHT_RETIME_MIN_MINUTES = 5;

/** A flight's state as the passenger is told it. */
export type FlightState = 'scheduled' | 'delayed' | 'landed';

/** What a booking leg knew when it was booked: its pickup and the flight's landing then. */
export interface BookedFlightPickup {
  pickup: Date;
  landing: Date;
}

/**
 * The pickup a flight's latest landing calls for, or null when the current pickup stands. The pickup keeps the gap
 * the passenger booked after the landing (at least none), rounded up to 5-minute steps, so a delay moves the pickup
 * and the free wait after it by as much; it is never earlier than booked, so an early landing never leaves the
 * passenger with a driver who has gone (they wait for the car they booked instead). A move under five minutes either
 * way is not worth a message.
 */
export function pickupAfterLanding(booked: BookedFlightPickup, current: Date, landing: Date): Date | null {
  const gapMs = Math.max(0, booked.pickup.getTime() - booked.landing.getTime());
  const followingMs = Math.max(booked.pickup.getTime(), landing.getTime() + gapMs);
  if (Math.abs(followingMs - current.getTime()) < FLIGHT_RETIME_MIN_MINUTES * 60_000) return null;
  const rounded = roundUpToMinutes(new Date(followingMs), 5);
  return rounded.getTime() === current.getTime() ? null : rounded;
}

/** What the passenger is told when a flight moves their pickup (times on the tenant's clock, dd/mm/yyyy hh:mm). */
export function flightPickupMovedText(flightNo: string, state: FlightState, landing: Date, pickup: Date): string {
  const lands = formatLocalDateTime(landing);
  const at = formatLocalDateTime(pickup);
  if (state === 'landed') return `Your flight ${flightNo} landed at ${lands}, so your pickup is now at ${at}.`;
  if (state === 'delayed')
    return `Your flight ${flightNo} is delayed and now expected to land at ${lands}, so your pickup moves to ${at}.`;
  return `Your flight ${flightNo} is now expected to land at ${lands}, so your pickup moves to ${at}.`;
}

/** A flight's state on the ticket ('' before the flight is first looked at), times on the tenant's clock. */
export function flightStateText(state: string, expectedLanding: Date | null): string {
  const at = expectedLanding ? formatLocalDateTime(expectedLanding) : '';
  if (state === 'landed') return at ? `Landed at ${at}` : 'Landed';
  if (state === 'delayed') return at ? `Delayed: expected to land at ${at}` : 'Delayed';
  if (state === 'scheduled') return at ? `On time: expected to land at ${at}` : 'On time';
  return '';
}
