import { distanceKm, KM_PER_MILE } from '@cabkit/domain';

/** A point on the map, as route paths carry it. */
export interface GeoPoint {
  Latitude: number;
  Longitude: number;
}

/** Great-circle distance between two points in metres (the domain's `distanceKm`). */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  return distanceKm(a, b) * 1000;
}

/** Metres in a mile (UK distances are shown in miles). */
export const METRES_PER_MILE = KM_PER_MILE * 1000;

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

/** Where a move along a path ended: the rest of the path from the new position, and whether the stop was reached. */
export interface PathMove {
  /** The new position: a point of the path, or a point between two of them. */
  point: GeoPoint;
  /** The path still ahead, starting at `point`. */
  rest: GeoPoint[];
  /** The stop's index in `rest` (0 once reached). */
  stopIndex: number;
  /** Whether the move reached the stop. */
  reached: boolean;
}

/**
 * Moves `metres` along a path from point `fromIndex` towards point `stopIndex` (never past it), stopping
 * between two points when the distance runs out there (linear interpolation), so a driver moves by the
 * same distance every tick whatever the spacing of the route's points.
 */
export function moveAlong(path: readonly GeoPoint[], fromIndex: number, metres: number, stopIndex: number): PathMove {
  const lastIndex = path.length - 1;
  let index = Math.max(0, Math.min(fromIndex, lastIndex));
  const stop = Math.max(index, Math.min(stopIndex, lastIndex));
  let point = path[index]!;
  let left = Math.max(0, metres);
  while (index < stop) {
    const next = path[index + 1]!;
    const leg = distanceMetres(point, next);
    if (leg > left) {
      const t = left / leg;
      point = {
        Latitude: point.Latitude + (next.Latitude - point.Latitude) * t,
        Longitude: point.Longitude + (next.Longitude - point.Longitude) * t,
      };
      break;
    }
    left -= leg;
    index++;
    point = next;
  }
  // Index k of the old path is index k - index in the rest (the rest starts at or just after path[index]).
  return {
    point,
    rest: [point, ...path.slice(index + 1)],
    stopIndex: Math.max(0, stop - index),
    reached: index >= stop,
  };
}
