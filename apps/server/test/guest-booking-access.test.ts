import { randomUUID } from 'node:crypto';
import { BOOKING_LOOKUP_NOT_FOUND } from '@cabkit/domain';
import { describe, expect, it } from 'vitest';
import { InProcessBus } from '../src/hub/bus';
import { mailsTo } from './accounts-helpers';
import { firstVehicleTypeId, useTestApp } from './app';
import { quotedBookingBody } from './helpers/booking-bodies';

// A guest has no account: the ticket's reference with their e-mail or phone, the ticket's link, and the receipt
// e-mail are how they find their booking again.
const t = useTestApp(
  {
    resolveSession: (request) => {
      const customer = request.headers['x-test-customer'];
      return customer === undefined ? null : { customerId: Number(customer), bookerId: null };
    },
    services: { live: { bus: new InProcessBus(), simulator: false }, paymentEnv: {} },
  },
  ['payments', 'card_tokens'],
);

async function guestBooking(email: string, paymentmethod = 'cash') {
  const app = t.app();
  return quotedBookingBody(
    app,
    { vehtypeid: await firstVehicleTypeId(app) },
    { paymentmethod, name: 'Grace', lastname: 'Hopper', phone: '7700900456', email },
  );
}

async function bookAsGuest(email: string) {
  const response = await t
    .app()
    .inject({ method: 'POST', url: '/api/createbookingTest', payload: await guestBooking(email) });
  expect(response.json().Code).toBe(1);
  return response.json() as { Bref: string; TrackingCode: string; JobId: number };
}

const lookUp = (payload: Record<string, unknown>, remoteAddress = '198.51.100.7') =>
  t.app().inject({ method: 'POST', url: '/api/bookinginfo', payload, remoteAddress });

describe('a guest finds the booking by the reference on the ticket', () => {
  it('finds it with the e-mail address or phone number given at booking, never by the reference alone', async () => {
    const email = `grace-${randomUUID()}@example.com`;
    const booked = await bookAsGuest(email);
    expect(booked.Bref).toMatch(/^CK[A-Z0-9]{7}$/);

    const alone = await lookUp({ code: booked.Bref });
    expect(alone.statusCode).toBe(404);

    const byEmail = await lookUp({ code: booked.Bref, contact: email.toUpperCase() });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().Booking).toMatchObject({ JobId: booked.JobId, TrackingCode: booked.TrackingCode });

    const byPhone = await lookUp({ code: ` ${booked.Bref.toLowerCase()} `, contact: '07700 900456' });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().Booking.JobId).toBe(booked.JobId);

    const wrong = await lookUp({ code: booked.Bref, contact: 'someone-else@example.com' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ Code: 2, Message: BOOKING_LOOKUP_NOT_FOUND });

    // The tracking code still works on its own.
    expect((await lookUp({ code: booked.TrackingCode })).statusCode).toBe(200);
  });

  it('limits reference look-ups per client address, so references and e-mails cannot be run through', async () => {
    const email = `grace-${randomUUID()}@example.com`;
    const booked = await bookAsGuest(email);
    const address = '198.51.100.99';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await lookUp({ code: booked.Bref, contact: `guess-${i}@example.com` }, address)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right e-mail waits from that address; another address is not held up.
    expect((await lookUp({ code: booked.Bref, contact: email }, address)).statusCode).toBe(429);
    expect((await lookUp({ code: booked.Bref, contact: email }, '198.51.100.100')).statusCode).toBe(200);
  });
});

