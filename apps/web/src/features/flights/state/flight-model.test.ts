import { createFlight, flightDialogTabs, isAirport, keepFlight, readFlight } from '@cabkit/domain/model';
import { describe, expect, it } from 'vitest';
import { createBookingState, emptyStoredFlight } from '../../../state/booking';
import { tower } from '../../../test/fixtures';
import { flightErrorKey, flightStepCheck } from './flight-checks';
import { flightRequestFields, flightVariantFor, staleFlightTabs } from './flight-model';
import { heathrow } from '../test-fixtures';

const landing = new Date('2030-06-01T14:25:00.000Z');
const ba = keepFlight(
  createFlight({
    Number: 'BA1684',
    Airport: {
      Code: 'GBB',
      Name: 'Gabala International Airport',
      City: 'Gabala',
      FullAddress: '',
      IconPath: '',
      CountryLowerCase: '',
    },
    AirportText: 'Gabala International Airport',
    AirportCode: 'LHR',
    LandingTime: landing,
  }),
);

function booking(overrides: Partial<ReturnType<typeof createBookingState>>) {
  return { ...createBookingState(), ...overrides };
}

describe('airport detection and flight tabs', () => {
  it('takes an address whose category contains "air" as an airport', () => {
    expect(isAirport(heathrow)).toBe(true);
    expect(isAirport({ ...heathrow, Category: 'air' })).toBe(true);
    expect(isAirport(tower)).toBe(false);
    expect(isAirport(null)).toBe(false);
  });

  it('asks for the outward flight at an airport pickup and the return flight only on a return to an airport', () => {
    expect(flightDialogTabs(booking({ pickup: heathrow, dropoff: tower }))).toEqual(['outward']);
    expect(flightDialogTabs(booking({ pickup: tower, dropoff: heathrow }))).toEqual([]);
    expect(flightDialogTabs(booking({ pickup: tower, dropoff: heathrow, returnKind: 'rtn' }))).toEqual(['return']);
    expect(flightDialogTabs(booking({ pickup: tower, dropoff: heathrow, returnKind: 'w&r' }))).toEqual([]);
    expect(flightDialogTabs(booking({ pickup: heathrow, dropoff: { ...heathrow, Id: 9 }, returnKind: 'rtn' }))).toEqual(
      ['outward', 'return'],
    );
  });

  it("selects the '360' dialog for the '360' deployment only", () => {
    expect(flightVariantFor('360')).toBe('360');
    expect(flightVariantFor('standard')).toBe('autocomplete');
    expect(flightVariantFor(undefined)).toBe('autocomplete');
  });
});

describe('stored flights', () => {
  it('keep every field through storage, times as ISO text', () => {
    const flight = readFlight(ba);
    expect(flight.LandingTime).toEqual(landing);
    expect(keepFlight(flight)).toEqual(ba);
    expect(JSON.parse(JSON.stringify(ba))).toEqual(ba);
  });

  it('fall back to the defaults for missing or malformed stored values', () => {
    const flight = readFlight({ Number: 7 as unknown as string, LandingTime: 'not a date', Airport: null });
    // The waiting time after landing starts at its default of 60 minutes (docs/behaviour/flights.md#flight-timeline).
    expect(flight).toEqual(createFlight({ WaitingTime: 60 }));
    expect(readFlight(undefined)).toEqual(createFlight({ WaitingTime: 60 }));
    expect(readFlight({ WaitingTime: Number.NaN }).WaitingTime).toBe(60);
  });
});

