import { describe, expect, it } from 'vitest';
import { type BookingAccess, type BookingAccessFacts, type BookingCaller, bookingAccess } from './booking-access';

const code = 'c'.repeat(32);
const contact = { email: 'ada@example.com', phone: '7700900123', dialingCode: '+44' };
const customersOwn: BookingAccessFacts = { customerId: 7, bookerId: null, trackingCode: code, contact };
const bookersOwn: BookingAccessFacts = { customerId: 7, bookerId: 3, trackingCode: code, contact };
const legacy: BookingAccessFacts = { customerId: 0, bookerId: 0, trackingCode: code, contact };

const customer = { customerId: 7, bookerId: null };
const otherCustomer = { customerId: 8, bookerId: null };
const sameAccountBooker = { customerId: 9, bookerId: 3 };
const otherBooker = { customerId: 10, bookerId: 4 };
const zeroProfile = { customerId: 0, bookerId: 0 };

describe('bookingAccess', () => {
  it.each<[string, BookingAccessFacts, BookingCaller, BookingAccess]>([
    ['its customer', customersOwn, { session: customer }, 'owner'],
    ['another customer', customersOwn, { session: otherCustomer }, null],
    ['a booker of the account that made it', bookersOwn, { session: sameAccountBooker }, 'owner'],
    ['the customer a booker booked for', bookersOwn, { session: customer }, 'owner'],
    ['a booker of another account', bookersOwn, { session: otherBooker }, null],
    ['a booker, on a booking no booker made', customersOwn, { session: otherBooker }, null],
    ['a profile whose ids are 0, on an old row whose ids are 0', legacy, { session: zeroProfile }, null],
    ['a guest', customersOwn, { session: null }, null],
    ['a guest with the tracking code', customersOwn, { session: null, code }, 'holder'],
    ['a guest with a wrong code', customersOwn, { session: null, code: 'd'.repeat(32) }, null],
    ['a guest with a prefix of the code', customersOwn, { session: null, code: code.slice(0, 8) }, null],
    ['a guest with an empty code', { ...customersOwn, trackingCode: '' }, { session: null, code: '' }, null],
    ['a stranger with the tracking code', customersOwn, { session: otherCustomer, code }, 'holder'],
    ['a guest with the e-mail given at booking', customersOwn, { session: null, contact: 'ADA@example.com' }, 'holder'],
    ['a guest with the phone given at booking', customersOwn, { session: null, contact: '07700 900123' }, 'holder'],
    ['a guest with another e-mail', customersOwn, { session: null, contact: 'bob@example.com' }, null],
    [
      'a contact, on a booking read without one',
      { ...customersOwn, contact: undefined },
      { session: null, contact: 'ada@example.com' },
      null,
    ],
    ['a shared link', customersOwn, { session: null, sharedLink: true }, 'shared'],
    ['its customer, through a shared link', customersOwn, { session: customer, sharedLink: true }, 'owner'],
  ])('%s: %s', (_who, booking, caller, expected) => {
    expect(bookingAccess(booking, caller)).toBe(expected);
  });
});
