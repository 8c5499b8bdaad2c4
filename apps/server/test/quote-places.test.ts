import { checkInput, endpoints } from '@cabkit/contract';
import { checkAddressChoice, createAddress } from '@cabkit/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CoreServices, createCoreServices } from '../src/services/core-services';
import { createQuoteSigner } from '../src/services/quotes/quote-token';
import { getTestDb } from './db';

// What the quotation checks of a journey's places before pricing is one rule (the domain's journeyPlacesRefusal:
// every place inside the service area, no place twice): the web app refuses an address as it is chosen
// (checkAddressChoice, by the same two checks) and the server's quotation refuses the journey, so a drop-off the
// web app takes is one the server prices, wherever on the map it is.

const pickup = { text: 'Stratford Station, London', lat: 51.5416, lng: -0.0036, postcode: 'E15 1AZ' };

let services: CoreServices;

beforeAll(async () => {
  const { handle, tenant } = await getTestDb();
  services = createCoreServices(handle.db, tenant, createQuoteSigner(Buffer.alloc(32, 10), tenant.id));
});

type Place = typeof pickup;

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
  return quote.Code !== 1;
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

describe("the journey's places, client and server", () => {
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
