import { checkInput, endpoints } from '@cabkit/contract';
import { checkAddressChoice, createAddress } from '@cabkit/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CoreServices, createCoreServices } from '../src/services/core-services';
import { createQuoteSigner } from '../src/services/quotes/quote-token';
import { getTestDb } from './db';

// What the quotation checks of a journey's places before pricing is one rule (the domain's journeyPlacesRefusal:
// every place inside the service area, and no place twice, by isSamePlace: within 50 m, or the same text): the web
// app refuses an address as it is chosen (checkAddressChoice, by the same checks), the server's quotation refuses
// the journey, and they refuse the same journeys, near and far.

const pickup = { text: 'Stratford Station, London', lat: 51.5416, lng: -0.0036, postcode: 'E15 1AZ' };
const OUTSIDE_AREA =
  'The selected address cannot be used as it falls outside our service area. Please select an alternative address';
/** About 0.000009 degrees of latitude per metre. */
const DEGREES_PER_METRE = 1 / 111_195;

let services: CoreServices;

beforeAll(async () => {
  const { handle, tenant } = await getTestDb();
  services = createCoreServices(handle.db, tenant, createQuoteSigner(Buffer.alloc(32, 6), tenant.id));
});

/** A drop-off `metres` north of the pickup, named `text`. */
function dropoffAt(metres: number, text: string) {
  return { text, lat: pickup.lat + metres * DEGREES_PER_METRE, lng: pickup.lng, postcode: 'E15 2PF' };
}

/** A drop-off as the tests choose it: its text, position and postcode. */
type Place = typeof pickup;

/** True when the server's quotation refuses the journey for its places (the message says which check). */
async function serverRefuses(dropoff: Place): Promise<boolean> {
  const checked = checkInput(endpoints.quotation.body, {
    pick: pickup.text,
    picklat: pickup.lat,
    picklng: pickup.lng,
    pickpostcode: pickup.postcode,
    doff: dropoff.text,
    dofflat: dropoff.lat,
    dofflng: dropoff.lng,
    droppostcode: dropoff.postcode,
    bookingdate: 'ASAP',
  });
  if (!checked.ok) throw new Error(checked.message);
  const quote = await services.quotes.quote(checked.value, null, 'guest');
  if (quote.Code === 1) return false;
  expect(['The pickup, drop-off and via addresses must all be different places.', OUTSIDE_AREA]).toContain(
    quote.Message,
  );
  return true;
}

function webRefuses(dropoff: Place): boolean {
  const address = (place: Place) =>
    createAddress({
      Fulladdress: place.text,
      Postcode: place.postcode,
      Latitude: place.lat,
      Longitude: place.lng,
      Valid: true,
    });
  return !checkAddressChoice(address(dropoff), 'Dropoff', { PickUp: address(pickup), PickDown: null, ViaAddress: [] })
    .accepted;
}

describe('the same place, client and server', () => {
  it('refuses a drop-off named as the pickup though 120 m away, as the web app does', async () => {
    const dropoff = dropoffAt(120, 'STRATFORD STATION, London');
    expect(webRefuses(dropoff)).toBe(true);
    expect(await serverRefuses(dropoff)).toBe(true);
  });

  it('the server refuses exactly the drop-offs the web app refuses (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom(pickup.text, pickup.text.toUpperCase(), 'Stratford Centre, London', ''),
        async (metres, text) => {
          const dropoff = dropoffAt(metres, text || `${metres} m north of the station`);
          expect({ metres, text, refused: await serverRefuses(dropoff) }).toEqual({
            metres,
            text,
            refused: webRefuses(dropoff),
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses a drop-off in New York as the server does, outside the service area', async () => {
    const newYork = { text: 'Times Square, New York', lat: 40.758, lng: -73.9855, postcode: '10036' };
    expect(await serverRefuses(newYork)).toBe(true);
    expect(webRefuses(newYork)).toBe(true);
  });

  it('the server refuses exactly the drop-offs the web app refuses, near and far (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            lat: fc.double({ min: 40, max: 66, noNaN: true }),
            lng: fc.double({ min: -25, max: 20, noNaN: true }),
          }),
          fc.record({
            lat: fc.double({ min: 51.5406, max: 51.5426, noNaN: true }),
            lng: fc.double({ min: -0.0046, max: -0.0026, noNaN: true }),
          }),
        ),
        fc.constantFrom(pickup.text, 'Somewhere else'),
        async ({ lat, lng }, text) => {
          const dropoff = { text, lat, lng, postcode: 'X1 1XX' };
          expect({ dropoff, refused: await serverRefuses(dropoff) }).toEqual({ dropoff, refused: webRefuses(dropoff) });
        },
      ),
      { numRuns: 40 },
    );
  });
});
