import { endpoints } from '@cabkit/contract';
import { RECEIPT_SENT_MESSAGE } from '@cabkit/domain';
import { notSignedIn } from '../http/errors';
import { registerEndpoint } from '../http/register';
import { listBookings } from '../services/bookings/booking-lists';
import { findBookingById, findOwnedBooking } from '../services/bookings/booking-view';
import { cancelBooking } from '../services/bookings/cancel-booking';
import { resendReceipt, sendBookingReceipt } from '../services/bookings/receipt';
import { sendContactForm } from '../services/contact/contact';
import { outboxPage } from '../services/mail/outbox';
import { smsOutboxPage } from '../services/messages/sms';
import { type GatewayEnv, gatewayNamed } from '../services/payments/payment-service';
import { applyPromoCode, PROMOTION_UNAVAILABLE, promotionByToken } from '../services/promotions';
import { assertOwnBooker, assertOwnCustomer } from './accounts-access';
import { mailServiceOf, messengerOf, runAfterResponse, withRateLimit } from './accounts-shared';
import type { RoutePlugin } from './types';

/** The answer to a receipt request that worked (docs/behaviour/bookings.md#receipt). */
export const RECEIPT_SENT = RECEIPT_SENT_MESSAGE;

/** True when the connection itself comes from this machine (the socket's address: forwarded headers never count). */
function isLoopbackSocket(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/** True when the server runs in production mode (`NODE_ENV=production`): development pages are not served. */
function isProductionMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production';
}

/** Booking lists, cancel, receipt, promo codes, promotions, contact form and the local mail outbox page. */
export const accountsBookingRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant } = deps;
  const mail = mailServiceOf(deps);
  const messenger = messengerOf(deps);

  registerEndpoint(app, endpoints.currentBookings, async ({ query, session }) => {
    assertOwnCustomer(session, query.custid);
    if (query.bookerid) assertOwnBooker(session, query.bookerid);
    const owner = { customerId: query.custid, bookerId: query.bookerid };
    const Bookings = await listBookings(db, tenant.id, owner, { list: 'current' }, new Date());
    return { Code: 1, Message: '', Bookings };
  });

  registerEndpoint(app, endpoints.journeyHistory, async ({ query, session }) => {
    assertOwnCustomer(session, query.custid);
    if (query.bookerid) assertOwnBooker(session, query.bookerid);
    const owner = { customerId: query.custid, bookerId: query.bookerid };
    const Bookings = await listBookings(db, tenant.id, owner, { list: 'history', months: query.filter }, new Date());
    return { Code: 1, Message: '', Bookings };
  });

  const paymentEnv = ((deps.extraServices.paymentEnv as GatewayEnv | undefined) ?? process.env) as GatewayEnv;
  registerEndpoint(app, endpoints.cancelBooking, async ({ body, session, request, reply }) => {
    const found = await findOwnedBooking(db, tenant.id, session, body.bookingref);
    const answer = await cancelBooking(
      db,
      {
        ...found,
        canCancelBooking: tenant.configuration.CanCancelBooking,
        phone: tenant.configuration.Phone,
        terms: tenant.configuration.Terms,
      },
      {
        gatewayFor: (name) => gatewayNamed(name, db, tenant.id, paymentEnv),
        refundQueued: () => void app.refundRetries.kick(),
        onVoidFailed: (intentId, message) =>
          app.log.error({ intentId, message }, "the gateway did not close a cancelled booking's intent"),
      },
    );
    if (answer.Code === 1) {
      runAfterResponse(
        reply,
        async () => void (await messenger.tell(found.booking.id, 'cancelled')),
        (error) => request.log.error({ err: error }, 'booking cancelled message failed'),
      );
    }
    return answer;
  });

  // A refund the gateway took is confirmed by mail: the receipt again, with the refund on it.
  app.refundRetries.onSucceeded(async (refund) => {
    const found = await findBookingById(db, tenant.id, refund.bookingId);
    if (found) await sendBookingReceipt(db, mail, tenant, found.booking, found.parts);
  });

  registerEndpoint(app, endpoints.emailReceipt, async ({ body, session }) => {
    // A guest proves the booking is theirs with the tracking code from the ticket's address.
    if (!session && body.code.trim() === '') throw notSignedIn();
    const { booking, parts } = await findOwnedBooking(db, tenant.id, session, body.bookingref, body.code.trim());
    return resendReceipt(db, mail, tenant, booking, parts);
  });

  await withRateLimit(app, 'promoCode', (scope) => {
    registerEndpoint(scope, endpoints.promoCode, async ({ body, session }) => {
      if (body.custid) {
        if (!session) throw notSignedIn();
        assertOwnCustomer(session, body.custid);
      }
      const answer = await applyPromoCode(db, tenant.id, body.promocode, {
        price: body.price,
        currencyCode: body.currencycode,
        customerId: session?.customerId ?? null,
      });
      if (!answer.ok) {
        const refused = { PromoCode: answer.code, Value: 0, PromoId: 0, CurrencyCode: body.currencycode };
        return { Code: 2, Message: answer.message, ...refused };
      }
      return {
        Code: 1,
        Message: answer.message,
        PromoCode: answer.code,
        Value: answer.value,
        PromoId: answer.promotionId,
        CurrencyCode: answer.currencyCode,
      };
    });
  });

  registerEndpoint(app, endpoints.promotion, async ({ query }) => {
    const row = await promotionByToken(db, tenant.id, query.token, new Date());
    if (!row) {
      const none = {
        PromoId: 0,
        PromoCode: '',
        Description: '',
        Value: 0,
        CurrencyCode: '',
        ValidFrom: '',
        ValidTo: '',
      };
      return { Code: 2, Message: PROMOTION_UNAVAILABLE, ...none };
    }
    return {
      Code: 1,
      Message: '',
      PromoId: row.id,
      PromoCode: row.code,
      Description: row.description,
      Value: row.valueOff,
      CurrencyCode: row.currencyCode,
      ValidFrom: row.validFrom.toISOString(),
      ValidTo: row.validTo.toISOString(),
    };
  });

  await withRateLimit(app, 'comment', (scope) => {
    registerEndpoint(scope, endpoints.comment, async ({ body, session }) => {
      if (body.custid) {
        if (!session) throw notSignedIn();
        assertOwnCustomer(session, body.custid);
      }
      return sendContactForm(
        db,
        mail,
        { id: tenant.id, email: tenant.configuration.Email },
        {
          customerId: body.custid || null,
          source: body.source,
          enquiryType: body.enqtype,
          subject: body.subject,
          name: body.name,
          email: body.email,
          phone: body.phone,
          message: body.message,
        },
      );
    });
  });

  // The local outbox page: every e-mail sent, with its links clickable (so a reset link can be followed).
  // Only in development (never in production mode), when no SMTP server delivers mail, and only to a connection
  // from this machine: behind a proxy on the same machine, set OUTBOX_PAGE=off (every request looks local there).
  if (!process.env.SMTP_URL && process.env.OUTBOX_PAGE !== 'off' && !isProductionMode()) {
    app.get('/dev/outbox', async (request, reply) => {
      if (!isLoopbackSocket(request.socket.remoteAddress))
        return reply.status(404).send({ Code: 0, Message: 'Not found.' });
      const page = await outboxPage(db);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    });
    // Its sibling for text messages: no provider delivers them in development.
    app.get('/dev/sms-outbox', async (request, reply) => {
      if (!isLoopbackSocket(request.socket.remoteAddress))
        return reply.status(404).send({ Code: 0, Message: 'Not found.' });
      const page = await smsOutboxPage(db, tenant.id);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    });
  }
};
