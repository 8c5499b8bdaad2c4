import { beforeEach, describe, expect, it } from 'vitest';
import { mapStyleUrl } from '../lib/maps';
import { applyConfiguration, configState, emptyConfig } from './config';

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
