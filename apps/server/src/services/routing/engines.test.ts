import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeHttp, startFakeHttp } from '../../../test/helpers/fake-http';
import noRoute from './fixtures/osrm-no-route.json' with { type: 'json' };
import osrmAnswer from './fixtures/osrm-kings-cross-tower.json' with { type: 'json' };
import valhallaAnswer from './fixtures/valhalla-kings-cross-bank-tower.json' with { type: 'json' };
import {
  createCachedRouting,
  createOsrmRouting,
  createValhallaRouting,
  decodePolyline,
  routingFromEnv,
  thinPath,
  withFallback,
} from './engines';
import { createEstimateRouting, type Routing } from './routing';

// The engine adapters against a fake routing engine on a loopback port that answers with recorded answers.

const kingsCross = { lat: 51.5308, lng: -0.1238 };
const bank = { lat: 51.5134, lng: -0.0889 };
const tower = { lat: 51.5081, lng: -0.0759 };

let fake: FakeHttp;
let base = '';

beforeAll(async () => {
  fake = await startFakeHttp();
  base = fake.url;
});

afterAll(() => fake.close());

beforeEach(() => {
  fake.asked = [];
  fake.reply = { status: 200, body: {} };
});

describe('OSRM adapter', () => {
  it('asks for the full road geometry and reads metres, seconds and the path', async () => {
    fake.reply = { status: 200, body: osrmAnswer };
    const route = await createOsrmRouting({ url: base }).route([kingsCross, tower]);
    expect(fake.asked.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'GET',
        url: '/route/v1/driving/-0.1238,51.5308;-0.0759,51.5081?overview=full&geometries=geojson&steps=false',
        body: '',
      },
    ]);
    // 5412.6 m and 1064.8 s.
    expect(route.distanceMiles).toBe(3.36);
    expect(route.durationMinutes).toBe(18);
    expect(route.path).toHaveLength(osrmAnswer.routes[0]!.geometry.coordinates.length);
    expect(route.path[0]).toEqual({ Latitude: 51.5308, Longitude: -0.1238 });
    expect(route.path.at(-1)).toEqual({ Latitude: 51.5081, Longitude: -0.0759 });
    // The line follows the roads: it passes Farringdon Road, well off the straight line to the Tower.
    expect(route.path).toContainEqual({ Latitude: 51.5204, Longitude: -0.10735 });
  });

  it('rejects when the engine finds no route or fails, so the fallback can answer', async () => {
    fake.reply = { status: 400, body: noRoute };
    await expect(createOsrmRouting({ url: base }).route([kingsCross, tower])).rejects.toThrow(/NoRoute/);
    fake.reply = { status: 503, body: { message: 'busy' } };
    await expect(createOsrmRouting({ url: base }).route([kingsCross, tower])).rejects.toThrow(/503/);
    fake.reply = {
      status: 200,
      body: { code: 'Ok', routes: [{ distance: 10, duration: 5, geometry: { coordinates: [] } }] },
    };
    await expect(createOsrmRouting({ url: base }).route([kingsCross, tower])).rejects.toThrow(/path/);
  });
});

describe('Valhalla adapter', () => {
  it('posts the locations for a car and joins the legs of its answer into one path', async () => {
    fake.reply = { status: 200, body: valhallaAnswer };
    const route = await createValhallaRouting({ url: base }).route([kingsCross, bank, tower]);
    expect(fake.asked).toHaveLength(1);
    expect(fake.asked[0]).toMatchObject({ method: 'POST', url: '/route' });
    expect(JSON.parse(fake.asked[0]!.body)).toEqual({
      locations: [
        { lat: 51.5308, lon: -0.1238, type: 'break' },
        { lat: 51.5134, lon: -0.0889, type: 'break' },
        { lat: 51.5081, lon: -0.0759, type: 'break' },
      ],
      costing: 'auto',
      units: 'kilometers',
      directions_type: 'none',
    });
    // 5.413 km and 1102.6 s.
    expect(route.distanceMiles).toBe(3.36);
    expect(route.durationMinutes).toBe(18);
    const legs = valhallaAnswer.trip.legs.map((leg) => decodePolyline(leg.shape));
    // Bank ends the first leg and starts the second: it is in the joined path once.
    expect(route.path).toHaveLength(legs[0]!.length + legs[1]!.length - 1);
    expect(route.path.filter((p) => p.Latitude === 51.5134 && p.Longitude === -0.0889)).toHaveLength(1);
    expect(route.path[0]).toEqual({ Latitude: 51.5308, Longitude: -0.1238 });
    expect(route.path.at(-1)).toEqual({ Latitude: 51.5081, Longitude: -0.0759 });
  });

  it('rejects an answer without a trip and a failed request', async () => {
    fake.reply = { status: 200, body: { error_code: 442, error: 'No path could be found for input' } };
    await expect(createValhallaRouting({ url: base }).route([kingsCross, tower])).rejects.toThrow(/no route/);
    fake.reply = { status: 400, body: { error_code: 171, error: 'No suitable edges near location' } };
    await expect(createValhallaRouting({ url: base }).route([kingsCross, tower])).rejects.toThrow(/400/);
  });
});

