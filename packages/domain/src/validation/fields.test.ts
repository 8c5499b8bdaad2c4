import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterPhoneInput,
  formatCardNumber,
  formatCvc,
  normalizePhone,
  stripCardNumber,
  validateCardNumber,
  validateConfirmPassword,
  validateCvc,
  validateEmail,
  validatePassword,
  validatePhone,
  validatePostcode,
  validateText,
} from '.';
import { cardElementMessage, cvcLengthsFor, validateExpiry } from './card';
import { isEmail, normalizeDialingCode } from './fields';
import { isValidInternationalPhone } from './phone';

describe('validateText (docs/behaviour/common.md)', () => {
  it.each([
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    [null, 'Name is required'],
    [undefined, 'Name is required'],
    ['Ann', undefined],
    ['x'.repeat(255), undefined],
    ['x'.repeat(256), 'Name is invalid'],
  ])('%j gives %j', (value, expected) => {
    expect(validateText(value, 'Name')).toBe(expected);
  });

  it('uses the given invalid message when empty, and nothing when optional', () => {
    expect(validateText('', 'Name', { invalidMessage: 'Please enter a name' })).toBe('Please enter a name');
    expect(validateText('', 'Name', { required: false })).toBeUndefined();
    expect(validateText('abcdef', 'Name', { maxLength: 5 })).toBe('Name is invalid');
  });

  it('accepts every non-blank text up to 255 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 255 }).filter((s) => s.trim() !== ''),
        (text) => {
          expect(validateText(text, 'T')).toBeUndefined();
        },
      ),
    );
  });
});

describe('validatePostcode (docs/behaviour/common.md#postcode)', () => {
  it.each([
    ['E15 2PF', undefined],
    ['SW1A1AA', undefined],
    ['AB_1-2', undefined],
    ['', 'Postcode is required'],
    [' E15 2PF', 'Postcode is invalid'],
    ['E15 2PF ', 'Postcode is invalid'],
    ['E15 2PF!', 'Postcode is invalid'],
    ['ABCDEFGHIJ', 'Postcode is invalid'],
    ['ABCDEFGHI', undefined],
  ])('%j gives %j', (value, expected) => {
    expect(validatePostcode(value, 'Postcode')).toBe(expected);
  });

  it('empty optional postcode passes', () => {
    expect(validatePostcode('', 'Postcode', false)).toBeUndefined();
  });

  it('rejects any character outside letters, digits, underscore, hyphen, space', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[A-Za-z0-9_\- ]/.test(c) && c.trim() !== ''),
        (bad) => {
          expect(validatePostcode(`A${bad}1`, 'Postcode')).toBe('Postcode is invalid');
        },
      ),
    );
  });
});

describe('validateEmail (docs/behaviour/common.md#email)', () => {
  it.each([
    ['ann@example.com', undefined],
    ['ann.b+tag@mail.example.co.uk', undefined],
    ['ann@example', 'Email is invalid'],
    ['ann@@example.com', 'Email is invalid'],
    ['ann example@x.com', 'Email is invalid'],
    ['', 'Email is required'],
  ])('%j gives %j', (value, expected) => {
    expect(validateEmail(value, 'Email')).toBe(expected);
  });

  it('optional email: empty passes, bad pattern still fails', () => {
    expect(validateEmail('', 'Email', false)).toBeUndefined();
    expect(validateEmail('nope', 'Email', false)).toBe('Email is invalid');
  });

  it('accepts generated simple addresses', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.stringMatching(/^[a-z0-9]{1,20}$/), (local, domain) => {
        expect(isEmail(`${local}@${domain}.com`)).toBe(true);
      }),
    );
  });
});

