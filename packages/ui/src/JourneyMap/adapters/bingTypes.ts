/**
 * The part of the Bing Maps V8 Web Control (`Microsoft.Maps`) Cabkit uses, typed from its documentation
 * (https://learn.microsoft.com/bingmaps/v8-web-control/). The adapter is written against these types and
 * the test fake implements them, so both agree with the real API's names and argument shapes.
 */

/** `Microsoft.Maps.Location`. */
export interface BingLocation {
  latitude: number;
  longitude: number;
}

/** `Microsoft.Maps.LocationRect`: a centre with a width and height in degrees. */
export interface BingLocationRect {
  center: BingLocation;
  width: number;
  height: number;
  getNorth(): number;
  getSouth(): number;
  getEast(): number;
  getWest(): number;
}

/** `Microsoft.Maps.IMapLoadOptions` (the subset used). */
export interface BingMapOptions {
  credentials?: string;
  center?: BingLocation;
  zoom?: number;
  maxZoom?: number;
  disableKeyboardInput?: boolean;
  showDashboard?: boolean;
  showLocateMeButton?: boolean;
  showMapTypeSelector?: boolean;
  showTermsLink?: boolean;
}

/** `Microsoft.Maps.IViewOptions` (the subset used). */
export interface BingViewOptions {
  bounds?: BingLocationRect;
  center?: BingLocation;
  zoom?: number;
  padding?: number;
}

/** `Microsoft.Maps.IPolylineOptions` (the subset used). */
export interface BingPolylineOptions {
  strokeColor?: string;
  strokeThickness?: number;
}

/** `Microsoft.Maps.IPushpinOptions` (the subset used). */
export interface BingPushpinOptions {
  title?: string;
  text?: string;
  color?: string;
}

/** `Microsoft.Maps.Polyline`. */
interface BingPolyline {
  setLocations(locations: BingLocation[]): void;
  getLocations(): BingLocation[];
  setOptions(options: BingPolylineOptions): void;
}

/** `Microsoft.Maps.Pushpin`. */
export interface BingPushpin {
  setLocation(location: BingLocation): void;
  getLocation(): BingLocation;
  setOptions(options: BingPushpinOptions): void;
}

/** A shape the map's entity collection holds. */
export type BingEntity = BingPolyline | BingPushpin;

/** `Microsoft.Maps.EntityCollection`. */
export interface BingEntityCollection {
  push(entity: BingEntity | BingEntity[]): void;
  remove(entity: BingEntity): BingEntity | null;
  clear(): void;
  getLength(): number;
}

/** `Microsoft.Maps.Map`. */
export interface BingMap {
  entities: BingEntityCollection;
  setView(options: BingViewOptions): void;
  getCenter(): BingLocation;
  getZoom(): number;
  getBounds(): BingLocationRect;
  getWidth(): number;
  getHeight(): number;
  dispose(): void;
}

/** `Microsoft.Maps.IHandlerId`: what `Events.addHandler` returns. */
export type BingHandlerId = object;

/** The `Microsoft.Maps` namespace (the subset used). */
export interface BingMapsNamespace {
  Map: new (element: HTMLElement | string, options?: BingMapOptions) => BingMap;
  Location: new (latitude: number, longitude: number) => BingLocation;
  LocationRect: {
    new (center: BingLocation, width: number, height: number): BingLocationRect;
    fromLocations(...locations: BingLocation[]): BingLocationRect;
    fromEdges(north: number, west: number, south: number, east: number): BingLocationRect;
  };
  Polyline: new (locations: BingLocation[], options?: BingPolylineOptions) => BingPolyline;
  Pushpin: new (location: BingLocation, options?: BingPushpinOptions) => BingPushpin;
  Events: {
    addHandler(target: BingMap, eventName: string, handler: () => void): BingHandlerId;
    removeHandler(handlerId: BingHandlerId): void;
  };
}

/** The global the Bing Maps script defines. */
export interface WindowWithBingMaps {
  Microsoft?: { Maps?: BingMapsNamespace };
}
