/**
 * A faithful test double of the parts of the Bing Maps V8 Web Control (`Microsoft.Maps`) the Bing adapter
 * uses: `Map`, `Location`, `LocationRect`, `Polyline`, `Pushpin`, the map's `entities` collection and
 * `Events.addHandler/removeHandler`, typed by `../adapters/bingTypes` so names and argument shapes match
 * the real API. Every call is recorded; views follow Web Mercator maths (setView with bounds picks the
 * largest whole zoom that fits, never past `maxZoom`), `viewrendered` fires asynchronously after each
 * change, and a plain SVG sketch stands in for the imagery. Install it on `window` before the adapter
 * loads, so no script tag is added.
 */
import type {
  BingEntity,
  BingEntityCollection,
  BingHandlerId,
  BingLocation,
  BingLocationRect,
  BingMap,
  BingMapOptions,
  BingMapsNamespace,
  BingPolylineOptions,
  BingPushpinOptions,
  BingViewOptions,
  WindowWithBingMaps,
} from '../adapters/bingTypes';
import { drawSketch, fromWorldPixel, sizeOf, worldPixel, zoomToFit } from './sketch';

/** One recorded call on the fake. */
interface RecordedBingCall {
  target: 'Map' | 'Polyline' | 'Pushpin' | 'EntityCollection' | 'LocationRect' | 'Events';
  method: string;
  args: unknown[];
}

/** The fake `Microsoft.Maps` namespace plus what tests inspect. */
export interface BingMapsFake {
  /** The object installed as `window.Microsoft.Maps`. */
  Maps: BingMapsNamespace;
  /** Every call made on the fake, in order. */
  calls: RecordedBingCall[];
  /** Every Map constructed. */
  mapInstances: FakeBingMap[];
  /** Removes the fake from `window`. */
  uninstall(): void;
}

let calls: RecordedBingCall[] = [];
let mapInstances: FakeBingMap[] = [];

function record(target: RecordedBingCall['target'], method: string, args: unknown[]): void {
  calls.push({ target, method, args });
}

/** `Microsoft.Maps.Location`: latitude clipped to ±85.05 and longitude normalised, as the real one does. */
class FakeLocation implements BingLocation {
  latitude: number;
  longitude: number;

  constructor(latitude: number, longitude: number) {
    if (typeof latitude !== 'number' || typeof longitude !== 'number' || Number.isNaN(latitude + longitude)) {
      throw new TypeError(`Location: not numbers (${latitude}, ${longitude})`);
    }
    this.latitude = Math.max(-85.05112878, Math.min(85.05112878, latitude));
    this.longitude =
      longitude >= -180 && longitude <= 180 ? longitude : ((((longitude + 180) % 360) + 360) % 360) - 180;
  }
}

/** `Microsoft.Maps.LocationRect`. */
class FakeLocationRect implements BingLocationRect {
  center: BingLocation;
  width: number;
  height: number;

  constructor(center: BingLocation, width: number, height: number) {
    if (!(center instanceof FakeLocation)) throw new TypeError('LocationRect: center is not a Location');
    this.center = center;
    this.width = width;
    this.height = height;
  }
  static fromEdges(north: number, west: number, south: number, east: number): FakeLocationRect {
    record('LocationRect', 'fromEdges', [north, west, south, east]);
    return new FakeLocationRect(new FakeLocation((north + south) / 2, (west + east) / 2), east - west, north - south);
  }
  static fromLocations(...locations: BingLocation[]): FakeLocationRect {
    record('LocationRect', 'fromLocations', locations);
    const list = locations.flat();
    const lats = list.map((l) => l.latitude);
    const lngs = list.map((l) => l.longitude);
    return FakeLocationRect.fromEdges(Math.max(...lats), Math.min(...lngs), Math.min(...lats), Math.max(...lngs));
  }
  getNorth(): number {
    return this.center.latitude + this.height / 2;
  }
  getSouth(): number {
    return this.center.latitude - this.height / 2;
  }
  getEast(): number {
    return this.center.longitude + this.width / 2;
  }
  getWest(): number {
    return this.center.longitude - this.width / 2;
  }
}

/** `Microsoft.Maps.Polyline`. */
export class FakePolyline {
  locations: BingLocation[];
  options: BingPolylineOptions;
  owner: FakeBingMap | undefined;

