import { DEFAULT_BASE_LOCATION as BASE_LOCATION, MAP_MAX_ZOOM, ROUTE_LINE_WEIGHT } from '@cabkit/domain/model';
import { boundsAround } from './follow';
import type { DriverPosition, JourneyPoint, LatLng, MapColours, MapScene, MarkerSpec, RoutePoint } from './types';

/** docs/behaviour/journey.md: default base location (latitude 51.536743, longitude -0.015247). */
export const DEFAULT_BASE_LOCATION: LatLng = {
  latitude: BASE_LOCATION.Latitude,
  longitude: BASE_LOCATION.Longitude,
};
/** docs/behaviour/journey.md#maps: map max zoom 18. */
export const DEFAULT_MAX_ZOOM = MAP_MAX_ZOOM;
/** docs/behaviour/journey.md#maps: route line weight 3. */
export const DEFAULT_LINE_WEIGHT = ROUTE_LINE_WEIGHT;
/** The zoom shown when there is only a centre to look at (about a district of a city). */
export const CENTRE_ONLY_ZOOM = 13;
/** The zoom shown when the journey is a single place (e.g. only the pickup chosen so far): a few streets. */
export const SINGLE_PLACE_ZOOM = 16;

/** Colours used when the theme's CSS variables are not set (the default theme's values). */
export const FALLBACK_COLOURS: MapColours = {
  route: '#0a58ca',
  pickup: '#1e7b34',
  dropoff: '#b3261e',
  via: '#0a58ca',
  driver: '#1b1f24',
  markerText: '#ffffff',
  land: '#f3f5f7',
  water: '#e6effb',
  border: '#d0d5db',
  road: '#ffffff',
  label: '#57606a',
};

/** Which theme token (`--ck-color-*`) each map colour reads. */
const COLOUR_TOKENS: Record<keyof MapColours, string> = {
  route: '--ck-color-primary',
  pickup: '--ck-color-positive',
  dropoff: '--ck-color-critical',
  via: '--ck-color-link',
  driver: '--ck-color-text',
  markerText: '--ck-color-surface',
  land: '--ck-color-surfaceSunken',
  water: '--ck-color-surfaceSelected',
  border: '--ck-color-border',
  road: '--ck-color-surface',
  label: '--ck-color-textMuted',
};

/**
 * Reads the map colours from the theme's CSS variables as they apply to `element` (then as set on the
 * document root, for engines that do not inherit custom properties), falling back to the default theme.
 */
export function readThemeColours(element: Element): MapColours {
  const style = getComputedStyle(element);
  const rootStyle = getComputedStyle(element.ownerDocument.documentElement);
  const colours = { ...FALLBACK_COLOURS };
  for (const key of Object.keys(COLOUR_TOKENS) as (keyof MapColours)[]) {
    const token = COLOUR_TOKENS[key];
    const value = style.getPropertyValue(token).trim() || rootStyle.getPropertyValue(token).trim();
    if (value) colours[key] = value;
  }
  return colours;
}

/** True when two colour sets are the same. */
export function sameColours(a: MapColours, b: MapColours | undefined): boolean {
  return b !== undefined && (Object.keys(a) as (keyof MapColours)[]).every((key) => a[key] === b[key]);
}

