import { validateCardPayment } from '@cabkit/domain';
import { createPayment } from '@cabkit/domain/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCard } from '../src/services/payments/sandbox';
import { cardBrand } from '../src/services/payments/test-cards';

// A card's number, expiry and security code are checked by one set of rules (the domain's): the card dialog blocks
// by them before anything is sent, and the sandbox gateway refuses by them as it tokenises, so the server refuses
// exactly the cards the dialog would not send.

const now = new Date('2026-11-22T10:00:00Z');

/** The dialog's fields for a card, with a name and postcode that pass (only the card's own fields vary). */
function dialog(number: string, month: number, year: number, cvc: string) {
  return createPayment({
    Name: 'Ada Lovelace',
    CardNumber: number,
    ExpiryMonth: String(month),
    ExpiryYear: String(year),
    CVC: cvc,
    PostalCode: 'EC3N 4AB',
  });
}

/** The dialog's field names of the sandbox's. */
const dialogField: Record<string, string> = { number: 'CardNumber', expiry: 'Expiry', cvv: 'CVC' };

/** A number with its Luhn check digit (so most generated numbers are well formed and the other rules get tested). */
function withCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

const numbers = fc.oneof(
  fc.constantFrom('4242 4242 4242 4242', '5555555555554444', '378282246310005', '6011111111111117', '4242424242424241'),
  fc
    .tuple(fc.constantFrom('4', '51', '2221', '34', '37', '6011', '9'), fc.stringMatching(/^\d{8,15}$/))
    .map(([prefix, rest]) => withCheckDigit(prefix + rest)),
  fc.stringMatching(/^\d{0,20}$/),
);

describe('the card rules, card dialog and sandbox gateway', () => {
  it('the sandbox refuses exactly the cards the dialog blocks, naming a field the dialog names (property)', () => {
    fc.assert(
      fc.property(
        numbers,
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 2020, max: 2080 }),
        fc.stringMatching(/^\d{0,5}$/),
        (number, month, year, cvc) => {
          const blocked = validateCardPayment(dialog(number, month, year, cvc), 'other', now).errors;
          const refused = checkCard(
            {
              number,
              cvv: cvc,
              cardholderName: 'Ada Lovelace',
              expiryMonth: month,
              expiryYear: year,
              postalCode: 'E1',
            },
            now,
          );
          expect(refused === null).toBe(blocked.length === 0);
          if (refused) {
            const named = blocked.find((error) => error.field === dialogField[refused.field]);
            expect(named?.message).toBe(refused.message);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('names the brand as the gateways do, from the same lookup that sets the CVC length', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(checkCard({ ...amex, cvv: '123' }, now)).toEqual({ field: 'cvv', message: 'CVC is invalid' });
    expect(checkCard(amex, now)).toBeNull();
  });
});

const amex = {
  number: '3782 822463 10005',
  cvv: '1234',
  cardholderName: 'Ada Lovelace',
  expiryMonth: 12,
  expiryYear: 2030,
  postalCode: 'E1',
};
