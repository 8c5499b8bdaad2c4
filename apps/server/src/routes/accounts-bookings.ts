import { endpoints } from '@cabkit/contract';
import {
  formatLocalDateTime,
  historyRangeStart,
  RECEIPT_SENT_MESSAGE,
  receiptPaymentState,
  refundText,
  statusActions,
} from '@cabkit/domain';
import { formatCurrency } from '@cabkit/domain/money';
import { and, desc, eq } from 'drizzle-orm';
import { bookings } from '../db/schema';
import { comments, customers, promotions } from '../db/schema-accounts';
import { notSignedIn } from '../http/errors';
import { registerEndpoint } from '../http/register';
import {
  type BookingRow,
  findBookingById,
  type JobPartRow,
  loadFareLabels,
  toBookingView,
} from '../services/bookings/booking-view';
import { cancelBooking } from '../services/bookings/cancel-booking';
import { escapeHtml } from '../services/mail';
import { contactMail, receiptMail } from '../services/mail/templates';
import { recentMail } from '../services/mail/outbox';
import { type GatewayEnv, gatewayNamed } from '../services/payments/payment-service';
import { refundsByBooking } from '../services/payments/refund';
import { checkPromotion } from '../services/promotions';
import {
  assertOwnBooker,
  assertOwnCustomer,
  findOwnedBooking,
  isFinishedStatus,
  legsOf,
  partsByBooking,
} from './accounts-access';
import { mailServiceOf, withRateLimit } from './accounts-shared';
import type { RoutePlugin } from './types';