  constructor(locations: BingLocation[], options: BingPolylineOptions = {}) {
    record('Polyline', 'constructor', [locations, options]);
    if (!Array.isArray(locations)) throw new TypeError('Polyline: locations is not an array');
    this.locations = [...locations];
    this.options = { ...options };
  }
  setLocations(locations: BingLocation[]): void {
    record('Polyline', 'setLocations', [locations]);
    if (!locations.every((l) => l instanceof FakeLocation)) throw new TypeError('Polyline: not Locations');
    this.locations = [...locations];
    this.owner?.changed();
  }
  getLocations(): BingLocation[] {
    return [...this.locations];
  }
  setOptions(options: BingPolylineOptions): void {
    record('Polyline', 'setOptions', [options]);
    Object.assign(this.options, options);
    this.owner?.changed();
  }
}

/** `Microsoft.Maps.Pushpin`. */
export class FakePushpin {
  location: BingLocation;
  options: BingPushpinOptions;
  owner: FakeBingMap | undefined;

  constructor(location: BingLocation, options: BingPushpinOptions = {}) {
    record('Pushpin', 'constructor', [location, options]);
    if (!(location instanceof FakeLocation)) throw new TypeError('Pushpin: location is not a Location');
    this.location = location;
    this.options = { ...options };
  }
  setLocation(location: BingLocation): void {
    record('Pushpin', 'setLocation', [location]);
    this.location = location;
    this.owner?.changed();
  }
  getLocation(): BingLocation {
    return this.location;
  }
  setOptions(options: BingPushpinOptions): void {
    record('Pushpin', 'setOptions', [options]);
    Object.assign(this.options, options);
    this.owner?.changed();
  }
}

/** `Microsoft.Maps.EntityCollection` (the map's `entities`). */
class FakeEntityCollection implements BingEntityCollection {
  readonly items: (FakePolyline | FakePushpin)[] = [];
  constructor(private readonly map: FakeBingMap) {}

  push(entity: BingEntity | BingEntity[]): void {
    record('EntityCollection', 'push', [entity]);
    for (const item of Array.isArray(entity) ? entity : [entity]) {
      if (!(item instanceof FakePolyline || item instanceof FakePushpin)) throw new TypeError('push: not a shape');
      item.owner = this.map;
      this.items.push(item);
    }
    this.map.changed();
  }
  remove(entity: BingEntity): BingEntity | null {
    record('EntityCollection', 'remove', [entity]);
    const index = this.items.indexOf(entity as FakePolyline | FakePushpin);
    if (index < 0) return null;
    const [removed] = this.items.splice(index, 1);
    if (removed) removed.owner = undefined;
    this.map.changed();
    return removed ?? null;
  }
  clear(): void {
    record('EntityCollection', 'clear', []);
    this.items.length = 0;
    this.map.changed();
  }
  getLength(): number {
    return this.items.length;
  }
  get(index: number): BingEntity | undefined {
    return this.items[index];
  }
}

/** `Microsoft.Maps.Map`. */
export class FakeBingMap implements BingMap {
  readonly element: HTMLElement;
  readonly options: BingMapOptions;
  readonly entities: FakeEntityCollection;
  readonly handlers = new Map<string, Set<() => void>>();
  readonly layer: HTMLElement;
  center: BingLocation;
  zoom: number;
  disposed = false;
  #renderScheduled = false;

  constructor(element: HTMLElement | string, options: BingMapOptions = {}) {
    record('Map', 'constructor', [element, options]);
    const resolved = typeof element === 'string' ? document.querySelector<HTMLElement>(element) : element;
    if (!(resolved instanceof HTMLElement)) throw new TypeError('Map: no such element');
    this.element = resolved;
    this.options = { ...options };
    this.entities = new FakeEntityCollection(this);
    this.center = options.center ?? new FakeLocation(0, 0);
    this.zoom = this.#clampZoom(options.zoom ?? 1);
    this.layer = document.createElement('div');
    this.layer.dataset.fakeMap = 'bing';
    Object.assign(this.layer.style, { position: 'absolute', inset: '0', overflow: 'hidden' });
    resolved.replaceChildren(this.layer);
    mapInstances.push(this);
    this.changed();
  }

