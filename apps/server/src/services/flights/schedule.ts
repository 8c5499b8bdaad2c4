import { distanceMetres } from '../drivers/geo';
import {
  type Airline,
  loadAirlines,
  loadUkAirports,
  loadWorldAirports,
  type WorldAirport,
} from '../gazetteer/data/index';
import { airportSize } from '../gazetteer/airport-size';
import { AIRLINE_NETWORKS, DEFAULT_UK_AIRLINE_FROM, defaultNetworkTo, WORLD_MAJOR_AIRPORTS } from './network';

/**
 * The embedded flight schedule: deterministic, no outside service. Every flight number of a real
 * (passenger) airline maps, through a stable hash, to one route of the airline's network (network.ts: from its
 * hubs into the UK airports it serves) and a daily departure
 * time; each day's landing time varies by a delay seeded by the date, the flight and the airport. The same
 * inputs always give the same answers, so the flight finder and flight info agree with each other.
 */

/** One day's operation of a flight. */
export interface FlightInstance {
  flightNo: string;
  airline: Airline;
  origin: WorldAirport;
  destination: WorldAirport;
  /** Scheduled departure (UTC). */
  departure: Date;
  /** Scheduled landing (UTC). */
  landing: Date;
  /** Expected landing after the day's delay (UTC). */
  estimatedLanding: Date;
  /** Minutes late (negative: early). */
  delayMinutes: number;
}

/** 32-bit FNV-1a: a small, stable hash (the schedule must never change between releases of Node). */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

function pickWeighted<T>(items: readonly { item: T; weight: number }[], seed: number): T {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  let target = seed % total;
  for (const { item, weight } of items) {
    if (target < weight) return item;
    target -= weight;
  }
  return items[items.length - 1]!.item;
}

/** Relative traffic of the main UK airports (others weigh 1). */
const UK_AIRPORT_WEIGHTS: Record<string, number> = {
  LHR: 40,
  LGW: 20,
  MAN: 14,
  STN: 10,
  LTN: 7,
  EDI: 7,
  BHX: 6,
  GLA: 5,
  BRS: 5,
  LCY: 3,
  NCL: 3,
  LPL: 3,
  BFS: 3,
  EMA: 2,
  ABZ: 2,
  LBA: 2,
  SOU: 2,
  CWL: 2,
  JER: 2,
};

const isCargo = (airline: Airline) => /cargo|freight|express mail|post\b/i.test(airline.name);

interface Network {
  airlines: readonly Airline[];
  airlinesByCode: Map<string, Airline>;
  destinations: { item: WorldAirport; weight: number }[];
  originsByCountry: Map<string, { item: WorldAirport; weight: number }[]>;
  allOrigins: { item: WorldAirport; weight: number }[];
  airportsByCode: Map<string, WorldAirport>;
}

type Weighted = { item: WorldAirport; weight: number }[];

const AIRLINE_ROUTES = new Map<string, { from: Weighted; to: Weighted }>();

/**
 * An airline's origins and UK destinations: its listed network (network.ts); otherwise, for a foreign airline,
 * the main international airports of its country into Heathrow, Gatwick and Manchester, and for a UK one,
 * European airports into the main UK airports.
 */
function airlineRoutes(airline: Airline): { from: Weighted; to: Weighted } {
  const cached = AIRLINE_ROUTES.get(airline.iata);
  if (cached) return cached;
  const net = loadNetwork();
  const lookup = (codes: readonly string[], weight: (code: string) => number): Weighted =>
    codes.flatMap((code) => {
      const item = net.airportsByCode.get(code);
      return item ? [{ item, weight: weight(code) }] : [];
    });
  const toWeight = (code: string) => UK_AIRPORT_WEIGHTS[code] ?? 1;
  const listed = AIRLINE_NETWORKS[airline.iata];
  const uk = airline.country === 'United Kingdom';
  const homeAirports = (): Weighted => {
    const home = (net.originsByCountry.get(airline.country) ?? []).filter((o) => airportSize(o.item) > 0);
    const major = home.filter((o) => WORLD_MAJOR_AIRPORTS.includes(o.item.iata));
    const international = home.filter((o) => /international/i.test(o.item.name));
    const chosen = major.length > 0 ? major : international.length > 0 ? international.slice(0, 3) : home.slice(0, 1);
    return chosen.length > 0 ? chosen : lookup(WORLD_MAJOR_AIRPORTS.slice(0, 10), () => 1);
  };
  let from: Weighted;
  let to: Weighted;
  if (listed) {
    from = lookup(listed.from, () => 1);
    // A hub missing from the airport data (e.g. Doha Hamad): the airline's home airports instead.
    if (from.length === 0) from = homeAirports();
    to = lookup(listed.to, toWeight);
  } else if (uk) {
    from = lookup(DEFAULT_UK_AIRLINE_FROM, () => 1);
    to = lookup(defaultNetworkTo(true), toWeight);
  } else {
    from = homeAirports();
    to = lookup(defaultNetworkTo(false), toWeight);
  }
  const routes = { from, to };
  AIRLINE_ROUTES.set(airline.iata, routes);
  return routes;
}

