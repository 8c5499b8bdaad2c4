import { endpoints, type ResponseOf } from '@cabkit/contract';
import { bookingAccess, CANCELLED_BOOKING_PAYMENT_MESSAGE, statusActions } from '@cabkit/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { bookings, jobParts } from '../db/schema';
import { payments } from '../db/schema-live';
import { badInput, HttpError } from '../http/errors';
import { guestSessionKey } from '../http/guest-session';
import { registerEndpoint } from '../http/register';
import type { Session } from '../http/session';
import { createBooking } from '../services/bookings/create-booking';
import {
  type ChargeResult,
  cardGatewayName,
  chargePayment,
  closeIfCancelled,
  ensurePayment,
  type GatewayEnv,
  gatewayNamed,
  gatewayRefusal,
  type PayableBooking,
  type PaymentRow,
  STRIPE_ONLY,
  selectGateway,
  syncPayment,
} from '../services/payments/payment-service';
import { tokenizeSandboxCard } from '../services/payments/sandbox';
import { accountBookingLimiter, mailGuestReceipt, mailServiceOf } from './accounts-shared';
import type { RoutePlugin } from './types';

type PaymentBookingResponse = ResponseOf<(typeof endpoints)['paymentBooking']>;
type PaymentResultBody = PaymentBookingResponse['PaymentResult'];

/** Methods that never take an electronic payment (cash counts as paid, docs/behaviour/payment.md#payment-result). */
const NO_CARD_METHODS = new Set(['cash', 'account']);

interface StoredBooking extends PayableBooking {
  returnReference: string;
  trackingCode: string;
  paymentType: string;
  isPaid: boolean;
  customerId: number | null;
  bookerId: number | null;
  status: string;
  jobPartId: number;
}

async function loadBooking(db: Db, tenantId: number, where: { bookingId?: number; jobPartId?: number }) {
  let bookingId = where.bookingId;
  if (where.jobPartId !== undefined) {
    const [part] = await db
      .select({ bookingId: jobParts.bookingId })
      .from(jobParts)
      .where(eq(jobParts.id, where.jobPartId));
    bookingId = part?.bookingId;
  }
  if (bookingId === undefined) return null;
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.tenantId, tenantId)));
  if (!row) return null;
  const [outward] = await db
    .select({ id: jobParts.id })
    .from(jobParts)
    .where(eq(jobParts.bookingId, row.id))
    .orderBy(asc(jobParts.id))
    .limit(1);
  const booking: StoredBooking = {
    id: row.id,
    requestId: row.requestId,
    reference: row.reference,
    returnReference: row.returnReference,
    trackingCode: row.trackingCode,
    totalFare: row.totalFare,
    currencyCode: row.currencyCode,
    paymentType: row.paymentType,
    isPaid: row.isPaid,
    customerId: row.customerId,
    bookerId: row.bookerId,
    status: row.status,
    jobPartId: outward?.id ?? 0,
  };
  return booking;
}

/**
 * The booking, if the caller may see it. Otherwise the same answer whether it exists or not, so ids cannot be
 * counted: a guest without the code is asked to sign in (401), a signed-in stranger gets 404.
 */
function checkAccess(booking: StoredBooking | null, session: Session | null, code: string): StoredBooking {
  if (booking && bookingAccess(booking, { session, code })) return booking;
  if (session) throw new HttpError(404, 0, 'No booking was found.');
  throw new HttpError(401, 0, 'Please sign in or use the link from your booking confirmation.');
}

function paymentResult(result: ChargeResult | null, payment: PaymentRow | null, awaiting: string): PaymentResultBody {
  const PayPalOrderId = payment?.gateway === 'paypal' ? payment.intentId : '';
  if (!result) return { Code: 2, AuthCode: '', Message: awaiting, PayPalOrderId };
  if (result.status === 'succeeded') {
    return {
      Code: result.alreadyPaid ? 3 : 1,
      AuthCode: result.authCode,
      Message: result.alreadyPaid ? 'This booking is already paid.' : 'Payment successful.',
      PayPalOrderId,
    };
  }
  if (result.status === 'failed') return { Code: 0, AuthCode: '', Message: result.message, PayPalOrderId };
  return { Code: 2, AuthCode: '', Message: result.message || awaiting, PayPalOrderId };
}

