import type { StyleSpecification } from 'maplibre-gl';
import type { MapColours } from '../types';

/** Natural Earth is public domain; crediting it is courtesy, not obligation. */
const BASEMAP_ATTRIBUTION = 'Natural Earth';

/**
 * The offline MapLibre style: a background in the water colour, land as a fill and country borders as
 * lines, all from the shipped `basemap.json` GeoJSON. No tiles, no glyphs, no sprites: nothing to fetch
 * but the one file at `basemapUrl`.
 */
export function offlineBasemapStyle(basemapUrl: string, colours: MapColours): StyleSpecification {
  return {
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
}
