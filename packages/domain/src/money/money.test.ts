import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWhen } from '../locale/format';
import {
  fareAfterPromo,
  formatCurrency,
  formatDateTime,
  formatTime,
  formatPrice,
  roundMoney,
  tieredFares,
} from './index';

describe('currency display (docs/behaviour/quotation.md#money-display)', () => {
  it.each([
    [12.5, '£12.50'],
    [12, '£12'],
    [12.0001, '£12'],
    [0.1, '£0.10'],
    [999.99, '£999.99'],
    [1000, '£1000'],
    [1234.56, '£1235'],
    [0, '£0'],
    [-3.5, '-£3.50'],
    [Number.NaN, '£0'],
  ])('%s shows as %s', (amount, expected) => {
    expect(formatCurrency(amount, 'GBP')).toBe(expected);
  });

  it.each([
    [12.5, 'GBP', '£12.50'],
    [45, 'GBP', '£45'],
    [2500, 'EUR', '€2500'],
    [-3.5, 'GBP', '-£3.50'],
    // A code the product has no symbol for is Intl's: the code, then a no-break space.
    [5, 'XYZ', 'XYZ\u00a05'],
    [5, '', '£5'],
  ])('%s %s shows as %s', (amount, code, expected) => {
    expect(formatCurrency(amount, code)).toBe(expected);
  });

  // Drift between copies of one rule: the server's own formatMoney showed 1234.5 as '£1234.50' in promo and receipt texts;
  // docs/behaviour/quotation.md#money-display drops the decimals from 1000 up, so the server now calls this.
  it('drops the decimals from 1000 up, as the server messages do', () => {
    expect(formatCurrency(1234.5, 'GBP')).toBe('£1235');
    expect(formatCurrency(12.5, 'EUR')).toBe('€12.50');
  });

  it('default currency is GBP', () => {
    expect(formatCurrency(7.25)).toBe('£7.25');
    expect(formatCurrency(7, ' usd ')).toBe('$7');
    expect(formatCurrency(7, '   ')).toBe('£7');
  });

  it('vehicle price always two decimals in pounds', () => {
    expect(formatPrice(12)).toBe('£12.00');
    expect(formatPrice(1234.5)).toBe('£1234.50');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('£0.00');
    expect(formatPrice(7, 'EUR')).toBe('€7.00');
  });

  it('two decimals exactly when not whole and under 1000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), (hundredths) => {
        const text = formatCurrency(hundredths / 100, 'GBP');
        if (hundredths % 100 === 0 || hundredths >= 100_000) expect(text).toMatch(/^£\d+$/);
        else expect(text).toMatch(/^£\d+\.\d{2}$/);
      }),
    );
  });
});

describe('date formats (docs/behaviour/quotation.md#money-display)', () => {
  const date = new Date(2026, 0, 5, 7, 9, 30);
  it('dd/mm/yyyy and hh:mm', () => {
    expect(formatWhen(date, { show: 'date' })).toBe('05/01/2026');
    expect(formatTime(date)).toBe('07:09');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 45))).toBe('31/12/2026 23:45');
  });
});

describe('date display is date-fns dd/MM/yyyy HH:mm (docs/behaviour/quotation.md#money-display)', () => {
  it('matches date-fns format for any date', async () => {
    const { format } = await import('date-fns');
    fc.assert(
      fc.property(fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }), (date) => {
        expect(formatDateTime(date)).toBe(format(date, 'dd/MM/yyyy HH:mm'));
      }),
    );
  });

  it('refuses an invalid date as date-fns did', () => {
    expect(() => formatWhen(new Date(Number.NaN), { show: 'date' })).toThrow(RangeError);
    expect(() => formatTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('the payable fare (docs/behaviour/quotation.md#payable-fare)', () => {
  it('rounds pennies halves up (the server promotions copy of roundMoney rounded 1.005 down to 1.00)', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(29.925)).toBe(29.93);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(12.344999)).toBe(12.34);
    expect(roundMoney(-0.004)).toBe(-0);
  });

  it('scales each leg by the tier factor and rounds it before adding', () => {
    expect(tieredFares({ fare: 23.94, returnFare: 0 }, 1.25)).toEqual({ fare: 29.93, returnFare: 0, totalFare: 29.93 });
    expect(tieredFares({ fare: 10.05, returnFare: 10.05 }, 0.9)).toEqual({
      fare: 9.05,
      returnFare: 9.05,
      totalFare: 18.1,
    });
  });

  it.each([
    [50, 5, 45],
    [50, 60, 0],
    [50, 0, 50],
    [50, -5, 50],
    [10.1, 0.2, 9.9],
  ])('%s less a promo of %s is %s, never below 0', (total, off, expected) => {
    expect(fareAfterPromo(total, off)).toBe(expected);
  });
});
