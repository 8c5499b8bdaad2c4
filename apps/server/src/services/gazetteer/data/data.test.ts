import { distanceKm, validatePostcode } from '@cabkit/domain';
import { describe, expect, it } from 'vitest';
import {
  loadAirlines,
  loadUkAirports,
  loadUkDistricts,
  loadUkOutcodes,
  loadUkPlaces,
  loadUkTerminals,
  loadWorldAirports,
  PLACE_CATEGORIES,
} from './index';

/** Full UK postcode (outward code, space, inward code), including the London sub-districts such as SW1A and EC1A. */
const UK_POSTCODE =
  /^(GIR 0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) [0-9][ABD-HJLNP-UW-Z]{2})$/;

/** Great Britain and Northern Ireland (the Channel Islands lie south of it). */
const UK_BOX = { minLat: 49.8, maxLat: 60.9, minLng: -8.7, maxLng: 1.8 };
/** The UK plus the Channel Islands and the Isle of Man, for airports. */
const BRITISH_ISLES_BOX = { minLat: 49.0, maxLat: 60.9, minLng: -8.7, maxLng: 1.8 };

const SCOTTISH_AREAS = ['AB', 'DD', 'DG', 'EH', 'FK', 'G', 'HS', 'IV', 'KA', 'KW', 'KY', 'ML', 'PA', 'PH', 'TD', 'ZE'];
const WELSH_AREAS = ['CF', 'LD', 'LL', 'NP', 'SA'];

/** The letters that open a postcode: its area (e.g. 'SW' for 'SW1A 1AA', 'G' for 'G1 3SL'). */
function area(postcode: string): string {
  return /^[A-Z]+/.exec(postcode)?.[0] ?? '';
}

function inBox(box: typeof UK_BOX, latitude: number, longitude: number): boolean {
  return latitude >= box.minLat && latitude <= box.maxLat && longitude >= box.minLng && longitude <= box.maxLng;
}

