import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { comments } from '../src/db/schema-accounts';
import { CONTACT_THANKS, sendContactForm } from '../src/services/contact/contact';
import { getTestDb, resetTestDb } from './db';
import { recordingMail } from './helpers/recording-mail';

// The contact form called directly, without HTTP: kept, and mailed to the tenant when it has an address.

beforeEach(async () => {
  await resetTestDb(['comments']);
});

const form = {
  customerId: null,
  source: 1,
  enquiryType: '',
  subject: 'Umbrella',
  name: 'Pat Passenger',
  email: 'pat@example.com',
  phone: '7700900111',
  message: 'I left my umbrella in the taxi.',
};

async function stored() {
  const { handle, tenant } = await getTestDb();
  return handle.db.select().from(comments).where(eq(comments.tenantId, tenant.id));
}

describe('sendContactForm (service)', () => {
  it("keeps the form as a general enquiry and mails it to the tenant's address", async () => {
    const { handle, tenant } = await getTestDb();
    const mail = recordingMail();
    const answer = await sendContactForm(handle.db, mail, { id: tenant.id, email: 'desk@example.com' }, form);
    expect(answer).toEqual({ Code: 1, Message: CONTACT_THANKS });
    expect((await stored()).map((c) => [c.enquiryType, c.message])).toEqual([['General Enquiry', form.message]]);
    expect(mail.sent.map((m) => m.to)).toEqual(['desk@example.com']);
    expect(mail.sent[0]?.text).toContain('General Enquiry');
  });

  it('keeps the form without mailing when the tenant has no address', async () => {
    const { handle, tenant } = await getTestDb();
    const mail = recordingMail();
    await sendContactForm(handle.db, mail, { id: tenant.id, email: '' }, { ...form, enquiryType: 'Lost Property' });
    expect((await stored()).map((c) => c.enquiryType)).toEqual(['Lost Property']);
    expect(mail.sent).toEqual([]);
  });
});
