import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import photonAnswer from '../src/services/gazetteer/fixtures/photon-kings-cross.json' with { type: 'json' };
import osrmAnswer from '../src/services/routing/fixtures/osrm-kings-cross-tower.json' with { type: 'json' };
import { AviationstackProvider } from '../src/services/flights/provider';
import { createGazetteer } from '../src/services/gazetteer/gazetteer';
import { createPhotonGazetteer } from '../src/services/gazetteer/photon';
import { runAsClient } from '../src/services/outside/outside-calls';
import { routingFromEnv } from '../src/services/routing/engines';
import { buildTestApp } from './app';
import { getTestDb } from './db';
import { type FakeHttp, startFakeHttp } from './helpers/fake-http';
import { kingsCrossToTowerQuote } from './helpers/fixtures';

// Paid outside services are asked once for identical calls (a cache shared by concurrent callers), and at most
// so often per client and in all; what they cost shows in /metrics.

const METRICS_TOKEN = 'metrics-test-token';
const fakes: FakeHttp[] = [];
afterAll(async () => {
  await Promise.all(fakes.map((fake) => fake.close()));
});
async function fake(body: unknown) {
  const started = await startFakeHttp({ status: 200, body });
  fakes.push(started);
  return started;
}

const flight = (day: string) => ({
  flight_date: day,
  departure: { airport: 'John F Kennedy International', iata: 'JFK', scheduled: `${day}T18:30:00+00:00` },
  arrival: { airport: 'Heathrow', iata: 'LHR', scheduled: `${day}T23:35:00+00:00`, delay: 0 },
  airline: { name: 'British Airways', iata: 'BA', icao: 'BAW' },
  flight: { iata: 'BA117', number: '117' },
});
const flightsAnswer = { data: [flight('2026-12-24')] };

