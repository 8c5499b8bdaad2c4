import {
  type FLIGHT_FINDER_MINUTE_STEP,
  type MINUTE_STEPS,
  MINUTES_MAX,
  WAITING_TIME_MAX,
  WAITING_TIME_STEP,
} from '../model/constants';

/** A minute step: the configurable 0 (single minutes), 15, 30 or 60, or the flight finder's 5 (docs/behaviour/common.md#steppers). */
type MinuteStep = (typeof MINUTE_STEPS)[number] | typeof FLIGHT_FINDER_MINUTE_STEP;

/** Clamps a number to whole values between min and max; non-numbers become min (steppers clamp, docs/behaviour/common.md#steppers). */
export function clampInteger(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** Returns the minutes a selector with this step offers: 0-59 for 0, 0/15/30/45, 0/30, or 0 (docs/behaviour/journey.md#date-time-picker). */
export function minuteOptions(step: MinuteStep): number[] {
  const increment = step === 0 ? 1 : step;
  const options: number[] = [];
  for (let minute = 0; minute <= MINUTES_MAX; minute += increment) options.push(minute);
  return options;
}

/** Clamps a waiting time to 0-180 in steps of 15, rounding down (docs/behaviour/flights.md#flight-timeline). */
export function clampWaitingTime(minutes: number): number {
  const clamped = clampInteger(minutes, 0, WAITING_TIME_MAX);
  return clamped - (clamped % WAITING_TIME_STEP);
}