function respond(
  booking: StoredBooking,
  payment: PaymentRow | null,
  PaymentResult: PaymentResultBody,
): PaymentBookingResponse {
  const failed = PaymentResult.Code === 0;
  return {
    Code: failed ? 2 : 1,
    Message: failed ? PaymentResult.Message : '',
    Bref: booking.reference,
    ReturnRef: booking.returnReference,
    JobPartId: booking.jobPartId,
    TrackingCode: booking.trackingCode,
    // Only an open payment's secret: a paid, voided or refunded one can never be confirmed again.
    ClientSecret: payment && ['pending', 'processing', 'failed'].includes(payment.status) ? payment.clientSecret : '',
    PaymentResult,
  };
}

const AWAITING = 'Confirm the payment with the client secret.';

/** A payment this server will not take (Code 2 and why): nothing is charged, no intent is made. */
function refused(booking: StoredBooking, message: string): PaymentBookingResponse {
  return respond(booking, null, { Code: 0, AuthCode: '', Message: message, PayPalOrderId: '' });
}

/** The answer to a payment booking refused before anything was booked. */
function refusedBeforeBooking(message: string): PaymentBookingResponse {
  return {
    Code: 2,
    Message: message,
    Bref: '',
    ReturnRef: '',
    JobPartId: 0,
    TrackingCode: '',
    ClientSecret: '',
    PaymentResult: { Code: 0, AuthCode: '', Message: message, PayPalOrderId: '' },
  };
}

