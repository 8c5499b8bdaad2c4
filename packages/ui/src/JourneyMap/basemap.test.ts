import { describe, expect, it } from 'vitest';
import basemap from './basemap/basemap.json';
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
    expect(onLand(-0.015247, 51.536743)).toBe(true); // SPEC base location, east London
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
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
    expect(style.layers[0]).toMatchObject({ paint: { 'background-color': FALLBACK_COLOURS.water } });
    expect(style.layers[1]).toMatchObject({ paint: { 'fill-color': FALLBACK_COLOURS.land } });
  });
});