  #clampZoom(zoom: number): number {
    return Math.min(this.options.maxZoom ?? 21, Math.max(1, zoom));
  }

  setView(view: BingViewOptions): void {
    record('Map', 'setView', [view]);
    this.#assertLive();
    if (view.bounds) {
      const box = {
        north: view.bounds.getNorth(),
        south: view.bounds.getSouth(),
        east: view.bounds.getEast(),
        west: view.bounds.getWest(),
      };
      this.zoom = zoomToFit(box, sizeOf(this.element), view.padding ?? 0, 1, this.options.maxZoom ?? 21);
      this.center = view.bounds.center;
    }
    if (view.center) this.center = view.center;
    if (typeof view.zoom === 'number') this.zoom = this.#clampZoom(view.zoom);
    this.changed();
  }
  getCenter(): BingLocation {
    return this.center;
  }
  getZoom(): number {
    return this.zoom;
  }
  getBounds(): BingLocationRect {
    const { width, height } = sizeOf(this.element);
    const pixel = worldPixel(this.center.latitude, this.center.longitude, this.zoom);
    const sw = fromWorldPixel(pixel.x - width / 2, pixel.y + height / 2, this.zoom);
    const ne = fromWorldPixel(pixel.x + width / 2, pixel.y - height / 2, this.zoom);
    return new FakeLocationRect(this.center, ne.longitude - sw.longitude, ne.latitude - sw.latitude);
  }
  getWidth(): number {
    return sizeOf(this.element).width;
  }
  getHeight(): number {
    return sizeOf(this.element).height;
  }
  dispose(): void {
    record('Map', 'dispose', []);
    this.disposed = true;
    this.handlers.clear();
    this.element.replaceChildren();
  }

  #assertLive(): void {
    if (this.disposed) throw new Error('Map: used after dispose()');
  }

  /** Redraws the sketch and schedules `viewrendered`, as the real map does after any change. */
  changed(): void {
    if (this.disposed) return;
    const { width, height } = sizeOf(this.element);
    const view = { latitude: this.center.latitude, longitude: this.center.longitude, zoom: this.zoom, width, height };
    drawSketch(this.layer, view, {
      background: '#f2efe9',
      lines: this.entities.items
        .filter((item): item is FakePolyline => item instanceof FakePolyline)
        .map((line) => ({
          points: line.locations,
          colour: line.options.strokeColor ?? '#000000',
          width: line.options.strokeThickness ?? 1,
        })),
      pins: this.entities.items
        .filter((item): item is FakePushpin => item instanceof FakePushpin)
        .map((pin) => ({ ...pin.location, text: pin.options.text ?? '', colour: pin.options.color ?? '#0078d4' })),
      elements: [],
    });
    if (this.#renderScheduled) return;
    this.#renderScheduled = true;
    setTimeout(() => {
      this.#renderScheduled = false;
      for (const handler of [...(this.handlers.get('viewrendered') ?? [])]) handler();
    }, 0);
  }
}

/** `Microsoft.Maps.Events`. */
const fakeEvents: BingMapsNamespace['Events'] = {
  addHandler(target, eventName, handler) {
    record('Events', 'addHandler', [target, eventName]);
    if (!(target instanceof FakeBingMap)) throw new TypeError('addHandler: unsupported target');
    const set = target.handlers.get(eventName) ?? new Set();
    set.add(handler);
    target.handlers.set(eventName, set);
    return { target, eventName, handler };
  },
  removeHandler(handlerId: BingHandlerId) {
    record('Events', 'removeHandler', [handlerId]);
    const { target, eventName, handler } = handlerId as { target: FakeBingMap; eventName: string; handler: () => void };
    target.handlers.get(eventName)?.delete(handler);
  },
};

/** Installs the fake as `window.Microsoft.Maps` and returns it for inspection (a fresh record each call). */
export function installBingMapsFake(): BingMapsFake {
  calls = [];
  mapInstances = [];
  const Maps: BingMapsNamespace = {
    Map: FakeBingMap,
    Location: FakeLocation,
    LocationRect: FakeLocationRect,
    Polyline: FakePolyline,
    Pushpin: FakePushpin,
    Events: fakeEvents,
  };
  const win = window as WindowWithBingMaps;
  win.Microsoft = { Maps };
  return {
    Maps,
    calls,
    mapInstances,
    uninstall: () => {
      delete win.Microsoft;
    },
  };
}
