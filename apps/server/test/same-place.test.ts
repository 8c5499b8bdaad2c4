import { checkInput, endpoints } from '@cabkit/contract';
import { checkAddressChoice, createAddress } from '@cabkit/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CoreServices, createCoreServices } from '../src/services/core-services';
import { createQuoteSigner } from '../src/services/quotes/quote-token';
import { getTestDb } from './db';

// "The same place" is one rule (the domain's isSamePlace: within 50 m, or the same text): the web app refuses an
// address as it is chosen (checkAddressChoice), the server's quotation refuses the journey, and they refuse the
// same journeys.

const pickup = { text: 'Stratford Station, London', lat: 51.5416, lng: -0.0036, postcode: 'E15 1AZ' };
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

async function serverRefuses(dropoff: ReturnType<typeof dropoffAt>): Promise<boolean> {
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
  expect(quote).toMatchObject({
    Code: 2,
    Message: 'The pickup, drop-off and via addresses must all be different places.',
  });
  return true;
}

function webRefuses(dropoff: ReturnType<typeof dropoffAt>): boolean {
  const address = (place: typeof pickup) =>
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
});
