import { beforeEach, describe, expect, it } from 'vitest';
import { mapStyleUrl } from '../lib/maps';
import { LANGUAGES } from '@cabkit/domain/language';
import { applyConfiguration, applyServerData, configState, emptyConfig } from './config';
import { nightcabBrand } from '../test/fixtures';

beforeEach(() => Object.assign(configState, emptyConfig()));

describe("the tenant's map style", () => {
  it('is read from tenant.json, and the offline basemap is used without one', () => {
    expect(mapStyleUrl(configState.mapStyleUrl)).toBeUndefined();
    applyConfiguration({ mapStyleUrl: ' https://tiles.example/styles/night.json ' });
    expect(mapStyleUrl(configState.mapStyleUrl)).toBe('https://tiles.example/styles/night.json');
    expect(mapStyleUrl('/styles/own.json')).toBe('/styles/own.json');
  });

  it('ignores what the map must not fetch', () => {
    for (const bad of ['javascript:alert(1)', '//elsewhere.example/style.json', 'data:application/json,{}', 42, '']) {
      expect(mapStyleUrl(bad)).toBeUndefined();
    }
  });
});

describe("the tenant's brand", () => {
  const brand = nightcabBrand;

  it('is read from GET /api/tenant for the shell (logo, mark, header variant, legal name)', () => {
    expect(configState.brand).toBeNull();
    applyConfiguration({ name: 'NightCab', brand });
    expect(configState.brand).toEqual(brand);
  });

  it('is left alone when the answer has no brand or a malformed one', () => {
    applyConfiguration({ brand: { ...brand, headerVariant: 'shouty' } });
    expect(configState.brand).toBeNull();
    applyConfiguration({ brand: { ...brand, logo: '/tenant/logo.svg' } });
    expect(configState.brand).toBeNull();
  });
});

describe('the first view of a page drawn on the server', () => {
  it('keeps nothing of the tenant whose page was drawn before it', () => {
    // One process draws every tenant's pages: a tenant that offers English only, then one that says nothing of
    // its languages (so it offers them all) and has no map style of its own.
    applyServerData({ tenant: { name: 'ClearRide', languages: ['en-GB'], mapStyleUrl: '/styles/clear.json' } });
    expect(configState.languages).toEqual(['en-GB']);
    applyServerData({ tenant: { name: 'Cabkit Cars' }, configuration: { CompanyName: 'Cabkit Cars' } });
    expect(configState.languages).toEqual([...LANGUAGES]);
    expect(configState.mapStyleUrl).toBe('');
    expect(configState.title).toBe('Cabkit Cars');
  });
});
