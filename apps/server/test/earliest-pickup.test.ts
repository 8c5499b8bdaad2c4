import { checkInput, endpoints } from '@cabkit/contract';
import {
  createAddress,
  createBooking,
  createQuotation,
  earliestPickupTime,
  earliestPickupWarningFor,
  isPickupTimeValid,
  offeredQuickMinutes,
  quickPickupTime,
  validateJourney,
} from '@cabkit/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/db/schema-live';
import { type CoreServices, createCoreServices } from '../src/services/core-services';
import { seedDrivers } from '../src/services/drivers/drivers';
import { createQuoteSigner } from '../src/services/quotes/quote-token';
import { getTestDb, resetTestDb } from './db';

// The earliest pickup is one rule (domain earliestPickupTime + isPickupTimeValid, which the web app's journey
// check and time picker run): the server's quote refuses exactly the pickup times the web app blocks, near an
// airport (far from the drivers: a long travel time) and near the drivers alike.

const places = {
  heathrow: { pick: 'Heathrow Airport Terminal 5', picklat: 51.4723, picklng: -0.4889, pickpostcode: 'TW6 2GA' },
  stratford: { pick: 'Stratford Station, London', picklat: 51.5416, picklng: -0.0036, pickpostcode: 'E15 1AZ' },
};
const dropoff = { doff: 'Paddington Station, London', dofflat: 51.5154, dofflng: -0.1755, droppostcode: 'W2 1HQ' };

let services: CoreServices;
let minLead: number;

function quotationInput(
  place: keyof typeof places,
  bookingdate: string,
  returnLeg: { rtntype?: string; returndate?: string } = {},
) {
  const checked = checkInput(endpoints.quotation.body, { ...places[place], ...dropoff, bookingdate, ...returnLeg });
  if (!checked.ok) throw new Error(checked.message);
  return checked.value;
}

/** The travel time an ASAP quote from the place gives at `now` (what the web app holds as Quotation.TravelTime). */
async function travelTimeFrom(place: keyof typeof places, now: Date): Promise<number> {
  const asap = await services.quotes.quote(quotationInput(place, 'ASAP'), null, 'guest', now);
  expect(asap.Code).toBe(1);
  return asap.TravelTime;
}

beforeAll(async () => {
  await resetTestDb(['driver_footprints', 'driver_assignments']);
  const { handle, tenant } = await getTestDb();
  await seedDrivers(handle.db, tenant.id, tenant.configuration.BaseLocation);
  await handle.db.update(drivers).set({ available: true });
  services = createCoreServices(handle.db, tenant, createQuoteSigner(Buffer.alloc(32, 5), tenant.id));
  minLead = tenant.configuration.MinLeadTime;
});