describe('flight fields of the booking request', () => {
  it('sends the outward flight of an airport pickup: number, where from (with its code), landing time', () => {
    expect(flightRequestFields(booking({ pickup: heathrow, dropoff: tower, flight: ba }))).toEqual({
      flightno: 'BA1684',
      flightfrom: 'Gabala International Airport (GBB)',
      flightlandingtime: landing.toISOString(),
      returnflightno: '',
      returnflightfrom: '',
    });
  });

  it('sends nothing when the pickup is not an airport or the user declined the details', () => {
    const none = { flightno: '', flightfrom: '', flightlandingtime: '', returnflightno: '', returnflightfrom: '' };
    expect(flightRequestFields(booking({ pickup: tower, dropoff: heathrow, flight: ba }))).toEqual(none);
    const declined = { ...emptyStoredFlight(), IsFlightDetail: true };
    expect(flightRequestFields(booking({ pickup: heathrow, dropoff: tower, flight: declined }))).toEqual(none);
  });

  it('sends the return flight on a return to an airport drop-off', () => {
    const fields = flightRequestFields(
      booking({ pickup: tower, dropoff: heathrow, returnKind: 'rtn', returnFlight: { ...ba, Number: 'EI154' } }),
    );
    expect(fields).toMatchObject({
      flightno: '',
      returnflightno: 'EI154',
      returnflightfrom: 'Gabala International Airport (GBB)',
    });
  });
});

describe('the flight rules of a wizard step', () => {
  const dialog = { inline: false, variant: 'autocomplete' as const };
  const inline = { inline: true, variant: 'autocomplete' as const };

  it('asks for the flight dialog before the contact step is left, unless the details are given or declined', () => {
    const state = booking({ pickup: heathrow, dropoff: tower });
    expect(flightStepCheck(['contact'], state, dialog)).toEqual({ errors: {}, dialogTab: 'outward' });
    expect(flightStepCheck(['journey'], state, dialog).dialogTab).toBeUndefined();
    expect(flightStepCheck(['contact'], { ...state, flight: ba }, dialog).dialogTab).toBeUndefined();
    const declined = { ...emptyStoredFlight(), IsFlightDetail: true };
    expect(flightStepCheck(['contact'], { ...state, flight: declined }, dialog).dialogTab).toBeUndefined();
    const back = booking({ pickup: heathrow, dropoff: { ...heathrow, Id: 9 }, returnKind: 'rtn', flight: ba });
    expect(flightStepCheck(['contact', 'payment'], back, dialog).dialogTab).toBe('return');
  });

  it('checks inline flights with the journey, with the spec messages word for word', () => {
    const state = booking({ pickup: heathrow, dropoff: tower });
    const check = flightStepCheck(['journey', 'vehicle'], state, inline);
    expect(check.dialogTab).toBeUndefined();
    expect(check.errors).toEqual({
      [flightErrorKey('outward', 'Number')]: 'Flight number is required',
      [flightErrorKey('outward', 'Airport')]: 'Arriving from is required',
      [flightErrorKey('outward', 'IsFlightDetail')]:
        'Please tick this box to confirm if flight details are not available',
    });
    const typed = { ...emptyStoredFlight(), Number: 'BA1', AirportText: 'Gaba' };
    expect(flightStepCheck(['journey'], { ...state, flight: typed }, inline).errors).toMatchObject({
      [flightErrorKey('outward', 'Airport')]: 'Arriving from airport is required',
    });
    expect(flightStepCheck(['journey'], { ...state, flight: ba }, inline).errors).toEqual({});
    expect(flightStepCheck(['contact'], state, { inline: true, variant: '360' }).errors).toEqual({});
  });
});

describe('flights recorded for another airport', () => {
  it('are stale once the pickup (outward) or drop-off (return) is another place', () => {
    const gatwick = { ...heathrow, Id: 733, Name: 'London Gatwick Airport', Code: 'LGW' };
    expect(staleFlightTabs(booking({ pickup: heathrow, flight: ba }))).toEqual([]);
    expect(staleFlightTabs(booking({ pickup: gatwick, flight: ba }))).toEqual(['outward']);
    expect(staleFlightTabs(booking({ pickup: tower, flight: ba }))).toEqual(['outward']);
    expect(staleFlightTabs(booking({ pickup: null, flight: ba }))).toEqual(['outward']);
    expect(staleFlightTabs(booking({ pickup: gatwick, flight: emptyStoredFlight() }))).toEqual([]);
    expect(staleFlightTabs(booking({ dropoff: gatwick, returnFlight: ba }))).toEqual(['return']);
    expect(staleFlightTabs(booking({ dropoff: heathrow, returnFlight: ba }))).toEqual([]);
  });
});
