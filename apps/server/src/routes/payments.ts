import { endpoints, type ResponseOf } from '@cabkit/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { bookings, jobParts } from '../db/schema';
import { payments } from '../db/schema-live';
import { badInput, HttpError } from '../http/errors';
import { registerEndpoint } from '../http/register';
import type { Session } from '../http/session';
import { createBooking } from '../services/bookings/create-booking';
import {
  type ChargeResult,
  chargePayment,
  ensurePayment,
  type GatewayEnv,
  gatewayNamed,
  type PayableBooking,
  type PaymentRow,
  selectGateway,
  syncPayment,
} from '../services/payments/payment-service';
import { tokenizeSandboxCard } from '../services/payments/sandbox';
import { mayFollow } from '../services/tracking/access';
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

/** 404 unknown, 401 guest without the code, 403 someone else's. */
function checkAccess(booking: StoredBooking | null, session: Session | null, code: string): StoredBooking {
  if (!booking) throw new HttpError(404, 0, 'No booking was found.');
  if (!mayFollow(session, code, booking)) {
    if (session) throw new HttpError(403, 0, 'You do not have access to this booking.');
    throw new HttpError(401, 0, 'Please sign in or use the link from your booking confirmation.');
  }
  return booking;
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
    ClientSecret: payment && payment.status !== 'succeeded' ? payment.clientSecret : '',
    PaymentResult,
  };
}

const AWAITING = 'Confirm the payment with the client secret.';

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

  const pay = async (booking: StoredBooking, method: string, sandbox: boolean, nonce: string) => {
    let gateway = selectGateway(method, sandbox, db, tenant.id, env);
    const payment = await ensurePayment(db, tenant.id, gateway, booking);
    if (payment.gateway !== gateway.name) gateway = gatewayNamed(payment.gateway, db, tenant.id, env);
    if (payment.status === 'succeeded') {
      return {
        payment,
        result: { status: 'succeeded', authCode: payment.authCode, message: '', alreadyPaid: true } as ChargeResult,
      };
    }
    if (!nonce) return { payment, result: null };
    const result = await chargePayment(db, gateway, payment, nonce, booking);
    const [fresh] = await db.select().from(payments).where(eq(payments.id, payment.id));
    return { payment: fresh ?? payment, result };
  };

  registerEndpoint(app, endpoints.paymentBooking, async ({ body, session }) => {
    const outcome = await createBooking(db, body.booking, session, tenant);
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
    const { payment, result } = await pay(booking, booking.paymentType, body.sandbox, body.payment.nonce);
    return respond(booking, payment, paymentResult(result, payment, AWAITING));
  });

  registerEndpoint(
    app,
    endpoints.tokenizeCard,
    async ({ body }) => {
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
    if (NO_CARD_METHODS.has(booking.paymentType)) {
      return respond(booking, null, {
        Code: 3,
        AuthCode: '',
        Message: 'No card payment is needed.',
        PayPalOrderId: '',
      });
    }
    const [existing] = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
    const sandbox = existing ? existing.gateway === 'sandbox' : false;
    const { payment, result } = await pay(booking, booking.paymentType, sandbox, '');
    return respond(booking, payment, paymentResult(result, payment, AWAITING));
  });

  registerEndpoint(app, endpoints.stripePaymentIntent, async ({ query, session }) => {
    const booking = checkAccess(await loadBooking(db, tenant.id, { bookingId: query.id }), session, query.code);
    if (/cancel/i.test(booking.status)) {
      return respond(booking, null, {
        Code: 0,
        AuthCode: '',
        Message: 'This booking is cancelled.',
        PayPalOrderId: '',
      });
    }
    const method = query.paymentmethod || booking.paymentType;
    const { payment, result } = await pay(booking, method, query.sandbox, '');
    return respond(booking, payment, paymentResult(result, payment, AWAITING));
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
    const result = await chargePayment(db, gatewayNamed('sandbox', db, tenant.id, env), payment, body.nonce, booking);
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
    const result = await syncPayment(db, gatewayNamed(payment.gateway, db, tenant.id, env), payment, booking);
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
