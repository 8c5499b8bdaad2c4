import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHttp, startFakeHttp } from '../../../test/helpers/fake-http';
import { gazetteerFromEnv } from '../core-services';
import answer from './fixtures/google-places-kings-cross.json' with { type: 'json' };
import type { Gazetteer } from './gazetteer';
import { createGooglePlacesGazetteer, GOOGLE_PLACES_FIELDS, googleCategory } from './google-places';

// The Google Places adapter against a fake Places API on a loopback port answering a recorded Text Search.

const embedded = {
  searchAddress: async () => [{ Name: 'Embedded answer' }],
  airportNear: async () => null,
} as unknown as Gazetteer;
const near = { lat: 51.536743, lng: -0.015247 };

let fake: FakeHttp;
let url = '';

beforeAll(async () => {
  fake = await startFakeHttp();
  url = fake.url;
});

afterAll(() => fake.close());

afterEach(() => vi.unstubAllGlobals());

beforeEach(() => {
  fake.asked = [];
  fake.reply = { status: 200, body: answer };
});

/** The requests Google was asked, with their JSON bodies. */
const asked = () =>
  fake.asked.map((r) => ({ url: `${r.method} ${r.url}`, headers: r.headers, body: JSON.parse(r.body || 'null') }));

describe('Google Places adapter', () => {
  it('asks Text Search near the base with the key and field mask, and maps UK places to addresses', async () => {
    const gazetteer = createGooglePlacesGazetteer(embedded, { key: 'tenant-key', url });
    const places = await gazetteer.searchAddress(' kings cross ', near);
    expect(asked()).toHaveLength(1);
    expect(asked()[0]?.url).toBe('POST /v1/places:searchText');
    expect(asked()[0]?.headers).toMatchObject({
      'x-goog-api-key': 'tenant-key',
      'x-goog-fieldmask': GOOGLE_PLACES_FIELDS,
    });
    expect(asked()[0]?.body).toEqual({
      textQuery: 'kings cross',
      regionCode: 'GB',
      languageCode: 'en-GB',
      pageSize: 10,
      locationBias: { circle: { center: { latitude: 51.536743, longitude: -0.015247 }, radius: 50_000 } },
    });
    // Gare du Nord (France) and the place without a location are left out.
    expect(places.map((p) => p.Name)).toEqual(["London King's Cross", "King's Cross Road", "King's Cross"]);
    expect(places[0]).toMatchObject({
      Category: 'Station',
      Line1: 'Euston Road',
      Line2: 'London',
      Postcode: 'N1 9AL',
      Fulladdress: "London King's Cross, Euston Road, London, N1 9AL",
      PlaceId: 'google:ChIJ0RTNwT0bdkgRi5P9Yy7gyP0',
      IconPath: '/assets/images/places/station.svg',
      Valid: true,
      Order: 0,
    });
    expect(places[0]?.Latitude).toBeCloseTo(51.5319, 4);
    expect(places[0]?.Id).toBeGreaterThan(0);
    // A street named like itself has no separate first line.
    expect(places[1]).toMatchObject({ Category: 'Street', Line1: '', Postcode: 'WC1X 9QE', Order: 1 });
    // A neighbourhood has no postcode: shown, but not bookable (docs/behaviour/common.md#postcode).
    expect(places[2]).toMatchObject({ Category: 'Locality', Valid: false, Order: 2 });
  });

  it('falls back to the embedded search when Google refuses or fails, and asks nothing for blank text', async () => {
    fake.reply = {
      status: 403,
      body: { error: { code: 403, message: 'API key not valid', status: 'PERMISSION_DENIED' } },
    };
    const gazetteer = createGooglePlacesGazetteer(embedded, { key: 'bad', url });
    expect((await gazetteer.searchAddress('kings', near)).map((p) => p.Name)).toEqual(['Embedded answer']);
    const down = createGooglePlacesGazetteer(embedded, { key: 'k', url: 'http://127.0.0.1:9', timeoutMs: 500 });
    expect((await down.searchAddress('kings', near)).map((p) => p.Name)).toEqual(['Embedded answer']);
    fake.asked = [];
    expect(await gazetteer.searchAddress('   ', near)).toEqual([]);
    expect(asked()).toHaveLength(0);
  });

  it('is chosen when the tenant has a key, before a Photon geocoder; without either the embedded search answers', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      fetched.push(String(input));
      return new Response(JSON.stringify(answer), { status: 200 });
    });
    expect(gazetteerFromEnv(embedded, {})).toBe(embedded);
    const google = gazetteerFromEnv(embedded, { GOOGLE_PLACES_KEY: 'k', GEOCODER_URL: 'https://photon.example' });
    expect((await google.searchAddress('kings cross', near))[0]?.PlaceId).toBe('google:ChIJ0RTNwT0bdkgRi5P9Yy7gyP0');
    const photon = gazetteerFromEnv(embedded, { GEOCODER_URL: 'https://photon.example' });
    await photon.searchAddress('kings cross', near);
    expect(fetched.map((u) => new URL(u).origin)).toEqual(['https://places.googleapis.com', 'https://photon.example']);
  });

  it('names categories from Google place types', () => {
    expect(googleCategory(['airport', 'point_of_interest'])).toBe('Airport');
    expect(googleCategory(['subway_station'])).toBe('Station');
    expect(googleCategory(['hospital', 'health'])).toBe('Hospital');
    expect(googleCategory(['lodging'])).toBe('Hotel');
    expect(googleCategory(['street_address'])).toBe('Street');
    expect(googleCategory(['postal_code'])).toBe('Locality');
    expect(googleCategory(['museum'])).toBe('Place');
  });
});
