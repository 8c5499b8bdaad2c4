import { setOptions } from '@googlemaps/js-api-loader';
import { describe, expect, it, vi } from 'vitest';
import { fakeMapPerTest } from './fakes/mapTest';
import { createMapAdapter } from './adapters/google';
import { installGoogleMapsFake } from './fakes/googleMapsFake';
import { FALLBACK_COLOURS } from './scene';
import { defaultAdapterOptions, driverSpec, londonJourney, londonScene, tinyScene } from './testJourney';

// Spy on the real loader's functions (they still run) to see the options the adapter gives it.
vi.mock('@googlemaps/js-api-loader', async (importOriginal) => {
  const loader = await importOriginal<typeof import('@googlemaps/js-api-loader')>();
  return { ...loader, setOptions: vi.fn(loader.setOptions), importLibrary: vi.fn(loader.importLibrary) };
});

const setup = fakeMapPerTest(installGoogleMapsFake);

const methodCalls = (target: string, method: string) =>
  setup.fake.calls.filter((call) => call.target === target && call.method === method);

describe('Google adapter (against the google.maps fake)', () => {
  it('loads maps, marker and core through the js-api-loader and creates a map capped at zoom 18', async () => {
    await createMapAdapter(setup.container, { ...defaultAdapterOptions, apiKey: 'google-key' });
    // The loader's option is `key` (it warns about `apiKey`), and it is set once per page.
    expect(setOptions).toHaveBeenCalledTimes(1);
    expect(setOptions).toHaveBeenCalledWith({ key: 'google-key', v: 'weekly' });
    expect(setup.fake.importedLibraries.sort()).toEqual(['core', 'maps', 'marker']);
    const [map] = setup.fake.mapInstances;
    expect(map?.getDiv()).toBe(setup.container);
    expect(map?.options).toMatchObject({ maxZoom: 18, keyboardShortcuts: false, mapId: 'DEMO_MAP_ID' });
  });

  it('draws the route as a Polyline of weight 3 in the route colour', async () => {
    const adapter = await createMapAdapter(setup.container, defaultAdapterOptions);
    adapter.setScene(londonScene);
    const [line] = setup.fake.polylines;
    expect(line?.options).toMatchObject({ strokeWeight: 3, strokeColor: FALLBACK_COLOURS.route });
    expect(line?.getMap()).toBe(setup.fake.mapInstances[0]);
    expect(
      line
        ?.getPath()
        .getArray()
        .map((p) => [p.lat(), p.lng()]),
    ).toEqual(londonJourney.route.map((p) => [p.Latitude, p.Longitude]));
  });

  it('fits the journey with fitBounds, honouring max zoom 18 for a very short journey', async () => {
    const adapter = await createMapAdapter(setup.container, defaultAdapterOptions);
    adapter.setScene(londonScene);
    const [fit] = methodCalls('Map', 'fitBounds');
    const bounds = fit?.args[0] as { toJSON(): Record<string, number> };
    expect(bounds.toJSON()).toEqual(londonScene.bounds);
    const map = setup.fake.mapInstances[0]!;
    for (const point of londonJourney.points)
      expect(map.getBounds().contains({ lat: point.latitude, lng: point.longitude })).toBe(true);

    adapter.setScene(tinyScene);
    expect(map.getZoom()).toBe(18);
  });

  it('places one labelled advanced marker per address and replaces them on the next scene', async () => {
    const adapter = await createMapAdapter(setup.container, defaultAdapterOptions);
    adapter.setScene(londonScene);
    const live = () => setup.fake.markers.filter((marker) => marker.map);
    expect(live().map((marker) => marker.title)).toEqual([
      'Pickup: London Eye, Westminster Bridge Road, SE1 7PB',
      'Via stop 1: Tower of London, EC3N 4AB',
      'Via stop 2: Tower Bridge Road, SE1 2UP',
      'Drop-off: London City Airport (LCY), E16 2PX',
    ]);
    expect(live().map((marker) => (marker.content as HTMLElement).textContent)).toEqual(['P', '1', '2', 'D']);
    adapter.setScene({ ...londonScene, markers: londonScene.markers.slice(0, 1) });
    expect(live()).toHaveLength(1);
  });

  it('moves the same driver marker when the driver moves, without refitting', async () => {
    const adapter = await createMapAdapter(setup.container, defaultAdapterOptions);
    adapter.setScene(londonScene);
    const fits = methodCalls('Map', 'fitBounds').length;
    adapter.setDriver(driverSpec());
    adapter.setDriver(driverSpec({ latitude: 51.51, longitude: -0.1, label: 'Sam' }));
    const drivers = setup.fake.markers.filter((marker) => marker.title.startsWith('Driver'));
    expect(drivers).toHaveLength(1);
    expect(drivers[0]?.position).toEqual({ lat: 51.51, lng: -0.1 });
    expect(drivers[0]?.title).toBe('Driver: Sam');
    expect(methodCalls('Map', 'fitBounds')).toHaveLength(fits);
    adapter.setDriver(undefined);
    expect(drivers[0]?.map).toBeNull();
  });

  it('fits the journey again after the container is resized, until the user moves the view', async () => {
    const adapter = await createMapAdapter(setup.container, defaultAdapterOptions);
    adapter.setScene(londonScene);
    expect(methodCalls('Map', 'fitBounds')).toHaveLength(1);
    adapter.refit();
    expect(methodCalls('Map', 'fitBounds')).toHaveLength(2);
    expect(methodCalls('Map', 'fitBounds')[1]?.args).toEqual(methodCalls('Map', 'fitBounds')[0]?.args);
    adapter.panBy(0, 100);
    adapter.refit();
    expect(methodCalls('Map', 'fitBounds')).toHaveLength(2);
    // A new journey is fitted, and fitted again on the next resize.
    adapter.setScene(londonScene);
    adapter.refit();
    expect(methodCalls('Map', 'fitBounds')).toHaveLength(4);
  });

  it('reports idle, pans and zooms (never past 18), and releases everything on destroy', async () => {
    const adapter = await createMapAdapter(setup.container, defaultAdapterOptions);
    const idle = new Promise<void>((resolve) => adapter.onIdle(resolve));
    adapter.setScene(londonScene);
    await idle;
    adapter.panBy(100, 0);
    expect(methodCalls('Map', 'panBy')[0]?.args).toEqual([100, 0]);
    const zoom = setup.fake.mapInstances[0]!.getZoom();
    adapter.zoomBy(1);
    expect(setup.fake.mapInstances[0]!.getZoom()).toBe(Math.min(18, zoom + 1));
    for (let i = 0; i < 30; i++) adapter.zoomBy(1);
    expect(methodCalls('Map', 'setZoom').every((call) => (call.args[0] as number) <= 18)).toBe(true);
    adapter.destroy();
    expect(setup.fake.polylines[0]?.getMap()).toBeNull();
    expect(setup.fake.markers.every((marker) => marker.map === null)).toBe(true);
    expect(setup.container.childElementCount).toBe(0);
  });
});
