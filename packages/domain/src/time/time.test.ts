import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTimeInfo } from '../model/entities';
import {
  checkPickupTime,
  earliestPickupTime,
  earliestPickupWarningFor,
  isPickupTimeValid,
  pickupDisplayText,
  pickupKind,
  pickupTimeEffect,
  quickPickupTime,
  toPickUpType,
  offeredQuickMinutes,
  pickupTimeRefusal,
} from './pickup';
import { earliestReturnDate, returnTimeRefusal, validateReturnDate } from './return-date';

const now = new Date(2026, 10, 22, 10, 7, 42, 500);

/** The moment with seconds and milliseconds zeroed, as the time rules round. */
function zeroSeconds(date: Date): Date {
  const result = new Date(date.getTime());
  result.setSeconds(0, 0);
  return result;
}

describe('pickup types (docs/behaviour/journey.md#pickup-time)', () => {
  it.each([
    ['Now', 'now'],
    ['now', 'now'],
    ['ASAP', 'now'],
    ['Later', 'scheduled'],
    ['scheduled', 'scheduled'],
    ['Unknow', 'unknown'],
    ['unknown', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
  ])('%s means %s', (type, kind) => {
    expect(pickupKind(type)).toBe(kind);
  });

  it('stored forms', () => {
    expect(toPickUpType('now')).toBe('Now');
    expect(toPickUpType('scheduled')).toBe('Later');
    expect(toPickUpType('unknown')).toBe('Unknow');
  });
});

describe('ASAP, quick buttons, display (docs/behaviour/journey.md#pickup-time)', () => {
  it('ASAP shows as ASAP, whatever the time', () => {
    expect(pickupDisplayText({ PickUpType: 'Now', Time: now })).toBe('ASAP');
    expect(pickupDisplayText({ PickUpType: 'now', Time: null })).toBe('ASAP');
  });

  it.each([15, 30, 60] as const)('quick %i sets now plus minutes, seconds zeroed', (minutes) => {
    expect(quickPickupTime(now, minutes)).toEqual(new Date(2026, 10, 22, 10, 7 + minutes, 0, 0));
  });

  it('other quick values are refused', () => {
    expect(() => quickPickupTime(now, 45 as 15)).toThrow(RangeError);
  });

  it('a Later time shows as dd/mm/yyyy hh:mm; none, or not a date, as nothing', () => {
    expect(pickupDisplayText({ PickUpType: 'Later', Time: new Date(2026, 10, 23, 9, 0) })).toBe('23/11/2026 09:00');
    expect(pickupDisplayText(createTimeInfo())).toBe('');
    expect(pickupDisplayText({ PickUpType: 'Later', Time: new Date(Number.NaN) })).toBe('');
  });
});

describe('earliest time (docs/behaviour/journey.md#earliest-time)', () => {
  it('now plus travel time, seconds zeroed', () => {
    expect(earliestPickupTime(now, 12)).toEqual(new Date(2026, 10, 22, 10, 19, 0, 0));
  });

  it('MinLeadTime is a floor', () => {
    expect(earliestPickupTime(now, 12, 30)).toEqual(new Date(2026, 10, 22, 10, 37, 0, 0));
    expect(earliestPickupTime(now, 45, 30)).toEqual(new Date(2026, 10, 22, 10, 52, 0, 0));
    expect(earliestPickupTime(now, Number.NaN, Number.NaN)).toEqual(new Date(2026, 10, 22, 10, 7, 0, 0));
    expect(earliestPickupTime(now, -5)).toEqual(zeroSeconds(now));
  });

  it('never earlier than now plus the larger of travel and lead time (seconds zeroed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 600 }), (travel, lead) => {
        const earliest = earliestPickupTime(now, travel, lead);
        expect(earliest.getSeconds()).toBe(0);
        expect(earliest.getMilliseconds()).toBe(0);
        const expectedMs = zeroSeconds(now).getTime() + Math.max(travel, lead) * 60_000;
        expect(earliest.getTime()).toBe(expectedMs);
      }),
    );
  });

  it.each([
    ['Now', null, true],
    ['now', null, true],
    ['Unknow', new Date(2026, 10, 23), false],
    ['Later', null, false],
    ['Later', new Date(2026, 10, 22, 10, 19), true],
    // Two minutes' grace before the earliest time (the server judges a moment later), no more.
    ['scheduled', new Date(2026, 10, 22, 10, 17), true],
    ['scheduled', new Date(2026, 10, 22, 10, 16, 59), false],
    ['Later', new Date(Number.NaN), false],
  ] as const)('%s at %s is valid: %s', (PickUpType, Time, expected) => {
    expect(isPickupTimeValid({ PickUpType, Time }, new Date(2026, 10, 22, 10, 19))).toBe(expected);
  });

  it('checkPickupTime fills EarliestTime and IsValid', () => {
    const time = createTimeInfo({ Time: new Date(2026, 10, 22, 10, 30) });
    const checked = checkPickupTime(time, now, { travelTimeMinutes: 20 });
    expect(checked.EarliestTime).toEqual(new Date(2026, 10, 22, 10, 27));
    expect(checked.IsValid).toBe(true);
    expect(checkPickupTime(time, now, { travelTimeMinutes: 20, minLeadTimeMinutes: 60 }).IsValid).toBe(false);
  });

  it('effects: now restarts countdown, unknown or past invalidates', () => {
    expect(pickupTimeEffect({ PickUpType: 'now', Time: null }, now)).toBe('restartCountdown');
    expect(pickupTimeEffect({ PickUpType: 'unknown', Time: null }, now)).toBe('invalidate');
    expect(pickupTimeEffect({ PickUpType: 'Later', Time: new Date(2026, 10, 22, 10, 0) }, now)).toBe('invalidate');
    expect(pickupTimeEffect({ PickUpType: 'Later', Time: null }, now)).toBe('invalidate');
    expect(pickupTimeEffect({ PickUpType: 'Later', Time: new Date(2026, 10, 22, 10, 7) }, now)).toBe('none');
  });

  it('quotation-expired warning text', () => {
    expect(earliestPickupWarningFor(new Date(2026, 10, 22, 10, 37))).toBe(
      'The earliest time we can pickup from this address is 22/11/2026 10:37',
    );
  });
});

