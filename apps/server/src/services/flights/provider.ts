import type { Airline, WorldAirport } from '../gazetteer/data/index';
import { type OutsideCall, OutsideCallRefused, outsideCalls, outsideLimitsFromEnv } from '../outside/outside-calls';
import {
  findAirline,
  findAirport,
  type FlightInfoResult,
  type FlightInstance,
  type FlightSearch,
  type FlightSearchResult,
  flightInfo,
  parseFlightNumber,
  searchFlights,
} from './schedule';

/** Where flight search and flight info come from: the embedded schedule, or a flight-data API. */
export interface FlightProvider {
  readonly name: string;
  /** The airline's flights into the destination around the asked time, best match first. */
  search(search: FlightSearch): Promise<FlightSearchResult>;
  /** One flight's operation nearest the landing time (or the next to land after `now`). */
  info(flightNo: string, landingTime: Date | null, now: Date): Promise<FlightInfoResult>;
}

/** The embedded deterministic schedule (no outside service). */
class EmbeddedFlightSchedule implements FlightProvider {
  readonly name = 'embedded';

  async search(search: FlightSearch): Promise<FlightSearchResult> {
    return searchFlights(search);
  }

  async info(flightNo: string, landingTime: Date | null, now: Date): Promise<FlightInfoResult> {
    return flightInfo(flightNo, landingTime, now);
  }
}

/** Aviationstack settings (`AVIATIONSTACK_KEY`, and `AVIATIONSTACK_API_BASE` for tests or the HTTPS plan). */
export interface AviationstackOptions {
  accessKey: string;
  apiBase?: string | undefined;
  fetch?: typeof fetch;
  /** How long an answer is reused (5 minutes: delays change, but not every second). */
  ttlMs?: number;
  /** API calls per client per minute and in all; defaults from the environment (outside/outside-calls.ts). */
  perClientPerMinute?: number;
  perMinute?: number;
}

interface AviationstackEnd {
  airport?: string | null;
  iata?: string | null;
  icao?: string | null;
  scheduled?: string | null;
  estimated?: string | null;
  delay?: number | null;
}

interface AviationstackFlight {
  flight_date?: string;
  departure?: AviationstackEnd;
  arrival?: AviationstackEnd;
  airline?: { name?: string | null; iata?: string | null; icao?: string | null };
  flight?: { iata?: string | null; number?: string | null };
}

const UNAVAILABLE = 'Flight information is not available right now, please enter the flight details yourself.';
/** The answer when this client, or everyone together, has asked the flight-data API too often this minute. */
const BUSY = 'Too many flight look-ups, please try again in a minute or enter the flight details yourself.';

/** The aviationstack flight-data API (`/v1/flights`), used when `AVIATIONSTACK_KEY` is set. */
export class AviationstackProvider implements FlightProvider {
  readonly name = 'aviationstack';
  private readonly apiBase: string;
  private readonly fetch: typeof fetch;

  private readonly call: OutsideCall<AviationstackFlight[]>;

