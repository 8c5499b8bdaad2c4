import type { Bounds, LatLng } from './types';

/**
 * The share of the view's width and height kept clear at each edge while the map follows the driver: a point
 * in that margin is about to leave the view (or already hidden under a marker's half), so the view fits again.
 */
export const FOLLOW_INSET = 0.12;

/** The smallest box holding every point, or undefined for no points. */
export function boundsAround(points: readonly LatLng[]): Bounds | undefined {
  if (points.length === 0) return undefined;
  const bounds = { south: 90, west: 180, north: -90, east: -180 };
  for (const { latitude, longitude } of points) {
    bounds.south = Math.min(bounds.south, latitude);
    bounds.north = Math.max(bounds.north, latitude);
    bounds.west = Math.min(bounds.west, longitude);
    bounds.east = Math.max(bounds.east, longitude);
  }
  return bounds;
}

/**
 * Whether the followed view must fit again: true when a point lies outside the view shrunk by `inset` (a share
 * of its size) on every side, or when there is no view yet. Asked on each driver move, so a car moving inside
 * the padded view leaves the view still (no refit on every tick).
 */
export function needsRefit(view: Bounds | undefined, points: readonly LatLng[], inset = FOLLOW_INSET): boolean {
  if (!view) return points.length > 0;
  const height = view.north - view.south;
  const width = view.east - view.west;
  const south = view.south + height * inset;
  const north = view.north - height * inset;
  const west = view.west + width * inset;
  const east = view.east - width * inset;
  return points.some(
    ({ latitude, longitude }) => latitude < south || latitude > north || longitude < west || longitude > east,
  );
}
