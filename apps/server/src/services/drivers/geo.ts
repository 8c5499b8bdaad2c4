/** A point on the map, as route paths carry it. */
export interface GeoPoint {
  Latitude: number;
  Longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points in metres. */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRad(b.Latitude - a.Latitude);
  const dLng = toRad(b.Longitude - a.Longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.Latitude)) * Math.cos(toRad(b.Latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Metres in a mile (UK distances are shown in miles). */
export const METRES_PER_MILE = 1609.344;

/** The total length of a path in metres. */
export function pathLength(path: readonly GeoPoint[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += distanceMetres(path[i - 1]!, path[i]!);
  return total;
}

/** Points every `spacingMetres` (at least the two ends) on the straight line from `a` to `b`. */
export function straightPath(a: GeoPoint, b: GeoPoint, spacingMetres = 250): GeoPoint[] {
  const steps = Math.max(1, Math.ceil(distanceMetres(a, b) / spacingMetres));
  const points: GeoPoint[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    points.push({
      Latitude: a.Latitude + (b.Latitude - a.Latitude) * t,
      Longitude: a.Longitude + (b.Longitude - a.Longitude) * t,
    });
  }
  return points;
}

/**
 * Walks `metres` along a path from `fromIndex` and returns the index reached (never past the end):
 * the simulator moves drivers point by point so every reported position lies on the route.
 */
export function advanceAlong(path: readonly GeoPoint[], fromIndex: number, metres: number): number {
  let index = Math.max(0, Math.min(fromIndex, path.length - 1));
  let left = metres;
  while (index < path.length - 1) {
    const leg = distanceMetres(path[index]!, path[index + 1]!);
    if (leg > left) break;
    left -= leg;
    index++;
  }
  return index;
}
