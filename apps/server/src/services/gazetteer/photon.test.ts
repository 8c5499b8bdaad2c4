import { describe, expect, it } from 'vitest';
import answer from './fixtures/photon-kings-cross.json' with { type: 'json' };
import type { Gazetteer } from './gazetteer';
import { createPhotonGazetteer } from './photon';

const embedded = {
  searchAddress: async () => [{ Name: 'Embedded answer' }],
} as unknown as Gazetteer;

const near = { lat: 51.536743, lng: -0.015247 };

describe('Photon geocoder adapter', () => {
  it('asks the geocoder near the base and maps its UK features to addresses', async () => {
    const asked: string[] = [];
    const gazetteer = createPhotonGazetteer(embedded, {
      url: 'https://photon.example/',
      fetch: (async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify(answer), { status: 200 });
      }) as typeof fetch,
    });
    const places = await gazetteer.searchAddress('kings cross', near);
    expect(asked).toEqual(['https://photon.example/api?q=kings+cross&limit=10&lang=en&lat=51.536743&lon=-0.015247']);
    expect(places.map((p) => p.Name)).toEqual(["London King's Cross", "King's Cross Road", "King's Cross"]);
    expect(places[0]).toMatchObject({
      Category: 'Station',
      Line1: 'Euston Road',
      Line2: 'London',
      Postcode: 'N1C 4AX',
      PlaceId: 'osm:W4253086',
      IconPath: '/assets/images/places/station.svg',
      Valid: true,
      Order: 0,
    });
    expect(places[0]?.Latitude).toBeCloseTo(51.531, 3);
    expect(places[1]).toMatchObject({ Category: 'Street', Order: 1 });
    // A neighbourhood has no postcode: shown, but not bookable (docs/behaviour/common.md#postcode).
    expect(places[2]).toMatchObject({ Category: 'Locality', Valid: false });
  });

  it('falls back to the embedded search when the geocoder fails', async () => {
    const failing = createPhotonGazetteer(embedded, {
      url: 'https://photon.example',
      fetch: (async () => new Response('busy', { status: 503 })) as unknown as typeof fetch,
    });
    expect((await failing.searchAddress('kings', near)).map((p) => p.Name)).toEqual(['Embedded answer']);
    const down = createPhotonGazetteer(embedded, {
      url: 'https://photon.example',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    expect((await down.searchAddress('kings', near)).map((p) => p.Name)).toEqual(['Embedded answer']);
    expect(await down.searchAddress('  ', near)).toEqual([]);
  });
});
