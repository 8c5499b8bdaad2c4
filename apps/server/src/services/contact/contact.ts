import type { Db } from '../../db/client';
import { comments } from '../../db/schema-accounts';
import type { MailService } from '../mail';
import { contactMail } from '../mail/templates';

/** A contact form as sent: the enquiry and who to answer. */
export interface ContactForm {
  customerId: number | null;
  source: number;
  /** '' for the general enquiry. */
  enquiryType: string;
  subject: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** The answer to a contact form that was kept. */
export const CONTACT_THANKS = 'Thank you for your message. We will get back to you shortly.';

/**
 * Keeps a contact form and mails it to the tenant's address when it has one: the stored copy is the record, so a
 * tenant without an address (or a lost mail) still has every enquiry.
 */
export async function sendContactForm(
  db: Db,
  mail: MailService,
  tenant: { id: number; email: string },
  form: ContactForm,
): Promise<{ Code: 1; Message: string }> {
  const enquiryType = form.enquiryType || 'General Enquiry';
  await db.insert(comments).values({
    tenantId: tenant.id,
    customerId: form.customerId,
    source: form.source,
    enquiryType,
    subject: form.subject,
    name: form.name,
    email: form.email,
    phone: form.phone,
    message: form.message,
  });
  if (tenant.email) {
    const { subject, name, email, phone, message } = form;
    await mail.send(contactMail(tenant.email, { enquiryType, subject, name, email, phone, message }));
  }
  return { Code: 1, Message: CONTACT_THANKS };
}
