/**
 * Builds `detail.json`, the offline basemap's city layer: the Thames and the main roads from `uk-lines.mjs`
 * (compiled for this project, public domain) and UK town, village and London district names from GeoNames
 * `cities500` (CC BY 4.0), as the embedded gazetteer already ships them
 * (`apps/server/src/services/gazetteer/data/uk-towns.json`).
 * Run from the repository root: `node packages/ui/src/JourneyMap/basemap/build-detail.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UK_LINES } from './uk-lines.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const towns = JSON.parse(
  readFileSync(join(here, '../../../../../apps/server/src/services/gazetteer/data/uk-towns.json'), 'utf8'),
);

/** Greater London and its edge, where every district is named (elsewhere only places of 2,000 people or more). */
const LONDON = { south: 51.28, west: -0.52, north: 51.7, east: 0.34 };
const inLondon = (t) =>
  t.latitude > LONDON.south && t.latitude < LONDON.north && t.longitude > LONDON.west && t.longitude < LONDON.east;

/** 1 city, 2 large town, 3 town or London district, 4 village: decides from which zoom a name shows. */
function rankOf(population) {
  if (population >= 250_000) return 1;
  if (population >= 50_000) return 2;
  if (population >= 5_000) return 3;
  return 4;
}

const round = (value) => Math.round(value * 1e4) / 1e4;
// London's boroughs are counted as cities by population; as map names they are districts.
const LONDON_AREA_MAX_RANK = 3;

const places = towns
  .filter((t) => t.population >= 2000 || inLondon(t))
  .map((t) => {
    let rank = rankOf(t.population);
    if (t.name !== 'London' && inLondon(t)) rank = Math.max(rank, LONDON_AREA_MAX_RANK);
    return { t, rank };
  })
  .sort((a, b) => a.rank - b.rank || b.t.population - a.t.population)
  .map(({ t, rank }) => ({
    type: 'Feature',
    properties: { kind: 'place', name: t.name, rank },
    geometry: { type: 'Point', coordinates: [round(t.longitude), round(t.latitude)] },
  }));

const lines = UK_LINES.map(({ kind, ref, line }) => ({
  type: 'Feature',
  properties: { kind, ref },
  geometry: { type: 'LineString', coordinates: line.map(([lng, lat]) => [round(lng), round(lat)]) },
}));

const collection = { type: 'FeatureCollection', features: [...lines, ...places] };
const text = JSON.stringify(collection);
writeFileSync(join(here, 'detail.json'), text);
console.log(`detail.json: ${lines.length} lines, ${places.length} place names, ${(text.length / 1024).toFixed(0)} KB`);
