import { RECEIPT_SENT_MESSAGE } from '@cabkit/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { findBookingById } from '../src/services/bookings/booking-view';
import { resendReceipt } from '../src/services/bookings/receipt';
import { addBooking } from './accounts-helpers';
import { getTestDb, resetTestDb } from './db';
import { recordingMail } from './helpers/recording-mail';

// Sending a receipt again, called directly without HTTP: sent to the booking's address, or refused with why.

beforeEach(async () => {
  await resetTestDb();
});

async function resend(options: Parameters<typeof addBooking>[0], mail = recordingMail()) {
  const { handle, tenant } = await getTestDb();
  const added = await addBooking(options);
  const found = await findBookingById(handle.db, tenant.id, added.id);
  if (!found) throw new Error('the booking was not found');
  return { answer: await resendReceipt(handle.db, mail, tenant, found.booking, found.parts), mail, added };
}

describe('resendReceipt (service)', () => {
  it("mails the receipt to the booking's contact address", async () => {
    const { answer, mail, added } = await resend({ contactEmail: 'guest@example.com' });
    expect(answer).toEqual({ Code: 1, Message: RECEIPT_SENT_MESSAGE });
    expect(mail.sent.map((m) => m.to)).toEqual(['guest@example.com']);
    expect(mail.sent[0]?.text).toContain(added.reference);
  });

  it('refuses a cancelled booking and sends nothing', async () => {
    const { answer, mail } = await resend({ status: 'Cancelled' });
    expect(answer).toEqual({ Code: 2, Message: 'This booking has been cancelled, so there is no receipt to send.' });
    expect(mail.sent).toEqual([]);
  });

  it('refuses a booking without an e-mail address', async () => {
    const { answer, mail } = await resend({ contactEmail: '' });
    expect(answer).toEqual({ Code: 2, Message: 'There is no email address for this booking.' });
    expect(mail.sent).toEqual([]);
  });
});
