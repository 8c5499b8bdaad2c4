import { describe, expect, it } from 'vitest';
import { convertMoney, isDisplayCurrency, pickDisplayCurrency } from './currency';
import { formatMoney, formatWhen } from './format';

/** What Intl itself gives for `amount` in `locale`: the test reads Arabic as the runtime writes it, not by heart. */
const intl = (locale: string, amount: number, currency: string, digits: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    useGrouping: false,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);

describe('money by locale (docs/behaviour/quotation.md#money-display)', () => {
  it.each([
    ['en-GB', 54.69, 'GBP', 'auto', '£54.69'],
    ['en-GB', 54, 'GBP', 'auto', '£54'],
    ['en-GB', 54, 'GBP', 'always', '£54.00'],
    ['en-GB', 1234.56, 'GBP', 'auto', '£1235'],
    ['en-GB', -3.5, 'GBP', 'auto', '-£3.50'],
    ['en-GB', -0.001, 'GBP', 'auto', '£0'],
    ['en-GB', 12.5, 'EUR', 'auto', '€12.50'],
    ['en-GB', 7, 'AUD', 'auto', 'A$7'],
    ['fr', 54.69, 'GBP', 'auto', '54,69\u00a0£'],
    ['fr', 54, 'GBP', 'always', '54,00\u00a0£'],
    ['fr', 1234.56, 'EUR', 'auto', '1235\u00a0€'],
    ['fr', 62.4, 'USD', 'auto', '62,40\u00a0$'],
  ] as const)('%s %s %s (%s) shows as %s', (locale, amount, currency, pennies, expected) => {
    expect(formatMoney(amount, { locale, currency, pennies })).toBe(expected);
  });

  it('writes Arabic as Intl does, with the product symbol for pounds', () => {
    expect(formatMoney(54.69, { locale: 'ar', currency: 'GBP' })).toBe(
      intl('ar', 54.69, 'GBP', 2).replace(/UK£|£/, '£'),
    );
    expect(formatMoney(54.69, { locale: 'ar', currency: 'GBP' })).toContain('£');
    expect(formatMoney(54.69, { locale: 'ar', currency: 'GBP' })).not.toContain('UK£');
    expect(formatMoney(20, { locale: 'ar', currency: 'AED' })).toBe(intl('ar', 20, 'AED', 0));
  });

  it('takes a blank or malformed code as the default currency, and shows a non-finite amount as 0', () => {
    expect(formatMoney(5, { currency: '  ' })).toBe('£5');
    expect(formatMoney(5, { currency: '£' })).toBe('£5');
    expect(formatMoney(Number.NaN, { locale: 'fr' })).toBe('0\u00a0£');
  });
});

describe('dates and times by locale and zone (docs/behaviour/quotation.md#money-display)', () => {
  // 08:05 UTC on 4 July is 09:05 in London (summer time) and 12:05 in Dubai.
  const summer = new Date('2026-07-04T08:05:00Z');
  it.each([
    ['en-GB', 'Europe/London', 'date-time', '04/07/2026 09:05'],
    ['en-GB', 'Europe/London', 'date', '04/07/2026'],
    ['en-GB', 'Europe/London', 'time', '09:05'],
    ['en-GB', 'Asia/Dubai', 'date-time', '04/07/2026 12:05'],
    ['en-GB', 'UTC', 'date-time', '04/07/2026 08:05'],
    ['fr', 'Europe/London', 'date-time', '04/07/2026 09:05'],
    ['fr', 'Europe/Paris', 'time', '10:05'],
  ] as const)('%s on %s (%s) is %s', (locale, timeZone, show, expected) => {
    expect(formatWhen(summer, { locale, timeZone, show })).toBe(expected);
  });

  it('writes midnight as 00, never 24', () => {
    expect(formatWhen(new Date('2026-01-05T00:00:00Z'), { timeZone: 'Europe/London' })).toBe('05/01/2026 00:00');
  });

  it('writes Arabic as Intl does, date then time', () => {
    const arabic = (parts: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('ar', { timeZone: 'Europe/London', ...parts }).format(summer);
    const date = arabic({ day: '2-digit', month: '2-digit', year: 'numeric' });
    const time = arabic({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(formatWhen(summer, { locale: 'ar', timeZone: 'Europe/London' })).toBe(`${date} ${time}`);
  });

  it.each([
    ['en-GB', 'weekday', 'Monday'],
    ['en-GB', 'weekday-short', 'Mon'],
    ['en-GB', 'month-year', 'November 2026'],
    ['en-GB', 'month-short', 'Nov'],
    ['en-GB', 'day-month', '23/11'],
    ['fr', 'weekday', 'lundi'],
    ['fr', 'weekday-short', 'lun.'],
    ['fr', 'month-year', 'novembre 2026'],
    ['fr', 'month-short', 'nov.'],
  ] as const)('names a chart day in %s (%s): %s', (locale, show, expected) => {
    expect(formatWhen(new Date('2026-11-23T12:00:00Z'), { locale, timeZone: 'UTC', show })).toBe(expected);
  });

  it('refuses a date that is not a date', () => {
    expect(() => formatWhen(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('display currency (docs/behaviour/quotation.md#display-currency)', () => {
  it.each([
    [{ chosen: 'EUR', country: 'US', tenantCurrency: 'GBP' }, 'EUR'],
    [{ chosen: 'XXX', country: 'US', tenantCurrency: 'GBP' }, 'USD'],
    [{ country: 'fr', tenantCurrency: 'GBP' }, 'EUR'],
    [{ country: 'AE', tenantCurrency: 'GBP' }, 'AED'],
    [{ country: 'JP', tenantCurrency: 'GBP' }, 'GBP'],
    [{ tenantCurrency: 'EUR' }, 'EUR'],
  ])('%o shows prices in %s', (visitor, expected) => {
    expect(pickDisplayCurrency(visitor)).toBe(expected);
  });

  it('knows only its own currencies', () => {
    expect(isDisplayCurrency('USD')).toBe(true);
    expect(isDisplayCurrency('usd')).toBe(false);
    expect(isDisplayCurrency(1)).toBe(false);
  });

  const rates = { base: 'GBP', date: '2026-11-01', rates: { EUR: 1.15, USD: 1.27, BAD: 0 } };
  it.each([
    [54.69, 'GBP', 54.69],
    [54.69, 'EUR', 62.89],
    [10, 'USD', 12.7],
    [10, 'BAD', null],
    [10, 'JPY', null],
  ])('%s in %s is %s', (amount, currency, expected) => {
    expect(convertMoney(amount, currency, rates)).toBe(expected);
  });
});
