import { requestLanguage } from '../http/language';
import { endpoints, type ResponseOf } from '@cabkit/contract';
import { bookingAccess, type CardBilling, validateBilling } from '@cabkit/domain';
import type { FastifyRequest } from 'fastify';
import { badInput, HttpError } from '../http/errors';
import { guestSessionKey } from '../http/guest-session';
import { registerEndpoint } from '../http/register';
import type { Session } from '../http/session';
import { createBooking } from '../services/bookings/create-booking';
import {
  confirmSandboxPayment,
  findPayableBooking,
  NO_CARD_METHODS,
  type PayContext,
  type PayOutcome,
  payBooking,
  type StoredBooking,
  syncBookingPayment,
} from '../services/payments/pay-booking';
import {
  type ChargeResult,
  cardGatewayName,
  type GatewayEnv,
  gatewayNamed,
  type PaymentRow,
  STRIPE_ONLY,
  selectGateway,
} from '../services/payments/payment-service';
import { GATEWAY_CAPABILITIES } from '../services/payments/gateway';
import { listSavedCards, removeSavedCard } from '../services/payments/saved-cards';
import { StripeGateway } from '../services/payments/stripe';
import { listStripeCards, readyStripeIntent, removeStripeCard } from '../services/payments/stripe-cards';
import { tokenizeSandboxCard } from '../services/payments/sandbox';
import { accountBookingLimiter, tellBookingConfirmed, tellConfirmedOnPayment } from './accounts-shared';
import type { RoutePlugin } from './types';

type PaymentBookingResponse = ResponseOf<(typeof endpoints)['paymentBooking']>;
type PaymentResultBody = PaymentBookingResponse['PaymentResult'];

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

/** The answer for a saved card that is not the caller's (or not there): the same either way. */
const NO_SAVED_CARD = 'No saved card was found.';

/** The signed-in customer's id: saved cards are a customer's (a booker's session has none). */
function signedInCustomer(session: Session | null): number {
  if (!session?.customerId) throw new HttpError(403, 2, 'Saved cards are for signed-in customers.');
  return session.customerId;
}

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

/**
 * Refuses (400, Code 2, naming the field) a card payment without the billing fields its gateway asks for: the
 * gateway's need, never the client's, decides what is checked (domain `validateBilling`).
 */
function checkBilling(
  payment: { postalcode: string; addressline1: string; addressline2: string; city: string; country: string },
  need: CardBilling,
): void {
  const checked = validateBilling(
    {
      PostalCode: payment.postalcode,
      AddressLine1: payment.addressline1,
      AddressLine2: payment.addressline2,
      City: payment.city,
      Country: payment.country,
    },
    need,
  );
  const [first] = checked.errors;
  if (first) throw badInput(`payment.${first.field.toLowerCase()}: ${first.message}`);
}

