import { describe, expect, it } from 'vitest';
import { outwardPlaceColumns, returnPlaceColumns } from '../src/services/bookings/request-columns';

// The return leg is the outward leg turned round: every place column of the outward leg stands in the return leg
// under its mirror name, so a field swapped or left out of one of the two mappings shows here.

/** A via stop with its own postcode and a position that no other stop shares. */
function stop(address: string, postcode: string) {
  return { address, postcode, lat: 51.5 + address.length / 1000, lng: -0.2 - address.length / 1000 };
}

/** A request whose every place field has a value of its own, so no two columns can agree by chance. */
const request = {
  pick: 'Euston Station',
  pickpostcode: 'NW1 2RT',
  picklat: 51.5281,
  picklng: -0.1337,
  picknote: 'By the taxi rank',
  doff: 'Heathrow Terminal 5',
  droppostcode: 'TW6 2GA',
  dofflat: 51.4723,
  dofflng: -0.4889,
  dropnote: 'Departures',
  viaaddresses: [stop('Paddington', 'W2 1HQ'), stop('Ealing Broadway', 'W5 2NU'), stop('Hounslow', 'TW3 1ES')],
  flightno: 'BA117',
  flightfrom: 'JFK',
  flightlandingtime: '2026-12-01T07:05:00Z',
  returnflightno: 'BA286',
  returnflightfrom: 'SFO',
};

/** The name a place column has on the other leg: pickup and drop-off trade places. */
function mirror(column: string): string {
  if (column.startsWith('pickup')) return column.replace('pickup', 'dropoff');
  if (column.startsWith('dropoff')) return column.replace('dropoff', 'pickup');
  return column;
}

describe('returnPlaceColumns', () => {
  const outward = outwardPlaceColumns(request) as Record<string, unknown>;
  const back = returnPlaceColumns(request) as Record<string, unknown>;
  const placeColumns = Object.keys(outward).filter((column) => /^(pickup|dropoff)/.test(column));

  it.each(placeColumns)('stores the outward %s under its mirror name on the return leg', (column) => {
    expect(back[mirror(column)]).toBe(outward[column]);
  });

  it('names every outward column but the landing time, and no other', () => {
    const expected = Object.keys(outward).filter((column) => column !== 'flightLandingTime');
    expect(Object.keys(back).sort()).toEqual(expected.sort());
  });

  it('takes the via stops in reverse without changing the request', () => {
    const names = (stops: unknown) => (stops as { address: string }[]).map((s) => s.address);
    expect(names(back.via)).toEqual(['Hounslow', 'Ealing Broadway', 'Paddington']);
    expect(names(request.viaaddresses)).toEqual(['Paddington', 'Ealing Broadway', 'Hounslow']);
  });

  it('takes the return flight, not the outward one', () => {
    expect({ number: back.flightNumber, from: back.flightFrom }).toEqual({ number: 'BA286', from: 'SFO' });
  });
});
