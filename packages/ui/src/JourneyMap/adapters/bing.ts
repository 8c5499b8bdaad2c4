import { sceneCamera } from './camera';
import type { CreateMapAdapter, MapScene, MarkerSpec } from '../types';
import type { BingMapsNamespace, BingPushpin, WindowWithBingMaps } from './bingTypes';

/** The Bing Maps V8 Web Control script. */
export const BING_MAPS_SCRIPT_URL = 'https://www.bing.com/api/maps/mapcontrol';
/** The global callback the script calls once `Microsoft.Maps` is ready. */
const READY_CALLBACK = '__cabkitBingMapsReady';
/** Space kept between the fitted journey and the map's edge, in pixels. */
const FIT_PADDING = 32;

let loading: Promise<BingMapsNamespace> | undefined;

/** The `Microsoft.Maps` namespace: the one already on the page, else loaded once through a script tag. */
export function loadBingMaps(): Promise<BingMapsNamespace> {
  const existing = (window as WindowWithBingMaps).Microsoft?.Maps;
  if (existing?.Map) return Promise.resolve(existing);
  loading ??= new Promise<BingMapsNamespace>((resolve, reject) => {
    const globals = window as unknown as Record<string, unknown>;
    globals[READY_CALLBACK] = () => {
      delete globals[READY_CALLBACK];
      const maps = (window as WindowWithBingMaps).Microsoft?.Maps;
      if (maps) resolve(maps);
      else reject(new Error('Bing Maps loaded without defining Microsoft.Maps.'));
    };
    const script = document.createElement('script');
    script.src = `${BING_MAPS_SCRIPT_URL}?callback=${READY_CALLBACK}`;
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Bing Maps could not load.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** A Bing Maps V8 map: a Polyline for the route and a Pushpin per address and for the driver. */
export const createMapAdapter: CreateMapAdapter = async (container, options) => {
  const { maxZoom, lineWeight } = options;
  let colours = options.colours;
  const Maps = await loadBingMaps();
  const map = new Maps.Map(container, {
    credentials: options.apiKey ?? '',
    center: new Maps.Location(0, 0),
    zoom: 1,
    maxZoom,
    // Our region handles the keys (the same for every provider), so Bing's own would double them.
    disableKeyboardInput: true,
    showDashboard: false,
    showLocateMeButton: false,
    showMapTypeSelector: false,
  });
  const routeLine = new Maps.Polyline([], { strokeColor: colours.route, strokeThickness: lineWeight });
  map.entities.push(routeLine);

  const pushpin = (spec: MarkerSpec) =>
    new Maps.Pushpin(new Maps.Location(spec.latitude, spec.longitude), {
      title: spec.title,
      text: spec.glyph,
      color: spec.colour,
    });

  let pins: BingPushpin[] = [];
  let driverPin: BingPushpin | undefined;
  const handlers: object[] = [];

  const fitScene = (scene: MapScene) => {
    if (scene.bounds) {
      const { south, west, north, east } = scene.bounds;
      map.setView({ bounds: Maps.LocationRect.fromEdges(north, west, south, east), padding: FIT_PADDING });
      // The map's maxZoom bounds user zooming; clamp the fitted view too, whatever the journey's size.
      if (map.getZoom() > maxZoom) map.setView({ zoom: maxZoom });
    } else {
      map.setView({
        center: new Maps.Location(scene.center.latitude, scene.center.longitude),
        zoom: Math.min(scene.zoom, maxZoom),
      });
    }
  };

  // Set once the user pans or zooms: a later resize or driver move keeps their view.
  const camera = sceneCamera(fitScene);

  return {
    setScene(scene) {
      routeLine.setLocations(scene.route.map((point) => new Maps.Location(point.latitude, point.longitude)));
      for (const pin of pins) map.entities.remove(pin);
      pins = scene.markers.map(pushpin);
      map.entities.push(pins);
      camera.show(scene);
    },
    refit() {
      // Bing follows its container's size by itself; the journey is fitted again to the new size.
      camera.refit();
    },
    setDriver(spec) {
      if (!spec) {
        if (driverPin) map.entities.remove(driverPin);
        driverPin = undefined;
      } else if (driverPin) {
        driverPin.setLocation(new Maps.Location(spec.latitude, spec.longitude));
        driverPin.setOptions({ title: spec.title, text: spec.glyph, color: spec.colour });
      } else {
        driverPin = pushpin(spec);
        map.entities.push(driverPin);
      }
    },
    setColours(next) {
      colours = next;
      routeLine.setOptions({ strokeColor: next.route, strokeThickness: lineWeight });
    },
    viewBounds() {
      const view = map.getBounds();
      return { south: view.getSouth(), west: view.getWest(), north: view.getNorth(), east: view.getEast() };
    },
    follow: camera.follow,
    recentre: camera.recentre,
    onUserMove: camera.onUserMove,
    panBy(x, y) {
      camera.movedByUser();
      // V8 has no panBy: move the centre by the same fraction of the visible span.
      const center = map.getCenter();
      const bounds = map.getBounds();
      map.setView({
        center: new Maps.Location(
          center.latitude - (y / map.getHeight()) * bounds.height,
          center.longitude + (x / map.getWidth()) * bounds.width,
        ),
      });
    },
    zoomBy(delta) {
      camera.movedByUser();
      map.setView({ zoom: Math.min(maxZoom, Math.max(1, map.getZoom() + delta)) });
    },
    onIdle(callback) {
      handlers.push(Maps.Events.addHandler(map, 'viewrendered', callback));
    },
    destroy() {
      for (const handler of handlers) Maps.Events.removeHandler(handler);
      map.dispose();
    },
  };
};