/** The country header a trusted proxy (Cloudflare, Vercel, a load balancer) sets, when proxies are trusted. */
export function proxyCountry(request: FastifyRequest): string {
  // Fastify fills `ips` only when proxies are trusted (its initialConfig leaves trustProxy out, so it cannot tell).
  if (request.ips === undefined) return '';
  for (const name of ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code']) {
    const value = request.headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  return '';
}

/** The answer to a pay outcome: refused, no card needed, or the payment and its charge (awaiting the client). */
function answer(booking: StoredBooking, outcome: PayOutcome): PaymentBookingResponse {
  if (outcome.kind === 'refused') return refused(booking, outcome.message);
  if (outcome.kind === 'no-card') {
    return respond(booking, null, { Code: 3, AuthCode: '', Message: 'No card payment is needed.', PayPalOrderId: '' });
  }
  return respond(booking, outcome.payment, paymentResult(outcome.result, outcome.payment, AWAITING));
}

/**
 * Payments: electronic payment booking (book then charge once), card tokenisation for the sandbox
 * gateway, payment intents (retry and pay-later), the sandbox confirm step, update booking, IP info.
 * Stripe/PayPal are used when `STRIPE_SECRET_KEY` / `PAYPAL_CLIENT_ID` + `PAYPAL_CLIENT_SECRET` are set.
 */
export const paymentsRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant } = deps;
  const env = ((deps.extraServices.paymentEnv as GatewayEnv | undefined) ?? process.env) as GatewayEnv;
  const context: PayContext = {
    tenantId: tenant.id,
    env,
    refundQueued: () => void app.refundRetries.kick(),
    onVoidFailed: (intentId, message) =>
      app.log.error({ intentId, message }, "the gateway did not close a cancelled booking's intent"),
  };

  /** The Stripe gateway when this server takes cards through Stripe (its saved cards are Stripe's). */
  const stripeCards = () => {
    const gateway = cardGatewayName(env) === 'stripe' ? gatewayNamed('stripe', db, tenant.id, env) : null;
    return gateway instanceof StripeGateway ? gateway : null;
  };

  const limitAccountBooking = accountBookingLimiter(app);
  registerEndpoint(app, endpoints.paymentBooking, async ({ body, session, request, reply }) => {
    await limitAccountBooking(request, body.booking, session);
    // The gateway is the server's: a request for another one is refused before anything is booked.
    const method = body.booking.paymentmethod;
    if (!NO_CARD_METHODS.has(method) && (method !== 'paypal' || body.sandbox)) {
      const choice = selectGateway(method, body.sandbox, db, tenant.id, env);
      if (!choice.ok) return refusedBeforeBooking(choice.message);
      checkBilling(body.payment, GATEWAY_CAPABILITIES[choice.gateway.name].billing);
    }
    const outcome = await createBooking(db, body.booking, session, tenant, deps.services, {
      address: request.ip,
      guestKey: guestSessionKey(request),
      language: requestLanguage(request, tenant.file.languages),
    });
    tellBookingConfirmed(deps, request, reply, outcome);
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
    const booking = await findPayableBooking(db, tenant.id, { bookingId: outcome.bookingId });
    if (!booking) throw new Error(`booking ${outcome.bookingId} was not stored`);
    const paid = await payBooking(db, context, booking, {
      method: booking.paymentType,
      sandbox: body.sandbox,
      nonce: body.payment.nonce,
      noCardAnswer: true,
    });
    if (paid.kind === 'paid') tellConfirmedOnPayment(deps, request, reply, booking, paid.result);
    return answer(booking, paid);
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
    const customerId = session?.customerId ?? null;
    if (query.savecard && customerId === null) throw badInput('savecard: sign in to save a card');
    const found = await findPayableBooking(db, tenant.id, { jobPartId: query.jobpartid });
    const booking = checkAccess(found, session, query.code);
    const paid = await payBooking(db, context, booking, {
      method: booking.paymentType,
      sandbox: false,
      nonce: '',
      noCardAnswer: true,
    });
    // Stripe keeps the card the Payment Element confirms this intent with, on the passenger's Stripe Customer.
    const stripe = stripeCards();
    if (query.savecard && customerId !== null && stripe && paid.kind === 'paid' && paid.payment.gateway === 'stripe') {
      await readyStripeIntent(db, stripe, { tenantId: tenant.id, customerId, gateway: 'stripe' }, paid.payment, {
        save: true,
      });
    }
    return answer(booking, paid);
  });

  registerEndpoint(app, endpoints.stripePaymentIntent, async ({ query, session }) => {
    const booking = checkAccess(await findPayableBooking(db, tenant.id, { bookingId: query.id }), session, query.code);
    const paid = await payBooking(db, context, booking, {
      method: query.paymentmethod || booking.paymentType,
      sandbox: query.sandbox,
      nonce: '',
      noCardAnswer: false,
    });
    return answer(booking, paid);
  });

  registerEndpoint(app, endpoints.confirmPayment, async ({ body, session, request, reply }) => {
    const customerId = session?.customerId ?? null;
    if (body.savecard && customerId === null) throw badInput('savecard: sign in to save a card');
    const outcome = await confirmSandboxPayment(db, context, {
      clientSecret: body.clientsecret,
      nonce: body.nonce,
      savedCardId: body.savedcardid,
      saveCard: body.savecard,
      customerId,
    });
    if (outcome.kind === 'unknown-secret') throw new HttpError(404, 0, 'No payment has that client secret.');
    if (outcome.kind === 'no-saved-card') throw new HttpError(404, 2, NO_SAVED_CARD);
    if (outcome.kind === 'not-sandbox') throw badInput('clientsecret: confirm this payment with its gateway');
    if (outcome.kind === 'no-booking') throw new HttpError(404, 0, 'No booking was found.');
    if (outcome.kind === 'paid') tellConfirmedOnPayment(deps, request, reply, outcome.booking, outcome.result);
    return answer(outcome.booking, outcome);
  });

  registerEndpoint(app, endpoints.updateBooking, async ({ body, session, request, reply }) => {
    const found = await findPayableBooking(db, tenant.id, { jobPartId: body.jobpartid });
    const booking = checkAccess(found, session, body.code);
    const outcome = await syncBookingPayment(db, context, booking, body.transactionid);
    const unpaid = (message: string, result: string) => ({
      Code: 2,
      Message: message,
      Bref: booking.reference,
      IsPaid: booking.isPaid,
      PaymentResult: { Code: 0, AuthCode: '', Message: result, PayPalOrderId: '' },
    });
    if (outcome.kind === 'unknown-transaction') {
      return unpaid('The transaction does not belong to this booking.', 'Unknown transaction.');
    }
    if (outcome.kind === 'refused') return unpaid(outcome.message, outcome.message);
    tellConfirmedOnPayment(deps, request, reply, booking, outcome.result);
    const PaymentResult = paymentResult(outcome.result, outcome.payment, 'The payment has not been completed yet.');
    const paid = outcome.result.status === 'succeeded';
    return {
      Code: paid ? 1 : 2,
      Message: paid ? '' : PaymentResult.Message,
      Bref: booking.reference,
      IsPaid: paid || booking.isPaid,
      PaymentResult,
    };
  });

  registerEndpoint(app, endpoints.getSavedCards, async ({ session }) => {
    const owner = { tenantId: tenant.id, customerId: signedInCustomer(session), gateway: cardGatewayName(env) };
    // Only a gateway that keeps reusable tokens has saved cards to offer.
    const SavesCards = GATEWAY_CAPABILITIES[owner.gateway].savesCards;
    const stripe = owner.gateway === 'stripe' ? stripeCards() : null;
    const cards = !SavesCards
      ? []
      : stripe
        ? await listStripeCards(db, stripe, owner)
        : await listSavedCards(db, owner);
    return {
      Code: 1,
      Message: '',
      SavesCards,
      Cards: cards.map((card) => ({
        Id: card.id,
        Brand: card.brand,
        Last4: card.last4,
        ExpiryMonth: card.expiryMonth,
        ExpiryYear: card.expiryYear,
      })),
    };
  });

  registerEndpoint(app, endpoints.deleteSavedCard, async ({ query, session }) => {
    const owner = { tenantId: tenant.id, customerId: signedInCustomer(session) };
    // A Stripe card is detached at Stripe first, so it can never be charged again; any other is forgotten here.
    const stripe = stripeCards();
    const removed =
      (stripe !== null && (await removeStripeCard(db, stripe, { ...owner, gateway: 'stripe' }, query.id))) ||
      (await removeSavedCard(db, owner, query.id));
    if (!removed) throw new HttpError(404, 2, NO_SAVED_CARD);
    return { Code: 1, Message: '' };
  });

  registerEndpoint(app, endpoints.ipInfo, async ({ request }) => {
    const code = proxyCountry(request) || 'GB';
    const Country = new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? 'United Kingdom';
    return { Code: 1, Message: '', Ip: request.ip, Country, CountryCode: code };
  });
};
