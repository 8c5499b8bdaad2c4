import { describe, expect, it } from 'vitest';
import { fakeMapPerTest } from './fakes/mapTest';
import { createMapAdapter } from './adapters/bing';
import { FakePolyline, FakePushpin, installBingMapsFake } from './fakes/bingMapsFake';
import { FALLBACK_COLOURS } from './scene';
import { defaultAdapterOptions, driverSpec, londonJourney, londonScene, tinyScene } from './testJourney';

const setup = fakeMapPerTest(installBingMapsFake);

const entities = () => setup.fake.mapInstances[0]!.entities.items;
const pins = () => entities().filter((item): item is FakePushpin => item instanceof FakePushpin);

describe('Bing adapter (against the Microsoft.Maps fake)', () => {
  it('uses the Microsoft.Maps already on the page (no script tag) and caps the map at zoom 18', async () => {
    await createMapAdapter(setup.container, { ...defaultAdapterOptions, apiKey: 'bing-key' });
    expect(document.querySelector('script[src*="bing.com"]')).toBeNull();
    expect(setup.fake.mapInstances[0]?.element).toBe(setup.container);
    expect(setup.fake.mapInstances[0]?.options).toMatchObject({
      credentials: 'bing-key',
      maxZoom: 18,
      disableKeyboardInput: true,
    });
  });

  it('draws the route as a Polyline of thickness 3 and one Pushpin per address', async () => {
    const adapter = await createMapAdapter(setup.container, defaultAdapterOptions);
    adapter.setScene(londonScene);
    const line = entities().find((item): item is FakePolyline => item instanceof FakePolyline);
    expect(line?.options).toEqual({ strokeColor: FALLBACK_COLOURS.route, strokeThickness: 3 });
    expect(line?.getLocations().map((l) => [l.latitude, l.longitude])).toEqual(
      londonJourney.route.map((p) => [p.Latitude, p.Longitude]),
    );
    expect(pins().map((pin) => [pin.options.text, pin.options.title])).toEqual([
      ['P', 'Pickup: London Eye, Westminster Bridge Road, SE1 7PB'],
      ['1', 'Via stop 1: Tower of London, EC3N 4AB'],
      ['2', 'Via stop 2: Tower Bridge Road, SE1 2UP'],
      ['D', 'Drop-off: London City Airport (LCY), E16 2PX'],
    ]);
    adapter.setScene(londonScene);
    expect(pins()).toHaveLength(4);
  });

  it('fits the journey with setView({ bounds, padding }) and never zooms past 18', async () => {
    const adapter = await createMapAdapter(setup.container, defaultAdapterOptions);
    adapter.setScene(londonScene);
    const fit = setup.fake.calls.find((call) => call.target === 'LocationRect' && call.method === 'fromEdges');
    const { south, west, north, east } = londonScene.bounds!;
    expect(fit?.args).toEqual([north, west, south, east]);
    const view = setup.fake.mapInstances[0]!.getBounds();
    for (const point of londonJourney.points) {
      expect(point.latitude).toBeGreaterThanOrEqual(view.getSouth());
      expect(point.latitude).toBeLessThanOrEqual(view.getNorth());
      expect(point.longitude).toBeGreaterThanOrEqual(view.getWest());
      expect(point.longitude).toBeLessThanOrEqual(view.getEast());
    }
    adapter.setScene(tinyScene);
    expect(setup.fake.mapInstances[0]!.getZoom()).toBe(18);
  });

  it('moves the one driver pushpin when the driver moves', async () => {
    const adapter = await createMapAdapter(setup.container, defaultAdapterOptions);
    adapter.setScene(londonScene);
    adapter.setDriver(driverSpec());
    adapter.setDriver(driverSpec({ latitude: 51.51, longitude: -0.1, label: 'Sam' }));
    const drivers = pins().filter((pin) => pin.options.title?.startsWith('Driver'));
    expect(drivers).toHaveLength(1);
    expect(drivers[0]?.getLocation()).toMatchObject({ latitude: 51.51, longitude: -0.1 });
    expect(drivers[0]?.options.title).toBe('Driver: Sam');
    adapter.setDriver(undefined);
    expect(pins().filter((pin) => pin.options.title?.startsWith('Driver'))).toHaveLength(0);
  });

  it('fits the journey again after the container is resized, until the user moves the view', async () => {
    const adapter = await createMapAdapter(setup.container, defaultAdapterOptions);
    adapter.setScene(londonScene);
    const map = setup.fake.mapInstances[0]!;
    const fitted = { center: map.getCenter(), zoom: map.getZoom() };
    adapter.zoomBy(-3);
    expect(map.getZoom()).toBe(fitted.zoom - 3);
    adapter.refit();
    expect(map.getZoom()).toBe(fitted.zoom - 3);
    adapter.setScene(londonScene);
    map.setView({ zoom: 2 });
    adapter.refit();
    expect({ center: map.getCenter(), zoom: map.getZoom() }).toEqual(fitted);
  });

  it('reports viewrendered as idle, pans by pixels, zooms within 1..18, and disposes the map', async () => {
    const adapter = await createMapAdapter(setup.container, defaultAdapterOptions);
    const idle = new Promise<void>((resolve) => adapter.onIdle(resolve));
    adapter.setScene(londonScene);
    await idle;
    const map = setup.fake.mapInstances[0]!;
    const before = map.getCenter();
    adapter.panBy(100, 0);
    expect(map.getCenter().longitude).toBeGreaterThan(before.longitude);
    expect(map.getCenter().latitude).toBeCloseTo(before.latitude, 6);
    for (let i = 0; i < 30; i++) adapter.zoomBy(1);
    expect(map.getZoom()).toBe(18);
    adapter.destroy();
    expect(map.disposed).toBe(true);
    expect(map.handlers.size).toBe(0);
  });
});
