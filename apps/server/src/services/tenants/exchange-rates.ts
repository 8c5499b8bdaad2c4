import { DISPLAY_CURRENCIES, type ExchangeRates } from '@cabkit/domain/locale';
import type { TenantFile } from './tenant-files';

/**
 * The server's own rates, used when a tenant.json sets none: fixed and dated, never fetched, so a price shown in
 * a display currency is the same on every run and says how old it is. One pound buys this many of each.
 */
const DEFAULT_RATES_PER_POUND: ExchangeRates = {
  base: 'GBP',
  date: '2026-11-01',
  rates: { GBP: 1, EUR: 1.14, USD: 1.27, AUD: 1.95, CAD: 1.78, CHF: 1.12, AED: 4.66 },
};

/**
 * The rates a tenant publishes for its currency: its tenant.json `exchangeRates` when set, else the default table
 * re-based on its currency (none but its own when the default table lacks it).
 */
export function tenantExchangeRates(file: Pick<TenantFile, 'exchangeRates'>, currency: string): ExchangeRates {
  if (file.exchangeRates) {
    return { base: currency, date: file.exchangeRates.date, rates: { ...file.exchangeRates.rates, [currency]: 1 } };
  }
  const perPound = DEFAULT_RATES_PER_POUND.rates;
  const own = perPound[currency];
  if (own === undefined) return { base: currency, date: DEFAULT_RATES_PER_POUND.date, rates: { [currency]: 1 } };
  const rates: Record<string, number> = {};
  for (const code of DISPLAY_CURRENCIES) {
    const perPoundRate = perPound[code];
    if (perPoundRate !== undefined) rates[code] = Math.round((perPoundRate / own) * 1e6) / 1e6;
  }
  return { base: currency, date: DEFAULT_RATES_PER_POUND.date, rates };
}
