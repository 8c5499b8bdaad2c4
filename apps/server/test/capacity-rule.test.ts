import { NO_VEHICLE_FOUND_MESSAGE, type VehicleType, vehicleFits } from '@cabkit/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { type RuleBookingContext, ruleBookingAnswer, ruleBookingContext, ruleQuote } from './helpers/rule-booking';

// What a vehicle carries is one rule (the domain's vehicleFits): the wizard offers a vehicle type for the chosen
// passengers, luggage and hand bags by it, reading the vehicle types the API answers, and the server's booking
// refuses by it, reading its own rows; so the server refuses exactly the vehicles the wizard would not offer.

const t = useTestApp();
let rules: RuleBookingContext;
let quotationId: string;
let offered: VehicleType[];

beforeAll(async () => {
  rules = await ruleBookingContext(9);
  quotationId = (await ruleQuote(rules)).QuotationId;
  const types = await t.app().inject({ url: '/api/vehicletypes' });
  offered = (types.json() as { vehTypes: VehicleType[] }).vehTypes;
  expect(offered.length).toBeGreaterThan(1);
});

/** The booking's refusal for the vehicle and counts (a wrong fare stops a fitting one before anything is written). */
async function serverMessage(vehicle: VehicleType, counts: { passengers: number; luggages: number; handBags: number }) {
  const answer = await ruleBookingAnswer(rules, {
    quotationid: quotationId,
    vehtypeid: vehicle.Id,
    totalfare: 0.01,
    passengers: counts.passengers,
    luggages: counts.luggages,
    handbags: counts.handBags,
  });
  expect(answer.Code).not.toBe(1);
  return answer.Message;
}

describe('the vehicle capacity, client and server', () => {
  it('the server refuses for capacity exactly the vehicles the wizard would not offer (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.record({
          passengers: fc.integer({ min: 1, max: 10 }),
          luggages: fc.integer({ min: 0, max: 10 }),
          handBags: fc.integer({ min: 0, max: 10 }),
        }),
        async (pick, counts) => {
          const vehicle = offered[pick % offered.length] as VehicleType;
          const refused = (await serverMessage(vehicle, counts)) === NO_VEHICLE_FOUND_MESSAGE;
          expect({ vehicle: vehicle.Name, counts, refused }).toEqual({
            vehicle: vehicle.Name,
            counts,
            refused: !vehicleFits(vehicle, counts),
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});
