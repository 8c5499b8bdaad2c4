import { KM_PER_MILE } from '@cabkit/domain';
import type { LatLng } from '../gazetteer/geo';
import { outsideCalls, outsideLimitsFromEnv } from '../outside/outside-calls';
import { createEstimateRouting, type RouteEstimate, type RoutePoint, type Routing, round } from './routing';

/** The routing engines Cabkit speaks to over HTTP (`ROUTING_ENGINE`). */
type RoutingEngine = 'osrm' | 'valhalla';

/** How an engine adapter is set up: its base URL, and how long a quote may wait for it. */
export interface EngineOptions {
  /** The engine's base URL (`ROUTING_URL`), e.g. http://osrm:5000 or http://valhalla:8002. */
  url: string;
  fetch?: typeof fetch;
  /**
   * Milliseconds before the engine counts as failed and the straight-line estimate answers instead: a quote
   * never waits longer than this for roads (`ROUTING_TIMEOUT_MS`).
   */
  timeoutMs?: number;
}

/** Default wait for an engine: a quote stays quick even when the engine is slow. */
const DEFAULT_ROUTING_TIMEOUT_MS = 1500;
/** The most points a route path keeps: enough to follow the roads on a map, small enough to store with each quote. */
const MAX_PATH_POINTS = 400;

/** Keeps at most `max` points of a path, evenly spread, always keeping both ends. */
export function thinPath(path: RoutePoint[], max = MAX_PATH_POINTS): RoutePoint[] {
  if (path.length <= max) return path;
  const step = (path.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => path[Math.round(i * step)] as RoutePoint);
}

/** Decodes an encoded polyline (Google's algorithm; Valhalla uses precision 6) into route points. */
export function decodePolyline(encoded: string, precision = 6): RoutePoint[] {
  const factor = 10 ** precision;
  const points: RoutePoint[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = () => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= encoded.length) throw new Error('polyline ends inside a number');
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    points.push({ Latitude: round(lat / factor, 6), Longitude: round(lng / factor, 6) });
  }
  return points;
}

function estimate(distanceKm: number, durationSeconds: number, path: RoutePoint[]): RouteEstimate {
  if (!Number.isFinite(distanceKm) || !Number.isFinite(durationSeconds) || distanceKm < 0 || durationSeconds < 0) {
    throw new Error('routing engine answered without a distance or time');
  }
  if (path.length < 2) throw new Error('routing engine answered without a path');
  return {
    distanceMiles: round(distanceKm / KM_PER_MILE, 2),
    durationMinutes: Math.max(1, Math.round(durationSeconds / 60)),
    path: thinPath(path),
  };
}

/** One OSRM /route/v1 answer (geometries=geojson). */
interface OsrmAnswer {
  code?: string;
  message?: string;
  routes?: { distance?: number; duration?: number; geometry?: { coordinates?: [number, number][] } }[];
}

/** Reads an OSRM route answer: metres, seconds and a GeoJSON line (longitude first). */
function readOsrmAnswer(body: OsrmAnswer): RouteEstimate {
  if (body.code !== 'Ok') throw new Error(`routing engine answered ${body.code ?? 'no code'}: ${body.message ?? ''}`);
  const route = body.routes?.[0];
  if (!route) throw new Error('routing engine found no route');
  const path = (route.geometry?.coordinates ?? []).map(([lng, lat]) => ({ Latitude: lat, Longitude: lng }));
  return estimate((route.distance ?? Number.NaN) / 1000, route.duration ?? Number.NaN, path);
}

/** One Valhalla /route answer (units kilometers). */
interface ValhallaAnswer {
  trip?: {
    status?: number;
    status_message?: string;
    summary?: { length?: number; time?: number };
    legs?: { shape?: string }[];
  };
}

/** Reads a Valhalla route answer: kilometres, seconds and one precision-6 polyline per leg. */
function readValhallaAnswer(body: ValhallaAnswer): RouteEstimate {
  const trip = body.trip;
  if (!trip || (trip.status ?? 0) !== 0)
    throw new Error(`routing engine found no route: ${trip?.status_message ?? ''}`);
  const path: RoutePoint[] = [];
  for (const [i, leg] of (trip.legs ?? []).entries()) {
    const points = decodePolyline(leg.shape ?? '');
    // Each leg starts where the one before it ended.
    path.push(...(i > 0 ? points.slice(1) : points));
  }
  return estimate(trip.summary?.length ?? Number.NaN, trip.summary?.time ?? Number.NaN, path);
}

/** Asks an engine through `ask`; fails (rejects) on any engine error and after the timeout. */
function engineRouting(
  options: EngineOptions,
  ask: (points: LatLng[], doFetch: typeof fetch, base: string, signal: AbortSignal) => Promise<RouteEstimate>,
): Routing {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_ROUTING_TIMEOUT_MS;
  return {
    async route(points) {
      if (points.length < 2) throw new Error('A route needs at least two points');
      return ask(points, doFetch, base, AbortSignal.timeout(timeoutMs));
    },
  };
}