/** A journey stays in "current bookings" until this long after its pickup time (unless finished). */
const CURRENT_WINDOW_MS = 12 * 60 * 60 * 1000;
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

  // A booker's list is every booking made through their company; a customer's, their own.
  const listBookings = async (custid: number, bookerid: number) => {
    const owner = bookerid ? eq(bookings.bookerId, bookerid) : eq(bookings.customerId, custid);
    const rows = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.tenantId, tenant.id), owner))
      .orderBy(desc(bookings.id));
    const parts = await partsByBooking(
      db,
      rows.map((r) => r.id),
    );
    // A booking always has its outward leg; one without (never written by the API) is left out.
    return rows
      .map((booking) => ({ booking, parts: parts.get(booking.id) ?? [] }))
      .filter(({ parts: legs }) => legs.length > 0);
  };

  const isCurrent = (status: string, pickupTime: Date | undefined, now: Date) =>
    !isFinishedStatus(status) && (pickupTime === undefined || pickupTime.getTime() > now.getTime() - CURRENT_WINDOW_MS);

  registerEndpoint(app, endpoints.currentBookings, async ({ query, session }) => {
    assertOwnCustomer(session, query.custid);
    if (query.bookerid) assertOwnBooker(session, query.bookerid);
    const now = new Date();
    const list = await listBookings(query.custid, query.bookerid);
    const labels = await loadFareLabels(
      db,
      tenant.id,
      list.map(({ booking }) => booking),
    );
    const refunds = await refundsByBooking(
      db,
      list.map(({ booking }) => booking.id),
    );
    const current = list
      .filter(({ booking, parts }) => isCurrent(booking.status, legsOf(parts).outward?.pickupTime, now))
      .map(({ booking, parts }) => toBookingView(booking, parts, labels(booking.id), refunds.get(booking.id)))
      .sort((a, b) => a.Time.localeCompare(b.Time));
    return { Code: 1, Message: '', Bookings: current };
  });

  registerEndpoint(app, endpoints.journeyHistory, async ({ query, session }) => {
    assertOwnCustomer(session, query.custid);
    if (query.bookerid) assertOwnBooker(session, query.bookerid);
    const now = new Date();
    const since = historyRangeStart(now, query.filter);
    const list = await listBookings(query.custid, query.bookerid);
    const labels = await loadFareLabels(
      db,
      tenant.id,
      list.map(({ booking }) => booking),
    );
    const refunds = await refundsByBooking(
      db,
      list.map(({ booking }) => booking.id),
    );
    const history = list
      .filter(({ booking, parts }) => {
        const time = legsOf(parts).outward?.pickupTime;
        if (isCurrent(booking.status, time, now)) return false;
        return !since || (time ?? booking.createdAt) >= since;
      })
      .map(({ booking, parts }) => toBookingView(booking, parts, labels(booking.id), refunds.get(booking.id)))
      .sort((a, b) => b.Time.localeCompare(a.Time));
    return { Code: 1, Message: '', Bookings: history };
  });

  const paymentEnv = ((deps.extraServices.paymentEnv as GatewayEnv | undefined) ?? process.env) as GatewayEnv;
  registerEndpoint(app, endpoints.cancelBooking, async ({ body, session }) => {
    const found = await findOwnedBooking(db, tenant.id, session, body.bookingref);
    return cancelBooking(
      db,
      { ...found, canCancelBooking: tenant.configuration.CanCancelBooking, phone: tenant.configuration.Phone },
      {
        gatewayFor: (name) => gatewayNamed(name, db, tenant.id, paymentEnv),
        refundQueued: () => void app.refundRetries.kick(),
        onVoidFailed: (intentId, message) =>
          app.log.error({ intentId, message }, "the gateway did not close a cancelled booking's intent"),
      },
    );
  });

  /** The booking owner's e-mail address, else the booking's contact address ('' when neither). */
  const receiptAddress = async (booking: BookingRow): Promise<string> => {
    if (booking.customerId === null) return booking.contactEmail;
    const [owner] = await db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, booking.customerId));
    return owner?.email ?? booking.contactEmail;
  };

  /** Sends the booking's receipt, with its refund when it has one. */
  const sendReceipt = async (to: string, booking: BookingRow, parts: JobPartRow[]) => {
    const { outward } = legsOf(parts);
    const refund = (await refundsByBooking(db, [booking.id])).get(booking.id);
    await mail.send(
      receiptMail(to, {
        company: tenant.configuration.CompanyName || tenant.name,
        reference: booking.reference,
        returnReference: booking.returnReference,
        name: [booking.contactFirstName, booking.contactLastName].filter(Boolean).join(' '),
        // dd/mm/yyyy hh:mm on the tenant's clock, as every time the customer reads.
        pickupTime: outward ? formatLocalDateTime(outward.pickupTime) : '',
        pickup: outward?.pickup ?? '',
        dropoff: outward?.dropoff ?? '',
        vehicle: booking.vehicleName,
        paymentType: booking.paymentType,
        paymentState: receiptPaymentState({ ...booking, refundStatus: refund?.status }),
        total: formatCurrency(booking.totalFare, booking.currencyCode),
        ...(refund ? { refund: refundText(refund) } : {}),
      }),
    );
  };

  // A refund the gateway took is confirmed by mail: the receipt again, with the refund on it.
  app.refundRetries.onSucceeded(async (refund) => {
    const found = await findBookingById(db, tenant.id, refund.bookingId);
    if (!found) return;
    const to = await receiptAddress(found.booking);
    if (to) await sendReceipt(to, found.booking, found.parts);
  });

  registerEndpoint(app, endpoints.emailReceipt, async ({ body, session }) => {
    const { booking, parts } = await findOwnedBooking(db, tenant.id, session, body.bookingref);
    if (!statusActions(booking.status).canResendReceipt) {
      return { Code: 2, Message: 'This booking has been cancelled, so there is no receipt to send.' };
    }
    const to = await receiptAddress(booking);
    if (!to) return { Code: 2, Message: 'There is no email address for this booking.' };
    await sendReceipt(to, booking, parts);
    return { Code: 1, Message: RECEIPT_SENT };
  });

  await withRateLimit(app, 'promoCode', (scope) => {
    registerEndpoint(scope, endpoints.promoCode, async ({ body, session }) => {
      if (body.custid) {
        if (!session) throw notSignedIn();
        assertOwnCustomer(session, body.custid);
      }
      const code = body.promocode.trim().toUpperCase();
      const check = await checkPromotion(
        db,
        tenant.id,
        { code },
        {
          price: body.price,
          currencyCode: body.currencycode,
          customerId: session?.customerId ?? null,
        },
      );
      if (!check.ok)
        return {
          Code: 2,
          Message: check.message,
          PromoCode: code,
          Value: 0,
          PromoId: 0,
          CurrencyCode: body.currencycode,
        };
      return {
        Code: 1,
        Message: `Promo code applied: ${formatCurrency(check.value, check.promotion.currencyCode)} off.`,
        PromoCode: check.promotion.code,
        Value: check.value,
        PromoId: check.promotion.id,
        CurrencyCode: check.promotion.currencyCode,
      };
    });
  });

  registerEndpoint(app, endpoints.promotion, async ({ query }) => {
    const [row] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.tenantId, tenant.id), eq(promotions.token, query.token.trim())))
      .limit(1);
    const now = new Date();
    if (!row?.active || row.validTo < now) {
      return {
        Code: 2,
        Message: 'This promotion is not available.',
        PromoId: 0,
        PromoCode: '',
        Description: '',
        Value: 0,
        CurrencyCode: '',
        ValidFrom: '',
        ValidTo: '',
      };
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
      await db.insert(comments).values({
        tenantId: tenant.id,
        customerId: body.custid || null,
        source: body.source,
        enquiryType: body.enqtype || 'General Enquiry',
        subject: body.subject,
        name: body.name,
        email: body.email,
        phone: body.phone,
        message: body.message,
      });
      const to = tenant.configuration.Email;
      if (to) {
        await mail.send(
          contactMail(to, {
            enquiryType: body.enqtype || 'General Enquiry',
            subject: body.subject,
            name: body.name,
            email: body.email,
            phone: body.phone,
            message: body.message,
          }),
        );
      }
      return { Code: 1, Message: 'Thank you for your message. We will get back to you shortly.' };
    });
  });

  // The local outbox page: every e-mail sent, with its links clickable (so a reset link can be followed).
  // Only in development (never in production mode), when no SMTP server delivers mail, and only to a connection
  // from this machine: behind a proxy on the same machine, set OUTBOX_PAGE=off (every request looks local there).
  if (!process.env.SMTP_URL && process.env.OUTBOX_PAGE !== 'off' && !isProductionMode()) {
    app.get('/dev/outbox', async (request, reply) => {
      if (!isLoopbackSocket(request.socket.remoteAddress))
        return reply.status(404).send({ Code: 0, Message: 'Not found.' });
      const messages = await recentMail(db);
      const items = messages
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p>To <strong>${escapeHtml(m.toAddress)}</strong>, ${escapeHtml(
              m.createdAt.toISOString(),
            )}</p><div class="body">${m.htmlBody}</div></article>`,
        )
        .join('\n');
      const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title><style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}.body{border-top:1px solid #eee;margin-top:.5rem}</style></head><body><main><h1>Mail outbox</h1><p>${messages.length} message(s), newest first.</p>${items || '<p>No mail has been sent yet.</p>'}</main></body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    });
  }
};
