import { describe, expect, it } from 'vitest';
import { checkInput } from './endpoint';
import { endpoints } from './endpoints/index';

describe('endpoint table', () => {
  it('has one entry per method and path, every path under /api', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.host} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of Object.values(endpoints)) expect(e.path).toMatch(/^\/api\//);
  });

  it('names the failing field of malformed input', () => {
    const quote = checkInput(endpoints.quotation.body, {
      pick: 'A',
      picklat: 'north',
      picklng: 0,
      doff: 'B',
      dofflat: 51,
      dofflng: 0,
    });
    expect(quote).toMatchObject({ ok: false, field: 'picklat' });
    const search = checkInput(endpoints.searchAddress.query, {});
    expect(search.ok).toBe(false);
    if (!search.ok) expect(search.message).toMatch(/^prefix: /);
  });

  it('parses well-formed input, converting query text to numbers', () => {
    const quote = checkInput(endpoints.quotation.body, {
      pick: "King's Cross Station",
      picklat: '51.5308',
      picklng: -0.1238,
      doff: 'Tower of London',
      dofflat: 51.5081,
      dofflng: -0.0759,
    });
    expect(quote.ok).toBe(true);
    if (quote.ok) expect(quote.value.picklat).toBeCloseTo(51.5308);
  });
});