/** The country header a trusted proxy (Cloudflare, Vercel, a load balancer) sets, when proxies are trusted. */
function proxyCountry(request: FastifyRequest): string {
  const trusted = Boolean((request.server.initialConfig as { trustProxy?: unknown }).trustProxy);
  if (!trusted) return '';
  for (const name of ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code']) {
    const value = request.headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  return '';
}

/**
 * Payments: electronic payment booking (book then charge once), card tokenisation for the sandbox
 * gateway, payment intents (retry and pay-later), the sandbox confirm step, update booking, IP info.
 * Stripe/PayPal are used when `STRIPE_SECRET_KEY` / `PAYPAL_CLIENT_ID` + `PAYPAL_CLIENT_SECRET` are set.
 */
export const paymentsRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant } = deps;
  const env = ((deps.extraServices.paymentEnv as GatewayEnv | undefined) ?? process.env) as GatewayEnv;

  /**
   * Pays (or prepares to pay) a booking through the gateway the server's configuration gives for the method; a
   * booking whose payment already started stays with that payment's gateway, if this server still serves it.
   */
  const pay = async (
    booking: StoredBooking,
    method: string,
    sandbox: boolean,
    nonce: string,
  ): Promise<{ refusal: string } | { payment: PaymentRow; result: ChargeResult | null }> => {
    if (!statusActions(booking.status).allowsPayment) return { refusal: CANCELLED_BOOKING_PAYMENT_MESSAGE };
    const [existing] = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
    let gateway: ReturnType<typeof gatewayNamed>;
    if (existing) {
      const refusal = sandbox && existing.gateway !== 'sandbox' ? STRIPE_ONLY : gatewayRefusal(existing.gateway, env);
      if (refusal) return { refusal };
      gateway = gatewayNamed(existing.gateway, db, tenant.id, env);
    } else {
      const choice = selectGateway(method, sandbox, db, tenant.id, env);
      if (!choice.ok) return { refusal: choice.message };
      gateway = choice.gateway;
    }
    if (!gateway) return { refusal: STRIPE_ONLY };
    const payment = existing ?? (await ensurePayment(db, tenant.id, gateway, booking));
    if (payment.gateway !== gateway.name) {
      // A concurrent request started the payment with another gateway: use that one, if this server serves it.
      const refusal = gatewayRefusal(payment.gateway, env);
      const other = refusal ? null : gatewayNamed(payment.gateway, db, tenant.id, env);
      if (!other) return { refusal: refusal ?? STRIPE_ONLY };
      gateway = other;
    }
    // A cancel may have committed since the check above, before this payment's row existed: close it now.
    const closed = await closeIfCancelled(db, gateway, payment, (message) =>
      app.log.error({ intentId: payment.intentId, message }, "the gateway did not close a cancelled booking's intent"),
    );
    if (closed) return { refusal: closed };
    if (payment.status === 'succeeded') {
      return {
        payment,
        result: { status: 'succeeded', authCode: payment.authCode, message: '', alreadyPaid: true } as ChargeResult,
      };
    }
    if (!nonce) return { payment, result: null };
    const result = await chargePayment(db, gateway, payment, nonce, booking);
    if (result.refundQueued) void app.refundRetries.kick();
    const [fresh] = await db.select().from(payments).where(eq(payments.id, payment.id));
    return { payment: fresh ?? payment, result };
  };

  const limitAccountBooking = accountBookingLimiter(app);
  const mail = mailServiceOf(deps);
  registerEndpoint(app, endpoints.paymentBooking, async ({ body, session, request, reply }) => {
    await limitAccountBooking(request, body.booking, session);
    // The gateway is the server's: a request for another one is refused before anything is booked.
    const method = body.booking.paymentmethod;
    if (!NO_CARD_METHODS.has(method) && (method !== 'paypal' || body.sandbox)) {
      const choice = selectGateway(method, body.sandbox, db, tenant.id, env);
      if (!choice.ok) return refusedBeforeBooking(choice.message);
    }
    const outcome = await createBooking(db, body.booking, session, tenant, deps.services, {
      address: request.ip,
      guestKey: guestSessionKey(request),
    });
    mailGuestReceipt(deps, mail, request, reply, { session, ...outcome });
    const created = outcome.response;
    if (created.Code !== 1 || outcome.bookingId === null) {
      return {
        Code: created.Code,
        Message: created.Message,
        Bref: created.Bref,
        ReturnRef: created.ReturnRef,
        JobPartId: 0,
        TrackingCode: '',
        ClientSecret: '',
        PaymentResult: { Code: 0, AuthCode: '', Message: created.Message, PayPalOrderId: '' },
      };
    }
    const booking = await loadBooking(db, tenant.id, { bookingId: outcome.bookingId });
    if (!booking) throw new Error(`booking ${outcome.bookingId} was not stored`);
    if (NO_CARD_METHODS.has(booking.paymentType)) {
      return respond(booking, null, {
        Code: 3,
        AuthCode: '',
        Message: 'No card payment is needed.',
        PayPalOrderId: '',
      });
    }
    const paid = await pay(booking, booking.paymentType, body.sandbox, body.payment.nonce);
    if ('refusal' in paid) return refused(booking, paid.refusal);
    return respond(booking, paid.payment, paymentResult(paid.result, paid.payment, AWAITING));
  });

  registerEndpoint(
    app,
    endpoints.tokenizeCard,
    async ({ body }) => {
      // Sandbox card tokens exist only on a server in sandbox mode.
      if (cardGatewayName(env) !== 'sandbox') return { Code: 2, Message: STRIPE_ONLY, Nonce: '', Brand: '', Last4: '' };
      const result = await tokenizeSandboxCard(db, tenant.id, {
        number: body.number,
        cvv: body.cvv,
        cardholderName: body.cardholdername,
        expiryMonth: body.expirymonth,
        expiryYear: body.expiryyear,
        postalCode: body.postalcode,
      });
      if (!result.ok) throw badInput(`${result.field}: ${result.message}`);
      return { Code: 1, Message: '', Nonce: result.nonce, Brand: result.brand, Last4: result.last4 };
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  registerEndpoint(app, endpoints.paymentIntent, async ({ query, session }) => {
    const booking = checkAccess(await loadBooking(db, tenant.id, { jobPartId: query.jobpartid }), session, query.code);
    if (!statusActions(booking.status).allowsPayment) return refused(booking, CANCELLED_BOOKING_PAYMENT_MESSAGE);
    if (NO_CARD_METHODS.has(booking.paymentType)) {
      return respond(booking, null, {
        Code: 3,
        AuthCode: '',
        Message: 'No card payment is needed.',
        PayPalOrderId: '',
      });
    }
    const paid = await pay(booking, booking.paymentType, false, '');
    if ('refusal' in paid) return refused(booking, paid.refusal);
    return respond(booking, paid.payment, paymentResult(paid.result, paid.payment, AWAITING));
  });

  registerEndpoint(app, endpoints.stripePaymentIntent, async ({ query, session }) => {
    const booking = checkAccess(await loadBooking(db, tenant.id, { bookingId: query.id }), session, query.code);
    if (!statusActions(booking.status).allowsPayment) return refused(booking, CANCELLED_BOOKING_PAYMENT_MESSAGE);
    const method = query.paymentmethod || booking.paymentType;
    const paid = await pay(booking, method, query.sandbox, '');
    if ('refusal' in paid) return refused(booking, paid.refusal);
    return respond(booking, paid.payment, paymentResult(paid.result, paid.payment, AWAITING));
  });

  registerEndpoint(app, endpoints.confirmPayment, async ({ body }) => {
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.clientSecret, body.clientsecret), eq(payments.tenantId, tenant.id)));
    if (!payment) throw new HttpError(404, 0, 'No payment has that client secret.');
    if (payment.gateway !== 'sandbox') throw badInput('clientsecret: confirm this payment with its gateway');
    const booking = await loadBooking(db, tenant.id, { bookingId: payment.bookingId });
    if (!booking) throw new HttpError(404, 0, 'No booking was found.');
    // The sandbox confirm step answers only on a server in sandbox mode.
    const sandbox = gatewayNamed('sandbox', db, tenant.id, env);
    if (!sandbox) return refused(booking, STRIPE_ONLY);
    // Checked again under the booking's lock by chargePayment, for a cancel that lands between.
    if (!statusActions(booking.status).allowsPayment) return refused(booking, CANCELLED_BOOKING_PAYMENT_MESSAGE);
    const result = await chargePayment(db, sandbox, payment, body.nonce, booking);
    if (result.refundQueued) void app.refundRetries.kick();
    const [fresh] = await db.select().from(payments).where(eq(payments.id, payment.id));
    return respond(booking, fresh ?? payment, paymentResult(result, fresh ?? payment, AWAITING));
  });

  registerEndpoint(app, endpoints.updateBooking, async ({ body, session }) => {
    const booking = checkAccess(await loadBooking(db, tenant.id, { jobPartId: body.jobpartid }), session, body.code);
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
    if (!payment || payment.intentId !== body.transactionid) {
      return {
        Code: 2,
        Message: 'The transaction does not belong to this booking.',
        Bref: booking.reference,
        IsPaid: booking.isPaid,
        PaymentResult: { Code: 0, AuthCode: '', Message: 'Unknown transaction.', PayPalOrderId: '' },
      };
    }
    const gateway = gatewayNamed(payment.gateway, db, tenant.id, env);
    if (!gateway) {
      const message = gatewayRefusal(payment.gateway, env) ?? STRIPE_ONLY;
      return {
        Code: 2,
        Message: message,
        Bref: booking.reference,
        IsPaid: booking.isPaid,
        PaymentResult: { Code: 0, AuthCode: '', Message: message, PayPalOrderId: '' },
      };
    }
    const result = await syncPayment(db, gateway, payment, booking);
    if (result.refundQueued) void app.refundRetries.kick();
    const PaymentResult = paymentResult(result, payment, 'The payment has not been completed yet.');
    const paid = result.status === 'succeeded';
    return {
      Code: paid ? 1 : 2,
      Message: paid ? '' : PaymentResult.Message,
      Bref: booking.reference,
      IsPaid: paid || booking.isPaid,
      PaymentResult,
    };
  });

  registerEndpoint(app, endpoints.ipInfo, async ({ request }) => {
    const code = proxyCountry(request) || 'GB';
    const Country = new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? 'United Kingdom';
    return { Code: 1, Message: '', Ip: request.ip, Country, CountryCode: code };
  });
};
