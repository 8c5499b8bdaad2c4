import { isLanguage, languageDirection } from '@cabkit/domain/language';
import { translateAnswer, translator } from '../i18n/server-messages';
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
  /** Whether the total is settled, in en-GB words (domain `receiptPaymentState`): 'paid', 'not yet paid' ... */
  paymentState: string;
  total: string;
  /** The refund in en-GB words (domain `refundText`), when the booking has one. */
  refund?: string;
  /** The language the booking was made in: its messages are written in it. */
  language: string;
}

/** An e-mail's HTML body marked with its language and direction, so a mail reader sets Arabic right to left. */
export function inLanguage(language: string, html: string): string {
  const known = isLanguage(language) ? language : 'en-GB';
  return `<div lang="${known}" dir="${languageDirection(known)}">${html}</div>`;
}

/** A booking receipt e-mail, in the booking's language. */
export function receiptMail(to: string, facts: ReceiptFacts): MailMessage {
  const t = translator(facts.language);
  const state = t(facts.paymentState);
  const lines: [string, string][] = [
    [t('Booking reference'), facts.reference],
    ...(facts.returnReference ? ([[t('Return reference'), facts.returnReference]] as [string, string][]) : []),
    [t('Passenger'), facts.name],
    [t('Pickup time'), facts.pickupTime],
    [t('From'), facts.pickup],
    [t('To'), facts.dropoff],
    [t('Vehicle'), facts.vehicle],
    [t('Payment'), `${facts.paymentType} (${state})`],
    [t('Total'), `${facts.total} (${state})`],
    ...(facts.refund ? ([[t('Refund'), translateAnswer(facts.refund, facts.language)]] as [string, string][]) : []),
  ];
  const heading = t('Your {company} receipt', { company: facts.company });
  const thanks = t('Thank you for travelling with us.');
  const text = `${heading}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${thanks}\n`;
  const rows = lines
    .map(([k, v]) => `<tr><th style="text-align:start">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const html = inLanguage(
    facts.language,
    `<h1>${escapeHtml(heading)}</h1><table>${rows}</table><p>${escapeHtml(thanks)}</p>`,
  );
  return {
    to,
    subject: t('Your {company} receipt for booking {reference}', {
      company: facts.company,
      reference: facts.reference,
    }),
    text,
    html,
  };
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
