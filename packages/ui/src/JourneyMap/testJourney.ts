import { buildScene, DEFAULT_BASE_LOCATION, driverMarker, FALLBACK_COLOURS } from './scene';
import type { AdapterOptions, DriverPosition, JourneyPoint, RoutePoint } from './types';

/** A London journey with two via stops, shared by the tests and the stories. */
export const londonJourney: { route: RoutePoint[]; points: JourneyPoint[] } = {
  route: [
    { Latitude: 51.5033, Longitude: -0.1196 },
    { Latitude: 51.5072, Longitude: -0.1013 },
    { Latitude: 51.5081, Longitude: -0.0759 },
    { Latitude: 51.5055, Longitude: -0.0754 },
    { Latitude: 51.5128, Longitude: -0.0507 },
    { Latitude: 51.5154, Longitude: -0.0236 },
    { Latitude: 51.5055, Longitude: 0.0235 },
    { Latitude: 51.5048, Longitude: 0.0495 },
  ],
  points: [
    { kind: 'Pickup', latitude: 51.5033, longitude: -0.1196, label: 'London Eye, Westminster Bridge Road, SE1 7PB' },
    { kind: 'ViaAddress', latitude: 51.5081, longitude: -0.0759, label: 'Tower of London, EC3N 4AB' },
    { kind: 'ViaAddress', latitude: 51.5055, longitude: -0.0754, label: 'Tower Bridge Road, SE1 2UP' },
    { kind: 'Dropoff', latitude: 51.5048, longitude: 0.0495, label: 'London City Airport (LCY), E16 2PX' },
  ],
};

/** A driver near the pickup. */
export const driverNearPickup: DriverPosition = {
  latitude: 51.5007,
  longitude: -0.1246,
  label: 'Sam, silver Toyota Prius, AB12 CDE',
};

/** The adapter options the component would pass by default (max zoom 18, line weight 3). */
export const defaultAdapterOptions: AdapterOptions = { maxZoom: 18, lineWeight: 3, colours: FALLBACK_COLOURS };

/** The London journey as adapters receive it. */
export const londonScene = buildScene({ ...londonJourney, fallbackCenter: DEFAULT_BASE_LOCATION }, FALLBACK_COLOURS);

/** The driver as adapters receive it. */
export const driverSpec = (driver: DriverPosition = driverNearPickup) => driverMarker(driver, FALLBACK_COLOURS);

/** A journey a couple of metres long: fitting it alone would zoom past the map's maximum. */
export const tinyScene = buildScene(
  {
    route: [
      { Latitude: 51.5, Longitude: -0.1 },
      { Latitude: 51.50001, Longitude: -0.10001 },
    ],
    points: [],
    fallbackCenter: DEFAULT_BASE_LOCATION,
  },
  FALLBACK_COLOURS,
);
