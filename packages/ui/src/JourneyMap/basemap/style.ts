import type { ExpressionSpecification, StyleSpecification } from 'maplibre-gl';
import type { MapColours } from '../types';

/** Natural Earth is public domain; GeoNames place names are CC BY 4.0 and must be credited. */
const BASEMAP_ATTRIBUTION = 'Natural Earth; place names © GeoNames (CC BY 4.0)';

/** The fonts place names are drawn in, from the device (no font files are fetched: MapLibre draws the glyphs). */
const LABEL_FONTS = ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'];

/** A width that grows with the zoom (exponentially, as the map's scale does), in pixels at each stop. */
const widthByZoom = (...stops: [zoom: number, width: number][]): ExpressionSpecification =>
  ['interpolate', ['exponential', 1.6], ['zoom'], ...stops.flat()] as ExpressionSpecification;

/**
 * The offline MapLibre style (docs/behaviour/journey.md#maps): a background in the water colour, land as a fill and
 * country borders from `basemap.json` (Natural Earth); the Thames, motorways and main roads as lines and town
 * and district names from `detail.json` (built by `build-detail.mjs`). No tiles, glyphs or sprites: nothing to
 * fetch but the two files; MapLibre draws the names with the device's fonts.
 */
export function offlineBasemapStyle(basemapUrl: string, colours: MapColours, detailUrl?: string): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    name: 'Cabkit offline basemap',
    sources: {
      // 1:50m data holds no detail past zoom 6: deeper views overzoom those tiles instead of re-cutting them.
      basemap: { type: 'geojson', data: basemapUrl, attribution: BASEMAP_ATTRIBUTION, maxzoom: 6 },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colours.water } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': colours.land },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': colours.border, 'line-width': 1 },
      },
    ],
  };
  if (!detailUrl) return style;
  style.sources.detail = { type: 'geojson', data: detailUrl };
  const is = (kind: string) => ['==', ['get', 'kind'], kind] as ExpressionSpecification;
  style.layers.push({
    id: 'river',
    type: 'line',
    source: 'detail',
    minzoom: 7,
    filter: is('river'),
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': colours.water, 'line-width': widthByZoom([7, 1], [10, 3], [13, 14], [16, 90], [18, 340]) },
  });
  // Casings first, then fills, so crossing roads join; motorways from zoom 6, A roads from 8.
  for (const [part, colour, widths] of [
    [
      'casing',
      colours.border,
      [
        [6, 1.5],
        [10, 3.5],
        [14, 9],
        [18, 40],
      ],
    ],
    [
      'fill',
      colours.road,
      [
        [6, 0.5],
        [10, 2],
        [14, 6.5],
        [18, 34],
      ],
    ],
  ] as const) {
    for (const [kind, minzoom] of [
      ['trunk', 8],
      ['motorway', 6],
    ] as const) {
      style.layers.push({
        id: `${kind}-${part}`,
        type: 'line',
        source: 'detail',
        minzoom,
        filter: is(kind),
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': colour, 'line-width': widthByZoom(...(widths as unknown as [number, number][])) },
      });
    }
  }
  // Place names by size: cities from zoom 5, large towns from 8, towns and London districts from 10, villages
  // from 11.5; bigger places win the space when names would collide.
  for (const [rank, minzoom, size] of [
    [1, 5, 15],
    [2, 8, 13],
    [3, 10, 12],
    [4, 11.5, 12],
  ] as const) {
    style.layers.push({
      id: `places-${rank}`,
      type: 'symbol',
      source: 'detail',
      minzoom,
      filter: ['all', is('place'), ['==', ['get', 'rank'], rank]],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': LABEL_FONTS,
        'text-size': size,
        'text-max-width': 8,
        'text-padding': 4,
      },
      paint: { 'text-color': colours.label, 'text-halo-color': colours.land, 'text-halo-width': 1.5 },
    });
  }
  return style;
}
