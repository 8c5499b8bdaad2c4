import type { ReturnKind } from '@cabkit/domain';
import { describe, expect, it } from 'vitest';
import { STANDARD_TARIFF_RATES } from '../src/db/seed';
import { haversineKm, isInServiceArea, UK_CENTRE } from '../src/services/gazetteer/geo';
import { legFare, priceJourney } from '../src/services/pricing/pricing';
import { createEstimateRouting } from '../src/services/routing/routing';

// The seeded standard tariff: the fares below are what every new tenant charges.
const rates = STANDARD_TARIFF_RATES;
const leg = (miles: number, minutes: number, viaStops = 0, airportEnds = 0) => ({
  miles,
  minutes,
  viaStops,
  airportEnds,
});

describe('legFare', () => {
  it.each([
    // base 3.50 + 10 mi x 1.90 + 30 min x 0.30 = 31.50
    [leg(10, 30), 1, 31.5],
    // the minimum applies to short trips
    [leg(0.5, 3), 1, 8],
    // the vehicle factor scales the metered fare
    [leg(10, 30), 1.5, 47.25],
    // via stops and airport ends are added after the factor
    [leg(10, 30, 2, 1), 1.5, 47.25 + 6 + 7.5],
    // the minimum is scaled by the factor too
    [leg(0.5, 3), 1.8, 14.4],
  ])('prices %o with factor %d at %d', (input, factor, expected) => {
    expect(legFare(rates, input, factor)).toBe(expected);
  });
});

describe('priceJourney', () => {
  it('prices a single journey', () => {
    expect(priceJourney(rates, leg(10, 30), null, { vehicleFactor: 1, waitingMinutes: 0, returnType: '' })).toEqual({
      fare: 31.5,
      returnFare: 0,
      totalFare: 31.5,
    });
  });

  it('takes the return discount off the return leg', () => {
    const price = priceJourney(rates, leg(10, 30), leg(10, 30), {
      vehicleFactor: 1,
      waitingMinutes: 0,
      returnType: 'rtn',
    });
    expect(price).toEqual({ fare: 31.5, returnFare: 29.93, totalFare: 61.43 });
  });

  // Ten miles out and back with an hour's wait, as a wait-and-return or with no return asked for.
  const withWait = (returnType: ReturnKind) =>
    priceJourney(rates, leg(10, 30), leg(10, 30), { vehicleFactor: 1, waitingMinutes: 60, returnType });

  it('charges the waiting time of a wait-and-return', () => {
    const price = withWait('w&r');
    expect(price.returnFare).toBe(50.93);
    expect(price.totalFare).toBe(82.43);
  });

  it('ignores a return leg when no return was asked for', () => {
    expect(withWait('').returnFare).toBe(0);
  });
});

describe('the estimate router', () => {
  const router = createEstimateRouting();
  const kingsCross = { lat: 51.5308, lng: -0.1238 };
  const gatwick = { lat: 51.1481, lng: -0.19028 };
  const manchester = { lat: 53.4774, lng: -2.2309 };

  it('gives a road-like path of 20+ points that starts and ends at the places', async () => {
    const route = await router.route([kingsCross, gatwick]);
    expect(route.path.length).toBeGreaterThanOrEqual(20);
    expect(route.path[0]).toEqual({ Latitude: 51.5308, Longitude: -0.1238 });
    expect(route.path.at(-1)).toEqual({ Latitude: 51.1481, Longitude: -0.19028 });
    // not a straight line: some point leaves the great circle
    const straight = haversineKm(kingsCross, gatwick);
    const pathKm = route.path
      .slice(1)
      .reduce(
        (sum, p, i) =>
          sum +
          haversineKm(
            { lat: route.path[i]!.Latitude, lng: route.path[i]!.Longitude },
            { lat: p.Latitude, lng: p.Longitude },
          ),
        0,
      );
    expect(pathKm).toBeGreaterThan(straight * 1.001);
  });

  it('is longer by road than as the crow flies, and slower in town', async () => {
    const london = await router.route([kingsCross, gatwick]);
    const straightMiles = haversineKm(kingsCross, gatwick) / 1.609344;
    expect(london.distanceMiles).toBeGreaterThan(straightMiles * 1.15);
    const north = await router.route([kingsCross, manchester]);
    const townSpeed = london.distanceMiles / (london.durationMinutes / 60);
    const motorwaySpeed = north.distanceMiles / (north.durationMinutes / 60);
    expect(motorwaySpeed).toBeGreaterThan(townSpeed);
  });

  it('passes through via points and gives the same answer every time', async () => {
    const euston = { lat: 51.5282, lng: -0.1337 };
    const a = await router.route([kingsCross, euston, gatwick]);
    const b = await router.route([kingsCross, euston, gatwick]);
    expect(a).toEqual(b);
    expect(a.path).toContainEqual({ Latitude: 51.5282, Longitude: -0.1337 });
  });
});

describe('the service area', () => {
  it('reaches the Shetlands and the Channel Islands but not Paris or New York', () => {
    expect(isInServiceArea({ lat: 60.15, lng: -1.15 }, 775)).toBe(true); // Lerwick
    expect(isInServiceArea({ lat: 49.21, lng: -2.13 }, 775)).toBe(true); // Jersey
    expect(isInServiceArea({ lat: 40.71, lng: -74 }, 775)).toBe(false);
    expect(haversineKm(UK_CENTRE, { lat: 48.8566, lng: 2.3522 })).toBeGreaterThan(650);
  });
});
