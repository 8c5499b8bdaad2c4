import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatAmount,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatTime,
  formatVehiclePrice,
} from './index';

describe('currency display (docs/behaviour/quotation.md#money-display)', () => {
  it.each([
    [12.5, '12.50'],
    [12, '12'],
    [12.0001, '12'],
    [0.1, '0.10'],
    [999.99, '999.99'],
    [1000, '1000'],
    [1234.56, '1235'],
    [0, '0'],
    [-3.5, '-3.50'],
    [Number.NaN, '0'],
  ])('%s shows as %s', (amount, expected) => {
    expect(formatAmount(amount)).toBe(expected);
  });

  it.each([
    [12.5, 'GBP', '£12.50'],
    [45, 'GBP', '£45'],
    [2500, 'EUR', '€2500'],
    [-3.5, 'GBP', '-£3.50'],
    [5, 'XYZ', 'XYZ 5'],
    [5, '', '£5'],
  ])('%s %s shows as %s', (amount, code, expected) => {
    expect(formatCurrency(amount, code)).toBe(expected);
  });

  it('default currency is GBP', () => {
    expect(formatCurrency(7.25)).toBe('£7.25');
    expect(currencySymbol()).toBe('£');
    expect(currencySymbol('usd')).toBe('$');
  });

  it('vehicle price always two decimals in pounds', () => {
    expect(formatVehiclePrice(12)).toBe('£12.00');
    expect(formatVehiclePrice(1234.5)).toBe('£1234.50');
    expect(formatVehiclePrice(Number.POSITIVE_INFINITY)).toBe('£0.00');
  });

  it('two decimals exactly when not whole and under 1000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), (hundredths) => {
        const text = formatAmount(hundredths / 100);
        if (hundredths % 100 === 0 || hundredths >= 100_000) expect(text).toMatch(/^\d+$/);
        else expect(text).toMatch(/^\d+\.\d{2}$/);
      }),
    );
  });
});

describe('date formats (docs/behaviour/quotation.md#money-display)', () => {
  const date = new Date(2026, 0, 5, 7, 9, 30);
  it('dd/mm/yyyy and hh:mm', () => {
    expect(formatDate(date)).toBe('05/01/2026');
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
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
