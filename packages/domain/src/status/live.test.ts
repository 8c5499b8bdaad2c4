import { describe, expect, it } from 'vitest';
import { connectionNeedsRestart, historyRangeStart, pageCount, pageOf, parseLiveEvent } from './index';

describe('live connection (docs/behaviour/live-feed.md#connection-states)', () => {
  it.each([
    ['disconnected', true],
    ['Disconnected', true],
    ['connected', false],
    ['reconnecting', false],
    ['connecting', false],
    ['disconnecting', false],
  ])('%s needs restart: %s', (state, expected) => {
    expect(connectionNeedsRestart(state)).toBe(expected);
  });

  it('parses status and location updates', () => {
    expect(parseLiveEvent('statusUpdate', '{"Status":"POB","JobPartId":4}')).toEqual({
      kind: 'statusUpdate',
      status: 'POB',
      data: { Status: 'POB', JobPartId: 4 },
    });
    expect(parseLiveEvent('locationUpdate', '{"CurrentLat":51.5,"CurrentLng":"-0.1"}')).toMatchObject({
      kind: 'locationUpdate',
      latitude: 51.5,
      longitude: -0.1,
    });
  });

  it.each([
    ['statusUpdate', 'not json'],
    ['statusUpdate', '[1]'],
    ['statusUpdate', 'null'],
    ['statusUpdate', '{"Status":3}'],
    ['locationUpdate', '{"CurrentLat":51.5}'],
    ['locationUpdate', '{"CurrentLat":"","CurrentLng":2}'],
    ['other', '{"Status":"x"}'],
  ])('%s %s is rejected', (kind, text) => {
    expect(parseLiveEvent(kind, text)).toBeUndefined();
  });
});

describe('booking history (docs/behaviour/bookings.md#history)', () => {
  const now = new Date(2026, 10, 22, 10, 0);

  it.each([
    [3, new Date(2026, 7, 22, 10, 0)],
    [6, new Date(2026, 4, 22, 10, 0)],
    [12, new Date(2025, 10, 22, 10, 0)],
    [0, null],
    [Number.NaN, null],
  ])('range %s months starts at %s', (months, expected) => {
    expect(historyRangeStart(now, months)).toEqual(expected);
  });

  it('pages of 5', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(items, 1)).toEqual([0, 1, 2, 3, 4]);
    expect(pageOf(items, 3)).toEqual([10, 11]);
    expect(pageOf(items, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(pageOf(items, Number.NaN)).toEqual([0, 1, 2, 3, 4]);
    expect(pageCount(12)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(2);
  });
});
