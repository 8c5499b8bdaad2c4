import type { MessageKind } from '@cabkit/domain/messages';
import { type Translate, translateAnswer, translator } from '../i18n/server-messages';
import { escapeHtml, type MailMessage } from '../mail/mail-service';
import { inLanguage, type ReceiptFacts, receiptMail } from '../mail/templates';

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
function journeyLines(r: ReceiptFacts, t: Translate): [string, string][] {
  return [
    [t('Booking reference'), r.reference],
    [t('Pickup time'), r.pickupTime],
    [t('From'), r.pickup],
    [t('To'), r.dropoff],
  ];
}

function mailOf(to: string, language: string, subject: string, intro: string, lines: [string, string][]): MailMessage {
  const text = `${intro}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`;
  const rows = lines
    .map(([k, v]) => `<tr><th style="text-align:start">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  return { to, subject, text, html: inLanguage(language, `<p>${escapeHtml(intro)}</p><table>${rows}</table>`) };
}

/** The e-mail of one message kind, in the booking's language. */
export function bookingMail(kind: MessageKind, to: string, facts: MessageFacts): MailMessage {
  const r = facts.receipt;
  const t = translator(r.language);
  const mail = (subject: string, intro: string, lines: [string, string][]) =>
    mailOf(to, r.language, subject, intro, lines);
  const driver = facts.driver;
  const state = t(r.paymentState);
  const ids = { company: r.company, reference: r.reference };
  const driverLines: [string, string][] = driver
    ? [
        [t('Driver'), driver.name],
        [t('Vehicle'), `${driver.vehicle} (${driver.regNo})`],
      ]
    : [];
  switch (kind) {
    case 'confirmed':
      return mail(
        t('Your {company} booking {reference} is confirmed', ids),
        t(
          'Your booking is confirmed. Keep your booking reference, {reference}: with your e-mail address it finds your booking on our site.',
          ids,
        ),
        [
          ...journeyLines(r, t),
          ...(r.returnReference ? ([[t('Return reference'), r.returnReference]] as [string, string][]) : []),
          [t('Vehicle'), r.vehicle],
          [t('Payment'), `${r.paymentType} (${state})`],
          [t('Total'), `${r.total} (${state})`],
        ],
      );
    case 'changed':
      return mail(
        t('Your {company} booking {reference} has changed', ids),
        facts.change ? translateAnswer(facts.change, r.language) : t('Your booking has changed.'),
        [...journeyLines(r, t), [t('Vehicle'), r.vehicle], [t('Total'), r.total]],
      );
    case 'driverAssigned':
      return mail(
        t('Your driver for booking {reference}', ids),
        driver
          ? t('{driver} is your driver, in a {vehicle}, registration {regNo}.', {
              driver: driver.name,
              vehicle: driver.vehicle,
              regNo: driver.regNo,
            })
          : t('A driver is on the way.'),
        [...journeyLines(r, t), ...driverLines],
      );
    case 'driverArrived':
      return mail(
        t('Your driver is waiting: booking {reference}', ids),
        driver
          ? t('{driver} has arrived at {pickup} in a {vehicle}, registration {regNo}.', {
              driver: driver.name,
              pickup: r.pickup,
              vehicle: driver.vehicle,
              regNo: driver.regNo,
            })
          : t('Your driver has arrived at {pickup}.', { pickup: r.pickup }),
        [...journeyLines(r, t), ...driverLines],
      );
    case 'cancelled':
      return mail(
        t('Your {company} booking {reference} is cancelled', ids),
        r.refund
          ? t('Your booking is cancelled. {refund}', { refund: translateAnswer(r.refund, r.language) })
          : t('Your booking is cancelled.'),
        [...journeyLines(r, t), [t('Total'), `${r.total} (${state})`]],
      );
    case 'receipt':
      return receiptMail(to, r);
  }
}

/**
 * The text message of a kind that goes by text (changes and the driver), in the booking's language; short, with
 * the company and reference.
 */
export function bookingText(kind: MessageKind, facts: MessageFacts): string {
  const r = facts.receipt;
  const d = facts.driver;
  const t = translator(r.language);
  const ids = { company: r.company, reference: r.reference, pickup: r.pickup, pickupTime: r.pickupTime };
  // Once a driver is assigned, the driver's messages name them and their car too.
  const withDriver = d && { ...ids, driver: d.name, vehicle: d.vehicle, regNo: d.regNo };
  if (kind === 'driverAssigned' && withDriver)
    return t('{company}: {driver} is your driver, in a {vehicle}, {regNo}. Booking {reference}.', withDriver);
  if (kind === 'driverArrived' && withDriver)
    return t('{company}: {driver} has arrived at {pickup} in a {vehicle}, {regNo}. Booking {reference}.', withDriver);
  if (kind === 'driverArrived') return t('{company}: your driver has arrived at {pickup}. Booking {reference}.', ids);
  if (kind === 'changed')
    return t('{company}: {change} Pickup {pickupTime}. Booking {reference}.', {
      ...ids,
      change: facts.change ? translateAnswer(facts.change, r.language) : t('your booking has changed.'),
    });
  return t('{company}: booking {reference}, pickup {pickupTime}.', ids);
}
