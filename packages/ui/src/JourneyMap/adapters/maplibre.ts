import 'maplibre-gl/dist/maplibre-gl.css';
import { type GeoJSONSource, LngLatBounds, Map as MapLibreMap, Marker, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import basemapUrl from '../basemap/basemap.json?url';
import detailUrl from '../basemap/detail.json?url';
import { offlineBasemapStyle } from '../basemap/style';
import { createMarkerElement, MARKER_SIZE, updateMarkerElement } from '../markerElement';
import { MARKER_GAP, spreadOffsets } from '../markerLayout';
import { sceneCamera } from './camera';
import type { CreateMapAdapter, LatLng, MapScene, MarkerSpec } from '../types';

// Without this the bundled worker URL 404s once bundled.
setWorkerUrl(workerUrl);

const ROUTE_SOURCE = 'cabkit-route';
const ROUTE_LAYER = 'cabkit-route';
/**
 * Space kept between the fitted journey and the map's edge, in pixels: a whole marker plus its gap, so a
 * marker spread to the side of its place (see markerLayout) still shows in full.
 */
const FIT_PADDING = MARKER_SIZE + MARKER_GAP + 8;

/** The route as a GeoJSON LineString feature (coordinates are longitude first). */
function routeGeoJson(route: readonly LatLng[]) {
  return {
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'LineString' as const, coordinates: route.map((point) => [point.longitude, point.latitude]) },
  };
}

