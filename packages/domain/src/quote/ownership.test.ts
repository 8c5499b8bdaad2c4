import { describe, expect, it } from 'vitest';
import { type QuoteParty, quoteBelongsTo } from './ownership';

const guest: QuoteParty = { customerId: null, bookerId: null, guestKey: 'g1' };
const otherGuest: QuoteParty = { customerId: null, bookerId: null, guestKey: 'g2' };
const noSession: QuoteParty = { customerId: null, bookerId: null, guestKey: '' };
const customerA: QuoteParty = { customerId: 7, bookerId: null, guestKey: '' };
const customerB: QuoteParty = { customerId: 8, bookerId: null, guestKey: '' };
const customerSameBrowser: QuoteParty = { customerId: 7, bookerId: null, guestKey: 'g1' };
const booker: QuoteParty = { customerId: 9, bookerId: 3, guestKey: '' };
const otherBookerSameAccount: QuoteParty = { customerId: 10, bookerId: 3, guestKey: '' };

describe('quoteBelongsTo', () => {
  it.each([
    ['a guest books their own quote', guest, guest, true],
    ['a guest presents another guest quote', guest, otherGuest, false],
    ['a guest without a session presents a guest quote', guest, noSession, false],
    ['a quote of no guest session is booked by no guest', noSession, noSession, false],
    ['a customer books their own quote from another browser', customerA, customerSameBrowser, true],
    ['a customer books their own quote', customerA, customerA, true],
    ['a booker books their own quote', booker, booker, true],
    ['a guest presents a booker quote', booker, guest, false],
    ['a guest presents a customer quote', customerA, guest, false],
    ['customer B presents customer A quote', customerA, customerB, false],
    ['a customer presents a guest quote (requote after sign-in)', guest, customerA, false],
    ['a customer presents the guest quote of the same browser', guest, customerSameBrowser, false],
    ['a booker presents a guest quote', guest, booker, false],
    ['a customer presents a booker quote', booker, customerA, false],
    ['another customer of the same booker account', booker, otherBookerSameAccount, false],
  ])('%s', (_name, quotedFor, booking, allowed) => {
    expect(quoteBelongsTo(quotedFor, booking)).toBe(allowed);
  });
});
