import { describe, expect, it } from 'vitest';
import { EXPIRY_INVALID, EXPIRY_REQUIRED } from '../errors/messages';
import { cardBrand, formatExpiryInput, parseExpiryInput, validateExpiryInput } from './card';

// The card field's brand and the one-field MM/YY expiry (docs/behaviour/payment.md#card-validation).
const now = new Date(2026, 10, 28, 12, 0);

describe('cardBrand', () => {
  it.each([
    ['', undefined],
    ['4', undefined],
    ['42', 'Visa'],
    ['4242 4242 4242 4242', 'Visa'],
    ['51', 'Mastercard'],
    ['5555 5555 5555 4444', 'Mastercard'],
    ['2221', 'Mastercard'],
    ['34', 'American Express'],
    ['3782 822463 10005', 'American Express'],
    ['37', 'American Express'],
    ['0', undefined],
    ['3', undefined],
  ])('names %j as %j', (number, brand) => {
    expect(cardBrand(number)?.name).toBe(brand);
  });

  it('gives a stable id for the brand', () => {
    expect(cardBrand('4242')?.id).toBe('visa');
    expect(cardBrand('5555')?.id).toBe('mastercard');
    expect(cardBrand('3782')?.id).toBe('american-express');
  });
});

describe('formatExpiryInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1227', '12/27'],
    ['12/27', '12/27'],
    ['12 / 27', '12/27'],
    ['12/2799', '12/27'],
    ['ab', ''],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatExpiryInput(typed)).toBe(shown);
  });
});

describe('parseExpiryInput', () => {
  it.each([
    ['12/27', { month: '12', year: '2027' }],
    ['01/30', { month: '01', year: '2030' }],
    ['12/2', { month: '12', year: '' }],
    ['1', { month: '1', year: '' }],
    ['', { month: '', year: '' }],
  ])('reads %j as %j', (typed, parsed) => {
    expect(parseExpiryInput(typed, now)).toEqual(parsed);
  });
});

describe('validateExpiryInput', () => {
  it.each([
    ['', EXPIRY_REQUIRED],
    ['  ', EXPIRY_REQUIRED],
    ['1', EXPIRY_INVALID],
    ['12', EXPIRY_INVALID],
    ['12/2', EXPIRY_INVALID],
    ['13/27', EXPIRY_INVALID],
    ['00/27', EXPIRY_INVALID],
    ['10/26', EXPIRY_INVALID],
    ['11/26', undefined],
    ['12/26', undefined],
    ['01/27', undefined],
    ['12/76', undefined],
    ['01/77', EXPIRY_INVALID],
  ])('%j gives %j', (typed, message) => {
    expect(validateExpiryInput(typed, now)).toBe(message);
  });
});
