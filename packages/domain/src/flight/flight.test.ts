import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAddress, createBooking, createFlight, flightDialogTabs, isLandingAirportValid } from '../model/entities';
import {
  chooseArrivingFromAirport,
  clampTimelinePercent,
  declineFlightDetails,
  flightDetailsNeeded,
  flightTimeline,
  isOutwardFlightRequired,
  isReturnFlightRequired,
  landingAirportFor,
  landingAtLabel,
  manualFlight,
  returnPickupTime,
  setArrivingFromText,
  splitFlightResults,
  tabAfterOk,
  undeclineFlightDetails,
} from './index';
import { earliestPickupAfterLanding, freeWaitEnd, roundUpToMinutes } from './timeline';

const heathrow = createAddress({ Category: 'Air', Code: 'LHR', Name: 'Heathrow', Valid: true });
const street = createAddress({ Category: 'Address', Name: '1 Canal Side', Valid: true });
const jfk = {
  Code: 'JFK',
  Name: 'John F Kennedy',
  City: 'New York',
  FullAddress: 'New York',
  IconPath: '',
  CountryLowerCase: 'us',
};
const goodFlight = createFlight({ Number: 'BA117', Airport: jfk, AirportText: 'John F Kennedy' });

describe('flight requirement (docs/behaviour/flights.md#flight-required)', () => {
  it('outward required from an airport pickup unless declined', () => {
    expect(isOutwardFlightRequired(createBooking({ PickUp: heathrow }))).toBe(true);
    expect(isOutwardFlightRequired(createBooking({ PickUp: street }))).toBe(false);
    expect(
      isOutwardFlightRequired(createBooking({ PickUp: heathrow, Flight: createFlight({ IsFlightDetail: true }) })),
    ).toBe(false);
  });

  it('return required to an airport drop-off on a return', () => {
    expect(isReturnFlightRequired(createBooking({ PickDown: heathrow, HasReturn: true }))).toBe(true);
    expect(isReturnFlightRequired(createBooking({ PickDown: heathrow, HasReturn: false }))).toBe(false);
    expect(
      isReturnFlightRequired(
        createBooking({ PickDown: heathrow, HasReturn: true, ReturnFlight: createFlight({ IsFlightDetail: true }) }),
      ),
    ).toBe(false);
  });

  it('tabs and details needed, outward first', () => {
    const both = createBooking({ PickUp: heathrow, PickDown: { ...heathrow, Code: 'LGW' }, HasReturn: true });
    expect(flightDialogTabs({ pickup: heathrow, dropoff: both.PickDown, returnKind: 'rtn' })).toEqual([
      'outward',
      'return',
    ]);
    expect(flightDialogTabs({ pickup: street, dropoff: street, returnKind: '' })).toEqual([]);
    expect(flightDetailsNeeded(both)).toBe('outward');
    expect(flightDetailsNeeded({ ...both, Flight: goodFlight })).toBe('return');
    expect(flightDetailsNeeded({ ...both, Flight: goodFlight, ReturnFlight: goodFlight })).toBeUndefined();
  });

  it('OK on a tab moves to the other tab while it still needs details', () => {
    const empty = createFlight();
    const tabs = ['outward', 'return'] as const;
    expect(tabAfterOk('outward', tabs, { outward: goodFlight, return: empty })).toBe('return');
    expect(tabAfterOk('return', tabs, { outward: empty, return: goodFlight })).toBe('outward');
    expect(tabAfterOk('outward', tabs, { outward: goodFlight, return: goodFlight })).toBe('close');
    const declined = createFlight({ IsFlightDetail: true });
    expect(tabAfterOk('outward', tabs, { outward: goodFlight, return: declined })).toBe('close');
    expect(tabAfterOk('outward', ['outward'], { outward: goodFlight, return: empty })).toBe('close');
  });
});

describe('flight dialog edits (docs/behaviour/flights.md#flight-dialog)', () => {
  it('ticking no-details clears number, airport and arrival; unticking re-enables', () => {
    const declined = declineFlightDetails({
      ...goodFlight,
      WaitingTime: 30,
      ArrivingFrom: { Time: new Date(2026, 0, 1), PickUpType: 'Later' },
    });
    expect(declined).toMatchObject({
      Number: '',
      Airport: null,
      AirportText: '',
      IsFlightDetail: true,
      WaitingTime: 30,
    });
    expect(declined.ArrivingFrom.Time).toBeNull();
    expect(undeclineFlightDetails(declined).IsFlightDetail).toBe(false);
  });

  it('emptying the airport text clears the chosen airport', () => {
    expect(setArrivingFromText(goodFlight, '').Airport).toBeNull();
    expect(setArrivingFromText(goodFlight, 'John').Airport).toEqual(jfk);
    expect(chooseArrivingFromAirport(createFlight(), jfk)).toMatchObject({
      Airport: jfk,
      AirportText: 'John F Kennedy',
    });
  });

  it('landing airport must equal pickup code (drop-off for return)', () => {
    expect(isLandingAirportValid('lhr', heathrow)).toBe(true);
    expect(isLandingAirportValid('LGW', heathrow)).toBe(false);
    expect(isLandingAirportValid('', createAddress())).toBe(false);
    expect(isLandingAirportValid('LHR', null)).toBe(false);
    expect(landingAirportFor('outward', { pickup: heathrow, dropoff: street })).toBe(heathrow);
    expect(landingAirportFor('return', { pickup: heathrow, dropoff: street })).toBe(street);
  });

  it('finder results: first best match, rest options; manual entry', () => {
    expect(splitFlightResults(['a', 'b', 'c'])).toEqual({ bestMatch: 'a', options: ['b', 'c'] });
    expect(splitFlightResults([])).toEqual({ bestMatch: undefined, options: [] });
    const manual = manualFlight(' ba117 ', 'LHR');
    expect(manual).toMatchObject({ Number: 'BA117', AirportText: 'BA117', AirportCode: 'LHR' });
    expect(manual.Airport?.FullAddress).toBe('BA117');
    expect(manualFlight('x').AirportCode).toBe('');
  });
});

