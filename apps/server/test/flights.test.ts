import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AviationstackProvider } from '../src/services/flights/provider';
import {
  delayFor,
  findAirline,
  flightInfo,
  parseFlightNumber,
  routeOf,
  searchFlights,
  stableHash,
} from '../src/services/flights/schedule';
import { AIRLINE_NETWORKS, WORLD_MAJOR_AIRPORTS } from '../src/services/flights/network';
import { buildBookingTestApp } from './app';

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

  it('flies each airline from its own hubs into the UK airports it serves', () => {
    for (const [code, network] of Object.entries(AIRLINE_NETWORKS)) {
      const airline = findAirline(code);
      if (!airline) continue;
      for (let number = 1; number <= 200; number++) {
        const route = routeOf(airline, number);
        expect(network.to, `${route.flightNo} lands at ${route.destination.iata}`).toContain(route.destination.iata);
        expect(network.from, `${route.flightNo} leaves ${route.origin.iata}`).toContain(route.origin.iata);
      }
    }
    const ba117 = routeOf(findAirline('BA')!, 117);
    expect(['LHR', 'LGW', 'LCY']).toContain(ba117.destination.iata);
    expect(WORLD_MAJOR_AIRPORTS).toContain(ba117.origin.iata);
    expect(routeOf(findAirline('EK')!, 7).origin.iata).toBe('DXB');
    expect(routeOf(findAirline('QR')!, 1).origin.name).toBe('Hamad International Airport');
  });

  it("gives an airline not listed its home country's main airports, never an air base", () => {
    const listed = new Set(Object.keys(AIRLINE_NETWORKS));
    const others = ['KQ', 'SV', 'RJ', 'UL'].map((c) => findAirline(c)).filter((a) => a && !listed.has(a.iata));
    expect(others.length).toBeGreaterThan(0);
    for (const airline of others) {
      for (let number = 1; number <= 50; number++) {
        const route = routeOf(airline!, number);
        expect(route.origin.country).toBe(airline!.country);
        expect(route.origin.name).not.toMatch(/air base|air force/i);
        expect(['LHR', 'LGW', 'MAN']).toContain(route.destination.iata);
      }
    }
  });

  it('lands every flight it finds at the asked (pickup) airport, and finds none where the airline does not fly', () => {
    const result = searchFlights({ destination: 'MAN', airline: 'EK', origin: '', departureTime: now });
    if (!result.ok) throw new Error(result.message);
    expect(result.flights.length).toBeGreaterThan(0);
    for (const f of result.flights) expect([f.origin.iata, f.destination.iata]).toEqual(['DXB', 'MAN']);
    const none = searchFlights({ destination: 'LCY', airline: 'EK', origin: '', departureTime: now });
    expect(none).toEqual({ ok: true, flights: [] });
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
    expect(flightInfo('J09', null, now)).toEqual({
      ok: false,
      message: 'We could not find an airline with the code J0.',
    });
    expect(flightInfo('hello', null, now)).toEqual({ ok: false, message: 'Flight number is invalid' });
  });
});

describe('flight endpoints', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildBookingTestApp({}, { services: { clock: () => now } });
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

describe('aviationstack adapter against a local fake of its API', () => {
  let server: Server;
  let apiBase: string;
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push(url.searchParams);
      res.setHeader('content-type', 'application/json');
      if (url.pathname !== '/v1/flights' || url.searchParams.get('access_key') !== 'key123') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ error: { code: 'invalid_access_key' } }));
      }
      const flight = (day: string, delay: number) => ({
        flight_date: day,
        departure: { airport: 'John F Kennedy International', iata: 'JFK', scheduled: `${day}T18:30:00+00:00` },
        arrival: {
          airport: 'Heathrow',
          iata: 'LHR',
          scheduled: `${day}T23:35:00+00:00`,
          estimated: `${day}T23:${String(35 + delay).padStart(2, '0')}:00+00:00`,
          delay,
        },
        airline: { name: 'British Airways', iata: 'BA', icao: 'BAW' },
        flight: { iata: 'BA117', number: '117' },
      });
      res.end(JSON.stringify({ data: [flight('2026-12-23', 0), flight('2026-12-24', 20)] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads a flight nearest the landing time, with its delay', async () => {
    const provider = new AviationstackProvider({ accessKey: 'key123', apiBase });
    const result = await provider.info('BA 117', new Date('2026-12-24T23:00:00Z'), now);
    if (!result.ok) throw new Error(result.message);
    expect(result.flight).toMatchObject({ flightNo: 'BA117', delayMinutes: 20 });
    expect(result.flight.origin.iata).toBe('JFK');
    expect(result.flight.destination.iata).toBe('LHR');
    expect(result.flight.landing.toISOString()).toBe('2026-12-24T23:35:00.000Z');
    expect(seen.at(-1)?.get('flight_iata')).toBe('BA117');
  });

  it('searches by airline and airports, nearest departure first', async () => {
    const provider = new AviationstackProvider({ accessKey: 'key123', apiBase });
    const result = await provider.search({
      destination: 'LHR',
      airline: 'British Airways',
      origin: 'JFK',
      departureTime: new Date('2026-12-24T18:00:00Z'),
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.flights.map((f) => f.departure.toISOString())).toEqual([
      '2026-12-24T18:30:00.000Z',
      '2026-12-23T18:30:00.000Z',
    ]);
    const params = seen.at(-1)!;
    expect([params.get('airline_iata'), params.get('arr_iata'), params.get('dep_iata')]).toEqual(['BA', 'LHR', 'JFK']);
  });

  it('says flight information is unavailable when the API refuses', async () => {
    const provider = new AviationstackProvider({ accessKey: 'wrong', apiBase });
    expect(await provider.info('BA117', null, now)).toEqual({
      ok: false,
      message: 'Flight information is not available right now, please enter the flight details yourself.',
    });
  });
});