let network: Network | null = null;

function loadNetwork(): Network {
  if (network) return network;
  const airlines = loadAirlines().filter((a) => /^[A-Z0-9]{2}$/.test(a.iata) && !isCargo(a));
  const airlinesByCode = new Map<string, Airline>();
  for (const airline of airlines) {
    if (!airlinesByCode.has(airline.iata)) airlinesByCode.set(airline.iata, airline);
    if (airline.icao && !airlinesByCode.has(airline.icao)) airlinesByCode.set(airline.icao, airline);
  }
  const uk = loadUkAirports();
  const ukCodes = new Set(uk.map((a) => a.iata));
  const destinations = uk
    .filter((a) => a.category === 'Airport' && !/^RAF /.test(a.name))
    .map((a) => ({ item: a as WorldAirport, weight: UK_AIRPORT_WEIGHTS[a.iata] ?? 1 }));
  const allOrigins: { item: WorldAirport; weight: number }[] = [];
  const originsByCountry = new Map<string, { item: WorldAirport; weight: number }[]>();
  const airportsByCode = new Map<string, WorldAirport>();
  for (const airport of loadWorldAirports()) {
    airportsByCode.set(airport.iata, airport);
    if (ukCodes.has(airport.iata)) continue;
    const entry = { item: airport, weight: /international/i.test(airport.name) ? 6 : 1 };
    allOrigins.push(entry);
    const list = originsByCountry.get(airport.country) ?? [];
    list.push(entry);
    originsByCountry.set(airport.country, list);
  }
  for (const d of destinations) airportsByCode.set(d.item.iata, d.item);
  network = { airlines, airlinesByCode, destinations, originsByCountry, allOrigins, airportsByCode };
  return network;
}

/** A flight number split into airline code and number ("BA 117" -> BA, 117), or null when it is not one. */
export function parseFlightNumber(text: string): { code: string; number: number } | null {
  const match = /^\s*([A-Z0-9]{2}|[A-Z]{3})\s*-?\s*(\d{1,4})[A-Z]?\s*$/i.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const number = Number(match[2]);
  if (number < 1) return null;
  return { code: match[1].toUpperCase(), number };
}

/** Finds an airline by IATA or ICAO code, exact name, or name prefix/substring. */
export function findAirline(query: string): Airline | null {
  const { airlines, airlinesByCode } = loadNetwork();
  const q = query.trim();
  if (!q) return null;
  const byCode = airlinesByCode.get(q.toUpperCase());
  if (byCode) return byCode;
  const lower = q.toLowerCase();
  return (
    airlines.find((a) => a.name.toLowerCase() === lower) ??
    airlines.find((a) => a.name.toLowerCase().startsWith(lower)) ??
    airlines.find((a) => a.name.toLowerCase().includes(lower)) ??
    null
  );
}

/** Finds an airport by IATA or ICAO code, exact name, or name/city prefix. */
export function findAirport(query: string): WorldAirport | null {
  const { airportsByCode } = loadNetwork();
  const q = query.trim();
  if (!q) return null;
  const byCode = airportsByCode.get(q.toUpperCase());
  if (byCode) return byCode;
  const lower = q.toLowerCase();
  const all = [...airportsByCode.values()];
  return (
    all.find((a) => a.icao.toLowerCase() === lower || a.name.toLowerCase() === lower) ??
    all.find((a) => a.name.toLowerCase().startsWith(lower) || a.city.toLowerCase() === lower) ??
    all.find((a) => a.city.toLowerCase().startsWith(lower)) ??
    null
  );
}

interface Route {
  flightNo: string;
  airline: Airline;
  origin: WorldAirport;
  destination: WorldAirport;
  /** Minutes after midnight UTC of the scheduled departure. */
  departureMinute: number;
  /** Block time in minutes. */
  duration: number;
}

const ROUTE_CACHE = new Map<string, Route>();

/** The route a flight number flies, every day: origin, UK destination, departure time and duration. */
export function routeOf(airline: Airline, number: number): Route {
  const flightNo = `${airline.iata}${number}`;
  const cached = ROUTE_CACHE.get(flightNo);
  if (cached) return cached;
  const net = loadNetwork();
  const seed = stableHash(`route:${flightNo}`);
  const routes = airlineRoutes(airline);
  const destination = pickWeighted(routes.to.length > 0 ? routes.to : net.destinations, seed);
  const originSeed = stableHash(`origin:${flightNo}`);
  const origins = routes.from.filter((o) => o.item.iata !== destination.iata);
  const origin = pickWeighted(origins.length > 0 ? origins : net.allOrigins, originSeed >>> 3);
  const km =
    distanceMetres(
      { Latitude: origin.latitude, Longitude: origin.longitude },
      { Latitude: destination.latitude, Longitude: destination.longitude },
    ) / 1000;
  const duration = Math.round((40 + km / 13.5) / 5) * 5;
  const departureMinute = 5 * 60 + (stableHash(`time:${flightNo}`) % (18 * 12)) * 5;
  const route = { flightNo, airline, origin, destination, departureMinute, duration };
  ROUTE_CACHE.set(flightNo, route);
  return route;
}

