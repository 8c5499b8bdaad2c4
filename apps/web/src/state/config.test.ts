import { beforeEach, describe, expect, it } from 'vitest';
import { applyConfiguration, configState, emptyConfig } from './config';

beforeEach(() => Object.assign(configState, emptyConfig()));

describe("the tenant's map style", () => {
  it('takes an http(s) style URL or a path on this site from tenant.json, and the offline basemap otherwise', () => {
    expect(configState.mapStyleUrl).toBe('');
    applyConfiguration({ mapStyleUrl: ' https://tiles.example/styles/night.json ' });
    expect(configState.mapStyleUrl).toBe('https://tiles.example/styles/night.json');
    applyConfiguration({ mapStyleUrl: '/styles/own.json' });
    expect(configState.mapStyleUrl).toBe('/styles/own.json');
  });

  it('ignores what the map must not fetch', () => {
    for (const bad of ['javascript:alert(1)', '//elsewhere.example/style.json', 'data:application/json,{}', 42]) {
      Object.assign(configState, emptyConfig());
      applyConfiguration({ mapStyleUrl: bad });
      expect(configState.mapStyleUrl).toBe('');
    }
  });
});
