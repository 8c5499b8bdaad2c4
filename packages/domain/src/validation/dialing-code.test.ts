import { describe, expect, it } from 'vitest';
import { dialingCodeOr } from './dialing-code';

describe('dialingCodeOr (docs/behaviour/common.md#phone)', () => {
  it.each([
    ['+33', '+971', '+33'],
    [' +33 ', '+971', '+33'],
    ['', '+971', '+971'],
    ['   ', '+971', '+971'],
    [undefined, '+971', '+971'],
    [null, '+1', '+1'],
    ['', '', '+44'],
    [undefined, undefined, '+44'],
    [null, ' ', '+44'],
  ])('given %j with the tenant on %j gives %j', (given, tenantCode, expected) => {
    expect(dialingCodeOr(given, tenantCode)).toBe(expected);
  });
});
