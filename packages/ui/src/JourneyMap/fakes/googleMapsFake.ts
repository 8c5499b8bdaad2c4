/**
 * A faithful test double of the parts of the Google Maps JavaScript API (`google.maps`, v3 weekly) that the
 * Google adapter uses: `importLibrary('maps' | 'marker' | 'core')` returning `Map`, `Polyline`,
 * `marker.AdvancedMarkerElement`, `LatLng`, `LatLngBounds` and `event`, with the real constructor names,
 * method names and argument shapes. Every call is recorded; the view follows Web Mercator maths like the
 * real map (fitBounds picks the largest whole zoom that fits, never past `maxZoom`), `idle` fires
 * asynchronously after each change, and a plain SVG sketch stands in for the tiles.
 * Install it on `window` before the adapter loads: `@googlemaps/js-api-loader` then uses its
 * `google.maps.importLibrary` instead of fetching the real script.
 */
import { drawSketch, fromWorldPixel, sizeOf, worldPixel, zoomToFit } from './sketch';

/** One recorded call on the fake: which class, which method (or `constructor`), with which arguments. */
interface RecordedCall {
  target: 'Map' | 'Polyline' | 'AdvancedMarkerElement' | 'LatLngBounds' | 'event' | 'importLibrary';
  method: string;
  args: unknown[];
}

type LatLngLiteral = { lat: number; lng: number };
type Handler = (...args: unknown[]) => void;

/** The fake `google.maps` namespace plus what tests inspect. */
export interface GoogleMapsFake {
  /** The object installed as `window.google.maps`. */
  maps: Record<string, unknown>;
  /** Every call made on the fake, in order. */
  calls: RecordedCall[];
  /** Every Map constructed. */
  mapInstances: FakeMap[];
  /** Every Polyline constructed. */
  polylines: FakePolyline[];
  /** Every AdvancedMarkerElement constructed. */
  markers: FakeAdvancedMarkerElement[];
  /** Libraries requested through `importLibrary`. */
  importedLibraries: string[];
  /** Removes the fake from `window`. */
  uninstall(): void;
}

let current: {
  calls: RecordedCall[];
  mapInstances: FakeMap[];
  polylines: FakePolyline[];
  markers: FakeAdvancedMarkerElement[];
} = { calls: [], mapInstances: [], polylines: [], markers: [] };

function record(target: RecordedCall['target'], method: string, args: unknown[]): void {
  current.calls.push({ target, method, args });
}

/** `google.maps.MapsEventListener`. */
interface FakeMapsEventListener {
  remove(): void;
}

/** `google.maps.MVCObject`: `addListener` and the `event.trigger` plumbing. */
class FakeMVCObject {
  readonly listeners = new Map<string, Set<Handler>>();

  addListener(eventName: string, handler: Handler): FakeMapsEventListener {
    const set = this.listeners.get(eventName) ?? new Set<Handler>();
    set.add(handler);
    this.listeners.set(eventName, set);
    return { remove: () => set.delete(handler) };
  }

  trigger(eventName: string, ...args: unknown[]): void {
    for (const handler of [...(this.listeners.get(eventName) ?? [])]) handler(...args);
  }
}

/** `google.maps.LatLng`. */
class FakeLatLng {
  readonly #lat: number;
  readonly #lng: number;

