import { KM_PER_MILE } from '@cabkit/domain';
import { haversineKm, type LatLng } from '../gazetteer/geo';

/** A route point as the API carries it. */
export interface RoutePoint {
  Latitude: number;
  Longitude: number;
}

/** A route estimate: road distance in miles, driving time in minutes, and the path. */
export interface RouteEstimate {
  distanceMiles: number;
  durationMinutes: number;
  path: RoutePoint[];
}

/** Road routing: distance, time and geometry through the given points (2 or more). */
export interface Routing {
  route(points: LatLng[]): Promise<RouteEstimate>;
}

/** How much longer roads are than the straight line: more winding in town than on motorways. */
function windingFactor(straightKm: number): number {
  if (straightKm < 5) return 1.4;
  if (straightKm < 30) return 1.3;
  return 1.2;
}

/** Average door-to-door speed for a leg of this road length (town, suburban, trunk road, motorway). */
function averageSpeedMph(roadMiles: number): number {
  if (roadMiles < 5) return 16;
  if (roadMiles < 20) return 24;
  if (roadMiles < 60) return 38;
  return 50;
}

// A repeatable pseudo-random number in [0, 1) from a point, so the same journey always has the same path.
function seeded(a: LatLng, b: LatLng, i: number): number {
  const x = Math.sin(a.lat * 12.9898 + a.lng * 78.233 + b.lat * 37.719 + b.lng * 11.131 + i * 3.7) * 43758.5453;
  return x - Math.floor(x);
}

function interpolate(a: LatLng, b: LatLng, t: number): LatLng {
  // Spherical interpolation (great circle) between a and b.
  const toRad = Math.PI / 180;
  const [lat1, lng1, lat2, lng2] = [a.lat * toRad, a.lng * toRad, b.lat * toRad, b.lng * toRad];
  const d =
    2 *
    Math.asin(
      Math.sqrt(Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lng2 - lng1) / 2) ** 2),
    );
  if (d === 0) return { ...a };
  const A = Math.sin((1 - t) * d) / Math.sin(d);
  const B = Math.sin(t * d) / Math.sin(d);
  const x = A * Math.cos(lat1) * Math.cos(lng1) + B * Math.cos(lat2) * Math.cos(lng2);
  const y = A * Math.cos(lat1) * Math.sin(lng1) + B * Math.cos(lat2) * Math.sin(lng2);
  const z = A * Math.sin(lat1) + B * Math.sin(lat2);
  return { lat: Math.atan2(z, Math.sqrt(x * x + y * y)) / toRad, lng: Math.atan2(y, x) / toRad };
}

/** A road-like path for one leg: great-circle points with a smooth sideways drift, ends exact. */
function legPath(a: LatLng, b: LatLng, segments: number): LatLng[] {
  const straightKm = haversineKm(a, b);
  // Sideways drift up to ~4% of the leg, as roads bend around blocks, rivers and hills.
  const amplitudeDeg = (straightKm * 0.04) / 111;
  const dLat = b.lat - a.lat;
  const dLng = b.lng - a.lng;
  const length = Math.hypot(dLat, dLng) || 1;
  const [perpLat, perpLng] = [-dLng / length, dLat / length];
  const phase = seeded(a, b, 0) * Math.PI * 2;
  const waves = 1 + Math.floor(seeded(a, b, 1) * 3);
  const points: LatLng[] = [];
  for (let i = 0; i <= segments; i++) {
    const t = i / segments;
    const base = interpolate(a, b, t);
    const envelope = Math.sin(Math.PI * t); // zero at both ends
    const jitter = (seeded(a, b, i + 2) - 0.5) * 0.35;
    const offset = amplitudeDeg * envelope * (Math.sin(phase + t * Math.PI * waves) + jitter);
    points.push(
      i === 0 || i === segments ? base : { lat: base.lat + perpLat * offset, lng: base.lng + perpLng * offset },
    );
  }
  return points;
}

export const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The embedded router: great-circle legs times a winding factor, speeds by leg length, a path of 20+ points. */
export function createEstimateRouting(): Routing {
  return {
    async route(points) {
      if (points.length < 2) throw new Error('A route needs at least two points');
      let miles = 0;
      let minutes = 0;
      const path: RoutePoint[] = [];
      const perLeg = Math.max(4, Math.ceil(24 / (points.length - 1)));
      for (let i = 0; i < points.length - 1; i++) {
        const a = points[i] as LatLng;
        const b = points[i + 1] as LatLng;
        const straightKm = haversineKm(a, b);
        const legMiles = (straightKm * windingFactor(straightKm)) / KM_PER_MILE;
        miles += legMiles;
        minutes += (legMiles / averageSpeedMph(legMiles)) * 60 + (i > 0 ? 2 : 0);
        const segments = Math.min(120, Math.max(perLeg, Math.ceil(straightKm / 2)));
        const leg = legPath(a, b, segments);
        for (const [j, p] of leg.entries()) {
          if (i > 0 && j === 0) continue; // the previous leg ended here
          path.push({ Latitude: round(p.lat, 6), Longitude: round(p.lng, 6) });
        }
      }
      return { distanceMiles: round(miles, 2), durationMinutes: Math.max(1, Math.round(minutes)), path };
    },
  };
}
