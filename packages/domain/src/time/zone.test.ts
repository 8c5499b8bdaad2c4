import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  formatLocalDateTime,
  formatMomentSince,
  instantOfWallClock,
  localDay,
  localDayStart,
  localDaysRange,
  ukDay,
  weekCommencing,
  zonedWallClock,
} from './zone';

describe("a zone's wall clock as local fields", () => {
  const fields = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];
  it.each([
    // London in summer is an hour ahead of UTC; Dubai four; Los Angeles seven behind: other days.
    ['2026-06-10T23:30:00.000Z', 'Europe/London', [2026, 6, 11, 0, 30]],
    ['2026-06-10T21:15:00.000Z', 'Asia/Dubai', [2026, 6, 11, 1, 15]],
    ['2026-06-10T03:00:00.000Z', 'America/Los_Angeles', [2026, 6, 9, 20, 0]],
    ['2026-01-15T12:00:00.000Z', 'Europe/London', [2026, 1, 15, 12, 0]],
  ])('%s in %s reads %j, and back', (instant, zone, expected) => {
    const wall = zonedWallClock(new Date(instant), zone);
    expect(fields(wall)).toEqual(expected);
    expect(instantOfWallClock(wall, zone).toISOString()).toBe(instant);
  });
});

describe('local days in Europe/London', () => {
  it.each([
    // Winter: London is on UTC.
    ['2026-01-15T00:00:00.000Z', '2026-01-15'],
    ['2026-01-14T23:59:59.000Z', '2026-01-14'],
    // Summer time: 23:30 UTC is 00:30 the next day in London.
    ['2026-07-01T23:30:00.000Z', '2026-07-02'],
    ['2026-07-01T22:59:59.000Z', '2026-07-01'],
    // The spring change (29/03/2026, 01:00 UTC clocks go forward) and the autumn one (25/10/2026, 01:00 UTC back).
    ['2026-03-29T00:30:00.000Z', '2026-03-29'],
    ['2026-03-29T23:30:00.000Z', '2026-03-30'],
    ['2026-10-24T23:30:00.000Z', '2026-10-25'],
    ['2026-10-25T23:30:00.000Z', '2026-10-25'],
  ])('%s is on %s', (instant, day) => {
    expect(localDay(new Date(instant))).toBe(day);
  });

  it.each([
    ['2026-01-15', '2026-01-15T00:00:00.000Z'],
    ['2026-07-02', '2026-07-01T23:00:00.000Z'],
    ['2026-03-29', '2026-03-29T00:00:00.000Z'],
    ['2026-03-30', '2026-03-29T23:00:00.000Z'],
    ['2026-10-25', '2026-10-24T23:00:00.000Z'],
    ['2026-10-26', '2026-10-26T00:00:00.000Z'],
  ])('the day %s begins at %s', (day, instant) => {
    expect(localDayStart(day).toISOString()).toBe(instant);
  });

  it('a period over a clock change holds the 23- and 25-hour days whole', () => {
    const spring = localDaysRange('2026-03-29', '2026-03-29');
    expect((spring.to.getTime() - spring.from.getTime()) / 3_600_000).toBe(23);
    const autumn = localDaysRange('2026-10-25', '2026-10-25');
    expect((autumn.to.getTime() - autumn.from.getTime()) / 3_600_000).toBe(25);
    const summer = localDaysRange('2026-06-01', '2026-06-30');
    expect(summer.from.toISOString()).toBe('2026-05-31T23:00:00.000Z');
    expect(summer.to.toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });

  it('works in another zone too', () => {
    expect(localDayStart('2026-07-02', 'America/New_York').toISOString()).toBe('2026-07-02T04:00:00.000Z');
    expect(localDay(new Date('2026-07-02T03:59:00.000Z'), 'America/New_York')).toBe('2026-07-01');
  });

  it('adds calendar days and writes days the UK way', () => {
    expect(addLocalDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addLocalDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(ukDay('2026-03-09')).toBe('09/03/2026');
    expect(ukDay('2026-03-09T10:00:00Z')).toBe('09/03/2026');
    expect(ukDay('soon')).toBe('soon');
    expect(() => localDayStart('2026-3-9')).toThrow(RangeError);
  });

  it('writes a time as dd/mm/yyyy hh:mm on the tenant clock (the server formatted it with its own Intl copy)', () => {
    expect(formatLocalDateTime(new Date('2026-07-01T23:30:00.000Z'))).toBe('02/07/2026 00:30');
    expect(formatLocalDateTime(new Date('2026-01-15T09:05:59.000Z'))).toBe('15/01/2026 09:05');
    expect(formatLocalDateTime(new Date('2026-07-02T03:59:00.000Z'), 'America/New_York')).toBe('01/07/2026 23:59');
  });
});

// Drift between copies of one rule: the domain counted the week on the machine's clock while the booker's weekly chart counted it
// on the tenant's calendar; the chart's week (docs/behaviour/booker.md#weekly-chart) is the tenant's.
describe('week commencing (docs/behaviour/booker.md#weekly-chart)', () => {
  it.each([
    ['2026-11-22T15:30:00Z', '2026-11-16'],
    ['2026-11-16T00:00:00Z', '2026-11-16'],
    ['2026-11-29T23:30:00Z', '2026-11-23'],
    ['2026-06-28T23:30:00Z', '2026-06-29'],
  ])('%s is in the week of %s on the tenant calendar', (instant, monday) => {
    expect(weekCommencing(new Date(instant))).toBe(monday);
  });
});

describe('formatMomentSince', () => {
  const now = new Date('2026-07-01T22:30:00.000Z'); // 23:30 on 1 July in London
  it.each([
    ['2026-07-01T07:05:00.000Z', '08:05'],
    ['2026-06-30T23:10:00.000Z', '00:10'],
    ['2026-06-30T22:59:00.000Z', '30/06/2026 23:59'],
    ['2026-07-01T23:15:00.000Z', '02/07/2026 00:15'],
    ['2025-12-31T12:00:00.000Z', '31/12/2025 12:00'],
  ])('%s reads %s', (instant, text) => {
    expect(formatMomentSince(new Date(instant), now)).toBe(text);
  });
});