const DAY_MS = 86_400_000;

/** The day's delay, seeded by date + flight + airport: mostly on time, sometimes late, rarely very late. */
export function delayFor(day: string, flightNo: string, airportCode: string): number {
  const seed = stableHash(`delay:${day}:${flightNo}:${airportCode}`);
  const band = seed % 100;
  const spread = (seed >>> 8) % 1000;
  if (band < 80) return -5 + (spread % 16); // -5..+10
  if (band < 95) return 15 + (spread % 46); // 15..60
  return 60 + (spread % 121); // 60..180
}

/** The operation of a route departing on the given UTC day (yyyy-mm-dd). */
function instanceOn(route: Route, day: string): FlightInstance {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const departure = new Date(midnight + route.departureMinute * 60_000);
  const landing = new Date(departure.getTime() + route.duration * 60_000);
  const delayMinutes = delayFor(day, route.flightNo, route.destination.iata);
  return {
    flightNo: route.flightNo,
    airline: route.airline,
    origin: route.origin,
    destination: route.destination,
    departure,
    landing,
    estimatedLanding: new Date(landing.getTime() + delayMinutes * 60_000),
    delayMinutes,
  };
}

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** What the flight finder asks for. */
export interface FlightSearch {
  destination: string;
  airline: string;
  origin: string;
  departureTime: Date;
}

/** The outcome of a flight search: instances best first, or why nothing could be searched. */
export type FlightSearchResult = { ok: true; flights: FlightInstance[] } | { ok: false; message: string };

/**
 * Searches the schedule: the airline's flights into the destination (a UK airport), those from the given
 * origin first, then by how close their departure is to the asked time (the day before to the day after).
 */
export function searchFlights(search: FlightSearch, limit = 10): FlightSearchResult {
  const airline = findAirline(search.airline);
  if (!airline) return { ok: false, message: `No airline matches "${search.airline}".` };
  const destination = search.destination ? findAirport(search.destination) : null;
  if (search.destination && !destination) return { ok: false, message: `No airport matches "${search.destination}".` };
  const origin = search.origin ? findAirport(search.origin) : null;
  if (search.origin && !origin) return { ok: false, message: `No airport matches "${search.origin}".` };
  const asked = search.departureTime.getTime();
  const days = [utcDay(asked - DAY_MS), utcDay(asked), utcDay(asked + DAY_MS)];
  const candidates: { flight: FlightInstance; originMatch: boolean; gap: number }[] = [];
  for (let number = 1; number <= 9999; number++) {
    const route = routeOf(airline, number);
    if (destination && route.destination.iata !== destination.iata) continue;
    const originMatch = origin ? route.origin.iata === origin.iata : true;
    for (const day of days) {
      const flight = instanceOn(route, day);
      candidates.push({ flight, originMatch, gap: Math.abs(flight.departure.getTime() - asked) });
    }
  }
  candidates.sort(
    (a, b) =>
      Number(b.originMatch) - Number(a.originMatch) ||
      a.gap - b.gap ||
      a.flight.flightNo.localeCompare(b.flight.flightNo),
  );
  return { ok: true, flights: candidates.slice(0, limit).map((c) => c.flight) };
}

/** The outcome of a flight-info look-up. */
export type FlightInfoResult = { ok: true; flight: FlightInstance } | { ok: false; message: string };

/**
 * Flight info for a number: the operation whose landing is nearest the given landing time, or (without
 * one) the next to land after `now` (a flight that landed within the last hour still counts).
 */
export function flightInfo(flightNoText: string, landingTime: Date | null, now: Date): FlightInfoResult {
  const parsed = parseFlightNumber(flightNoText);
  if (!parsed) return { ok: false, message: 'Flight number is invalid' };
  const airline = loadNetwork().airlinesByCode.get(parsed.code);
  if (!airline) return { ok: false, message: `We could not find an airline with the code ${parsed.code}.` };
  const route = routeOf(airline, parsed.number);
  const around = landingTime ? landingTime.getTime() : now.getTime();
  const instances = [-2, -1, 0, 1].map((offset) => instanceOn(route, utcDay(around + offset * DAY_MS)));
  const flight = landingTime
    ? instances.reduce((best, f) =>
        Math.abs(f.landing.getTime() - around) < Math.abs(best.landing.getTime() - around) ? f : best,
      )
    : (instances.find((f) => f.estimatedLanding.getTime() >= around - 60 * 60_000) ?? instances[instances.length - 1]!);
  return { ok: true, flight };
}

/** A flight's status at a moment: Landed, Delayed, Scheduled. */
export function flightStatus(flight: FlightInstance, now: Date): string {
  if (flight.estimatedLanding.getTime() <= now.getTime()) return 'Landed';
  if (flight.departure.getTime() <= now.getTime()) return flight.delayMinutes >= 15 ? 'Airborne, delayed' : 'Airborne';
  return flight.delayMinutes >= 15 ? 'Delayed' : 'Scheduled';
}
