import { escapeHtml, type MailMessage } from './mail-service';

/** The password reset e-mail, with the `/resetpassword/{id}/{code}` link. */
export function resetPasswordMail(to: string, firstName: string, link: string, company: string): MailMessage {
  const greeting = `Hello ${firstName || 'there'},`;
  const text = `${greeting}\n\nWe received a request to reset your ${company} password. Open this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays the same.\n`;
  const html = `<p>${escapeHtml(greeting)}</p><p>We received a request to reset your ${escapeHtml(company)} password. Open this link within one hour to choose a new password:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>${escapeHtml(link)}</p><p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>`;
  return { to, subject: `Reset your ${company} password`, text, html };
}

/** The facts a receipt shows. */
export interface ReceiptFacts {
  company: string;
  reference: string;
  returnReference: string;
  name: string;
  pickupTime: string;
  pickup: string;
  dropoff: string;
  vehicle: string;
  paymentType: string;
  /** Whether the total is settled, in words (domain `receiptPaymentState`): 'paid', 'not yet paid', 'refunded' ... */
  paymentState: string;
  total: string;
  /** The refund in words (domain `refundText`), when the booking has one. */
  refund?: string;
}

/** A booking receipt e-mail. */
export function receiptMail(to: string, facts: ReceiptFacts): MailMessage {
  const lines: [string, string][] = [
    ['Booking reference', facts.reference],
    ...(facts.returnReference ? ([['Return reference', facts.returnReference]] as [string, string][]) : []),
    ['Passenger', facts.name],
    ['Pickup time', facts.pickupTime],
    ['From', facts.pickup],
    ['To', facts.dropoff],
    ['Vehicle', facts.vehicle],
    ['Payment', `${facts.paymentType} (${facts.paymentState})`],
    ['Total', `${facts.total} (${facts.paymentState})`],
    ...(facts.refund ? ([['Refund', facts.refund]] as [string, string][]) : []),
  ];
  const text = `Your ${facts.company} receipt\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nThank you for travelling with us.\n`;
  const rows = lines
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const html = `<h1>Your ${escapeHtml(facts.company)} receipt</h1><table>${rows}</table><p>Thank you for travelling with us.</p>`;
  return { to, subject: `Your ${facts.company} receipt for booking ${facts.reference}`, text, html };
}

/** A contact-form message forwarded to the tenant. */
export function contactMail(
  to: string,
  form: { enquiryType: string; subject: string; name: string; email: string; phone: string; message: string },
): MailMessage {
  const lines: [string, string][] = [
    ['Enquiry', form.enquiryType],
    ['Subject', form.subject],
    ['Name', form.name],
    ['E-mail', form.email],
    ['Phone', form.phone],
  ];
  const text = `${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${form.message}\n`;
  const html = `<dl>${lines.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl><p>${escapeHtml(form.message).replace(/\n/g, '<br>')}</p>`;
  return { to, subject: `${form.enquiryType}: ${form.subject || form.name}`, text, html };
}