describe('the receipt e-mail of a guest booking', () => {
  it('is sent with the reference when a guest books and pays cash', async () => {
    const email = `grace-${randomUUID()}@example.com`;
    const booked = await bookAsGuest(email);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain(booked.Bref);
    expect(mail?.textBody).toContain(`Booking reference: ${booked.Bref}`);
  });

  it('is sent when a guest books and pays by card, showing the payment', async () => {
    const email = `grace-${randomUUID()}@example.com`;
    const token = await t.app().inject({
      method: 'POST',
      url: '/api/tokenizecard',
      payload: {
        number: '4242 4242 4242 4242',
        cvv: '123',
        cardholdername: 'Grace Hopper',
        expirymonth: 12,
        expiryyear: 2035,
        postalcode: 'E15 1AZ',
      },
    });
    const response = await t.app().inject({
      method: 'POST',
      url: '/api/paymentbooking',
      payload: {
        booking: await guestBooking(email, 'card'),
        payment: {
          name: 'Grace Hopper',
          city: 'London',
          postalcode: 'E15 1AZ',
          addressline1: '1 High Street',
          nonce: token.json().Nonce,
        },
        sandbox: true,
      },
    });
    expect(response.json().Code).toBe(1);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toContain(response.json().Bref);
    expect(mail?.textBody).toContain('(paid)');
  });

  // The card dialog stores the booking first (so the reference is shown while paying), then pays it.
  async function storeUnpaidCardBooking(email: string) {
    const stored = await t
      .app()
      .inject({ method: 'POST', url: '/api/createbookingTest', payload: await guestBooking(email, 'card') });
    expect(stored.json().Code).toBe(1);
    const info = await t
      .app()
      .inject({ method: 'POST', url: '/api/bookinginfo', payload: { code: stored.json().TrackingCode, contact: '' } });
    const intent = await t.app().inject({
      url: `/api/paymentintent?jobpartid=${info.json().Booking.JobPartId}&code=${stored.json().TrackingCode}`,
    });
    return { bref: stored.json().Bref as string, clientsecret: intent.json().ClientSecret as string };
  }

  async function confirmWith(clientsecret: string, number: string) {
    const token = await t.app().inject({
      method: 'POST',
      url: '/api/tokenizecard',
      payload: {
        number,
        cvv: '123',
        cardholdername: 'Grace Hopper',
        expirymonth: 12,
        expiryyear: 2035,
        postalcode: 'E15 1AZ',
      },
    });
    const paid = await t
      .app()
      .inject({ method: 'POST', url: '/api/confirmpayment', payload: { clientsecret, nonce: token.json().Nonce } });
    return paid.json();
  }

  it('waits for the card payment of a booking stored before paying, then is sent once, showing the payment', async () => {
    const email = `grace-${randomUUID()}@example.com`;
    const { bref, clientsecret } = await storeUnpaidCardBooking(email);
    expect(clientsecret).not.toBe('');
    // Not yet paid: no receipt that would read "(not yet paid)".
    expect(await mailsTo(email)).toHaveLength(0);

    expect((await confirmWith(clientsecret, '4000000000000002')).Code).toBe(2);
    expect(await mailsTo(email)).toHaveLength(0);

    expect((await confirmWith(clientsecret, '4242424242424242')).Code).toBe(1);
    // A retried confirm charges nothing and mails nothing more.
    expect((await confirmWith(clientsecret, '4242424242424242')).Code).toBe(1);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(bref);
    expect(mails[0]?.textBody).toContain('(paid)');
  });

  it('is sent once for a booking request sent twice', async () => {
    const email = `grace-${randomUUID()}@example.com`;
    const payload = await guestBooking(email);
    await t.app().inject({ method: 'POST', url: '/api/createbookingTest', payload });
    await t.app().inject({ method: 'POST', url: '/api/createbookingTest', payload });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('is sent again by Resend receipt for the guest holding the ticket code, and to no one else', async () => {
    const email = `grace-${randomUUID()}@example.com`;
    const booked = await bookAsGuest(email);
    const resend = (payload: Record<string, unknown>) =>
      t.app().inject({ method: 'POST', url: '/api/emailreceipt', payload: { source: 1, ...payload } });

    const sent = await resend({ bookingref: booked.Bref, code: booked.TrackingCode });
    expect(sent.json()).toEqual({ Code: 1, Message: 'The receipt has been sent to your email address' });
    expect(await mailsTo(email)).toHaveLength(2);

    const other = await bookAsGuest(`other-${randomUUID()}@example.com`);
    // Another booking's code does not grant this one; without a code a guest is asked to sign in.
    expect((await resend({ bookingref: booked.Bref, code: other.TrackingCode })).statusCode).toBe(404);
    expect((await resend({ bookingref: booked.Bref })).statusCode).toBe(401);
    expect(await mailsTo(email)).toHaveLength(2);
  });
});
