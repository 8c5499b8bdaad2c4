/** The map providers Cabkit supports (docs/behaviour/journey.md#maps: Google, Bing, MapLibre). */
export type MapProvider = 'maplibre' | 'google' | 'bing';

/** The kinds of address point a journey has (pickup, drop-off, via stop, driver). */
export type AddressPointKind = 'Pickup' | 'Dropoff' | 'ViaAddress';

/** One point of a route path, spelled as the quotation's RoutePath spells it. */
export interface RoutePoint {
  Latitude: number;
  Longitude: number;
}

/** A plain latitude/longitude pair. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** An address of the journey shown as a marker. */
export interface JourneyPoint extends LatLng {
  kind: AddressPointKind;
  /** What the marker and the route summary call this point, e.g. the full address. */
  label: string;
}

/** The driver's current position, shown as its own marker. */
export interface DriverPosition extends LatLng {
  /** What the driver marker is called, e.g. "Driver John, Toyota Prius AB12 CDE". */
  label: string;
}

/** The colours an adapter draws with, resolved from the theme at run time. */
export interface MapColours {
  route: string;
  pickup: string;
  dropoff: string;
  via: string;
  driver: string;
  markerText: string;
  land: string;
  water: string;
  border: string;
  /** Road lines of the offline basemap (their casing is `border`). */
  road: string;
  /** Place names of the offline basemap (drawn with a halo in `land`). */
  label: string;
}

/** A marker as adapters receive it: position, short glyph shown on it, and its accessible label. */
export interface MarkerSpec extends LatLng {
  kind: AddressPointKind | 'Driver';
  /** One or two characters drawn on the marker (P, D, 1, 2, ...), so kinds differ by more than colour. */
  glyph: string;
  /** The accessible name / tooltip, e.g. "Pickup: 1 High Street". */
  title: string;
  colour: string;
}

/** Everything an adapter draws: the route, the address markers and where to look. */
export interface MapScene {
  route: LatLng[];
  markers: MarkerSpec[];
  /** The bounds to fit (never past the maximum zoom), or undefined when there is no area to fit. */
  bounds: Bounds | undefined;
  /** Where to look when there are no bounds (also a sensible first view). */
  center: LatLng;
  /** The zoom to use with `center` when there are no bounds. */
  zoom: number;
}

/** A geographic bounding box. */
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The options every adapter is created with. */
export interface AdapterOptions {
  apiKey?: string;
  styleUrl?: string;
  maxZoom: number;
  lineWeight: number;
  colours: MapColours;
  /** Google only: the Map ID that advanced markers need (Google's `DEMO_MAP_ID` when not given). */
  mapId?: string;
}

/** One live map, whatever the provider: the component drives it through this interface. */
export interface MapAdapter {
  /** Redraws the route and the address markers and fits the view to them. */
  setScene(scene: MapScene): void;
  /** Places, moves or (with undefined) removes the driver marker without changing the view. */
  setDriver(driver: MarkerSpec | undefined): void;
  /** Recolours what the adapter draws itself (route line, basemap) after a theme change; markers follow on the next scene. */
  setColours(colours: MapColours): void;
  /**
   * The container changed size (layout, phone rotation, a panel opening): resize the drawing surface and fit
   * the journey again, unless the user has moved the view since the last scene.
   */
  refit(): void;
  /** The area in view now (south-west to north-east), or undefined before the map has a size. */
  viewBounds(): Bounds | undefined;
  /**
   * Fits the view to `bounds` (the journey and the driver), eased unless the user asks for reduced motion, and
   * keeps them as what a resize fits again. Does nothing once the user has moved the view themselves.
   */
  follow(bounds: Bounds): void;
  /** Forgets the user's own pan or zoom and fits the journey again (to `bounds` when given: the driver's place now). */
  recentre(bounds?: Bounds): void;
  /** Calls back when the user starts moving the view themselves (drag, wheel, pinch or the keys). */
  onUserMove(callback: () => void): void;
  /** Pans the view by a number of pixels (keyboard arrows). */
  panBy(x: number, y: number): void;
  /** Zooms in (positive) or out (negative) by whole levels, never past the maximum zoom. */
  zoomBy(delta: number): void;
  /** Calls back each time the map has finished drawing (MapLibre's and Google's `idle`, Bing's `viewrendered`). */
  onIdle(callback: () => void): void;
  /** Releases the map and everything it holds. */
  destroy(): void;
}

/** What each adapter module exports: a function that builds a map inside a container. */
export type CreateMapAdapter = (container: HTMLElement, options: AdapterOptions) => Promise<MapAdapter>;