describe('phone (docs/behaviour/common.md#phone)', () => {
  it('normalizes: spaces removed, leading 0 stripped', () => {
    expect(normalizePhone('07911 123 456')).toBe('7911123456');
    expect(normalizePhone('7911123456')).toBe('7911123456');
  });

  it('typing filter blocks non-digits and a leading 0', () => {
    expect(filterPhoneInput('0a7 9-1')).toBe('791');
    expect(filterPhoneInput('000')).toBe('');
    expect(filterPhoneInput('70')).toBe('70');
  });

  it('typing filter output is always digits without a leading 0', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(filterPhoneInput(text)).toMatch(/^(?:[1-9]\d*)?$/);
      }),
    );
  });

  it.each([
    ['7911123456', '+44', undefined],
    ['2079460000', '+44', undefined],
    ['07911123456', '+44', 'Phone is invalid'],
    ['7911 123456', '+44', 'Phone is invalid'],
    ['79111', '+44', 'Phone is invalid'],
    ['2025550123', '+1', undefined],
    ['', '+44', 'Phone is required'],
  ])('%j with %s gives %j', (value, code, expected) => {
    expect(validatePhone(value, 'Phone', code)).toBe(expected);
  });

  it('optional phone passes when empty', () => {
    expect(validatePhone('', 'Phone', '+44', false)).toBeUndefined();
  });

  it('dialing code normalised', () => {
    expect(normalizeDialingCode('44')).toBe('+44');
    expect(normalizeDialingCode('+1')).toBe('+1');
    expect(normalizeDialingCode('')).toBe('+44');
    expect(normalizeDialingCode(undefined)).toBe('+44');
    expect(isValidInternationalPhone('7911123456')).toBe(true);
  });

  it('never accepts anything with a non-digit or leading zero', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (!/^[1-9]\d*$/.test(text)) expect(isValidInternationalPhone(text, '+44')).toBe(false);
      }),
    );
  });
});

describe('password (docs/behaviour/common.md#password)', () => {
  it.each([
    ['', 'Password is required'],
    ['abc', 'Password must be at least 6 characters long'],
    ['  abcde  ', 'Password must be at least 6 characters long'],
    ['abcdef', undefined],
    ['x'.repeat(20), undefined],
    ['x'.repeat(21), 'Password must be at most 20 characters long'],
  ])('%j gives %j', (value, expected) => {
    expect(validatePassword(value, 'Password')).toBe(expected);
  });

  it('confirm must match', () => {
    expect(validateConfirmPassword('secret1', 'secret2', 'Confirm password')).toBe(
      'Password and Confirm password not match',
    );
    expect(validateConfirmPassword('secret1', ' secret1 ', 'Confirm password')).toBeUndefined();
    expect(validateConfirmPassword('secret1', '', 'Confirm password')).toBe('Confirm password is required');
    expect(validateConfirmPassword(null, 'abc', 'Confirm password')).toBe(
      'Confirm password must be at least 6 characters long',
    );
    expect(validateConfirmPassword(undefined, 'abcdefg', 'Confirm password')).toBe(
      'Password and Confirm password not match',
    );
  });

  it('length rule holds for every string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const length = text.trim().length;
        const message = validatePassword(text, 'P');
        if (length === 0) expect(message).toBe('P is required');
        else if (length < 6) expect(message).toBe('P must be at least 6 characters long');
        else if (length > 20) expect(message).toBe('P must be at most 20 characters long');
        else expect(message).toBeUndefined();
      }),
    );
  });
});

