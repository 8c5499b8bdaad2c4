import {
  HOURS_MAX,
  type MINUTE_STEPS,
  MINUTES_MAX,
  WAITING_TIME_DEFAULT,
  WAITING_TIME_MAX,
  WAITING_TIME_STEP,
} from '../model/constants';

/** A configurable minute step: 0 (single minutes), 15, 30 or 60 (docs/behaviour/common.md#steppers). */
export type MinuteStep = (typeof MINUTE_STEPS)[number];

/** Clamps a number to whole values between min and max; non-numbers become min. */
export function clampInteger(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** Clamps an hour to 0-23 (docs/behaviour/common.md#steppers). */
export function clampHours(hours: number): number {
  return clampInteger(hours, 0, HOURS_MAX);
}

/** Returns the hour after pressing the hour stepper up (+1) or down (-1), clamped to 0-23 (docs/behaviour/common.md#steppers). */
export function stepHours(hours: number, direction: 1 | -1): number {
  return clampHours(clampHours(hours) + direction);
}

/** Returns the effective minute increment of a configured step (0 means 1 minute). */
function minuteIncrement(step: MinuteStep): number {
  return step === 0 ? 1 : step;
}

/** Returns the minutes a selector with this step offers: 0-59 for 0, 0/15/30/45, 0/30, or 0 (docs/behaviour/journey.md#date-time-picker). */
export function minuteOptions(step: MinuteStep): number[] {
  const increment = minuteIncrement(step);
  const options: number[] = [];
  for (let minute = 0; minute <= MINUTES_MAX; minute += increment) options.push(minute);
  return options;
}

/** Clamps minutes to 0-59 and onto the step's grid, rounding down (docs/behaviour/common.md#steppers). */
export function clampMinutes(minutes: number, step: MinuteStep = 0): number {
  const increment = minuteIncrement(step);
  const clamped = clampInteger(minutes, 0, MINUTES_MAX);
  return clamped - (clamped % increment);
}

/** Returns the minute after pressing the minute stepper up or down by one step, clamped (docs/behaviour/common.md#steppers). */
export function stepMinutes(minutes: number, direction: 1 | -1, step: MinuteStep = 0): number {
  const increment = minuteIncrement(step);
  const current = clampMinutes(minutes, step);
  return clampMinutes(current + direction * increment, step);
}

/** Clamps a waiting time to 0-180 in steps of 15, rounding down (docs/behaviour/flights.md#flight-timeline). */
export function clampWaitingTime(minutes: number): number {
  const clamped = clampInteger(minutes, 0, WAITING_TIME_MAX);
  return clamped - (clamped % WAITING_TIME_STEP);
}

/** Returns the waiting time after pressing its stepper; a missing value starts at the default 60 (docs/behaviour/flights.md#flight-timeline). */
export function stepWaitingTime(minutes: number | null | undefined, direction: 1 | -1): number {
  const current = minutes === null || minutes === undefined ? WAITING_TIME_DEFAULT : clampWaitingTime(minutes);
  return clampWaitingTime(current + direction * WAITING_TIME_STEP);
}

/** Returns the allowed values of a count option from min to max (pets and children 0-2, passengers from 1; docs/behaviour/journey.md#options). */
export function countOptions(min: number, max: number): string[] {
  const values: string[] = [];
  if (!Number.isFinite(min) || !Number.isFinite(max)) return values;
  for (let count = Math.max(0, Math.trunc(min)); count <= Math.trunc(max); count += 1) values.push(String(count));
  return values;
}