describe('uk-places.json', () => {
  const places = loadUkPlaces();

  it('holds at least 350 places', () => {
    expect(places.length).toBeGreaterThanOrEqual(350);
  });

  it('gives every place a name, a street line, a town and a known category', () => {
    const bad = places.filter(
      (p) =>
        p.name.trim() === '' ||
        p.line1.trim() === '' ||
        p.line2.trim() === '' ||
        !(PLACE_CATEGORIES as readonly string[]).includes(p.category),
    );
    expect(bad).toEqual([]);
  });

  it('uses full UK postcodes that the booking form also accepts', () => {
    const bad = places.filter((p) => !UK_POSTCODE.test(p.postcode) || validatePostcode(p.postcode, 'Postcode'));
    expect(bad.map((p) => `${p.name}: ${p.postcode}`)).toEqual([]);
  });

  it('places every coordinate inside the UK bounding box, with 4 or 5 decimals at most', () => {
    const bad = places.filter(
      (p) =>
        !inBox(UK_BOX, p.latitude, p.longitude) ||
        Math.round(p.latitude * 1e5) / 1e5 !== p.latitude ||
        Math.round(p.longitude * 1e5) / 1e5 !== p.longitude,
    );
    expect(bad.map((p) => p.name)).toEqual([]);
  });

  it('has no duplicate name and postcode pair', () => {
    const keys = places.map((p) => `${p.name.toLowerCase()}|${p.postcode}`);
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
  });

  it('puts Northern Irish, Scottish and Welsh postcodes on the right side of the map', () => {
    const bad = places.filter((p) => {
      const a = area(p.postcode);
      if (a === 'BT') return p.longitude > -5.4 || p.latitude < 54.0;
      if (SCOTTISH_AREAS.includes(a)) return p.latitude < 54.6 || p.longitude < -8.0;
      if (WELSH_AREAS.includes(a)) return p.longitude > -2.6 || p.latitude < 51.3;
      return false;
    });
    expect(bad.map((p) => `${p.name}: ${p.postcode}`)).toEqual([]);
  });

  it('keeps London postcodes in and around Greater London', () => {
    const london = places.filter((p) => p.line2 === 'London');
    expect(london.length).toBeGreaterThanOrEqual(100);
    const far = london.filter((p) => Math.abs(p.latitude - 51.5074) > 0.2 || Math.abs(p.longitude + 0.1278) > 0.35);
    expect(far.map((p) => p.name)).toEqual([]);
  });

  it('spreads across all four nations and every category', () => {
    const areas = places.map((p) => area(p.postcode));
    expect(areas.filter((a) => a === 'BT').length).toBeGreaterThanOrEqual(10);
    expect(areas.filter((a) => SCOTTISH_AREAS.includes(a)).length).toBeGreaterThanOrEqual(40);
    expect(areas.filter((a) => WELSH_AREAS.includes(a) || a === 'SY').length).toBeGreaterThanOrEqual(20);
    for (const category of PLACE_CATEGORIES) {
      expect(places.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(10);
    }
  });

  it('finds well-known places at their real postcodes and positions', () => {
    const palace = places.find((p) => p.name === 'Buckingham Palace');
    expect(palace).toMatchObject({ postcode: 'SW1A 1AA', line2: 'London', category: 'Landmark' });
    expect(palace?.latitude).toBeCloseTo(51.501, 2);
    expect(palace?.longitude).toBeCloseTo(-0.142, 2);
    const kingsCross = places.find((p) => p.name === "King's Cross Station");
    expect(kingsCross).toMatchObject({ line1: 'Euston Road', postcode: 'N1C 4QP', category: 'Station' });
    const waverley = places.find((p) => p.name === 'Edinburgh Waverley Station');
    expect(waverley?.postcode).toBe('EH1 1BB');
  });
});

describe('uk-airports.json', () => {
  const airports = loadUkAirports();
  const byIata = new Map(airports.map((a) => [a.iata, a]));

  it('includes the main UK airports with their postcodes', () => {
    const expected: Record<string, string> = {
      LHR: 'TW6 1EW',
      LGW: 'RH6 0NP',
      STN: 'CM24 1QW',
      LTN: 'LU2 9LY',
      LCY: 'E16 2PX',
      MAN: 'M90 1QX',
      BHX: 'B26 3QJ',
      EDI: 'EH12 9DN',
      GLA: 'PA3 2SW',
      BRS: 'BS48 3DY',
    };
    for (const [iata, postcode] of Object.entries(expected)) {
      expect(byIata.get(iata), iata).toMatchObject({ iata, postcode, category: 'Airport' });
    }
    expect(byIata.get('LHR')?.name).toBe('London Heathrow Airport');
    expect(byIata.get('LHR')?.icao).toBe('EGLL');
  });

  it('only holds UK, Channel Islands and Isle of Man airports, each once, inside the British Isles', () => {
    expect(airports.length).toBeGreaterThanOrEqual(50);
    expect(byIata.size).toBe(airports.length);
    const bad = airports.filter(
      (a) =>
        !['United Kingdom', 'Jersey', 'Guernsey', 'Isle of Man'].includes(a.country) ||
        !/^[A-Z]{3}$/.test(a.iata) ||
        a.category !== 'Airport' ||
        !inBox(BRITISH_ISLES_BOX, a.latitude, a.longitude),
    );
    expect(bad.map((a) => a.iata)).toEqual([]);
    expect(byIata.get('JER')?.country).toBe('Jersey');
    expect(byIata.get('GLO')?.city).toBe('Gloucester');
  });

  it('uses valid postcodes or leaves them empty', () => {
    const bad = airports.filter((a) => a.postcode !== '' && !UK_POSTCODE.test(a.postcode));
    expect(bad.map((a) => `${a.iata}: ${a.postcode}`)).toEqual([]);
    expect(airports.filter((a) => a.postcode !== '').length).toBeGreaterThanOrEqual(40);
  });

  it('matches the world list for every UK airport', () => {
    const world = new Map(loadWorldAirports().map((a) => [a.iata, a]));
    for (const airport of airports) {
      const { postcode: _postcode, category: _category, ...rest } = airport;
      expect(world.get(airport.iata), airport.iata).toEqual(rest);
    }
  });
});

describe('world-airports.json', () => {
  const airports = loadWorldAirports();

  it('holds thousands of airports with unique three-letter IATA codes and valid coordinates', () => {
    expect(airports.length).toBeGreaterThan(5000);
    const codes = new Set(airports.map((a) => a.iata));
    expect(codes.size).toBe(airports.length);
    const bad = airports.filter(
      (a) =>
        !/^[A-Z]{3}$/.test(a.iata) ||
        a.name === '' ||
        a.country === '' ||
        Math.abs(a.latitude) > 90 ||
        Math.abs(a.longitude) > 180 ||
        a.name.includes('\\') ||
        a.icao === '\\N',
    );
    expect(bad.map((a) => a.iata)).toEqual([]);
  });

  it('includes major airports for "arriving from" searches', () => {
    const byIata = new Map(airports.map((a) => [a.iata, a]));
    expect(byIata.get('JFK')).toMatchObject({ city: 'New York', country: 'United States' });
    expect(byIata.get('CDG')?.country).toBe('France');
    expect(byIata.get('DXB')?.country).toBe('United Arab Emirates');
    expect(byIata.get('LHR')?.icao).toBe('EGLL');
  });
});

describe('airlines.json', () => {
  const airlines = loadAirlines();

  it('holds active airlines with two-character IATA codes and names', () => {
    expect(airlines.length).toBeGreaterThan(500);
    const bad = airlines.filter((a) => !/^[A-Z0-9]{2}$/.test(a.iata) || a.name.trim() === '' || a.icao === '\\N');
    expect(bad).toEqual([]);
  });

  it('includes British Airways, easyJet and Ryanair', () => {
    expect(airlines).toContainEqual({ name: 'British Airways', iata: 'BA', icao: 'BAW', country: 'United Kingdom' });
    expect(airlines).toContainEqual({ name: 'easyJet', iata: 'U2', icao: 'EZY', country: 'United Kingdom' });
    expect(airlines.find((a) => a.iata === 'FR')).toMatchObject({ name: 'Ryanair', icao: 'RYR' });
  });
});

/** Kilometres between two shipped points. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  return distanceKm({ Latitude: a.latitude, Longitude: a.longitude }, { Latitude: b.latitude, Longitude: b.longitude });
}

describe('uk-terminals.json', () => {
  const terminals = loadUkTerminals();
  const airports = new Map(loadUkAirports().map((a) => [a.iata, a]));

  it('holds the Heathrow and Gatwick terminals with valid postcodes', () => {
    const names = terminals.map((t) => t.name);
    for (const name of [
      'Heathrow Terminal 3',
      'Heathrow Terminal 4',
      'Heathrow Terminal 5',
      'Gatwick North Terminal',
    ]) {
      expect(names).toContain(name);
    }
    expect(names.some((n) => n.startsWith('Heathrow Terminal 2'))).toBe(true);
    expect(names).toContain('Gatwick South Terminal');
    for (const t of terminals) {
      expect(UK_POSTCODE.test(t.postcode), `${t.name} ${t.postcode}`).toBe(true);
      expect(validatePostcode(t.postcode, 'Postcode'), t.name).toBeUndefined();
    }
  });

  it('puts every terminal within 3 km of its airport, so airport charges and flights apply to it', () => {
    for (const t of terminals) {
      const airport = airports.get(t.iata);
      expect(airport, `${t.name}: ${t.iata}`).toBeDefined();
      if (airport) expect(km(t, airport), t.name).toBeLessThanOrEqual(3);
    }
  });
});

describe('uk-districts.json', () => {
  it('holds London districts inside Greater London, none twice', () => {
    const districts = loadUkDistricts();
    expect(districts.map((d) => d.name)).toEqual(expect.arrayContaining(['Shoreditch', 'Soho', 'Mayfair']));
    expect(new Set(districts.map((d) => d.name)).size).toBe(districts.length);
    for (const d of districts) {
      expect(d.line2).toBe('London');
      expect(km(d, { latitude: 51.5074, longitude: -0.1278 }), d.name).toBeLessThan(30);
    }
  });
});

describe('uk-outcodes.json', () => {
  const table = new Map(loadUkOutcodes().map((row) => [row.outward, row]));

  it('has every outward code of the shipped places, centred near each of them', () => {
    const located = [...loadUkPlaces(), ...loadUkTerminals()].filter((p) => p.postcode !== '');
    for (const place of located) {
      const outward = place.postcode.split(' ')[0] ?? '';
      const row = table.get(outward);
      expect(row, `${place.name} ${place.postcode}`).toBeDefined();
      if (row) expect(km(place, row), `${place.name} ${place.postcode}`).toBeLessThan(20);
    }
  });

  it('counts the places each centre comes from and names a town', () => {
    for (const row of table.values()) {
      expect(row.places).toBeGreaterThan(0);
      expect(row.town.trim(), row.outward).not.toBe('');
      expect(inBox(BRITISH_ISLES_BOX, row.latitude, row.longitude), row.outward).toBe(true);
    }
  });
});
