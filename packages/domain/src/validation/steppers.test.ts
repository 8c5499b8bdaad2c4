import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampInteger, clampWaitingTime, minuteOptions } from './steppers';

describe('steppers clamp (docs/behaviour/common.md#steppers)', () => {
  it.each([
    [5, 0, 2, 2],
    [-1, 0, 2, 0],
    [1.7, 0, 2, 1],
    [Number.NaN, 2, 5, 2],
    [Number.POSITIVE_INFINITY, 1, 8, 1],
  ])('%s within %i-%i is %i', (value, min, max, expected) => {
    expect(clampInteger(value, min, max)).toBe(expected);
  });

  it('always a whole number within the limits', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }), (v, min, span) => {
        const result = clampInteger(v, min, min + span);
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(min);
        expect(result).toBeLessThanOrEqual(min + span);
      }),
    );
  });
});

describe('minute selector (docs/behaviour/journey.md#date-time-picker)', () => {
  it.each([
    [0, [0, 1, 2]],
    [5, [0, 5, 10]],
    [15, [0, 15, 30, 45]],
    [30, [0, 30]],
    [60, [0]],
  ] as const)('step %i offers %o', (step, expected) => {
    expect(minuteOptions(step).slice(0, expected.length === 3 ? 3 : undefined)).toEqual(expected);
  });

  it('single-minute selector has 60 options, the finder 12', () => {
    expect(minuteOptions(0)).toHaveLength(60);
    expect(minuteOptions(5)).toHaveLength(12);
  });
});

describe('waiting time (docs/behaviour/flights.md#flight-timeline)', () => {
  it.each([
    [75, 75],
    [20, 15],
    [-5, 0],
    [999, 180],
    [Number.NaN, 0],
  ])('%s is clamped to %i', (minutes, expected) => {
    expect(clampWaitingTime(minutes)).toBe(expected);
  });

  it('always 0-180 in steps of 15', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (m) => {
        const value = clampWaitingTime(m);
        expect(value % 15).toBe(0);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(180);
      }),
    );
  });
});
