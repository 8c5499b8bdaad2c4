/** The journey map and its types; the map libraries load only when a map renders. */
export { JourneyMap, type JourneyMapProps } from './JourneyMap';
export { DEFAULT_BASE_LOCATION, DEFAULT_LINE_WEIGHT, DEFAULT_MAX_ZOOM } from './scene';
export type { AddressPointKind, DriverPosition, JourneyPoint, LatLng, MapProvider, RoutePoint } from './types';
