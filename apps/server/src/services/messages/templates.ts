import type { MessageKind } from '@cabkit/domain/messages';
import { escapeHtml, type MailMessage } from '../mail/mail-service';
import { type ReceiptFacts, receiptMail } from '../mail/templates';

/** The driver a message names, when one is assigned. */
export interface DriverFacts {
  name: string;
  /** Colour, make and model. */
  vehicle: string;
  regNo: string;
}

/** What a booking message says: the receipt's facts, the driver, and for a change what changed. */
export interface MessageFacts {
  receipt: ReceiptFacts;
  driver?: DriverFacts;
  /** For a change: one sentence saying what changed and why. */
  change?: string;
}

/** The lines of a booking every message repeats, so a passenger can act on any one of them alone. */
function journeyLines(r: ReceiptFacts): [string, string][] {
  return [
    ['Booking reference', r.reference],
    ['Pickup time', r.pickupTime],
    ['From', r.pickup],
    ['To', r.dropoff],
  ];
}

function mailOf(to: string, subject: string, intro: string, lines: [string, string][]): MailMessage {
  const text = `${intro}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`;
  const rows = lines
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  return { to, subject, text, html: `<p>${escapeHtml(intro)}</p><table>${rows}</table>` };
}

/** The e-mail of one message kind. */
export function bookingMail(kind: MessageKind, to: string, facts: MessageFacts): MailMessage {
  const r = facts.receipt;
  const driver = facts.driver;
  const driverLines: [string, string][] = driver
    ? [
        ['Driver', driver.name],
        ['Vehicle', `${driver.vehicle} (${driver.regNo})`],
      ]
    : [];
  switch (kind) {
    case 'confirmed':
      return mailOf(
        to,
        `Your ${r.company} booking ${r.reference} is confirmed`,
        `Your booking is confirmed. Keep your booking reference, ${r.reference}: with your e-mail address it finds your booking on our site.`,
        [
          ...journeyLines(r),
          ...(r.returnReference ? ([['Return reference', r.returnReference]] as [string, string][]) : []),
          ['Vehicle', r.vehicle],
          ['Payment', `${r.paymentType} (${r.paymentState})`],
          ['Total', `${r.total} (${r.paymentState})`],
        ],
      );
    case 'changed':
      return mailOf(
        to,
        `Your ${r.company} booking ${r.reference} has changed`,
        facts.change ?? 'Your booking has changed.',
        [...journeyLines(r), ['Vehicle', r.vehicle], ['Total', r.total]],
      );
    case 'driverAssigned':
      return mailOf(
        to,
        `Your driver for booking ${r.reference}`,
        driver
          ? `${driver.name} is your driver, in a ${driver.vehicle}, registration ${driver.regNo}.`
          : 'A driver is on the way.',
        [...journeyLines(r), ...driverLines],
      );
    case 'driverArrived':
      return mailOf(
        to,
        `Your driver is waiting: booking ${r.reference}`,
        driver
          ? `${driver.name} has arrived at ${r.pickup} in a ${driver.vehicle}, registration ${driver.regNo}.`
          : `Your driver has arrived at ${r.pickup}.`,
        [...journeyLines(r), ...driverLines],
      );
    case 'cancelled':
      return mailOf(
        to,
        `Your ${r.company} booking ${r.reference} is cancelled`,
        r.refund ? `Your booking is cancelled. ${r.refund}` : 'Your booking is cancelled.',
        [...journeyLines(r), ['Total', `${r.total} (${r.paymentState})`]],
      );
    case 'receipt':
      return receiptMail(to, r);
  }
}

/** The text message of a kind that goes by text (changes and the driver); short, with the company and reference. */
export function bookingText(kind: MessageKind, facts: MessageFacts): string {
  const r = facts.receipt;
  const d = facts.driver;
  if (kind === 'driverAssigned' && d)
    return `${r.company}: ${d.name} is your driver, in a ${d.vehicle}, ${d.regNo}. Booking ${r.reference}.`;
  if (kind === 'driverArrived' && d)
    return `${r.company}: ${d.name} has arrived at ${r.pickup} in a ${d.vehicle}, ${d.regNo}. Booking ${r.reference}.`;
  if (kind === 'driverArrived') return `${r.company}: your driver has arrived at ${r.pickup}. Booking ${r.reference}.`;
  if (kind === 'changed')
    return `${r.company}: ${facts.change ?? 'your booking has changed.'} Pickup ${r.pickupTime}. Booking ${r.reference}.`;
  return `${r.company}: booking ${r.reference}, pickup ${r.pickupTime}.`;
}