  constructor(private readonly options: AviationstackOptions) {
    this.apiBase = (options.apiBase ?? 'https://api.aviationstack.com').replace(/\/$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
    const limits = outsideLimitsFromEnv(process.env);
    this.call = outsideCalls({
      service: 'flights',
      ttlMs: options.ttlMs ?? 5 * 60_000,
      perClientPerMinute: options.perClientPerMinute ?? limits.perClientPerMinute,
      perMinute: options.perMinute ?? limits.perMinute,
    });
  }

  /** The API's flights for `params`, or the message to answer with when it cannot be asked or fails. */
  private async flights(params: Record<string, string>): Promise<AviationstackFlight[] | string> {
    const key = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString();
    try {
      return await this.call(key, () => this.ask(params));
    } catch (error) {
      return error instanceof OutsideCallRefused ? BUSY : UNAVAILABLE;
    }
  }

  /** One call of `/v1/flights`; rejects on any failure, so failures are not cached. */
  private async ask(params: Record<string, string>): Promise<AviationstackFlight[]> {
    const query = new URLSearchParams({ access_key: this.options.accessKey, ...params });
    const response = await this.fetch(`${this.apiBase}/v1/flights?${query}`, { signal: AbortSignal.timeout(8000) });
    if (!response.ok) throw new Error(`aviationstack answered ${response.status}`);
    const body = (await response.json()) as { data?: AviationstackFlight[]; error?: unknown };
    if (!Array.isArray(body.data)) throw new Error('aviationstack answered without data');
    return body.data;
  }

  private toInstance(f: AviationstackFlight): FlightInstance | null {
    const departure = Date.parse(f.departure?.scheduled ?? '');
    const landing = Date.parse(f.arrival?.scheduled ?? '');
    if (Number.isNaN(departure) || Number.isNaN(landing)) return null;
    const estimated = Date.parse(f.arrival?.estimated ?? '');
    const delayMinutes = Number.isNaN(estimated) ? (f.arrival?.delay ?? 0) : Math.round((estimated - landing) / 60_000);
    const airport = (end: AviationstackEnd | undefined): WorldAirport =>
      findAirport(end?.iata ?? '') ?? {
        name: end?.airport ?? end?.iata ?? '',
        iata: end?.iata ?? '',
        icao: end?.icao ?? '',
        city: '',
        country: '',
        latitude: 0,
        longitude: 0,
      };
    const airline: Airline = findAirline(f.airline?.iata ?? '') ?? {
      name: f.airline?.name ?? '',
      iata: f.airline?.iata ?? '',
      icao: f.airline?.icao ?? '',
      country: '',
    };
    return {
      flightNo: f.flight?.iata ?? `${airline.iata}${f.flight?.number ?? ''}`,
      airline,
      origin: airport(f.departure),
      destination: airport(f.arrival),
      departure: new Date(departure),
      landing: new Date(landing),
      estimatedLanding: new Date(landing + delayMinutes * 60_000),
      delayMinutes,
    };
  }

  async search(search: FlightSearch): Promise<FlightSearchResult> {
    const airline = findAirline(search.airline);
    if (!airline) return { ok: false, message: `No airline matches "${search.airline}".` };
    const params: Record<string, string> = { airline_iata: airline.iata };
    const destination = search.destination ? findAirport(search.destination) : null;
    if (destination) params.arr_iata = destination.iata;
    const origin = search.origin ? findAirport(search.origin) : null;
    if (origin) params.dep_iata = origin.iata;
    const data = await this.flights(params);
    if (typeof data === 'string') return { ok: false, message: data };
    const asked = search.departureTime.getTime();
    const flights = data
      .map((f) => this.toInstance(f))
      .filter((f): f is FlightInstance => f !== null)
      .sort((a, b) => Math.abs(a.departure.getTime() - asked) - Math.abs(b.departure.getTime() - asked))
      .slice(0, 10);
    return { ok: true, flights };
  }

  async info(flightNo: string, landingTime: Date | null, now: Date): Promise<FlightInfoResult> {
    const parsed = parseFlightNumber(flightNo);
    if (!parsed) return { ok: false, message: 'Flight number is invalid' };
    const data = await this.flights({ flight_iata: `${parsed.code}${parsed.number}` });
    if (typeof data === 'string') return { ok: false, message: data };
    const around = (landingTime ?? now).getTime();
    const flights = data.map((f) => this.toInstance(f)).filter((f): f is FlightInstance => f !== null);
    if (flights.length === 0) return { ok: false, message: `We could not find flight ${parsed.code}${parsed.number}.` };
    const nearest = flights.reduce((best, f) =>
      Math.abs(f.landing.getTime() - around) < Math.abs(best.landing.getTime() - around) ? f : best,
    );
    return { ok: true, flight: nearest };
  }
}

/** The provider for this environment: aviationstack when `AVIATIONSTACK_KEY` is set, the embedded schedule otherwise. */
export function createFlightProvider(env: {
  AVIATIONSTACK_KEY?: string;
  AVIATIONSTACK_API_BASE?: string;
}): FlightProvider {
  return env.AVIATIONSTACK_KEY
    ? new AviationstackProvider({ accessKey: env.AVIATIONSTACK_KEY, apiBase: env.AVIATIONSTACK_API_BASE })
    : new EmbeddedFlightSchedule();
}