/** True when a latitude/longitude pair is a real place on Earth (finite, in range). */
function isValidLatLng(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** Address points in journey order: the pickup, the via stops as given, then the drop-off. */
function orderJourneyPoints(points: readonly JourneyPoint[]): JourneyPoint[] {
  const rank = { Pickup: 0, ViaAddress: 1, Dropoff: 2 } as const;
  return points
    .map((point, index) => ({ point, index }))
    .sort((a, b) => rank[a.point.kind] - rank[b.point.kind] || a.index - b.index)
    .map(({ point }) => point);
}

/** The spoken name of an address point: "Pickup", "Via stop 2", "Drop-off". */
function pointTitle(point: JourneyPoint, viaNumber: number): string {
  if (point.kind === 'Pickup') return `Pickup: ${point.label}`;
  if (point.kind === 'Dropoff') return `Drop-off: ${point.label}`;
  return `Via stop ${viaNumber}: ${point.label}`;
}

/** The marker of the driver, or undefined when there is no (valid) driver position. */
export function driverMarker(driver: DriverPosition | undefined, colours: MapColours): MarkerSpec | undefined {
  if (!driver || !isValidLatLng(driver.latitude, driver.longitude)) return undefined;
  return {
    kind: 'Driver',
    latitude: driver.latitude,
    longitude: driver.longitude,
    glyph: '▲',
    title: `Driver: ${driver.label}`,
    colour: colours.driver,
  };
}

/** The input a scene is built from: the component's props, already defaulted. */
export interface SceneInput {
  route: readonly RoutePoint[];
  points: readonly JourneyPoint[];
  center?: LatLng | undefined;
  fallbackCenter: LatLng;
  driver?: DriverPosition | undefined;
}

/**
 * Turns the props into what adapters draw. Points with missing or out-of-range coordinates are left out
 * (never thrown on); the view fits the route and the address points; with nothing to fit it centres on
 * `center`, the driver or the fallback centre, in that order.
 */
export function buildScene(input: SceneInput, colours: MapColours): MapScene {
  const route = input.route
    .filter((point) => isValidLatLng(point?.Latitude, point?.Longitude))
    .map((point) => ({ latitude: point.Latitude, longitude: point.Longitude }));
  const ordered = orderJourneyPoints(input.points.filter((point) => isValidLatLng(point?.latitude, point?.longitude)));
  let via = 0;
  const markers = ordered.map((point): MarkerSpec => {
    if (point.kind === 'ViaAddress') via += 1;
    const glyph = point.kind === 'Pickup' ? 'P' : point.kind === 'Dropoff' ? 'D' : String(via);
    const colour = point.kind === 'Pickup' ? colours.pickup : point.kind === 'Dropoff' ? colours.dropoff : colours.via;
    return {
      kind: point.kind,
      latitude: point.latitude,
      longitude: point.longitude,
      glyph,
      title: pointTitle(point, via),
      colour,
    };
  });
  const bounds = boundsAround([...route, ...markers]);
  if (bounds && (bounds.north > bounds.south || bounds.east > bounds.west)) {
    const center = { latitude: (bounds.north + bounds.south) / 2, longitude: (bounds.east + bounds.west) / 2 };
    return { route, markers, bounds, center, zoom: CENTRE_ONLY_ZOOM };
  }
  if (bounds) {
    // A single place: a box of no size would zoom to the maximum, so look at it from street level instead.
    return {
      route,
      markers,
      bounds: undefined,
      center: { latitude: bounds.north, longitude: bounds.east },
      zoom: SINGLE_PLACE_ZOOM,
    };
  }
  const driver =
    input.driver && isValidLatLng(input.driver.latitude, input.driver.longitude) ? input.driver : undefined;
  const requestedCenter =
    input.center && isValidLatLng(input.center.latitude, input.center.longitude) ? input.center : undefined;
  const center = requestedCenter ?? driver ?? input.fallbackCenter;
  return {
    route,
    markers,
    bounds: undefined,
    center: { latitude: center.latitude, longitude: center.longitude },
    zoom: CENTRE_ONLY_ZOOM,
  };
}

/** The lines of the screen-reader summary: each stop in journey order, then the driver. */
export function summaryLines(points: readonly JourneyPoint[], driver: DriverPosition | undefined): string[] {
  let via = 0;
  const lines = orderJourneyPoints(points).map((point) => {
    if (point.kind === 'ViaAddress') via += 1;
    return pointTitle(point, via);
  });
  if (driver) lines.push(`Driver: ${driver.label}`);
  return lines;
}
