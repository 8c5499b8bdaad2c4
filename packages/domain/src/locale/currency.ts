import { roundMoney } from '../money';

/**
 * A visitor's display currency (docs/behaviour/quotation.md#display-currency): prices may be shown converted into
 * the currency of the visitor's country, but the tenant prices, stores and charges in its own currency only.
 */

/** The cookie the currency choice sets: the visitor's display currency, which outranks their country's. */
export const CURRENCY_COOKIE = 'cabkit-currency';

/** The currencies a visitor may choose to see prices in, in the order the choice lists them. */
export const DISPLAY_CURRENCIES = ['GBP', 'EUR', 'USD', 'AUD', 'CAD', 'CHF', 'AED'] as const;

/** One of the display currencies. */
type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** The country (ISO 3166 alpha-2) to currency table: each country whose currency is a display currency. */
const COUNTRY_CURRENCIES: Readonly<Record<string, DisplayCurrency>> = {
  GB: 'GBP',
  IM: 'GBP',
  JE: 'GBP',
  GG: 'GBP',
  IE: 'EUR',
  FR: 'EUR',
  DE: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  LU: 'EUR',
  PT: 'EUR',
  AT: 'EUR',
  FI: 'EUR',
  GR: 'EUR',
  MT: 'EUR',
  CY: 'EUR',
  SK: 'EUR',
  SI: 'EUR',
  EE: 'EUR',
  LV: 'EUR',
  LT: 'EUR',
  HR: 'EUR',
  MC: 'EUR',
  US: 'USD',
  PR: 'USD',
  EC: 'USD',
  AU: 'AUD',
  CA: 'CAD',
  CH: 'CHF',
  LI: 'CHF',
  AE: 'AED',
};

/** True for one of the display currencies, spelt exactly. */
export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);
}

/**
 * The currency a visitor sees prices in: their own choice (the cookie) when it is a display currency, else their
 * country's when the table has it, else the tenant's.
 */
export function pickDisplayCurrency(visitor: {
  chosen?: string | undefined;
  country?: string | undefined;
  tenantCurrency: string;
}): string {
  if (isDisplayCurrency(visitor.chosen)) return visitor.chosen;
  const fromCountry = COUNTRY_CURRENCIES[(visitor.country ?? '').trim().toUpperCase()];
  return fromCountry ?? visitor.tenantCurrency;
}

/** Rates a tenant publishes: how many of each currency one unit of its own buys, as of a day (yyyy-mm-dd). */
export interface ExchangeRates {
  /** The tenant's currency: what every price is in and what is charged. */
  base: string;
  /** The day the rates were set. */
  date: string;
  rates: Readonly<Record<string, number>>;
}

/**
 * An amount in the tenant's currency shown in `currency`, rounded to pennies; null when the rates do not have the
 * currency (the price is then shown as charged).
 */
export function convertMoney(amount: number, currency: string, rates: ExchangeRates): number | null {
  if (currency === rates.base) return amount;
  const rate = rates.rates[currency];
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? roundMoney(amount * rate) : null;
}