describe('flight timeline (docs/behaviour/flights.md#flight-timeline)', () => {
  const landing = new Date(2026, 10, 22, 14, 2, 0);

  it('earliest pickup landing + 30, wait ends 60 after pickup, return rounded up to 5 minutes', () => {
    expect(earliestPickupAfterLanding(landing)).toEqual(new Date(2026, 10, 22, 14, 32));
    expect(returnPickupTime(landing)).toEqual(new Date(2026, 10, 22, 14, 35));
    expect(freeWaitEnd(new Date(2026, 10, 22, 14, 35))).toEqual(new Date(2026, 10, 22, 15, 35));
    const timeline = flightTimeline(landing);
    expect(timeline.pickup).toEqual(new Date(2026, 10, 22, 14, 35));
    expect(timeline.waitEnd).toEqual(new Date(2026, 10, 22, 15, 35));
    expect(timeline.items.map((item) => item.Kind)).toEqual(['landing', 'pickup', 'waitEnd']);
    expect(timeline.percent).toBeCloseTo((33 / 93) * 100);
  });

  it.each([
    [0, new Date(2026, 10, 22, 14, 35)],
    [90, new Date(2026, 10, 22, 16, 5)],
    [180, new Date(2026, 10, 22, 17, 35)],
  ])('a chosen waiting time of %i minutes ends the wait that long after the pickup', (minutes, end) => {
    expect(freeWaitEnd(new Date(2026, 10, 22, 14, 35), minutes)).toEqual(end);
    const timeline = flightTimeline(landing, null, minutes);
    expect(timeline.waitEnd).toEqual(end);
    expect(timeline.items.at(-1)).toEqual({ Kind: 'waitEnd', Time: end });
  });

  it('progress is clamped to 20-60 percent', () => {
    expect(flightTimeline(landing, landing).percent).toBe(20);
    expect(flightTimeline(landing, new Date(2026, 10, 22, 18, 0)).percent).toBe(60);
    expect(clampTimelinePercent(Number.NaN)).toBe(20);
    expect(flightTimeline(landing, new Date(2026, 10, 22, 12, 0)).percent).toBe(20);
  });

  it.each([
    [new Date(2026, 0, 1, 10, 0, 0), new Date(2026, 0, 1, 10, 0, 0)],
    [new Date(2026, 0, 1, 10, 0, 1), new Date(2026, 0, 1, 10, 5, 0)],
    [new Date(2026, 0, 1, 10, 4, 59), new Date(2026, 0, 1, 10, 5, 0)],
    [new Date(2026, 0, 1, 23, 58, 0), new Date(2026, 0, 2, 0, 0, 0)],
  ])('rounds %s up to %s', (input, expected) => {
    expect(roundUpToMinutes(input)).toEqual(expected);
  });

  it('rounding: on the grid, not earlier, less than 5 minutes later', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (ms) => {
        const input = new Date(ms);
        const rounded = roundUpToMinutes(input);
        expect(rounded.getTime()).toBeGreaterThanOrEqual(ms);
        expect(rounded.getTime() - ms).toBeLessThan(5 * 60_000);
        expect(rounded.getMinutes() % 5).toBe(0);
        expect(rounded.getSeconds()).toBe(0);
      }),
    );
  });

  it('timeline: percent always 20-60 and wait end 60 minutes after pickup', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000_000_000 }), fc.integer({ min: -600, max: 600 }), (ms, offset) => {
        const land = new Date(ms);
        const pickup = new Date(ms + offset * 60_000);
        const timeline = flightTimeline(land, pickup);
        expect(timeline.percent).toBeGreaterThanOrEqual(20);
        expect(timeline.percent).toBeLessThanOrEqual(60);
        expect(timeline.waitEnd.getTime() - timeline.pickup.getTime()).toBe(60 * 60_000);
        expect(timeline.earliestPickup.getTime() - ms).toBe(30 * 60_000);
      }),
    );
  });
});

describe('flight finder heading (docs/behaviour/flights.md#flight-finder)', () => {
  it("'Landing at {pickup address}'", () => {
    expect(landingAtLabel(createAddress({ Fulladdress: 'Heathrow Airport, TW6 1AP' }))).toBe(
      'Landing at Heathrow Airport, TW6 1AP',
    );
    expect(landingAtLabel(createAddress({ Name: 'Heathrow' }))).toBe('Landing at Heathrow');
    expect(landingAtLabel(null)).toBe('Landing at');
  });
});

// Drift between copies of one rule: the domain offered a return flight tab for any return to an airport, the web app only for a
// return ('rtn'); a wait-and-return keeps the vehicle waiting and comes back without a flight, so the tab is not
// offered for it.
describe('flight tabs for a wait-and-return (docs/behaviour/flights.md#flight-required)', () => {
  it('offers no return flight tab for a wait-and-return', () => {
    const heathrow = createAddress({ Category: 'Airport', Code: 'LHR' });
    expect(flightDialogTabs({ pickup: null, dropoff: heathrow, returnKind: 'w&r' })).toEqual([]);
    expect(flightDialogTabs({ pickup: null, dropoff: heathrow, returnKind: 'rtn' })).toEqual(['return']);
  });
});
