import { isTripOver } from '@cabkit/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { listBookings } from '../src/services/bookings/booking-lists';
import { addBooking } from './accounts-helpers';
import { getTestDb, resetTestDb } from './db';

// The booking lists called directly, without HTTP: which list a booking is in, whose bookings, and their order.

beforeEach(async () => {
  await resetTestDb();
});

const HOUR = 60 * 60 * 1000;
const now = new Date();
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

async function references(owner: { customerId: number; bookerId: number }, kind: Parameters<typeof listBookings>[3]) {
  const { handle, tenant } = await getTestDb();
  return (await listBookings(handle.db, tenant.id, owner, kind, now)).map((b) => b.Bref);
}

describe('listBookings (service)', () => {
  it('keeps a booking current until 12 hours after its pickup, unless it is finished or cancelled', async () => {
    const customerId = 9101;
    const soon = await addBooking({ customerId, at: at(48) });
    const late = await addBooking({ customerId, at: at(-11) });
    const old = await addBooking({ customerId, at: at(-13) });
    const cancelled = await addBooking({ customerId, at: at(24), status: 'Cancelled' });
    const owner = { customerId, bookerId: 0 };
    expect(await references(owner, { list: 'current' })).toEqual([late.reference, soon.reference]);
    expect(await references(owner, { list: 'history', months: 0 })).toEqual([cancelled.reference, old.reference]);
  });

  it("takes an operator's over statuses out of the current list, as the web app's tabs do", async () => {
    const customerId = 9102;
    const booked = await addBooking({ customerId, at: at(24) });
    const overTexts = ['No Show', 'Completed', 'noshow'];
    const over = [];
    for (const status of overTexts) over.push(await addBooking({ customerId, at: at(24), status }));
    const owner = { customerId, bookerId: 0 };
    expect(await references(owner, { list: 'current' })).toEqual([booked.reference]);
    // One rule on both sides: the web app files these under past trips by the same domain function.
    expect(overTexts.every((status) => isTripOver(status))).toBe(true);
    expect(isTripOver('Upcoming')).toBe(false);
    expect(over).toHaveLength(3);
  });

  it('leaves out of a limited history what is older than its months', async () => {
    const customerId = 9102;
    const recent = await addBooking({ customerId, at: at(-24 * 30) });
    await addBooking({ customerId, at: at(-24 * 200) });
    expect(await references({ customerId, bookerId: 0 }, { list: 'history', months: 3 })).toEqual([recent.reference]);
  });

  it("lists a booker's company bookings, and never another customer's", async () => {
    const mine = await addBooking({ customerId: 9103, bookerId: 77, at: at(5) });
    const colleague = await addBooking({ customerId: 9104, bookerId: 77, at: at(6) });
    await addBooking({ customerId: 9105, at: at(7) });
    expect(await references({ customerId: 9103, bookerId: 77 }, { list: 'current' })).toEqual([
      mine.reference,
      colleague.reference,
    ]);
    expect(await references({ customerId: 9103, bookerId: 0 }, { list: 'current' })).toEqual([mine.reference]);
  });
});