describe('the earliest pickup, client and server', () => {
  it('from an airport the travel time is longer than the quick buttons, so In 15 and In 30 min are not offered', async () => {
    const now = new Date(Date.UTC(2026, 10, 28, 11, 0, 20));
    const travel = await travelTimeFrom('heathrow', now);
    expect(travel).toBeGreaterThan(32);
    const earliest = earliestPickupTime(now, travel, minLead);
    const offered = offeredQuickMinutes(now, earliest);
    expect(offered).not.toContain(15);
    for (const minutes of offered) {
      const quote = await services.quotes.quote(
        quotationInput('heathrow', quickPickupTime(now, minutes).toISOString()),
        null,
        'guest',
        now,
      );
      expect(quote).toMatchObject({ Code: 1 });
    }
  });

  it('a refused first quote from an airport tells the web app the travel time, so it blocks In 30 min too', async () => {
    const now = new Date(Date.UTC(2026, 10, 28, 11, 0, 20));
    // Before any quote the web app knows no travel time: the lead time alone offers In 30 min.
    expect(offeredQuickMinutes(now, earliestPickupTime(now, 0, minLead))).toContain(30);
    const in30 = quickPickupTime(now, 30);
    const refused = await services.quotes.quote(quotationInput('heathrow', in30.toISOString()), null, 'guest', now);
    expect(refused.Code).toBe(2);
    expect(refused.Message).toMatch(/^The earliest time we can pickup from this address is /);
    // What the web app holds after the refusal now blocks the time the server refused, in the same words.
    const earliest = earliestPickupTime(now, refused.TravelTime, minLead);
    expect(isPickupTimeValid({ PickUpType: 'Later', Time: in30 }, earliest)).toBe(false);
    expect(offeredQuickMinutes(now, earliest)).not.toContain(30);
    expect(earliestPickupWarningFor(earliest)).toBe(refused.Message);
  });

  it("states the earliest pickup on the tenant's own clock (tenant.json timeZone), as its pages show it", async () => {
    const now = new Date(Date.UTC(2026, 10, 28, 11, 0, 20));
    const { handle, tenant } = await getTestDb();
    const tokyo = { ...tenant, file: { ...tenant.file, timeZone: 'Asia/Tokyo' } };
    const inTokyo = createCoreServices(handle.db, tokyo, createQuoteSigner(Buffer.alloc(32, 5), tenant.id));
    const in30 = quickPickupTime(now, 30);
    const refused = await inTokyo.quotes.quote(quotationInput('heathrow', in30.toISOString()), null, 'guest', now);
    expect(refused.Code).toBe(2);
    const earliest = earliestPickupTime(now, refused.TravelTime, minLead);
    // 11:xx UTC is 20:xx in Tokyo (no summer time there).
    expect(refused.Message).toMatch(/^The earliest time we can pickup from this address is 28\/11\/2026 20:\d\d$/);
    expect(refused.Message).toBe(earliestPickupWarningFor(earliest, 'Asia/Tokyo'));
  });

  it('the server refuses exactly the pickup times the web app blocks (property)', async () => {
    const now = new Date(Date.UTC(2026, 10, 28, 11, 0, 20));
    const travel = {
      heathrow: await travelTimeFrom('heathrow', now),
      stratford: await travelTimeFrom('stratford', now),
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<keyof typeof places>('heathrow', 'stratford'),
        fc.integer({ min: -10 * 60, max: 150 * 60 }),
        async (place, offsetSeconds) => {
          const pickup = new Date(now.getTime() + offsetSeconds * 1000);
          const blocked = !isPickupTimeValid(
            { PickUpType: 'Later', Time: pickup },
            earliestPickupTime(now, travel[place], minLead),
          );
          const quote = await services.quotes.quote(quotationInput(place, pickup.toISOString()), null, 'guest', now);
          const refused = quote.Code !== 1 && quote.Message.startsWith('The earliest time we can pickup');
          expect(refused).toBe(blocked);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the server refuses exactly the journeys the wizard blocks: ASAP or later, single or return (property)', async () => {
    const now = new Date(Date.UTC(2026, 10, 28, 11, 0, 20));
    const asap = {
      heathrow: await services.quotes.quote(quotationInput('heathrow', 'ASAP'), null, 'guest', now),
      stratford: await services.quotes.quote(quotationInput('stratford', 'ASAP'), null, 'guest', now),
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<keyof typeof places>('heathrow', 'stratford'),
        fc.option(fc.integer({ min: -10 * 60, max: 150 * 60 }), { nil: null }),
        fc.constantFrom<'' | 'rtn'>('', 'rtn'),
        fc.option(fc.integer({ min: -30 * 60, max: 180 * 60 }), { nil: null }),
        async (place, pickupOffset, rtntype, returnOffset) => {
          const pickup = pickupOffset === null ? null : new Date(now.getTime() + pickupOffset * 1000);
          const outbound = pickup ?? now;
          const returnDate = returnOffset === null ? null : new Date(outbound.getTime() + returnOffset * 1000);
          // What the wizard's journey check (validateJourneySection) hands the domain: the journey as chosen, with
          // the travel and journey times of the quotation it holds.
          const wizard = validateJourney(
            createBooking({
              PickUp: createAddress({
                Fulladdress: places[place].pick,
                Valid: true,
                Latitude: places[place].picklat,
                Longitude: places[place].picklng,
              }),
              PickDown: createAddress({
                Fulladdress: dropoff.doff,
                Valid: true,
                Latitude: dropoff.dofflat,
                Longitude: dropoff.dofflng,
              }),
              Time: {
                Time: pickup,
                PickUpType: pickup ? 'Later' : 'Now',
                EarliestTime: null,
                IsValid: false,
                IsShow: false,
                IsValidReturn: true,
              },
              HasReturn: rtntype === 'rtn',
              ReturnDate: rtntype === 'rtn' ? returnDate : null,
              Quotation: createQuotation({ TravelTime: asap[place].TravelTime, JourneyTime: asap[place].JourneyTime }),
            }),
            { now, minLeadTimeMinutes: minLead },
          );
          const blocked = wizard.errors.some((error) => error.field === 'Time' || error.field === 'ReturnDate');
          const quote = await services.quotes.quote(
            quotationInput(place, pickup ? pickup.toISOString() : 'ASAP', {
              rtntype: rtntype || 'none',
              returndate: rtntype === 'rtn' && returnDate ? returnDate.toISOString() : '',
            }),
            null,
            'guest',
            now,
          );
          expect({
            place,
            pickupOffset,
            rtntype,
            returnOffset,
            refused: quote.Code !== 1,
            message: quote.Message,
          }).toEqual({
            place,
            pickupOffset,
            rtntype,
            returnOffset,
            refused: blocked,
            message: blocked ? expect.stringMatching(/^(The earliest|Please choose a return date)/) : '',
          });
        },
      ),
      { numRuns: 80 },
    );
  });
});
