import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { InProcessBus } from '../src/hub/bus';
import {
  delayFor,
  findAirline,
  flightInfo,
  parseFlightNumber,
  routeOf,
  searchFlights,
  stableHash,
} from '../src/services/flights/schedule';
import { getTestDb } from './db';

const now = new Date('2026-11-22T09:00:00Z');

describe('flight schedule', () => {
  it('has a stable hash (the schedule must not change between releases)', () => {
    expect(stableHash('')).toBe(0x811c9dc5);
    expect(stableHash('a')).toBe(0xe40c292c);
    expect(stableHash('foobar')).toBe(0xbf9cf968);
  });

  it('reads flight numbers', () => {
    expect(parseFlightNumber('BA117')).toEqual({ code: 'BA', number: 117 });
    expect(parseFlightNumber(' u2 8765 ')).toEqual({ code: 'U2', number: 8765 });
    expect(parseFlightNumber('EZY-12')).toEqual({ code: 'EZY', number: 12 });
    expect(parseFlightNumber('BA')).toBeNull();
    expect(parseFlightNumber('BA0')).toBeNull();
    expect(parseFlightNumber('B!12')).toBeNull();
  });

  it('finds passenger airlines by code or name', () => {
    expect(findAirline('LH')?.name).toBe('Lufthansa');
    expect(findAirline('british airways')?.iata).toBe('BA');
    expect(findAirline('BAW')?.iata).toBe('BA');
    expect(findAirline('Nope Air Zzz')).toBeNull();
  });

  it('gives every flight number one route into a UK airport, the same every time', () => {
    const ba = findAirline('BA')!;
    const route = routeOf(ba, 117);
    expect(routeOf(ba, 117)).toBe(route);
    expect(route.destination.country).toMatch(/United Kingdom|Jersey|Guernsey|Isle of Man/);
    expect(route.origin.iata).not.toBe(route.destination.iata);
    expect(route.duration).toBeGreaterThan(30);
  });

  it('searches deterministically: the same query gives the same flights, best match first', () => {
    const search = { destination: 'LHR', airline: 'BA', origin: '', departureTime: new Date('2026-12-01T10:00:00Z') };
    const first = searchFlights(search);
    const second = searchFlights(search);
    expect(first).toEqual(second);
    if (!first.ok) throw new Error(first.message);
    expect(first.flights.length).toBe(10);
    for (const f of first.flights) {
      expect(f.destination.iata).toBe('LHR');
      expect(f.airline.iata).toBe('BA');
    }
    const gaps = first.flights.map((f) => Math.abs(f.departure.getTime() - search.departureTime.getTime()));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
  });

  it('puts flights from the asked origin first', () => {
    const ba = findAirline('BA')!;
    let number = 1;
    while (routeOf(ba, number).destination.iata !== 'LHR') number++;
    const origin = routeOf(ba, number).origin.iata;
    const result = searchFlights({ destination: 'LHR', airline: 'BA', origin, departureTime: now });
    if (!result.ok) throw new Error(result.message);
    expect(result.flights[0]?.origin.iata).toBe(origin);
  });

  it('varies the daily delay by date, flight and airport, within bounds', () => {
    const delays = Array.from({ length: 200 }, (_, i) =>
      delayFor(`2026-12-${String((i % 28) + 1).padStart(2, '0')}`, `BA${i}`, 'LHR'),
    );
    for (const d of delays) expect(d).toBeGreaterThanOrEqual(-5);
    for (const d of delays) expect(d).toBeLessThanOrEqual(180);
    expect(new Set(delays).size).toBeGreaterThan(10);
    expect(delayFor('2026-12-01', 'BA1', 'LHR')).toBe(delayFor('2026-12-01', 'BA1', 'LHR'));
  });

  it('answers flight info nearest the landing time, or the next landing from now', () => {
    const next = flightInfo('BA117', null, now);
    if (!next.ok) throw new Error(next.message);
    expect(next.flight.estimatedLanding.getTime()).toBeGreaterThanOrEqual(now.getTime() - 3_600_000);
    const asked = new Date('2026-12-24T18:00:00Z');
    const near = flightInfo('BA117', asked, now);
    if (!near.ok) throw new Error(near.message);
    expect(Math.abs(near.flight.landing.getTime() - asked.getTime())).toBeLessThanOrEqual(12 * 3_600_000);
    expect(flightInfo('J09', null, now)).toEqual({ ok: false, message: 'We could not find an airline with the code J0.' });
    expect(flightInfo('hello', null, now)).toEqual({ ok: false, message: 'Flight number is invalid' });
  });
});

describe('flight endpoints', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const { handle, tenant } = await getTestDb();
    app = await buildApp({
      db: handle.db,
      tenant,
      strict: true,
      services: { live: { bus: new InProcessBus(), simulator: false }, clock: () => now },
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('GET /api/searchflight lists flight search items, the same for the same query', async () => {
    const url = '/api/searchflight?destination=LGW&airline=easyJet&origin=&departuretime=2026-12-01T08:00:00Z';
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.Code).toBe(1);
    expect(body.Flights.length).toBeGreaterThan(0);
    expect(body.Flights[0]).toMatchObject({
      DateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      Airline: 'easyJet',
      Airport: expect.any(String),
      PickUpCode: expect.stringMatching(/^U2\d+$/),
      DestinationCode: 'LGW',
    });
    expect((await app.inject({ url })).json()).toEqual(body);
  });

  it('GET /api/searchflight names what is missing or unknown', async () => {
    const noAirline = await app.inject({ url: '/api/searchflight?destination=LHR&departuretime=2026-12-01T08:00:00Z' });
    expect(noAirline.statusCode).toBe(400);
    expect(noAirline.json()).toMatchObject({ Code: 2, Message: expect.stringContaining('airline') });
    const noTime = await app.inject({ url: '/api/searchflight?destination=LHR&airline=BA&departuretime=' });
    expect(noTime.json()).toEqual({ Code: 2, Message: 'departuretime: Datetime is required!' });
    const unknown = await app.inject({ url: '/api/searchflight?airline=Zzzq Air&departuretime=2026-12-01T08:00:00Z' });
    expect(unknown.json()).toEqual({ Code: 2, Message: 'No airline matches "Zzzq Air".', Flights: [] });
  });

  it('GET /api/flightinfo gives the route, landing times and status', async () => {
    const response = await app.inject({ url: '/api/flightinfo?flightNo=BA117&landingTime=2026-12-24T18:00:00Z' });
    const body = response.json();
    expect(body).toMatchObject({
      Code: 1,
      Flight: {
        Number: 'BA117',
        Airline: 'British Airways',
        Airport: { Code: expect.stringMatching(/^[A-Z]{3}$/) },
        Destination: { Code: expect.stringMatching(/^[A-Z]{3}$/) },
        Status: 'Scheduled',
      },
    });
    const missing = await app.inject({ url: '/api/flightinfo' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ Code: 2, Message: expect.stringContaining('flightNo') });
    const invalid = await app.inject({ url: '/api/flightinfo?flightNo=%21%21' });
    expect(invalid.json()).toEqual({ Code: 2, Message: 'Flight number is invalid', Flight: null });
  });
});