/** A router that answers from `fallback` (the straight-line estimate) whenever `primary` fails or times out. */
export function withFallback(primary: Routing, fallback: Routing = createEstimateRouting()): Routing {
  return {
    async route(points) {
      try {
        return await primary.route(points);
      } catch {
        // A routing outage never stops quotes: the straight-line estimate prices the journey instead.
        return fallback.route(points);
      }
    },
  };
}

/** Road routing from an OSRM 5 engine (`GET /route/v1/driving/...`); rejects when the engine fails. */
export function createOsrmRouting(options: EngineOptions): Routing {
  return engineRouting(options, async (points, doFetch, base, signal) => {
    const coordinates = points.map((p) => `${p.lng},${p.lat}`).join(';');
    const response = await doFetch(
      `${base}/route/v1/driving/${coordinates}?overview=full&geometries=geojson&steps=false`,
      { signal },
    );
    if (!response.ok && response.status !== 400) throw new Error(`routing engine answered ${response.status}`);
    return readOsrmAnswer((await response.json()) as OsrmAnswer);
  });
}

/** Road routing from a Valhalla engine (`POST /route`, car costing); rejects when the engine fails. */
export function createValhallaRouting(options: EngineOptions): Routing {
  return engineRouting(options, async (points, doFetch, base, signal) => {
    const response = await doFetch(`${base}/route`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        locations: points.map((p) => ({ lat: p.lat, lon: p.lng, type: 'break' })),
        costing: 'auto',
        units: 'kilometers',
        directions_type: 'none',
      }),
      signal,
    });
    if (!response.ok) throw new Error(`routing engine answered ${response.status}`);
    return readValhallaAnswer((await response.json()) as ValhallaAnswer);
  });
}

/** Cache and limit settings: how many routes, for how long, and how many engine calls a minute. */
export interface RouteCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  /** Engine calls one client may cause per minute (0: no limit); over it the straight-line estimate answers. */
  perClientPerMinute?: number;
  /** Engine calls all clients together may cause per minute (0: no limit). */
  perMinute?: number;
  now?: () => number;
}

/** Decimal places of the cache key: 4 is about 10 m, so points a few metres apart share one answer. */
const KEY_PLACES = 4;

/**
 * Remembers answers by their points rounded to about 10 m, so quoting the same journey again (a changed vehicle,
 * time or passenger count, or a pin dropped a metre away) does not ask the engine again; identical quotes at once
 * share one engine call. Least recently used routes go first; failures are not kept. Engine calls are limited per
 * client and in all (outside/outside-calls.ts): over a limit the call rejects, and `withFallback` answers.
 */
export function createCachedRouting(inner: Routing, options: RouteCacheOptions = {}): Routing {
  const call = outsideCalls<RouteEstimate>({
    service: 'routing',
    maxEntries: options.maxEntries ?? 1000,
    ttlMs: options.ttlMs ?? 15 * 60_000,
    perClientPerMinute: options.perClientPerMinute ?? 0,
    perMinute: options.perMinute ?? 0,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    route(points) {
      const key = points.map((p) => `${p.lat.toFixed(KEY_PLACES)},${p.lng.toFixed(KEY_PLACES)}`).join(';');
      return call(key, () => inner.route(points));
    },
  };
}

/**
 * The router the environment asks for: `ROUTING_URL` names an engine, `ROUTING_ENGINE` says which kind
 * (`osrm`, the default, or `valhalla`), `ROUTING_TIMEOUT_MS` how long a quote waits for it; answers are cached,
 * and the straight-line estimate answers whenever the engine cannot. Without `ROUTING_URL`, the estimate alone.
 */
export function routingFromEnv(env: NodeJS.ProcessEnv, fetchImpl?: typeof fetch): Routing {
  const url = env.ROUTING_URL?.trim();
  if (!url) return createEstimateRouting();
  const engine = (env.ROUTING_ENGINE?.trim().toLowerCase() || 'osrm') as RoutingEngine;
  if (engine !== 'osrm' && engine !== 'valhalla') {
    throw new Error(`ROUTING_ENGINE must be osrm or valhalla, not "${env.ROUTING_ENGINE}"`);
  }
  const timeout = Number(env.ROUTING_TIMEOUT_MS);
  const options: EngineOptions = {
    url,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_ROUTING_TIMEOUT_MS,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  };
  const engineRouter = engine === 'valhalla' ? createValhallaRouting(options) : createOsrmRouting(options);
  // Only the engine's answers are cached: once it recovers, the next quote follows the roads again.
  return withFallback(createCachedRouting(engineRouter, outsideLimitsFromEnv(env)));
}
