import { addMinutes, differenceInMilliseconds } from 'date-fns';
import {
  FREE_WAIT_MINUTES,
  LANDING_BUFFER_MINUTES,
  RETURN_TIME_ROUNDING_MINUTES,
  TIMELINE_PROGRESS_MAX,
  TIMELINE_PROGRESS_MIN,
} from '../model/constants';
import type { TimelineItem } from '../model/entities';

/** Returns the date rounded up to the next whole multiple of `minutes` (seconds count; docs/behaviour/flights.md#flight-timeline). */
export function roundUpToMinutes(date: Date, minutes: number = RETURN_TIME_ROUNDING_MINUTES): Date {
  const stepMs = minutes * 60_000;
  const time = date.getTime();
  const offsetMs = date.getTimezoneOffset() * 60_000;
  // Round in local wall-clock minutes so 10:02 becomes 10:05 in any time zone.
  const local = time - offsetMs;
  const rounded = Math.ceil(local / stepMs) * stepMs;
  return new Date(rounded + offsetMs);
}

/** Returns the earliest pickup after a landing: landing plus 30 minutes (docs/behaviour/flights.md#flight-timeline). */
export function earliestPickupAfterLanding(landing: Date): Date {
  return addMinutes(landing, LANDING_BUFFER_MINUTES);
}

/** Returns the default return pickup: landing plus 30 minutes, rounded up to 5-minute steps (docs/behaviour/flights.md#flight-timeline). */
export function returnPickupTime(landing: Date): Date {
  return roundUpToMinutes(earliestPickupAfterLanding(landing));
}

/**
 * Returns when the free wait ends: the waiting time the passenger chose after the pickup, 60 minutes unless
 * told (docs/behaviour/flights.md#flight-timeline).
 */
export function freeWaitEnd(pickup: Date, waitingMinutes: number = FREE_WAIT_MINUTES): Date {
  return addMinutes(pickup, waitingMinutes);
}

/** Clamps a timeline progress percentage to 20-60 (docs/behaviour/flights.md#flight-timeline). */
export function clampTimelinePercent(percent: number): number {
  if (Number.isNaN(percent)) return TIMELINE_PROGRESS_MIN;
  return Math.min(TIMELINE_PROGRESS_MAX, Math.max(TIMELINE_PROGRESS_MIN, percent));
}

/** The flight timeline shown for a return pickup (docs/behaviour/flights.md#flight-timeline). */
interface FlightTimeline {
  /** Landing time. */
  landing: Date;
  /** Earliest pickup (landing + 30 min). */
  earliestPickup: Date;
  /** Pickup time used. */
  pickup: Date;
  /** End of the free wait (pickup + the waiting time, 60 min unless chosen). */
  waitEnd: Date;
  /** Position of the pickup between landing and wait end, clamped 20-60 %. */
  percent: number;
  /** Points in time order. */
  items: TimelineItem[];
}

/**
 * Builds the flight timeline: pickup defaults to landing + 30 min rounded up to 5 min; the wait ends the chosen
 * waiting time later, 60 min unless told (docs/behaviour/flights.md#flight-timeline).
 */
export function flightTimeline(
  landing: Date,
  pickup?: Date | null,
  waitingMinutes: number = FREE_WAIT_MINUTES,
): FlightTimeline {
  const earliestPickup = earliestPickupAfterLanding(landing);
  const chosen = pickup ?? returnPickupTime(landing);
  const waitEnd = freeWaitEnd(chosen, waitingMinutes);
  const span = differenceInMilliseconds(waitEnd, landing);
  const raw = span > 0 ? (differenceInMilliseconds(chosen, landing) / span) * 100 : TIMELINE_PROGRESS_MIN;
  return {
    landing,
    earliestPickup,
    pickup: chosen,
    waitEnd,
    percent: clampTimelinePercent(raw),
    items: [
      { Kind: 'landing', Time: landing },
      { Kind: 'pickup', Time: chosen },
      { Kind: 'waitEnd', Time: waitEnd },
    ],
  };
}
