/** The journey map; the map libraries load only when a map renders. */
export { JourneyMap, type JourneyMapProps } from './JourneyMap';
/** The map's defaults (docs/behaviour/journey.md#maps): base location 51.536743, -0.015247; max zoom 18; route line weight 3. */
export { DEFAULT_BASE_LOCATION, DEFAULT_LINE_WEIGHT, DEFAULT_MAX_ZOOM } from './scene';
/** The shapes JourneyMap takes: providers, address point kinds, route points, journey points, driver. */
export type { AddressPointKind, DriverPosition, JourneyPoint, LatLng, MapProvider, RoutePoint } from './types';