describe('return date (docs/behaviour/journey.md#return-date)', () => {
  const outbound = { PickUpType: 'Later' as const, Time: new Date(2026, 10, 22, 12, 0) };

  it('no return: nothing to check', () => {
    expect(
      validateReturnDate({ HasReturn: false, ReturnDate: null, Time: outbound, JourneyTime: 40 }, now),
    ).toBeUndefined();
  });

  it('return chosen: must be set', () => {
    expect(validateReturnDate({ HasReturn: true, ReturnDate: null, Time: outbound, JourneyTime: 40 }, now)).toBe(
      'Return date is required',
    );
  });

  it('not earlier than outbound plus journey time', () => {
    const input = { HasReturn: true, Time: outbound, JourneyTime: 40 };
    expect(validateReturnDate({ ...input, ReturnDate: new Date(2026, 10, 22, 12, 39) }, now)).toBe(
      'The earliest possible return date is 22/11/2026 12:40',
    );
    expect(validateReturnDate({ ...input, ReturnDate: new Date(2026, 10, 22, 12, 40) }, now)).toBeUndefined();
  });

  it('ASAP outbound counts from now', () => {
    const input = { HasReturn: true, Time: { PickUpType: 'Now' as const, Time: null }, JourneyTime: 30 };
    expect(validateReturnDate({ ...input, ReturnDate: new Date(2026, 10, 22, 10, 30) }, now)).toBe(
      'The earliest possible return date is 22/11/2026 10:37',
    );
    expect(earliestReturnDate(now, Number.NaN)).toEqual(zeroSeconds(now));
  });

  it('outbound without a time counts from now', () => {
    const input = { HasReturn: true, Time: { PickUpType: 'Later' as const, Time: null }, JourneyTime: 0 };
    expect(validateReturnDate({ ...input, ReturnDate: new Date(2026, 10, 22, 10, 8) }, now)).toBeUndefined();
  });
});

describe('the pickup and return refusals the server and the web app share', () => {
  const now = new Date(Date.UTC(2026, 10, 28, 11, 0, 20));
  it.each([
    [null, 40, undefined],
    [new Date(Date.UTC(2026, 10, 28, 11, 38)), 40, undefined],
    [
      new Date(Date.UTC(2026, 10, 28, 11, 37, 59)),
      40,
      'The earliest time we can pickup from this address is 28/11/2026 11:40',
    ],
    [new Date(Date.UTC(2026, 10, 28, 11, 15)), 10, undefined],
  ] as const)('pickup %s with a %i-minute travel time: %s', (pickup, travel, expected) => {
    expect(pickupTimeRefusal(pickup, now, { travelTimeMinutes: travel, minLeadTimeMinutes: 5 })).toBe(expected);
  });

  it("states the earliest pickup on the tenant's clock, whatever the zone it runs in", () => {
    const pickup = new Date(Date.UTC(2026, 10, 28, 11, 30));
    const rules = { travelTimeMinutes: 40, minLeadTimeMinutes: 5 };
    expect(pickupTimeRefusal(pickup, now, { ...rules, timeZone: 'America/New_York' })).toBe(
      'The earliest time we can pickup from this address is 28/11/2026 06:40',
    );
    expect(pickupTimeRefusal(pickup, now, { ...rules, timeZone: 'Asia/Tokyo' })).toBe(
      'The earliest time we can pickup from this address is 28/11/2026 20:40',
    );
  });

  it('offers only the quick buttons at or after the earliest time (less the grace)', () => {
    expect(offeredQuickMinutes(now, earliestPickupTime(now, 40))).toEqual([60]);
    expect(offeredQuickMinutes(now, earliestPickupTime(now, 16))).toEqual([15, 30, 60]);
    expect(offeredQuickMinutes(now, earliestPickupTime(now, 18))).toEqual([30, 60]);
  });

  it.each([
    ['', null, undefined],
    ['rtn', null, 'Please choose a return date and time.'],
    ['w&r', null, undefined],
    ['rtn', new Date(Date.UTC(2026, 6, 28, 12, 29)), 'The earliest possible return date is 28/07/2026 13:30'],
    ['rtn', new Date(Date.UTC(2026, 6, 28, 12, 30)), undefined],
  ] as const)('return %s at %s: %s', (returnType, returnDate, expected) => {
    const outbound = new Date(Date.UTC(2026, 6, 28, 12, 0, 40));
    expect(returnTimeRefusal({ returnType, returnDate, outbound, journeyTimeMinutes: 30 })).toBe(expected);
  });
});
