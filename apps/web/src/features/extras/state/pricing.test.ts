import { describe, expect, it } from 'vitest';
import { fittingVehicleId, optionLimits } from './options';
import { roundMoney } from '@cabkit/domain/money';
import { fareBeforePromo, payableFare, type PriceTier, tieredTotal } from './pricing';

const tiers: PriceTier[] = [
  { index: 0, name: 'Economy', description: '', factor: 0.9 },
  { index: 1, name: 'Standard', description: '', factor: 1 },
  { index: 2, name: 'Premium', description: '', factor: 1.25 },
];
const quote = {
  Fare: 23.5,
  ReturnFare: 0,
  AdditionalPrices: [
    { VehTypeId: 1, Fare: 23.5, ReturnFare: 0 },
    { VehTypeId: 2, Fare: 27.03, ReturnFare: 25.11 },
  ],
};
const types = [
  { Id: 1, Passengers: 4, MaxLuggage: 3, HandBags: 2 },
  { Id: 2, Passengers: 4, MaxLuggage: 5, HandBags: 3 },
  { Id: 3, Passengers: 8, MaxLuggage: 8, HandBags: 8 },
];
const config = { minPassengers: 1, minLuggages: 0, showPets: false, showChildSeats: false };

describe('fares by tier and promo code', () => {
  it('rounds each leg at the tier as the server does, then adds them', () => {
    expect(tieredTotal({ fare: 27.03, returnFare: 25.11 }, 1.25)).toBe(roundMoney(33.79 + 31.39));
    expect(tieredTotal({ fare: 23.5, returnFare: 0 }, 0.9)).toBe(21.15);
  });

  it("prices the chosen vehicle from AdditionalPrices at the chosen tier, and takes the promo's value off", () => {
    expect(fareBeforePromo({ quote, vehicleId: 2, priceTier: 1 }, tiers)).toBe(52.14);
    expect(fareBeforePromo({ quote, vehicleId: 1, priceTier: 2 }, tiers)).toBe(29.38);
    expect(payableFare({ quote, vehicleId: 1, priceTier: 1, promoId: 3, promoValue: 10 }, tiers)).toBe(13.5);
    // A promo worth more than the fare leaves nothing to pay, never a negative fare.
    expect(payableFare({ quote, vehicleId: 1, priceTier: 0, promoId: 3, promoValue: 50 }, tiers)).toBe(0);
    // Without a promo id the value is ignored; without a quotation there is no fare.
    expect(payableFare({ quote, vehicleId: 1, priceTier: 1, promoId: 0, promoValue: 10 }, tiers)).toBe(23.5);
    expect(payableFare({ quote: null, vehicleId: 1, priceTier: 1, promoId: 3, promoValue: 10 }, tiers)).toBeUndefined();
  });

  it('falls back to the quoted fare when the vehicle is missing from AdditionalPrices, and factor 1 for an unknown tier', () => {
    expect(fareBeforePromo({ quote, vehicleId: 9, priceTier: 7 }, tiers)).toBe(23.5);
  });
});

describe('option limits', () => {
  it('runs passengers from the minimum to the largest vehicle, luggage and hand bags likewise', () => {
    expect(optionLimits(types, config)).toEqual([
      { key: 'passengers', label: 'Passengers', min: 1, max: 8 },
      { key: 'luggages', label: 'Luggage', min: 0, max: 8 },
      { key: 'handBags', label: 'Hand bags', min: 0, max: 8 },
    ]);
  });

  it('offers pets and child seats 0 to 2 only when the configuration shows them', () => {
    const keys = optionLimits(types, { ...config, showPets: true, showChildSeats: true }).slice(3);
    expect(keys).toEqual([
      { key: 'smallPets', label: 'Small pets', min: 0, max: 2 },
      { key: 'otherPets', label: 'Other pets', min: 0, max: 2 },
      { key: 'smallChilds', label: 'Child seats', min: 0, max: 2 },
      { key: 'largeChilds', label: 'Booster seats', min: 0, max: 2 },
    ]);
    expect(optionLimits(types, { ...config, showPets: true }).map((l) => l.key)).not.toContain('smallChilds');
  });

  it('never lets the passenger minimum fall below 1, and keeps a max at least the min with no vehicles', () => {
    expect(optionLimits([], { ...config, minPassengers: 0 })[0]).toMatchObject({ min: 1, max: 1 });
    expect(optionLimits([], { ...config, minLuggages: 2 })[1]).toMatchObject({ min: 2, max: 2 });
  });

  it('keeps the chosen vehicle while it fits, else takes the first that does, else none', () => {
    const party = { passengers: 4, luggages: 3, handBags: 2 };
    expect(fittingVehicleId(types, party, 1)).toBe(1);
    expect(fittingVehicleId(types, { ...party, luggages: 4 }, 1)).toBe(2);
    expect(fittingVehicleId(types, { ...party, passengers: 6 }, 1)).toBe(3);
    expect(fittingVehicleId(types, { ...party, passengers: 9 }, 1)).toBeUndefined();
  });
});
