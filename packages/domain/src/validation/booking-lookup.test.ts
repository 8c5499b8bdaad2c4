import { describe, expect, it } from 'vitest';
import { bookingContactMatches, needsBookingContact } from './booking-lookup';

const contact = { email: 'Ada@Example.com', phone: '7700900123', dialingCode: '+44' };

describe('bookingContactMatches', () => {
  it.each([
    ['ada@example.com', true],
    ['  ADA@EXAMPLE.COM ', true],
    ['ada+x@example.com', false],
    ['bob@example.com', false],
    ['7700900123', true],
    ['07700 900123', true],
    ['+44 7700 900123', true],
    ['0044 7700 900123', true],
    ['900123', false],
    ['+33 7700 900123', false],
    ['', false],
    ['   ', false],
  ])('%j matches: %s', (given, expected) => {
    expect(bookingContactMatches(contact, given)).toBe(expected);
  });

  it('never matches an empty stored e-mail or phone', () => {
    expect(bookingContactMatches({ email: '', phone: '', dialingCode: '+44' }, '@')).toBe(false);
    expect(bookingContactMatches({ email: '', phone: '', dialingCode: '+44' }, '44')).toBe(false);
  });
});

describe('needsBookingContact', () => {
  it.each([
    ['CKKV7U9DX', '', true],
    [' CKKV7U9DX ', '  ', true],
    ['CKKV7U9DX', 'ada@example.com', false],
    ['Xk3_-9aB0cD1eF2gH3iJ4kL5mN6oP7qR', '', false],
    ['', '', false],
  ])('%j with %j: %s', (code, contact, expected) => {
    expect(needsBookingContact(code, contact)).toBe(expected);
  });
});