  constructor(latOrLiteral: number | LatLngLiteral, lng?: number) {
    if (typeof latOrLiteral === 'object') {
      this.#lat = latOrLiteral.lat;
      this.#lng = latOrLiteral.lng;
    } else {
      this.#lat = latOrLiteral;
      this.#lng = lng ?? Number.NaN;
    }
    if (!Number.isFinite(this.#lat) || !Number.isFinite(this.#lng)) {
      throw new TypeError(`LatLng: not a number in ${JSON.stringify([latOrLiteral, lng])}`);
    }
  }
  lat(): number {
    return this.#lat;
  }
  lng(): number {
    return this.#lng;
  }
  toJSON(): LatLngLiteral {
    return { lat: this.#lat, lng: this.#lng };
  }
}

function toLatLng(value: unknown): FakeLatLng {
  if (value instanceof FakeLatLng) return value;
  if (value && typeof value === 'object' && 'lat' in value && 'lng' in value) {
    return new FakeLatLng(value as LatLngLiteral);
  }
  throw new TypeError(`not a LatLng or LatLngLiteral: ${JSON.stringify(value)}`);
}

/** `google.maps.LatLngBounds`. */
class FakeLatLngBounds {
  south = 90;
  west = 180;
  north = -90;
  east = -180;

  constructor(swOrLiteral?: unknown, ne?: unknown) {
    record('LatLngBounds', 'constructor', [swOrLiteral, ne]);
    if (swOrLiteral && typeof swOrLiteral === 'object' && 'south' in swOrLiteral) {
      Object.assign(this, swOrLiteral);
      return;
    }
    if (swOrLiteral) this.extend(swOrLiteral);
    if (ne) this.extend(ne);
  }
  extend(point: unknown): this {
    const latLng = toLatLng(point);
    this.south = Math.min(this.south, latLng.lat());
    this.north = Math.max(this.north, latLng.lat());
    this.west = Math.min(this.west, latLng.lng());
    this.east = Math.max(this.east, latLng.lng());
    return this;
  }
  isEmpty(): boolean {
    return this.south > this.north;
  }
  contains(point: unknown): boolean {
    const latLng = toLatLng(point);
    return (
      latLng.lat() >= this.south && latLng.lat() <= this.north && latLng.lng() >= this.west && latLng.lng() <= this.east
    );
  }
  getSouthWest(): FakeLatLng {
    return new FakeLatLng(this.south, this.west);
  }
  getNorthEast(): FakeLatLng {
    return new FakeLatLng(this.north, this.east);
  }
  toJSON(): { south: number; west: number; north: number; east: number } {
    return { south: this.south, west: this.west, north: this.north, east: this.east };
  }
}

/** `google.maps.Map`. */
class FakeMap extends FakeMVCObject {
  readonly div: HTMLElement;
  readonly options: Record<string, unknown>;
  readonly layer: HTMLElement;
  center: FakeLatLng;
  zoom: number;
  readonly overlays = new Set<FakePolyline | FakeAdvancedMarkerElement>();
  #idleScheduled = false;

  constructor(mapDiv: HTMLElement, options: Record<string, unknown> = {}) {
    super();
    record('Map', 'constructor', [mapDiv, options]);
    if (!(mapDiv instanceof HTMLElement)) throw new TypeError('Map: mapDiv is not an Element');
    this.div = mapDiv;
    this.options = { ...options };
    this.center = options.center ? toLatLng(options.center) : new FakeLatLng(0, 0);
    this.zoom = this.#clampZoom(typeof options.zoom === 'number' ? options.zoom : 0);
    this.layer = document.createElement('div');
    this.layer.dataset.fakeMap = 'google';
    Object.assign(this.layer.style, { position: 'absolute', inset: '0', overflow: 'hidden' });
    mapDiv.replaceChildren(this.layer);
    current.mapInstances.push(this);
    this.changed();
  }

  #clampZoom(zoom: number): number {
    const max = typeof this.options.maxZoom === 'number' ? this.options.maxZoom : 22;
    const min = typeof this.options.minZoom === 'number' ? this.options.minZoom : 0;
    return Math.min(max, Math.max(min, zoom));
  }

  getDiv(): HTMLElement {
    return this.div;
  }
  getCenter(): FakeLatLng {
    return this.center;
  }
  setCenter(latLng: unknown): void {
    record('Map', 'setCenter', [latLng]);
    this.center = toLatLng(latLng);
    this.changed();
  }
  getZoom(): number {
    return this.zoom;
  }
  setZoom(zoom: number): void {
    record('Map', 'setZoom', [zoom]);
    this.zoom = this.#clampZoom(zoom);
    this.changed();
  }
  setOptions(options: Record<string, unknown>): void {
    record('Map', 'setOptions', [options]);
    Object.assign(this.options, options);
    this.changed();
  }
  panBy(x: number, y: number): void {
    record('Map', 'panBy', [x, y]);
    const pixel = worldPixel(this.center.lat(), this.center.lng(), this.zoom);
    const moved = fromWorldPixel(pixel.x + x, pixel.y + y, this.zoom);
    this.center = new FakeLatLng(moved.latitude, moved.longitude);
    this.changed();
  }
  fitBounds(bounds: unknown, padding?: number | { top: number; right: number; bottom: number; left: number }): void {
    record('Map', 'fitBounds', [bounds, padding]);
    const box = bounds instanceof FakeLatLngBounds ? bounds : new FakeLatLngBounds(bounds);
    const pad = typeof padding === 'number' ? padding : padding ? Math.max(padding.top, padding.left) : 0;
    const max = typeof this.options.maxZoom === 'number' ? this.options.maxZoom : 22;
    this.zoom = zoomToFit(box, sizeOf(this.div), pad, 0, max);
    this.center = new FakeLatLng((box.south + box.north) / 2, (box.west + box.east) / 2);
    this.changed();
  }
  getBounds(): FakeLatLngBounds {
    const { width, height } = sizeOf(this.div);
    const pixel = worldPixel(this.center.lat(), this.center.lng(), this.zoom);
    const sw = fromWorldPixel(pixel.x - width / 2, pixel.y + height / 2, this.zoom);
    const ne = fromWorldPixel(pixel.x + width / 2, pixel.y - height / 2, this.zoom);
    return new FakeLatLngBounds({ south: sw.latitude, west: sw.longitude, north: ne.latitude, east: ne.longitude });
  }

  /** Redraws the sketch and schedules `idle`, as the real map does after any change. */
  changed(): void {
    const { width, height } = sizeOf(this.div);
    const lines = [...this.overlays].filter((o): o is FakePolyline => o instanceof FakePolyline);
    const markers = [...this.overlays].filter(
      (o): o is FakeAdvancedMarkerElement => o instanceof FakeAdvancedMarkerElement,
    );
    drawSketch(
      this.layer,
      { latitude: this.center.lat(), longitude: this.center.lng(), zoom: this.zoom, width, height },
      {
        background: '#e5e3df',
        lines: lines.map((line) => ({
          points: line.path.map((p) => ({ latitude: p.lat(), longitude: p.lng() })),
          colour: String(line.options.strokeColor ?? '#000000'),
          width: Number(line.options.strokeWeight ?? 3),
        })),
        pins: [],
        elements: markers
          .filter((marker) => marker.position && marker.content)
          .map((marker) => {
            const position = toLatLng(marker.position);
            return { latitude: position.lat(), longitude: position.lng(), element: marker.content as Node };
          }),
      },
    );
    if (this.#idleScheduled) return;
    this.#idleScheduled = true;
    setTimeout(() => {
      this.#idleScheduled = false;
      this.trigger('idle');
    }, 0);
  }
}

/** `google.maps.Polyline`. */
class FakePolyline extends FakeMVCObject {
  readonly options: Record<string, unknown>;
  path: FakeLatLng[] = [];
  map: FakeMap | null = null;

  constructor(options: Record<string, unknown> = {}) {
    super();
    record('Polyline', 'constructor', [options]);
    this.options = { ...options };
    current.polylines.push(this);
    if (options.path) this.path = (options.path as unknown[]).map(toLatLng);
    if (options.map) this.setMap(options.map as FakeMap);
  }
  setPath(path: unknown[]): void {
    record('Polyline', 'setPath', [path]);
    if (!Array.isArray(path)) throw new TypeError('Polyline.setPath: not an array or MVCArray');
    this.path = path.map(toLatLng);
    this.map?.changed();
  }
  /** The real API returns an MVCArray; `getArray()` is the part callers use. */
  getPath(): { getArray(): FakeLatLng[]; getLength(): number } {
    const path = this.path;
    return { getArray: () => [...path], getLength: () => path.length };
  }
  setOptions(options: Record<string, unknown>): void {
    record('Polyline', 'setOptions', [options]);
    Object.assign(this.options, options);
    this.map?.changed();
  }
  getMap(): FakeMap | null {
    return this.map;
  }
  setMap(map: FakeMap | null): void {
    record('Polyline', 'setMap', [map]);
    this.map?.overlays.delete(this);
    this.map?.changed();
    this.map = map;
    map?.overlays.add(this);
    map?.changed();
  }
}

/** `google.maps.marker.AdvancedMarkerElement` (properties, as in the real element). */
class FakeAdvancedMarkerElement extends FakeMVCObject {
  readonly options: Record<string, unknown>;
  #map: FakeMap | null = null;
  #position: unknown = null;
  #content: Node | null = null;
  title = '';
  zIndex: number | null = null;

  constructor(options: Record<string, unknown> = {}) {
    super();
    record('AdvancedMarkerElement', 'constructor', [options]);
    this.options = { ...options };
    current.markers.push(this);
    this.title = String(options.title ?? '');
    this.zIndex = typeof options.zIndex === 'number' ? options.zIndex : null;
    this.#position = options.position ?? null;
    this.#content = (options.content as Node | undefined) ?? null;
    this.map = (options.map as FakeMap | undefined) ?? null;
  }
  get map(): FakeMap | null {
    return this.#map;
  }
  set map(map: FakeMap | null) {
    record('AdvancedMarkerElement', 'set map', [map]);
    this.#map?.overlays.delete(this);
    this.#map?.changed();
    this.#map = map;
    map?.overlays.add(this);
    map?.changed();
  }
  get position(): unknown {
    return this.#position;
  }
  set position(position: unknown) {
    record('AdvancedMarkerElement', 'set position', [position]);
    toLatLng(position);
    this.#position = position;
    this.#map?.changed();
  }
  get content(): Node | null {
    return this.#content;
  }
  set content(content: Node | null) {
    record('AdvancedMarkerElement', 'set content', [content]);
    this.#content = content;
    this.#map?.changed();
  }
}

/** `google.maps.event` (the static helpers). */
const fakeEvent = {
  addListener(instance: FakeMVCObject, eventName: string, handler: Handler): FakeMapsEventListener {
    record('event', 'addListener', [instance, eventName]);
    return instance.addListener(eventName, handler);
  },
  removeListener(listener: FakeMapsEventListener): void {
    record('event', 'removeListener', [listener]);
    listener.remove();
  },
  trigger(instance: FakeMVCObject, eventName: string, ...args: unknown[]): void {
    instance.trigger(eventName, ...args);
  },
};

/**
 * Installs the fake as `window.google.maps` (with `importLibrary`, as Google's bootstrap loader defines it)
 * and returns it for inspection. Calling it again starts a fresh record.
 */
export function installGoogleMapsFake(): GoogleMapsFake {
  current = { calls: [], mapInstances: [], polylines: [], markers: [] };
  const state = current;
  const importedLibraries: string[] = [];
  const libraries: Record<string, Record<string, unknown>> = {
    core: { LatLng: FakeLatLng, LatLngBounds: FakeLatLngBounds, event: fakeEvent, MVCObject: FakeMVCObject },
    maps: { Map: FakeMap, Polyline: FakePolyline },
    marker: { AdvancedMarkerElement: FakeAdvancedMarkerElement },
  };
  const maps: Record<string, unknown> = {
    LatLng: FakeLatLng,
    LatLngBounds: FakeLatLngBounds,
    Map: FakeMap,
    Polyline: FakePolyline,
    MVCObject: FakeMVCObject,
    event: fakeEvent,
    marker: libraries.marker,
    importLibrary: (name: string) => {
      record('importLibrary', name, [name]);
      importedLibraries.push(name);
      const library = libraries[name];
      // The real loader rejects for a library it does not know.
      return library ? Promise.resolve(library) : Promise.reject(new Error(`The library ${name} is unknown.`));
    },
  };
  const win = window as unknown as { google?: { maps?: unknown } };
  win.google = { maps };
  return {
    maps,
    calls: state.calls,
    mapInstances: state.mapInstances,
    polylines: state.polylines,
    markers: state.markers,
    importedLibraries,
    uninstall: () => {
      delete win.google;
    },
  };
}
