import { addMinutes, isBefore, setMilliseconds, setSeconds } from 'date-fns';
import { earliestPickupWarning, earliestReturnDateMessage, requiredMessage } from '../errors/messages';
import { ASAP_TEXT, QUICK_MINUTES } from '../model/constants';
import type { PickUpType, TimeInfo } from '../model/entities';
import { formatDateTime } from '../money';

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

/** Returns the lower-case wire form of a pickup type: now, scheduled or unknown (docs/behaviour/journey.md#pickup-time). */
export function toWirePickUpType(type: PickUpType | string | null | undefined): 'now' | 'scheduled' | 'unknown' {
  return pickupKind(type);
}

/** Returns the moment with seconds and milliseconds zeroed. */
function zeroSeconds(date: Date): Date {
  return setMilliseconds(setSeconds(date, 0), 0);
}

/** Returns the earliest pickup: now plus travel time (floored at MinLeadTime), seconds zeroed (docs/behaviour/journey.md#earliest-time). */
export function earliestPickupTime(now: Date, travelTimeMinutes: number, minLeadTimeMinutes = 0): Date {
  const travel = Number.isFinite(travelTimeMinutes) ? Math.max(0, travelTimeMinutes) : 0;
  const floor = Number.isFinite(minLeadTimeMinutes) ? Math.max(0, minLeadTimeMinutes) : 0;
  return zeroSeconds(addMinutes(now, Math.max(travel, floor)));
}

/** Applies ASAP: type Now, value 'ASAP', valid immediately (docs/behaviour/journey.md#pickup-time). */
export function applyAsap(time: TimeInfo, now: Date): TimeInfo {
  return { ...time, PickUpType: 'Now', Time: now, EarliestTime: zeroSeconds(now), IsValid: true };
}

/** Result of pressing a quick-minutes button. */
interface QuickTimeResult {
  /** The new pickup time (type Later). */
  time: TimeInfo;
  /** The button to mark active. */
  activeQuickMinutes: number;
}

/** Applies a quick button: now plus 15, 30 or 60 minutes, type Later, that button active (docs/behaviour/journey.md#pickup-time). */
export function applyQuickMinutes(time: TimeInfo, minutes: number, now: Date): QuickTimeResult {
  if (!(QUICK_MINUTES as readonly number[]).includes(minutes)) {
    throw new RangeError(`Quick minutes must be one of ${QUICK_MINUTES.join(', ')}`);
  }
  return {
    time: { ...time, PickUpType: 'Later', Time: zeroSeconds(addMinutes(now, minutes)) },
    activeQuickMinutes: minutes,
  };
}

/** Applies a picked date: type Later with that time (docs/behaviour/journey.md#pickup-time). */
export function applyPickedDate(time: TimeInfo, date: Date): TimeInfo {
  return { ...time, PickUpType: 'Later', Time: date };
}

/** Returns true when the pickup time is valid: now, or scheduled with a time not before the earliest (docs/behaviour/journey.md#earliest-time). */
export function isPickupTimeValid(time: Pick<TimeInfo, 'PickUpType' | 'Time'>, earliest: Date): boolean {
  const kind = pickupKind(time.PickUpType);
  if (kind === 'now') return true;
  if (kind === 'unknown' || !time.Time || Number.isNaN(time.Time.getTime())) return false;
  return !isBefore(time.Time, earliest);
}

/** Inputs of the pickup-time check. */
interface PickupTimeRules {
  /** Travel time of the nearest driver in minutes (Quotation.TravelTime). */
  travelTimeMinutes: number;
  /** Configuration MinLeadTime in minutes. */
  minLeadTimeMinutes?: number;
}

/** Re-checks a pickup time at `now`, filling EarliestTime and IsValid (docs/behaviour/journey.md#earliest-time). */
export function checkPickupTime(time: TimeInfo, now: Date, rules: PickupTimeRules): TimeInfo {
  const earliest = earliestPickupTime(now, rules.travelTimeMinutes, rules.minLeadTimeMinutes ?? 0);
  return { ...time, EarliestTime: earliest, IsValid: isPickupTimeValid(time, earliest) };
}

/** What a pickup-time change does to the quote (docs/behaviour/journey.md#pickup-time). */
export type PickupTimeEffect = 'restartCountdown' | 'invalidate' | 'none';

/** Returns the effect of a pickup time: 'now' restarts the countdown; unknown or past invalidates and zeroes the fare (docs/behaviour/quotation.md#fare-reset). */
export function pickupTimeEffect(time: Pick<TimeInfo, 'PickUpType' | 'Time'>, now: Date): PickupTimeEffect {
  const kind = pickupKind(time.PickUpType);
  if (kind === 'now') return 'restartCountdown';
  if (kind === 'unknown' || !time.Time || isBefore(time.Time, zeroSeconds(now))) return 'invalidate';
  return 'none';
}

/** Returns the text shown in the pickup box: 'ASAP', 'dd/mm/yyyy hh:mm' or '' (docs/behaviour/quotation.md#money-display). */
export function pickupDisplayText(time: Pick<TimeInfo, 'PickUpType' | 'Time'>): string {
  const kind = pickupKind(time.PickUpType);
  if (kind === 'now') return ASAP_TEXT;
  return time.Time ? formatDateTime(time.Time) : '';
}

/** Returns the outbound pickup moment: now for ASAP, else the chosen time (null when none). */
function outboundMoment(time: Pick<TimeInfo, 'PickUpType' | 'Time'>, now: Date): Date | null {
  return pickupKind(time.PickUpType) === 'now' ? now : time.Time;
}

/** Returns the earliest return date: outbound time plus journey time, seconds zeroed (docs/behaviour/journey.md#return-date). */
export function earliestReturnDate(outbound: Date, journeyTimeMinutes: number): Date {
  const journey = Number.isFinite(journeyTimeMinutes) ? Math.max(0, journeyTimeMinutes) : 0;
  return zeroSeconds(addMinutes(outbound, journey));
}

/** The booking fields the return-date rule reads. */
interface ReturnDateInput {
  /** Return chosen. */
  HasReturn: boolean;
  /** Return date. */
  ReturnDate: Date | null;
  /** Outbound pickup time. */
  Time: Pick<TimeInfo, 'PickUpType' | 'Time'>;
  /** Outbound journey time in minutes (Quotation.JourneyTime). */
  JourneyTime: number;
}

/** Validates the return date: set when return chosen, not before outbound plus journey time (docs/behaviour/journey.md#return-date). */
export function validateReturnDate(input: ReturnDateInput, now: Date): string | undefined {
  if (!input.HasReturn) return undefined;
  if (!input.ReturnDate || Number.isNaN(input.ReturnDate.getTime())) return requiredMessage('Return date');
  const outbound = outboundMoment(input.Time, now) ?? now;
  const earliest = earliestReturnDate(outbound, input.JourneyTime);
  return isBefore(input.ReturnDate, earliest) ? earliestReturnDateMessage(formatDateTime(earliest)) : undefined;
}

/** Returns the quotation-expired warning for an earliest pickup moment (docs/behaviour/quotation.md#expired-dialog). */
export function earliestPickupWarningFor(earliest: Date): string {
  return earliestPickupWarning(formatDateTime(earliest));
}

/** Returns the moment a flight-finder or arrival picker opens at: minute 0 of the given hour (docs/behaviour/flights.md#flight-finder). */
export function atMinuteZero(date: Date): Date {
  const result = zeroSeconds(date);
  result.setMinutes(0);
  return result;
}

export { addLocalDays, localDay, localDaysRange, TENANT_TIME_ZONE, ukDay, weekCommencing } from './zone';
