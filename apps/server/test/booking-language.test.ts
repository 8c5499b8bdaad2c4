import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { afterResponseSettled } from '../src/routes/accounts-shared';
import { mailsTo } from './accounts-helpers';
import { TEST_GUEST_COOKIE, useTestApp } from './app';
import { getTestDb } from './db';
import { stratfordToLiverpoolStreetQuote } from './helpers/fixtures';

// A booking is told about in the language it was made in: the asker's, among the tenant's languages.
const t = useTestApp();

async function bookAsGuest(headers: Record<string, string>) {
  const types = (await t.app().inject({ url: '/api/vehicletypes' })).json();
  const vehtypeid = types.vehTypes[0].Id as number;
  const quote = await t.app().inject({
    method: 'POST',
    url: '/api/quotation',
    payload: { ...stratfordToLiverpoolStreetQuote, vehtypeid, bookingdate: 'ASAP' },
    headers,
  });
  const email = `ada-${randomUUID()}@example.com`;
  const response = await t.app().inject({
    method: 'POST',
    url: '/api/createbookingTest',
    headers,
    payload: {
      ...stratfordToLiverpoolStreetQuote,
      requestid: randomUUID(),
      quotationid: quote.json().QuotationId,
      vehtypeid,
      paymentmethod: 'cash',
      bookingdate: 'ASAP',
      name: 'Ada',
      lastname: 'Lovelace',
      phone: '7700900456',
      email,
    },
  });
  expect(response.json().Code, response.body).toBe(1);
  await afterResponseSettled();
  const { handle } = await getTestDb();
  const [row] = await handle.db.select().from(bookings).where(eq(bookings.reference, response.json().Bref));
  return { reference: response.json().Bref as string, email, language: row?.language, mails: await mailsTo(email) };
}

describe('the language of a booking', () => {
  it("is the asker's language, and its confirmation e-mail is written in it", async () => {
    const booked = await bookAsGuest({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(booked.language).toBe('fr');
    expect(booked.mails).toHaveLength(1);
    const mail = booked.mails[0];
    expect(mail?.subject).toBe(`Votre réservation Cabkit Cars ${booked.reference} est confirmée`);
    expect(mail?.textBody).toContain(`Référence de réservation: ${booked.reference}`);
    expect(mail?.textBody).toContain('Votre réservation est confirmée.');
    expect(mail?.textBody).toContain('(à payer au chauffeur)');
    expect(mail?.htmlBody).toContain('<div lang="fr" dir="ltr">');
  });

  it('follows the language menu over the browser, and writes Arabic right to left', async () => {
    const booked = await bookAsGuest({ cookie: `${TEST_GUEST_COOKIE}; cabkit-lang=ar`, 'accept-language': 'fr' });
    expect(booked.language).toBe('ar');
    expect(booked.mails[0]?.subject).toBe(`تم تأكيد حجزك ${booked.reference} لدى Cabkit Cars`);
    expect(booked.mails[0]?.htmlBody).toContain('<div lang="ar" dir="rtl">');
  });

  it("is the tenant default for a language the site does not have, and keeps the spec's en-GB words", async () => {
    const booked = await bookAsGuest({ cookie: `${TEST_GUEST_COOKIE}; cabkit-lang=de`, 'accept-language': 'de-DE' });
    expect(booked.language).toBe('en-GB');
    expect(booked.mails[0]?.subject).toBe(`Your Cabkit Cars booking ${booked.reference} is confirmed`);
    expect(booked.mails[0]?.textBody).toContain(`Booking reference: ${booked.reference}`);
  });
});
