import { describe, expect, it } from 'vitest';
import { canalSideHome } from '../../test/places';
import { createAddress } from '../model/entities';
import {
  checkAddressChoice,
  distanceKm,
  KM_PER_MILE,
  isAddressComplete,
  isSamePlace,
  isWithinSearchRegion,
  journeyPlacesRefusal,
  repeatedPlaceRefusal,
  UK_CENTRE,
} from './address';

const home = canalSideHome;
const work = createAddress({
  Fulladdress: '10 Downing St',
  Postcode: 'SW1A 2AA',
  Latitude: 51.5,
  Longitude: -0.13,
  Valid: true,
});

describe('address choice (docs/behaviour/journey.md#addresses)', () => {
  it('empty postcode is rejected with the try-another-address message', () => {
    expect(
      checkAddressChoice({ ...home, Postcode: '' }, 'Pickup', { PickUp: null, PickDown: null, ViaAddress: [] }),
    ).toEqual({ accepted: false, message: 'Try a more specific address.' });
  });

  it('same pickup and drop-off rejected with the generic error', () => {
    const rejected = { accepted: false, message: 'Something went wrong, please try again.' };
    expect(checkAddressChoice(home, 'Dropoff', { PickUp: home, PickDown: null, ViaAddress: [] })).toEqual(rejected);
    expect(checkAddressChoice(home, 'Pickup', { PickUp: null, PickDown: home, ViaAddress: [] })).toEqual(rejected);
    expect(checkAddressChoice(home, 'ViaAddress', { PickUp: work, PickDown: home, ViaAddress: [] })).toEqual(rejected);
    expect(checkAddressChoice(home, 'Pickup', { PickUp: null, PickDown: work, ViaAddress: [home] })).toEqual(rejected);
  });

  it('different addresses accepted', () => {
    expect(checkAddressChoice(home, 'Pickup', { PickUp: null, PickDown: work, ViaAddress: [] })).toEqual({
      accepted: true,
    });
    expect(checkAddressChoice(home, 'ViaAddress', { PickUp: work, PickDown: null, ViaAddress: [] }).accepted).toBe(
      true,
    );
  });

  it('a via stop equal to another via stop is refused too (the domain allowed it; the web app and server refuse it)', () => {
    expect(checkAddressChoice(home, 'ViaAddress', { PickUp: work, PickDown: null, ViaAddress: [home] })).toEqual({
      accepted: false,
      message: 'Something went wrong, please try again.',
    });
  });

  it('sameness by position (within 50 m) or text (any case)', () => {
    const at = (text: string, latitude: number | null, longitude: number | null) => ({ text, latitude, longitude });
    const kerb = at('1 Canal Side, E15 2PF', 51.5416, -0.0036);
    // 0.0003 degrees of latitude is about 33 m; 0.0006 about 67 m.
    expect(isSamePlace(kerb, at('Stratford Station', 51.5419, -0.0036))).toBe(true);
    expect(isSamePlace(kerb, at('Stratford Station', 51.5422, -0.0036))).toBe(false);
    expect(isSamePlace(kerb, at('1 CANAL SIDE, E15 2PF ', 51.6, -0.1))).toBe(true);
    expect(isSamePlace(at('', null, null), at('', null, null))).toBe(false);
    expect(isSamePlace(kerb, at('Elsewhere', null, null))).toBe(false);
  });

  it('a journey with one place twice is refused, in the words the server answers with', () => {
    const at = (text: string, latitude: number) => ({ text, latitude, longitude: -0.0036 });
    expect(repeatedPlaceRefusal([at('A', 51.5), at('B', 51.6)])).toBeUndefined();
    expect(repeatedPlaceRefusal([at('A', 51.5), at('B', 51.6), at('C', 51.50001)])).toBe(
      'The pickup, drop-off and via addresses must all be different places.',
    );
  });

  it('an address a few metres from the drop-off is refused as the server refuses it (the web app once took it)', () => {
    const near = createAddress({ ...work, Fulladdress: 'Next door', Latitude: (work.Latitude ?? 0) + 0.0002 });
    expect(checkAddressChoice(near, 'Pickup', { PickUp: null, PickDown: work, ViaAddress: [] }).accepted).toBe(false);
  });

  it('completeness needs a picked address with a position', () => {
    expect(isAddressComplete(home)).toBe(true);
    expect(isAddressComplete({ ...home, Valid: false })).toBe(false);
    expect(isAddressComplete({ ...home, Latitude: Number.POSITIVE_INFINITY })).toBe(false);
    expect(isAddressComplete({ ...home, Longitude: Number.NaN })).toBe(false);
    expect(isAddressComplete(null)).toBe(false);
  });
});

describe('search region (docs/behaviour/journey.md#addresses: 775 km around the UK centre)', () => {
  it('London is inside, New York outside', () => {
    expect(isWithinSearchRegion({ Latitude: 51.5, Longitude: -0.12 })).toBe(true);
    expect(isWithinSearchRegion({ Latitude: 40.7, Longitude: -74 })).toBe(false);
    expect(isWithinSearchRegion({ Latitude: 51.5, Longitude: -0.12 }, 100)).toBe(false);
    expect(distanceKm(UK_CENTRE, UK_CENTRE)).toBe(0);
    expect(
      Math.round(distanceKm({ Latitude: 51.5074, Longitude: -0.1278 }, { Latitude: 48.8566, Longitude: 2.3522 })),
    ).toBe(344);
  });
});

describe('great-circle distance (docs/behaviour/journey.md#addresses)', () => {
  it('uses the mean Earth radius 6371.0088 km (the domain and driver copies used 6371 km, the gazetteer 6371.0088)', () => {
    const oneDegreeOfLatitude = distanceKm({ Latitude: 0, Longitude: 0 }, { Latitude: 1, Longitude: 0 });
    expect(oneDegreeOfLatitude).toBeCloseTo((6371.0088 * Math.PI) / 180, 9);
    expect(KM_PER_MILE).toBe(1.609344);
  });
});

describe('journeyPlacesRefusal (docs/behaviour/quotation.md#quotation-codes)', () => {
  const place = (text: string, latitude: number | null, longitude: number | null) => ({ text, latitude, longitude });
  const stratford = place('Stratford Station', 51.5416, -0.0036);
  it.each([
    [[stratford, place('Bank', 51.5133, -0.0886)], undefined],
    [[stratford, place('Times Square', 40.758, -73.9855)], 3],
    [[stratford, place('stratford station', 51.6, -0.1)], 2],
    [[stratford, place('Next door', 51.5417, -0.0036)], 2],
    [[stratford, place('Not placed yet', null, null)], undefined],
  ])('%o is refused with Code %s', (places, code) => {
    expect(journeyPlacesRefusal(places)?.code).toBe(code);
  });

  it('an address chosen outside the service area is refused as the quotation would refuse it', () => {
    const madrid = createAddress({
      Fulladdress: 'Madrid',
      Postcode: '28013',
      Latitude: 40.42,
      Longitude: -3.7,
      Valid: true,
    });
    expect(checkAddressChoice(madrid, 'Dropoff', { PickUp: null, PickDown: null, ViaAddress: [] })).toEqual({
      accepted: false,
      message: journeyPlacesRefusal([{ text: 'Madrid', latitude: 40.42, longitude: -3.7 }])?.message,
    });
  });
});
