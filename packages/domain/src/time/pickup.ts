import { addMinutes, isBefore, setMilliseconds, setSeconds } from 'date-fns';
import { earliestPickupWarning } from '../errors/messages';
import { ASAP_TEXT, QUICK_MINUTES } from '../model/constants';
import type { PickUpType, TimeInfo } from '../model/entities';
import { formatWhen } from '../locale/format';
import { formatLocalDateTime } from './zone';

/** A pickup type reduced to its meaning: now (ASAP), scheduled (Later), unknown (docs/behaviour/journey.md#pickup-time). */
export type PickupKind = 'now' | 'scheduled' | 'unknown';

/** Returns the meaning of a pickup type in any case: Now/now, Later/scheduled, Unknow/unknown (docs/behaviour/journey.md#pickup-time). */
export function pickupKind(type: PickUpType | string | null | undefined): PickupKind {
  const text = (type ?? '').trim().toLowerCase();
  if (text === 'now' || text === 'asap') return 'now';
  if (text === 'later' || text === 'scheduled') return 'scheduled';
  return 'unknown';
}

/** Returns the stored form of a pickup meaning: Now, Later or Unknow (docs/behaviour/journey.md#pickup-time). */
export function toPickUpType(kind: PickupKind): PickUpType {
  return kind === 'now' ? 'Now' : kind === 'scheduled' ? 'Later' : 'Unknow';
}

/** Returns the moment with seconds and milliseconds zeroed. */
export function zeroSeconds(date: Date): Date {
  return setMilliseconds(setSeconds(date, 0), 0);
}

/** Returns the earliest pickup: now plus travel time (floored at MinLeadTime), seconds zeroed (docs/behaviour/journey.md#earliest-time). */
export function earliestPickupTime(now: Date, travelTimeMinutes: number, minLeadTimeMinutes = 0): Date {
  const travel = Number.isFinite(travelTimeMinutes) ? Math.max(0, travelTimeMinutes) : 0;
  const floor = Number.isFinite(minLeadTimeMinutes) ? Math.max(0, minLeadTimeMinutes) : 0;
  return zeroSeconds(addMinutes(now, Math.max(travel, floor)));
}

/**
 * Returns the pickup time a quick button sets: now plus 15, 30 or 60 minutes, seconds zeroed; the picker marks
 * that button active and the time is Later (docs/behaviour/journey.md#pickup-time).
 */
export function quickPickupTime(now: Date, minutes: (typeof QUICK_MINUTES)[number]): Date {
  if (!(QUICK_MINUTES as readonly number[]).includes(minutes)) {
    throw new RangeError(`Quick minutes must be one of ${QUICK_MINUTES.join(', ')}`);
  }
  return zeroSeconds(addMinutes(now, minutes));
}

/**
 * Minutes a pickup may fall before the earliest time and still be taken: the server judges a moment after the
 * browser did (a slow network, a clock a little ahead). Both sides allow it, so they refuse the same times.
 */
const PICKUP_TIME_GRACE_MINUTES = 2;

/**
 * Returns true when the pickup time is valid: now, or scheduled with a time not before the earliest, less the grace
 * (docs/behaviour/journey.md#earliest-time). The web app and the server both judge pickups by this.
 */
export function isPickupTimeValid(time: Pick<TimeInfo, 'PickUpType' | 'Time'>, earliest: Date): boolean {
  const kind = pickupKind(time.PickUpType);
  if (kind === 'now') return true;
  if (kind === 'unknown' || !time.Time || Number.isNaN(time.Time.getTime())) return false;
  return !isBefore(time.Time, addMinutes(earliest, -PICKUP_TIME_GRACE_MINUTES));
}

/**
 * Why a pickup cannot be booked at `now` (the earliest-pickup warning), or undefined: the check the server runs on
 * every quote and booking and the web app runs on the journey (through `checkPickupTime`). `pickup` null is ASAP.
 */
export function pickupTimeRefusal(pickup: Date | null, now: Date, rules: PickupTimeRules): string | undefined {
  if (pickup === null) return undefined;
  const earliest = earliestPickupTime(now, rules.travelTimeMinutes, rules.minLeadTimeMinutes ?? 0);
  return isPickupTimeValid({ PickUpType: 'Later', Time: pickup }, earliest)
    ? undefined
    : earliestPickupWarningFor(earliest, rules.timeZone);
}

/** The quick buttons (minutes from now) whose time is a valid pickup given the earliest time (the others are not offered). */
export function offeredQuickMinutes(now: Date, earliest: Date): (typeof QUICK_MINUTES)[number][] {
  return QUICK_MINUTES.filter((minutes) =>
    isPickupTimeValid({ PickUpType: 'Later', Time: quickPickupTime(now, minutes) }, earliest),
  );
}

/** Inputs of the pickup-time check. */
interface PickupTimeRules {
  /** Travel time of the nearest driver in minutes (Quotation.TravelTime). */
  travelTimeMinutes: number;
  /** Configuration MinLeadTime in minutes. */
  minLeadTimeMinutes?: number;
  /** The tenant's zone, whose clock the warning's time is on (default the demo tenant's, Europe/London). */
  timeZone?: string;
}

/** Re-checks a pickup time at `now`, filling EarliestTime and IsValid (docs/behaviour/journey.md#earliest-time). */
export function checkPickupTime(time: TimeInfo, now: Date, rules: PickupTimeRules): TimeInfo {
  const earliest = earliestPickupTime(now, rules.travelTimeMinutes, rules.minLeadTimeMinutes ?? 0);
  return { ...time, EarliestTime: earliest, IsValid: isPickupTimeValid(time, earliest) };
}

/** What a pickup-time change does to the quote (docs/behaviour/journey.md#pickup-time). */
type PickupTimeEffect = 'restartCountdown' | 'invalidate' | 'none';

/** Returns the effect of a pickup time: 'now' restarts the countdown; unknown or past invalidates and zeroes the fare (docs/behaviour/quotation.md#fare-reset). */
export function pickupTimeEffect(time: Pick<TimeInfo, 'PickUpType' | 'Time'>, now: Date): PickupTimeEffect {
  const kind = pickupKind(time.PickUpType);
  if (kind === 'now') return 'restartCountdown';
  if (kind === 'unknown' || !time.Time || isBefore(time.Time, zeroSeconds(now))) return 'invalidate';
  return 'none';
}

/**
 * Returns the text shown for a pickup time: 'ASAP', 'dd/mm/yyyy hh:mm' or '' (docs/behaviour/quotation.md#money-display);
 * `format` gives the reader's locale and the tenant's zone (en-GB on the device's clock without it).
 */
export function pickupDisplayText(
  time: { PickUpType: PickUpType | string | null; Time: Date | null },
  format: { locale?: string; timeZone?: string } = {},
): string {
  const kind = pickupKind(time.PickUpType);
  if (kind === 'now') return ASAP_TEXT;
  return time.Time && !Number.isNaN(time.Time.getTime()) ? formatWhen(time.Time, format) : '';
}

/** Returns the earliest-pickup warning for a moment, on the tenant's clock (docs/behaviour/quotation.md#expired-dialog). */
export function earliestPickupWarningFor(earliest: Date, timeZone?: string): string {
  return earliestPickupWarning(formatLocalDateTime(earliest, timeZone));
}
