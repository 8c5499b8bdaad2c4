import { describe, expect, it } from 'vitest';
import { spendByPeriod, spendStep } from './spend-periods';

describe('spendStep', () => {
  it.each([
    ['2026-11-23', '2026-11-23', 'day'],
    ['2026-11-23', '2026-11-29', 'day'],
    ['2026-11-01', '2026-11-14', 'day'],
    ['2026-11-01', '2026-11-30', 'week'],
    ['2026-09-01', '2026-11-30', 'week'],
    ['2026-01-01', '2026-11-28', 'month'],
  ])('draws %s to %s by %s', (from, to, step) => {
    expect(spendStep(from, to)).toBe(step);
  });
});

describe('spendByPeriod', () => {
  it('shows the whole year chosen, month by month, not one week', () => {
    const buckets = spendByPeriod(
      [
        { at: '2026-01-05T10:00:00Z', value: 10 },
        { at: '2026-01-31T23:30:00Z', value: 5 },
        { at: '2026-11-27T09:00:00Z', value: 20.1 },
        { at: '2026-11-27T10:00:00Z', value: 0.2 },
      ],
      { from: '2026-01-01', to: '2026-11-28' },
    );
    expect(buckets).toHaveLength(11);
    expect(buckets[0]).toEqual({ key: '2026-01-01', count: 2, value: 15 });
    expect(buckets[1]).toMatchObject({ key: '2026-02-01', count: 0, value: 0 });
    expect(buckets[10]).toMatchObject({ key: '2026-11-01', count: 2, value: 20.3 });
  });

  it('splits a month into its weeks, Monday on, the first one starting before the month', () => {
    const buckets = spendByPeriod([{ at: '2026-11-02T08:00:00Z', value: 12 }], {
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(buckets.map((b) => b.key)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(buckets[0]).toMatchObject({ key: '2026-10-26', count: 0 });
    expect(buckets[1]).toMatchObject({ count: 1, value: 12 });
  });

  it('splits a week into days, each booking on its London day, leaving out what is outside the period', () => {
    const buckets = spendByPeriod(
      [
        // 23:30 UTC on Sunday 31 May is 00:30 on Monday 1 June in London (summer time).
        { at: '2026-05-31T23:30:00Z', value: 7 },
        { at: '2026-06-08T09:00:00Z', value: 99 },
        { at: 'not a time', value: 99 },
      ],
      { from: '2026-06-01', to: '2026-06-07' },
    );
    expect(buckets).toHaveLength(7);
    expect(buckets[0]).toEqual({ key: '2026-06-01', count: 1, value: 7 });
    expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(1);
  });
});
