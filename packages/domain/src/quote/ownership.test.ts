import { describe, expect, it } from 'vitest';
import { type QuoteParty, quoteBelongsTo } from './ownership';

const guest: QuoteParty = { customerId: null, bookerId: null };
const customerA: QuoteParty = { customerId: 7, bookerId: null };
const customerB: QuoteParty = { customerId: 8, bookerId: null };
const booker: QuoteParty = { customerId: 9, bookerId: 3 };
const otherBookerSameAccount: QuoteParty = { customerId: 10, bookerId: 3 };

describe('quoteBelongsTo', () => {
  it.each([
    ['a guest books a guest quote', guest, guest, true],
    ['a customer books their own quote', customerA, customerA, true],
    ['a booker books their own quote', booker, booker, true],
    ['a guest presents a booker quote', booker, guest, false],
    ['a guest presents a customer quote', customerA, guest, false],
    ['customer B presents customer A quote', customerA, customerB, false],
    ['a customer presents a guest quote (requote after sign-in)', guest, customerA, false],
    ['a booker presents a guest quote', guest, booker, false],
    ['a customer presents a booker quote', booker, customerA, false],
    ['another customer of the same booker account', booker, otherBookerSameAccount, false],
  ])('%s', (_name, quotedFor, booking, allowed) => {
    expect(quoteBelongsTo(quotedFor, booking)).toBe(allowed);
  });
});
