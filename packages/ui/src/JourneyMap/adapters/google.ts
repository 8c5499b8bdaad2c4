/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { createMarkerElement } from '../markerElement';
import { sceneCamera } from './camera';
import type { CreateMapAdapter, MapScene, MarkerSpec } from '../types';

/** Google's map ID for trying advanced markers; tenants should pass their own. */
export const GOOGLE_DEMO_MAP_ID = 'DEMO_MAP_ID';
/** Space kept between the fitted journey and the map's edge, in pixels. */
const FIT_PADDING = 32;

// The Maps JavaScript API loads once per page, so the loader takes its options once.
let optionsSet = false;

/**
 * A Google map through `@googlemaps/js-api-loader` 2.x (`setOptions` + `importLibrary`): a Polyline for
 * the route and AdvancedMarkerElements carrying the same accessible DOM markers as the MapLibre adapter.
 */
export const createMapAdapter: CreateMapAdapter = async (container, options) => {
  const { maxZoom, lineWeight } = options;
  let colours = options.colours;
  if (!optionsSet) {
    setOptions({ key: options.apiKey ?? '', v: 'weekly' });
    optionsSet = true;
  }
  const [{ Map: GoogleMap, Polyline }, { AdvancedMarkerElement }, { LatLngBounds }] = await Promise.all([
    importLibrary('maps'),
    importLibrary('marker'),
    importLibrary('core'),
  ]);

  const map = new GoogleMap(container, {
    center: { lat: 0, lng: 0 },
    zoom: 1,
    maxZoom,
    mapId: options.mapId ?? GOOGLE_DEMO_MAP_ID,
    // Our region handles the keys (the same for every provider), so Google's own would double them.
    keyboardShortcuts: false,
    clickableIcons: false,
    streetViewControl: false,
    mapTypeControl: false,
    fullscreenControl: false,
  });
  const routeLine = new Polyline({
    map,
    path: [],
    clickable: false,
    strokeColor: colours.route,
    strokeOpacity: 1,
    strokeWeight: lineWeight,
  });

  const addMarker = (spec: MarkerSpec) =>
    new AdvancedMarkerElement({
      map,
      position: { lat: spec.latitude, lng: spec.longitude },
      title: spec.title,
      content: createMarkerElement(spec, colours.markerText),
      anchorLeft: '-50%',
      anchorTop: '-50%',
      zIndex: spec.kind === 'Driver' ? 2 : 1,
    });

  let markers: google.maps.marker.AdvancedMarkerElement[] = [];
  let driverMarker: google.maps.marker.AdvancedMarkerElement | undefined;
  const listeners: google.maps.MapsEventListener[] = [];

  const fitScene = (scene: MapScene) => {
    if (scene.bounds) {
      const { south, west, north, east } = scene.bounds;
      // fitBounds honours the map's maxZoom, so a short journey never zooms past it.
      map.fitBounds(new LatLngBounds({ lat: south, lng: west }, { lat: north, lng: east }), FIT_PADDING);
    } else {
      map.setCenter({ lat: scene.center.latitude, lng: scene.center.longitude });
      map.setZoom(Math.min(scene.zoom, maxZoom));
    }
  };

  // Set once the user pans or zooms: a later resize or driver move keeps their view.
  const camera = sceneCamera(fitScene);

  return {
    setScene(scene) {
      routeLine.setPath(scene.route.map((point) => ({ lat: point.latitude, lng: point.longitude })));
      for (const marker of markers) marker.map = null;
      markers = scene.markers.map(addMarker);
      camera.show(scene);
    },
    refit() {
      // Google follows its container's size by itself; the journey is fitted again to the new size.
      camera.refit();
    },
    setDriver(spec) {
      if (!spec) {
        if (driverMarker) driverMarker.map = null;
        driverMarker = undefined;
      } else if (driverMarker) {
        driverMarker.position = { lat: spec.latitude, lng: spec.longitude };
        driverMarker.title = spec.title;
        driverMarker.content = createMarkerElement(spec, colours.markerText);
      } else {
        driverMarker = addMarker(spec);
      }
    },
    setColours(next) {
      colours = next;
      routeLine.setOptions({ strokeColor: next.route });
    },
    viewBounds() {
      return map.getBounds()?.toJSON();
    },
    follow: camera.follow,
    recentre: camera.recentre,
    onUserMove: camera.onUserMove,
    panBy(x, y) {
      camera.movedByUser();
      map.panBy(x, y);
    },
    zoomBy(delta) {
      camera.movedByUser();
      map.setZoom(Math.min(maxZoom, Math.max(0, (map.getZoom() ?? 0) + delta)));
    },
    onIdle(callback) {
      listeners.push(map.addListener('idle', callback));
    },
    destroy() {
      for (const listener of listeners) listener.remove();
      for (const marker of markers) marker.map = null;
      if (driverMarker) driverMarker.map = null;
      routeLine.setMap(null);
      // Google has no map.destroy(): dropping the DOM and references lets it be collected.
      container.replaceChildren();
    },
  };
};