describe('card number and CVC (docs/behaviour/payment.md#card-validation)', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242-4242abc4242', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['42424242424242429999', '4242 4242 4242 4242999'],
    ['4', '4'],
    ['', ''],
  ])('formats %j as %j', (value, expected) => {
    expect(formatCardNumber(value)).toBe(expected);
  });

  it('unknown card types use groups of four up to 19 digits', () => {
    expect(formatCardNumber('9999999999999999999999')).toBe('9999 9999 9999 9999999');
  });

  it('formatting keeps only digits and strips back to the same digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,19}$/), (digits) => {
        const formatted = formatCardNumber(digits);
        expect(formatted).toMatch(/^[\d ]*$/);
        expect(digits.startsWith(stripCardNumber(formatted))).toBe(true);
      }),
    );
  });

  it.each([
    ['4242424242424242', undefined],
    ['4242 4242 4242 4242', undefined],
    ['4242424242424241', 'Card number is invalid'],
    ['', 'Card number is required'],
  ])('card number %j gives %j', (value, expected) => {
    expect(validateCardNumber(value)).toBe(expected);
  });

  it('custom card title', () => {
    expect(validateCardNumber('', 'Card')).toBe('Card is required');
    expect(validateCardNumber('1', 'Card')).toBe('Card is invalid');
  });

  it('CVC length follows the card type', () => {
    expect(cvcLengthsFor('4242424242424242')).toEqual([3]);
    expect(cvcLengthsFor('378282246310005')).toEqual([4]);
    expect(cvcLengthsFor('')).toEqual([3, 4]);
    expect(cvcLengthsFor(null)).toEqual([3, 4]);
    expect(formatCvc('12a345', '4242424242424242')).toBe('123');
    expect(formatCvc('12a345', '378282246310005')).toBe('1234');
    expect(formatCvc('12a345')).toBe('1234');
    expect(validateCvc('123', '4242424242424242')).toBeUndefined();
    expect(validateCvc('1234', '4242424242424242')).toBe('CVC is invalid');
    expect(validateCvc('12a', '4242424242424242')).toBe('CVC is invalid');
    expect(validateCvc('', '4242424242424242')).toBe('CVC is required');
    expect(validateCvc('1234')).toBeUndefined();
  });
});

describe('card expiry', () => {
  const now = new Date(2026, 10, 22, 10, 0);

  it.each([
    ['', '2027', 'Expiry is required'],
    ['11', '', 'Expiry is required'],
    [null, null, 'Expiry is required'],
    ['11', '2026', undefined],
    [11, 2026, undefined],
    ['10', '2026', 'Expiry is invalid'],
    ['1', '2027', undefined],
    ['13', '2027', 'Expiry is invalid'],
    ['0', '2027', 'Expiry is invalid'],
    ['1', '2025', 'Expiry is invalid'],
    ['1', '27', 'Expiry is invalid'],
    ['ab', '2027', 'Expiry is invalid'],
    ['1', '2077', 'Expiry is invalid'],
    ['12', '2076', undefined],
  ])('month %j year %j gives %j', (month, year, expected) => {
    expect(validateExpiry(month, year, now)).toBe(expected);
  });
});

describe('Stripe element messages on blur (docs/behaviour/payment.md#card-validation)', () => {
  it.each([
    ['cardNumber', { empty: true, complete: false }, 'Card number is required'],
    ['cardNumber', { empty: false, complete: false }, 'Card number is invalid'],
    ['cardNumber', { empty: false, complete: true }, undefined],
    ['cardExpiry', { empty: true, complete: false }, 'Expiry is required'],
    ['cardExpiry', { empty: false, complete: false }, 'Expiry is invalid'],
    ['cardCvc', { empty: true, complete: false }, 'CVC is required'],
    ['cardCvc', { empty: false, complete: false }, 'CVC is invalid'],
  ] as const)('%s %o gives %j', (element, state, expected) => {
    expect(cardElementMessage(element, state)).toBe(expected);
  });
});

describe('malformed input never throws', () => {
  it('field validators give a message or nothing for any value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const input = value as string;
        for (const message of [
          validateText(input, 'T'),
          validatePostcode(input, 'T'),
          validateEmail(input, 'T'),
          validatePhone(input, 'T', input),
          validatePassword(input, 'T'),
          validateConfirmPassword(input, input, 'T'),
          validateCardNumber(input),
          validateCvc(input, input),
          validateExpiry(input, input, new Date(2026, 0, 1)),
        ]) {
          expect(message === undefined || typeof message === 'string').toBe(true);
        }
        expect(typeof filterPhoneInput(input)).toBe('string');
        expect(typeof formatCardNumber(input)).toBe('string');
        expect(typeof formatCvc(input)).toBe('string');
        expect(typeof normalizePhone(input)).toBe('string');
      }),
    );
  });

  it('numbers are read as their digits', () => {
    expect(validatePhone(7911123456 as unknown as string, 'Phone')).toBeUndefined();
    expect(validateText(5 as unknown as string, 'T')).toBeUndefined();
    expect(validateText({} as unknown as string, 'T')).toBe('T is required');
  });
});
