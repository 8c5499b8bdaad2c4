import { describe, expect, it } from 'vitest';
import { driverContactWays } from './driver-contact';

describe('driverContactWays', () => {
  it.each([
    ['call-and-message', { call: true, message: true }],
    ['call', { call: true, message: false }],
    ['message', { call: false, message: true }],
    ['none', { call: false, message: false }],
    // A missing or unknown setting keeps what tenants had before: both.
    [undefined, { call: true, message: true }],
    ['fax', { call: true, message: true }],
  ])('%s allows %o', (setting, ways) => {
    expect(driverContactWays(setting)).toEqual(ways);
  });
});
