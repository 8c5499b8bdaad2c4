import { createQuotation } from '@cabkit/domain/model';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The store restores the saved booking when its module loads: each case saves first, then loads a fresh module.
async function restoredFrom(saved: object) {
  sessionStorage.setItem('cabkit.booking', JSON.stringify(saved));
  vi.resetModules();
  const { bookingState } = await import('./booking');
  return bookingState;
}

afterEach(() => sessionStorage.clear());

describe('restoring a saved booking', () => {
  it("keeps a saved quotation in the contract's shape", async () => {
    const quote = createQuotation({
      QuotationId: 'q1',
      TotalFare: 23.5,
      RoutePath: [{ Latitude: 51.5, Longitude: 0 }],
    });
    expect((await restoredFrom({ step: 2, quote })).quote).toEqual(quote);
  });

  it('asks again for a quotation saved in the old lower-case shape instead of showing empty fares', async () => {
    const old = { quotationId: 'q1', fare: 23.5, totalFare: 23.5, currencyCode: 'GBP', routePath: [], prices: [] };
    const state = await restoredFrom({ step: 2, quote: old });
    expect(state.quote).toBeNull();
    expect(state.step).toBe(2);
  });
});