describe('polylines and paths', () => {
  it('decodes precision-6 and precision-5 polylines', () => {
    // Google's documented example, precision 5.
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@', 5)).toEqual([
      { Latitude: 38.5, Longitude: -120.2 },
      { Latitude: 40.7, Longitude: -120.95 },
      { Latitude: 43.252, Longitude: -126.453 },
    ]);
    expect(() => decodePolyline('_p~iF~ps|U_', 5)).toThrow(/ends inside/);
  });

  it('thins a long path to at most the limit, keeping both ends', () => {
    const path = Array.from({ length: 1001 }, (_, i) => ({ Latitude: 51 + i / 1000, Longitude: 0 }));
    const thin = thinPath(path, 400);
    expect(thin).toHaveLength(400);
    expect(thin[0]).toEqual(path[0]);
    expect(thin.at(-1)).toEqual(path.at(-1));
    expect(thinPath(path.slice(0, 10), 400)).toHaveLength(10);
  });
});

describe('fallback, timeout and cache', () => {
  it('answers with the straight-line estimate when the engine does not answer in time', async () => {
    fake.reply = 'hang';
    const estimate = await createEstimateRouting().route([kingsCross, tower]);
    const started = Date.now();
    const route = await withFallback(createOsrmRouting({ url: base, timeoutMs: 150 })).route([kingsCross, tower]);
    expect(route).toEqual(estimate);
    expect(Date.now() - started).toBeLessThan(5000);
    fake.release();
  });

  it('asks the engine once for the same journey, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const inner: Routing = {
      async route() {
        calls += 1;
        if (fail) throw new Error('down');
        return { distanceMiles: 3, durationMinutes: 10, path: [] };
      },
    };
    let now = 0;
    const cached = createCachedRouting(inner, { now: () => now, ttlMs: 1000, maxEntries: 2 });
    await expect(cached.route([kingsCross, tower])).rejects.toThrow('down');
    fail = false;
    await cached.route([kingsCross, tower]);
    await cached.route([{ ...kingsCross }, { ...tower }]);
    expect(calls).toBe(2);
    // A different journey, then a third: the least recently used one is dropped.
    await cached.route([kingsCross, bank]);
    await cached.route([bank, tower]);
    await cached.route([kingsCross, tower]);
    expect(calls).toBe(5);
    // Old answers are asked again.
    now = 5000;
    await cached.route([kingsCross, tower]);
    expect(calls).toBe(6);
  });

  it('picks the engine from the environment', async () => {
    expect(() => routingFromEnv({ ROUTING_URL: base, ROUTING_ENGINE: 'graphhopper' })).toThrow(/osrm or valhalla/);
    fake.reply = { status: 200, body: valhallaAnswer };
    const valhalla = routingFromEnv({ ROUTING_URL: base, ROUTING_ENGINE: 'Valhalla' });
    expect((await valhalla.route([kingsCross, bank, tower])).distanceMiles).toBe(3.36);
    expect(fake.asked.map((a) => a.url)).toEqual(['/route']);
    fake.reply = { status: 200, body: osrmAnswer };
    const osrm = routingFromEnv({ ROUTING_URL: base });
    await osrm.route([kingsCross, tower]);
    await osrm.route([kingsCross, tower]);
    expect(fake.asked.map((a) => a.url.split('?')[0])).toEqual([
      '/route',
      '/route/v1/driving/-0.1238,51.5308;-0.0759,51.5081',
    ]);
    // Without ROUTING_URL no request goes out.
    await routingFromEnv({}).route([kingsCross, tower]);
    expect(fake.asked).toHaveLength(2);
  });
});
