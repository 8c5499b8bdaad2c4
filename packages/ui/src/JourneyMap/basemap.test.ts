import { describe, expect, it } from 'vitest';
import basemap from './basemap/basemap.json';
import detail from './basemap/detail.json';
import { offlineBasemapStyle } from './basemap/style';
import { FALLBACK_COLOURS } from './scene';

type Ring = number[][];

/** Ray casting: is [longitude, latitude] inside the ring? */
function inRing([x, y]: [number, number], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const land = basemap.features.find((feature) => feature.properties.kind === 'land')!;
const borders = basemap.features.find((feature) => feature.properties.kind === 'border')!;
const polygons = land.geometry.coordinates as Ring[][];
const onLand = (longitude: number, latitude: number) =>
  polygons.some(
    ([outer, ...holes]) =>
      inRing([longitude, latitude], outer!) && !holes.some((hole) => inRing([longitude, latitude], hole)),
  );

describe('the shipped offline basemap', () => {
  it('is small enough to ship (under 1.5 MB)', () => {
    // build-basemap.mjs writes the file as JSON.stringify of this very object.
    expect(JSON.stringify(basemap).length).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('has land where the UK and Europe are, and sea where they are not', () => {
    expect(onLand(-0.015247, 51.536743)).toBe(true); // the default base location, east London
    expect(onLand(-3.19, 55.95)).toBe(true); // Edinburgh
    expect(onLand(-6.26, 53.35)).toBe(true); // Dublin
    expect(onLand(2.35, 48.86)).toBe(true); // Paris
    expect(onLand(13.4, 52.52)).toBe(true); // Berlin
    expect(onLand(-73.97, 40.78)).toBe(true); // New York, from the coarser world data
    expect(onLand(3, 55)).toBe(false); // North Sea
    expect(onLand(-1.0, 50.3)).toBe(false); // English Channel
    expect(onLand(-30, 45)).toBe(false); // Atlantic
  });

  it('has country borders, e.g. between France and Belgium', () => {
    const lines = borders.geometry.coordinates as number[][][];
    const nearLille = lines.some((line) =>
      line.some(([lng, lat]) => Math.abs(lng! - 3.1) < 0.5 && Math.abs(lat! - 50.7) < 0.3),
    );
    expect(nearLille).toBe(true);
  });
});

describe('the shipped city layer (detail.json)', () => {
  type Feature = (typeof detail.features)[number];
  const lines = (kind: string) => detail.features.filter((f: Feature) => f.properties.kind === kind);
  const place = (name: string) => detail.features.find((f: Feature) => f.properties.name === name);
  const passesNear = (feature: Feature, [lng, lat]: [number, number], within: number) =>
    (feature.geometry.coordinates as number[][]).some(([x, y]) => Math.hypot(x! - lng, y! - lat) < within);

  it('is small enough to ship (under 500 KB)', () => {
    expect(JSON.stringify(detail).length).toBeLessThan(500 * 1024);
  });

  it('has the Thames through central London, the M25 ring and London main roads', () => {
    const [thames] = lines('river');
    expect(thames?.properties.ref).toBe('River Thames');
    expect(passesNear(thames!, [-0.122, 51.501], 0.003)).toBe(true); // Westminster Bridge
    expect(passesNear(thames!, [-0.0754, 51.5055], 0.003)).toBe(true); // Tower Bridge
    const m25 = lines('motorway').find((f: Feature) => f.properties.ref === 'M25')!;
    const ring = m25.geometry.coordinates as number[][];
    expect(ring[0]).toEqual(ring.at(-1));
    expect(lines('motorway').length).toBeGreaterThanOrEqual(10);
    expect(lines('trunk').some((f: Feature) => passesNear(f, [-0.123, 51.5305], 0.003))).toBe(true); // Euston Road
  });

  it('names cities from afar and London districts at city zoom', () => {
    expect(place('London')?.properties.rank).toBe(1);
    expect(place('Birmingham')?.properties.rank).toBe(1);
    expect(place('Stratford')?.properties.rank).toBe(3);
    expect(place('Camden Town')?.properties.rank).toBe(3);
    // Boroughs with a city's population are still districts on the map.
    expect(place('Islington')?.properties.rank).toBe(3);
    expect(lines('place').length).toBeGreaterThan(2000);
  });
});

describe('offlineBasemapStyle', () => {
  it('draws water as the background, land as a fill and borders as lines from one GeoJSON, with no glyphs or sprites', () => {
    const style = offlineBasemapStyle('https://example.test/basemap.json', FALLBACK_COLOURS);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.sources).toEqual({
      basemap: expect.objectContaining({ type: 'geojson', data: 'https://example.test/basemap.json' }),
    });
    expect(style.layers.map((layer) => [layer.id, layer.type])).toEqual([
      ['water', 'background'],
      ['land', 'fill'],
      ['borders', 'line'],
    ]);
    expect(style.layers[0]).toMatchObject({ paint: { 'background-color': FALLBACK_COLOURS.water } });
    expect(style.layers[1]).toMatchObject({ paint: { 'fill-color': FALLBACK_COLOURS.land } });
  });

  it('adds the river, roads (casing under fill) and place names by size from the city layer, with device fonts', () => {
    const style = offlineBasemapStyle(
      'https://example.test/basemap.json',
      FALLBACK_COLOURS,
      'https://example.test/detail.json',
    );
    expect(style.glyphs).toBeUndefined();
    expect(style.sources.detail).toMatchObject({ type: 'geojson', data: 'https://example.test/detail.json' });
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'water',
      'land',
      'borders',
      'river',
      'trunk-casing',
      'motorway-casing',
      'trunk-fill',
      'motorway-fill',
      'places-1',
      'places-2',
      'places-3',
      'places-4',
    ]);
    const byId = (id: string) => style.layers.find((layer) => layer.id === id)!;
    expect(byId('river')).toMatchObject({ paint: { 'line-color': FALLBACK_COLOURS.water } });
    expect(byId('motorway-fill')).toMatchObject({ minzoom: 6, paint: { 'line-color': FALLBACK_COLOURS.road } });
    expect(byId('trunk-casing')).toMatchObject({ minzoom: 8, paint: { 'line-color': FALLBACK_COLOURS.border } });
    expect(byId('places-1')).toMatchObject({ type: 'symbol', minzoom: 5 });
    // London districts show at city zoom (about 10 and closer).
    expect(byId('places-3')).toMatchObject({
      minzoom: 10,
      layout: { 'text-field': ['get', 'name'] },
      paint: { 'text-color': FALLBACK_COLOURS.label, 'text-halo-color': FALLBACK_COLOURS.land },
    });
  });
});