function sameUrl(a: string, b: string): boolean {
  return new URL(a, document.baseURI).href === new URL(b, document.baseURI).href;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A MapLibre GL map: the shipped offline basemap unless a style URL is given. */
export const createMapAdapter: CreateMapAdapter = async (container, options) => {
  const { maxZoom, lineWeight } = options;
  let colours = options.colours;
  const style =
    options.styleUrl ??
    offlineBasemapStyle(new URL(basemapUrl, document.baseURI).href, colours, new URL(detailUrl, document.baseURI).href);
  const map = new MapLibreMap({
    container,
    style,
    maxZoom,
    center: [0, 0],
    zoom: 1,
    // Place names appear at once (no fade frames): screenshots and reduced motion see the finished map.
    fadeDuration: 0,
    // Our region handles the keys (the same for every provider), so MapLibre's own would double them.
    keyboard: false,
    // The component watches the container and calls refit(), which resizes and fits the journey again.
    trackResize: false,
    // The shipped basemap is credited in the README (Natural Earth, GeoNames); a tenant's style usually needs its
    // attribution shown on the map.
    attributionControl: options.styleUrl ? { compact: true } : false,
  });
  // The region around the map is the focusable, named element; the canvas is decoration for assistive tech.
  const canvas = map.getCanvas();
  canvas.setAttribute('tabindex', '-1');
  canvas.removeAttribute('role');
  canvas.removeAttribute('aria-label');
  canvas.setAttribute('aria-hidden', 'true');

  let styleLoaded = false;
  let markers: Marker[] = [];
  let driverMarker: Marker | undefined;
  const idleCallbacks: (() => void)[] = [];

  /** Markers that would cover each other at this zoom are set side by side (docs/behaviour/journey.md#maps). */
  const spreadMarkers = () => {
    const all = driverMarker ? [...markers, driverMarker] : markers;
    const offsets = spreadOffsets(
      all.map((marker) => map.project(marker.getLngLat())),
      MARKER_SIZE + MARKER_GAP,
    );
    all.forEach((marker, index) => {
      const offset = offsets[index];
      if (offset) marker.setOffset([offset.x, offset.y]);
    });
  };

  const fitScene = (scene: MapScene, animate = false) => {
    const { clientWidth, clientHeight } = container;
    if (scene.bounds) {
      // A container with no room yet (hidden, still laid out) cannot be fitted: the next refit does it.
      if (clientWidth <= 2 * FIT_PADDING || clientHeight <= 2 * FIT_PADDING) return;
      const { south, west, north, east } = scene.bounds;
      map.fitBounds(new LngLatBounds([west, south], [east, north]), {
        padding: FIT_PADDING,
        maxZoom,
        animate: animate && !prefersReducedMotion(),
        duration: 600,
      });
    } else {
      map.jumpTo({ center: [scene.center.longitude, scene.center.latitude], zoom: Math.min(scene.zoom, maxZoom) });
    }
  };

  // Set once the user pans or zooms: a later resize or driver move keeps their view.
  const camera = sceneCamera(fitScene);

  const addMarker = (spec: MarkerSpec) =>
    new Marker({ element: createMarkerElement(spec, colours.markerText), anchor: 'center' })
      .setLngLat([spec.longitude, spec.latitude])
      .addTo(map);

  const drawScene = (scene: MapScene) => {
    const routeData = routeGeoJson(scene.route);
    const source = map.getSource<GeoJSONSource>(ROUTE_SOURCE);
    if (source) {
      source.setData(routeData);
    } else {
      map.addSource(ROUTE_SOURCE, { type: 'geojson', data: routeData });
      map.addLayer({
        id: ROUTE_LAYER,
        type: 'line',
        source: ROUTE_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': colours.route, 'line-width': lineWeight },
      });
    }
    for (const marker of markers) marker.remove();
    markers = scene.markers.map(addMarker);
    // The container may have changed size while the library loaded: measure it before fitting.
    map.resize();
    camera.show(scene);
    spreadMarkers();
  };

  const loaded = new Promise<void>((resolve, reject) => {
    map.once('load', () => resolve());
    map.on('error', (event) => {
      // Only a style that cannot be fetched is fatal; a missing sprite, glyph or tile leaves a usable map.
      const failedUrl = (event.error as { url?: string } | undefined)?.url;
      if (!styleLoaded && failedUrl && options.styleUrl && sameUrl(failedUrl, options.styleUrl)) reject(event.error);
      else console.warn('[JourneyMap] MapLibre:', event.error?.message ?? event.error);
    });
  });
  map.on('idle', () => {
    for (const callback of idleCallbacks) callback();
  });
  // A drag, wheel or pinch carries the browser event that started it; our own fits do not.
  map.on('movestart', (event) => {
    if ((event as { originalEvent?: unknown }).originalEvent) camera.movedByUser();
  });
  map.on('zoomend', spreadMarkers);
  try {
    await loaded;
  } catch (error) {
    // Free the WebGL context of a map that will never draw.
    map.remove();
    throw error;
  }
  styleLoaded = true;

  return {
    setScene: drawScene,
    setDriver(spec) {
      if (!spec) {
        driverMarker?.remove();
        driverMarker = undefined;
      } else if (driverMarker) {
        driverMarker.setLngLat([spec.longitude, spec.latitude]);
        updateMarkerElement(driverMarker.getElement(), spec, colours.markerText);
      } else {
        driverMarker = addMarker(spec);
      }
      spreadMarkers();
    },
    refit() {
      map.resize();
      camera.refit();
      spreadMarkers();
    },
    setColours(next) {
      colours = next;
      if (!styleLoaded) return;
      if (map.getLayer(ROUTE_LAYER)) map.setPaintProperty(ROUTE_LAYER, 'line-color', next.route);
      // Only the shipped basemap takes theme colours; a tenant's own style keeps its colours.
      if (!options.styleUrl) {
        map.setPaintProperty('water', 'background-color', next.water);
        map.setPaintProperty('land', 'fill-color', next.land);
        map.setPaintProperty('borders', 'line-color', next.border);
        if (map.getLayer('river')) map.setPaintProperty('river', 'line-color', next.water);
        for (const kind of ['trunk', 'motorway']) {
          if (map.getLayer(`${kind}-casing`)) map.setPaintProperty(`${kind}-casing`, 'line-color', next.border);
          if (map.getLayer(`${kind}-fill`)) map.setPaintProperty(`${kind}-fill`, 'line-color', next.road);
        }
        for (const layer of map.getStyle().layers) {
          if (layer.type !== 'symbol' || !layer.id.startsWith('places-')) continue;
          map.setPaintProperty(layer.id, 'text-color', next.label);
          map.setPaintProperty(layer.id, 'text-halo-color', next.land);
        }
      }
    },
    viewBounds() {
      if (container.clientWidth === 0 || container.clientHeight === 0) return undefined;
      const view = map.getBounds();
      return { south: view.getSouth(), west: view.getWest(), north: view.getNorth(), east: view.getEast() };
    },
    follow: camera.follow,
    recentre: camera.recentre,
    onUserMove: camera.onUserMove,
    panBy(x, y) {
      camera.movedByUser();
      map.panBy([x, y], { duration: prefersReducedMotion() ? 0 : 200 });
    },
    zoomBy(delta) {
      camera.movedByUser();
      map.zoomTo(Math.min(maxZoom, map.getZoom() + delta), { duration: prefersReducedMotion() ? 0 : 200 });
    },
    onIdle(callback) {
      idleCallbacks.push(callback);
    },
    destroy() {
      idleCallbacks.length = 0;
      camera.forget();
      map.remove();
    },
  };
};
