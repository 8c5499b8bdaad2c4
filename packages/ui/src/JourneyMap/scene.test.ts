import { describe, expect, it } from 'vitest';
import {
  buildScene,
  CENTRE_ONLY_ZOOM,
  DEFAULT_BASE_LOCATION,
  driverMarker,
  FALLBACK_COLOURS,
  readThemeColours,
  SINGLE_PLACE_ZOOM,
  summaryLines,
} from './scene';
import type { JourneyPoint } from './types';

const pickup: JourneyPoint = { kind: 'Pickup', latitude: 51.5033, longitude: -0.1196, label: 'London Eye' };
const via1: JourneyPoint = { kind: 'ViaAddress', latitude: 51.5081, longitude: -0.0759, label: 'Tower of London' };
const via2: JourneyPoint = { kind: 'ViaAddress', latitude: 51.5055, longitude: -0.0754, label: 'Tower Bridge' };
const dropoff: JourneyPoint = { kind: 'Dropoff', latitude: 51.47, longitude: -0.4543, label: 'Heathrow Airport' };

describe('buildScene', () => {
  it('orders markers pickup, via stops in their order, drop-off, each with its own glyph and title', () => {
    const scene = buildScene(
      { route: [], points: [dropoff, via1, pickup, via2], fallbackCenter: DEFAULT_BASE_LOCATION },
      FALLBACK_COLOURS,
    );
    expect(scene.markers.map((m) => [m.kind, m.glyph, m.title])).toEqual([
      ['Pickup', 'P', 'Pickup: London Eye'],
      ['ViaAddress', '1', 'Via stop 1: Tower of London'],
      ['ViaAddress', '2', 'Via stop 2: Tower Bridge'],
      ['Dropoff', 'D', 'Drop-off: Heathrow Airport'],
    ]);
    expect(scene.markers[0]?.colour).toBe(FALLBACK_COLOURS.pickup);
    expect(scene.markers[3]?.colour).toBe(FALLBACK_COLOURS.dropoff);
  });

  it('fits the route and the points together', () => {
    const scene = buildScene(
      {
        route: [
          { Latitude: 51.6, Longitude: -0.2 },
          { Latitude: 51.4, Longitude: 0.1 },
        ],
        points: [pickup, dropoff],
        fallbackCenter: DEFAULT_BASE_LOCATION,
      },
      FALLBACK_COLOURS,
    );
    expect(scene.bounds).toEqual({ south: 51.4, west: -0.4543, north: 51.6, east: 0.1 });
    expect(scene.route).toEqual([
      { latitude: 51.6, longitude: -0.2 },
      { latitude: 51.4, longitude: 0.1 },
    ]);
  });

  it('leaves out points with missing or out-of-range coordinates instead of throwing', () => {
    const scene = buildScene(
      {
        route: [
          { Latitude: Number.NaN, Longitude: 0 },
          { Latitude: 91, Longitude: 0 },
          null as never,
          { Latitude: 51.5, Longitude: -0.1 },
          { Latitude: 51.6, Longitude: -0.2 },
        ],
        points: [{ ...pickup, latitude: undefined as never }],
        fallbackCenter: DEFAULT_BASE_LOCATION,
      },
      FALLBACK_COLOURS,
    );
    expect(scene.route).toHaveLength(2);
    expect(scene.markers).toHaveLength(0);
  });

  it('looks at a single place from street level rather than fitting a box of no size', () => {
    const scene = buildScene({ route: [], points: [pickup], fallbackCenter: DEFAULT_BASE_LOCATION }, FALLBACK_COLOURS);
    expect(scene.bounds).toBeUndefined();
    expect(scene.center).toEqual({ latitude: pickup.latitude, longitude: pickup.longitude });
    expect(scene.zoom).toBe(SINGLE_PLACE_ZOOM);
  });

  it('centres on center, else the driver, else the fallback (SPEC default base location)', () => {
    const base = { route: [], points: [], fallbackCenter: DEFAULT_BASE_LOCATION };
    expect(buildScene(base, FALLBACK_COLOURS).center).toEqual({ latitude: 51.536743, longitude: -0.015247 });
    expect(buildScene(base, FALLBACK_COLOURS).zoom).toBe(CENTRE_ONLY_ZOOM);
    const driver = { latitude: 52, longitude: 1, label: 'Car 7' };
    expect(buildScene({ ...base, driver }, FALLBACK_COLOURS).center).toEqual({ latitude: 52, longitude: 1 });
    expect(buildScene({ ...base, driver, center: { latitude: 53, longitude: 2 } }, FALLBACK_COLOURS).center).toEqual({
      latitude: 53,
      longitude: 2,
    });
  });
});

describe('summaryLines', () => {
  it('lists the stops in journey order and the driver last', () => {
    expect(summaryLines([dropoff, via1, pickup], { latitude: 0, longitude: 0, label: 'Sam, blue Prius' })).toEqual([
      'Pickup: London Eye',
      'Via stop 1: Tower of London',
      'Drop-off: Heathrow Airport',
      'Driver: Sam, blue Prius',
    ]);
  });
});

describe('driverMarker', () => {
  it('is absent without a valid position', () => {
    expect(driverMarker(undefined, FALLBACK_COLOURS)).toBeUndefined();
    expect(driverMarker({ latitude: 100, longitude: 0, label: 'x' }, FALLBACK_COLOURS)).toBeUndefined();
    expect(driverMarker({ latitude: 51, longitude: 0, label: 'Sam' }, FALLBACK_COLOURS)?.title).toBe('Driver: Sam');
  });
});

describe('readThemeColours', () => {
  it('reads the theme variables and falls back for the ones not set', () => {
    const element = document.createElement('div');
    element.style.setProperty('--ck-color-primary', '#123456');
    document.body.append(element);
    const colours = readThemeColours(element);
    expect(colours.route).toBe('#123456');
    expect(colours.dropoff).toBe(FALLBACK_COLOURS.dropoff);
    element.remove();
  });
});
