import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampHours,
  clampInteger,
  clampMinutes,
  clampWaitingTime,
  countOptions,
  type MinuteStep,
  minuteOptions,
  stepHours,
  stepMinutes,
  stepWaitingTime,
} from './steppers';

describe('hour stepper (docs/behaviour/common.md#steppers)', () => {
  it.each([
    [0, 1, 1],
    [23, 1, 23],
    [0, -1, 0],
    [12, -1, 11],
    [40, -1, 22],
  ] as const)('%i %i gives %i', (hours, direction, expected) => {
    expect(stepHours(hours, direction)).toBe(expected);
  });

  it('always within 0-23', () => {
    fc.assert(
      fc.property(fc.double(), fc.constantFrom(1 as const, -1 as const), (hours, direction) => {
        const result = stepHours(hours, direction);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(23);
        expect(clampHours(hours)).toBe(Number.isFinite(hours) ? Math.min(23, Math.max(0, Math.trunc(hours))) : 0);
      }),
    );
  });
});

describe('minute stepper (docs/behaviour/common.md#steppers)', () => {
  it.each([
    [0, [0, 1, 2]],
    [15, [0, 15, 30, 45]],
    [30, [0, 30]],
    [60, [0]],
  ] as const)('step %i offers %o', (step, expected) => {
    expect(minuteOptions(step).slice(0, expected.length === 3 ? 3 : undefined)).toEqual(expected);
  });

  it('single-minute selector has 60 options', () => {
    expect(minuteOptions(0)).toHaveLength(60);
  });

  it.each([
    [0, 1, 15, 15],
    [45, 1, 15, 45],
    [50, -1, 15, 30],
    [7, 1, 0, 8],
    [59, 1, 0, 59],
    [0, -1, 30, 0],
    [30, 1, 60, 0],
  ] as const)('%i step %i by %i gives %i', (minutes, direction, step, expected) => {
    expect(stepMinutes(minutes, direction, step)).toBe(expected);
  });

  it('result is always on the grid and clamped', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500, max: 500 }),
        fc.constantFrom<MinuteStep>(0, 15, 30, 60),
        fc.constantFrom(1 as const, -1 as const),
        (minutes, step, direction) => {
          const result = stepMinutes(minutes, direction, step);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(59);
          expect(minuteOptions(step)).toContain(result);
          expect(minuteOptions(step)).toContain(clampMinutes(minutes, step));
        },
      ),
    );
  });

  it('clampMinutes defaults to single minutes', () => {
    expect(clampMinutes(70)).toBe(59);
    expect(clampMinutes(-1)).toBe(0);
    expect(clampInteger(Number.NaN, 2, 5)).toBe(2);
  });
});

describe('waiting-time stepper (docs/behaviour/flights.md#flight-timeline)', () => {
  it.each([
    [null, 1, 75],
    [undefined, -1, 45],
    [0, -1, 0],
    [180, 1, 180],
    [165, 1, 180],
    [20, 1, 30],
  ] as const)('%s step %i gives %i', (minutes, direction, expected) => {
    expect(stepWaitingTime(minutes, direction)).toBe(expected);
  });

  it('always 0-180 in steps of 15', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(1 as const, -1 as const), (m, d) => {
        for (const value of [clampWaitingTime(m), stepWaitingTime(m, d)]) {
          expect(value % 15).toBe(0);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(180);
        }
      }),
    );
  });
});

describe('count options (docs/behaviour/journey.md#options)', () => {
  it('pets and children 0-2, passengers from 1', () => {
    expect(countOptions(0, 2)).toEqual(['0', '1', '2']);
    expect(countOptions(1, 4)).toEqual(['1', '2', '3', '4']);
    expect(countOptions(-2, 1)).toEqual(['0', '1']);
    expect(countOptions(3, 1)).toEqual([]);
    expect(countOptions(0, Number.POSITIVE_INFINITY)).toEqual([]);
    expect(countOptions(Number.NaN, 2)).toEqual([]);
  });
});
