// Builds uk-outcodes.json, the outward-code table a full postcode falls back to when no place holds it and no
// postcode service is configured: for each outward code (district, e.g. "SW1A") that a shipped place, terminal or
// airport has, the mean of those places' coordinates and the town most of them name.
//   node apps/server/src/services/gazetteer/data/scripts/build-outcodes.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (name) => JSON.parse(readFileSync(join(dataDir, name), 'utf8'));

const located = [
  ...read('uk-places.json').map((p) => ({ postcode: p.postcode, lat: p.latitude, lng: p.longitude, town: p.line2 })),
  ...read('uk-terminals.json').map((t) => ({ postcode: t.postcode, lat: t.latitude, lng: t.longitude, town: t.line2 })),
  ...read('uk-airports.json').map((a) => ({ postcode: a.postcode, lat: a.latitude, lng: a.longitude, town: a.city })),
].filter((p) => p.postcode.trim() !== '');

const byOutward = new Map();
for (const place of located) {
  const outward = place.postcode.trim().toUpperCase().split(/\s+/)[0];
  const entry = byOutward.get(outward) ?? { lat: 0, lng: 0, n: 0, towns: new Map() };
  entry.lat += place.lat;
  entry.lng += place.lng;
  entry.n += 1;
  entry.towns.set(place.town, (entry.towns.get(place.town) ?? 0) + 1);
  byOutward.set(outward, entry);
}

const round = (value) => Math.round(value * 1e4) / 1e4;
const rows = [...byOutward.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([outward, e]) => ({
    outward,
    town: [...e.towns.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0],
    latitude: round(e.lat / e.n),
    longitude: round(e.lng / e.n),
    places: e.n,
  }));
writeFileSync(join(dataDir, 'uk-outcodes.json'), `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
console.log(`uk-outcodes.json: ${rows.length} outward codes from ${located.length} places`);
