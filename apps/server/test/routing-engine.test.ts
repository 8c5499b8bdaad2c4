import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import osrmAnswer from '../src/services/routing/fixtures/osrm-kings-cross-tower.json' with { type: 'json' };
import { routingFromEnv } from '../src/services/routing/engines';
import { createEstimateRouting, type Routing } from '../src/services/routing/routing';
import { useTestApp } from './app';
import { type FakeHttp, startFakeHttp } from './helpers/fake-http';
import { kingsCrossToTowerQuote } from './helpers/fixtures';

// With a routing engine configured (ROUTING_URL, a fake OSRM here), the quote follows the roads: its distance,
// time and route line come from the engine, and the fare is priced from them; when the engine is down the
// straight-line estimate prices it instead.

let engine: Routing | undefined;
const t = useTestApp({ services: { routing: { route: (points) => (engine as Routing).route(points) } } });

let fake: FakeHttp;

beforeAll(async () => {
  fake = await startFakeHttp({ status: 200, body: osrmAnswer });
  engine = routingFromEnv({ ROUTING_URL: fake.url, ROUTING_ENGINE: 'osrm', ROUTING_TIMEOUT_MS: '2000' });
});

afterAll(() => fake.close());

const journey = kingsCrossToTowerQuote;

async function quote(extra: Record<string, unknown> = {}) {
  const res = await t.app().inject({ method: 'POST', url: '/api/quotation', payload: { ...journey, ...extra } });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.Code, body.Message).toBe(1);
  return body as { RouteDistance: number; JourneyTime: number; RoutePath: unknown[]; TotalFare: number };
}

describe('quotation with a routing engine', () => {
  it("uses the engine's road distance, time and line, and prices from them", async () => {
    fake.reply = { status: 200, body: osrmAnswer };
    const viaRoads = await quote();
    expect(viaRoads.RouteDistance).toBe(3.36);
    expect(viaRoads.JourneyTime).toBe(18);
    expect(viaRoads.RoutePath).toEqual(
      osrmAnswer.routes[0]!.geometry.coordinates.map(([lng, lat]) => ({ Latitude: lat, Longitude: lng })),
    );

    // The same journey by a road twice as long (another engine answer, a pickup about 100 m away so the cache
    // is not asked): the fare follows the engine's distance and time.
    const longer = structuredClone(osrmAnswer);
    longer.routes[0]!.distance *= 2;
    longer.routes[0]!.duration *= 2;
    fake.reply = { status: 200, body: longer };
    const twice = await quote({ picklat: 51.5318 });
    expect(twice.RouteDistance).toBe(6.73);
    expect(twice.JourneyTime).toBe(35);
    expect(twice.TotalFare).toBeGreaterThan(viaRoads.TotalFare);
  });

  it('prices from the straight-line estimate when the engine is down', async () => {
    fake.reply = { status: 503, body: { message: 'busy' } };
    const estimate = await createEstimateRouting().route([
      { lat: 51.5328, lng: -0.1238 },
      { lat: 51.5081, lng: -0.0759 },
    ]);
    const fallback = await quote({ picklat: 51.5328 });
    expect(fallback.RouteDistance).toBe(estimate.distanceMiles);
    expect(fallback.JourneyTime).toBe(estimate.durationMinutes);
  });
});
