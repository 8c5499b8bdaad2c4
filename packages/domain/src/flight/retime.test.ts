import { describe, expect, it } from 'vitest';
import { flightPickupMovedText, flightStateText, pickupAfterLanding } from './retime';

const at = (hhmm: string) => new Date(`2026-12-03T${hhmm}:00Z`);
// Booked: landing 14:00, pickup 14:30 (half an hour to clear the airport).
const booked = { landing: at('14:00'), pickup: at('14:30') };

describe('pickupAfterLanding', () => {
  it.each([
    ['on time', '14:00', '14:30', null],
    ['2 minutes late: not worth moving', '14:02', '14:30', null],
    ['40 minutes late', '14:40', '14:30', '15:10'],
    ['37 minutes late, rounded up to 5 minutes', '14:37', '14:30', '15:10'],
    ['later again after a first move', '15:05', '15:10', '15:35'],
    ['back on time after a move', '14:00', '15:10', '14:30'],
    ['early: the booked pickup stands', '13:30', '14:30', null],
    ['early after a move: back to the booked pickup', '13:30', '15:10', '14:30'],
  ])('%s', (_, landing, current, expected) => {
    const moved = pickupAfterLanding(booked, at(current), at(landing));
    expect(moved?.toISOString() ?? null).toBe(expected ? at(expected).toISOString() : null);
  });

  it('keeps no gap when the pickup was booked before the landing', () => {
    const odd = { landing: at('14:00'), pickup: at('13:50') };
    expect(pickupAfterLanding(odd, at('13:50'), at('15:00'))?.toISOString()).toBe(at('15:00').toISOString());
  });
});

describe('flightPickupMovedText', () => {
  it('says what the flight did and when the pickup is, on the London clock', () => {
    expect(flightPickupMovedText('BA123', 'delayed', at('14:40'), at('15:10'))).toBe(
      'Your flight BA123 is delayed and now expected to land at 03/12/2026 14:40, so your pickup moves to 03/12/2026 15:10.',
    );
    expect(flightPickupMovedText('BA123', 'landed', at('14:40'), at('15:10'))).toBe(
      'Your flight BA123 landed at 03/12/2026 14:40, so your pickup is now at 03/12/2026 15:10.',
    );
  });
});

describe('flightStateText', () => {
  it.each([
    ['landed', '14:40', 'Landed at 03/12/2026 14:40'],
    ['delayed', '14:40', 'Delayed: expected to land at 03/12/2026 14:40'],
    ['scheduled', '14:00', 'On time: expected to land at 03/12/2026 14:00'],
    ['delayed', null, 'Delayed'],
    ['', '14:00', ''],
  ])('%s at %s: %s', (state, landing, expected) => {
    expect(flightStateText(state, landing ? at(landing) : null)).toBe(expected);
  });
});