/** The counter of one service and outcome in a /metrics text (0 when absent). */
function counter(text: string, service: string, outcome: string): number {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`cabkit_outside_calls_total{service="${service}",outcome="${outcome}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('calls to outside services', () => {
  let embedded: ReturnType<typeof createGazetteer>;
  beforeAll(async () => {
    embedded = createGazetteer((await getTestDb()).handle.db);
  });

  it('asks the geocoder once for 100 identical searches (at once and one after another)', async () => {
    const geocoder = await fake(photonAnswer);
    const gazetteer = createPhotonGazetteer(embedded, { url: geocoder.url });
    const near = { lat: 51.536743, lng: -0.015247 };
    const together = await Promise.all(Array.from({ length: 50 }, () => gazetteer.searchAddress('kings cross', near)));
    for (let i = 0; i < 50; i++) await gazetteer.searchAddress('Kings Cross ', near);
    expect(geocoder.asked).toHaveLength(1);
    expect(together.every((places) => places[0]?.Name === "London King's Cross")).toBe(true);
  });

  it('asks the flight-data API once for 50 identical look-ups', async () => {
    const api = await fake(flightsAnswer);
    const provider = new AviationstackProvider({ accessKey: 'key', apiBase: api.url });
    const now = new Date('2026-12-24T20:00:00Z');
    const answers = await Promise.all(Array.from({ length: 50 }, () => provider.info('BA117', null, now)));
    expect(api.asked).toHaveLength(1);
    expect(answers.every((a) => a.ok && a.flight.flightNo === 'BA117')).toBe(true);
  });

  it('asks the routing engine once for quotes whose points differ in the 6th decimal', async () => {
    const engine = await fake(osrmAnswer);
    const app = await buildTestApp({ services: { routing: routingFromEnv({ ROUTING_URL: engine.url }) } });
    try {
      for (const jitter of [0.000001, 0.000004, 0.000005, 0.000009, 0.000002, 0.000006]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/quotation',
          payload: {
            ...kingsCrossToTowerQuote,
            picklat: kingsCrossToTowerQuote.picklat + jitter,
            dofflng: kingsCrossToTowerQuote.dofflng - jitter,
          },
        });
        expect(res.json()).toMatchObject({ Code: 1, RouteDistance: 3.36 });
      }
    } finally {
      await app.close();
    }
    expect(engine.asked).toHaveLength(1);
  });

  it('limits geocoder calls per client and in all (the embedded search answers over a limit), and counts them', async () => {
    const geocoder = await fake(photonAnswer);
    const gazetteer = createPhotonGazetteer(embedded, {
      url: geocoder.url,
      limits: { perClientPerMinute: 3, perMinute: 5 },
    });
    const app = await buildTestApp({ services: { gazetteer }, metricsToken: METRICS_TOKEN });
    try {
      const metrics = async () => {
        const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/plain');
        return res.body;
      };
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
      expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
      const before = await metrics();

      const search = async (client: string, prefix: string) => {
        const res = await app.inject({
          url: `/api/searchaddress?prefix=${encodeURIComponent(prefix)}`,
          remoteAddress: client,
        });
        expect(res.statusCode).toBe(200);
        return res.json() as { Name: string }[];
      };
      // Client A: three searches go out; the fourth is over its limit and answered by the embedded search.
      for (const prefix of ['kings cross', 'euston', 'tower bridge']) {
        expect((await search('203.0.113.1', prefix))[0]?.Name).toBe("London King's Cross");
      }
      expect((await search('203.0.113.1', 'paddington'))[0]?.Name).not.toBe("London King's Cross");
      expect(geocoder.asked).toHaveLength(3);
      // A repeated search is a cache hit, not a call: it still answers from the geocoder.
      expect((await search('203.0.113.1', 'euston'))[0]?.Name).toBe("London King's Cross");
      // Client B has its own count, until all clients together reach the global limit of 5.
      await search('203.0.113.2', 'victoria');
      await search('203.0.113.2', 'waterloo');
      expect(geocoder.asked).toHaveLength(5);
      expect((await search('203.0.113.3', 'marylebone'))[0]?.Name).not.toBe("London King's Cross");
      expect(geocoder.asked).toHaveLength(5);

      const after = await metrics();
      expect(after).toContain('# TYPE cabkit_outside_calls_total counter');
      const delta = (outcome: string) => counter(after, 'photon', outcome) - counter(before, 'photon', outcome);
      expect([delta('upstream'), delta('cache_hit'), delta('rate_limited')]).toEqual([5, 1, 2]);
    } finally {
      await app.close();
    }
  });

  it('answers flight look-ups over the per-client limit with a clear message', async () => {
    const api = await fake(flightsAnswer);
    const flights = new AviationstackProvider({ accessKey: 'key', apiBase: api.url, perClientPerMinute: 1 });
    const app = await buildTestApp({ services: { flights } });
    try {
      const look = (flightNo: string, client: string) =>
        app.inject({ url: `/api/flightinfo?flightNo=${flightNo}`, remoteAddress: client }).then((r) => r.json());
      expect(await look('BA117', '203.0.113.7')).toMatchObject({ Code: 1 });
      expect(await look('BA118', '203.0.113.7')).toEqual({
        Code: 2,
        Message: 'Too many flight look-ups, please try again in a minute or enter the flight details yourself.',
        Flight: null,
      });
      expect(await look('BA118', '203.0.113.8')).toMatchObject({ Code: 1 });
      expect(api.asked).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it('limits routing-engine calls, pricing from the straight-line estimate over the limit', async () => {
    const engine = await fake(osrmAnswer);
    const routing = routingFromEnv({ ROUTING_URL: engine.url, OUTSIDE_CALLS_PER_CLIENT: '1' });
    const kingsCross = { lat: 51.5308, lng: -0.1238 };
    const tower = { lat: 51.5081, lng: -0.0759 };
    const first = await runAsClient('203.0.113.9', () => routing.route([kingsCross, tower]));
    const second = await runAsClient('203.0.113.9', () => routing.route([tower, kingsCross]));
    expect(first.distanceMiles).toBe(3.36);
    expect(second.distanceMiles).not.toBe(3.36);
    expect(engine.asked).toHaveLength(1);
  });
});
