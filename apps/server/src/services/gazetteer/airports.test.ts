import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { airportSize } from './airport-size';
import { createGazetteer } from './gazetteer';

// Airport and airline search read only the bundled data: no database is touched.
const gazetteer = createGazetteer({} as Db);
const codes = (text: string) => gazetteer.searchAirports(text).map((a) => a.Code);

describe('airport search', () => {
  it('ranks big airports above small ones with the same words', () => {
    expect(codes('new y')[0]).toBe('JFK');
    expect(codes('new y')).toContain('LGA');
    expect(codes('paris')[0]).toBe('CDG');
    expect(codes('london')[0]).toBe('LHR');
  });

  it('still puts an exact code first, and UK airports before others', () => {
    expect(codes('IDL')[0]).toBe('IDL');
    expect(codes('birm')[0]).toBe('BHX');
  });

  it('sizes airports: hubs by traffic, then international, then others, air bases last', () => {
    expect(airportSize({ iata: 'ATL', name: 'Hartsfield Jackson Atlanta International Airport' })).toBeGreaterThan(
      airportSize({ iata: 'JFK', name: 'John F Kennedy International Airport' }),
    );
    expect(airportSize({ iata: 'XXX', name: 'Somewhere International Airport' })).toBe(10);
    expect(airportSize({ iata: 'XXY', name: 'Al Udeid Air Base' })).toBe(0);
    expect(airportSize({ iata: 'XXZ', name: 'Chico Municipal Airport' })).toBe(5);
  });
});
