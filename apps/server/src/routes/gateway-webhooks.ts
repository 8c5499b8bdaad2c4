import type { FastifyReply, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { badInput } from '../http/errors';
import type { PayContext } from '../services/payments/pay-booking';
import { type GatewayEnv, gatewayNamed } from '../services/payments/payment-service';
import { PayPalGateway } from '../services/payments/paypal';
import {
  applyGatewayEvent,
  type GatewayEvent,
  paypalEvent,
  stripeEvent,
  type WebhookOutcome,
} from '../services/payments/webhooks';
import { messengerOf, runAfterResponse, tellConfirmedOnPayment } from './accounts-shared';
import type { AppDeps, RoutePlugin } from './types';

/** The refusal of a delivery whose signature does not check out (or that this firm takes no webhooks for). */
const BAD_SIGNATURE = 'The webhook signature is not valid.';

function parsed(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badInput('body: must be a gateway event (JSON)');
  }
}

/** How old a Stripe signature may be, in seconds (Stripe's own default): a replay of an old delivery fails. */
const STRIPE_SIGNATURE_TOLERANCE_S = 300;

/**
 * The body of a Stripe delivery, read once Stripe's own library has checked its `Stripe-Signature` against the raw
 * text and the endpoint's secret; a missing, forged or stale signature (or no secret) is refused like bad input.
 */
function signedStripeBody(payload: string, header: unknown, secret: string): unknown {
  try {
    const signature = typeof header === 'string' ? header : '';
    return Stripe.webhooks.constructEvent(payload, signature, secret, STRIPE_SIGNATURE_TOLERANCE_S);
  } catch (error) {
    // The library reads the text as JSON only after the signature held, so a SyntaxError is a malformed body.
    if (error instanceof SyntaxError) throw badInput('body: must be a gateway event (JSON)');
    // Anything else is the check refusing: its own error, or a plain Error for an empty `v1=`.
    throw badInput(`stripe-signature: ${BAD_SIGNATURE}`);
  }
}

/**
 * The gateways' webhooks (docs/decisions/0032): Stripe's and PayPal's word that a payment moved, for a payer who
 * paid and closed the page before the app's second confirm. Found by host like every route, so each firm's events
 * are checked with its own secret and settle only its own payments. Outside the contract: the gateways call it,
 * never the web app, and Stripe signs the raw body, which this scope keeps as text.
 */
export const gatewayWebhookRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant } = deps;
  const env = ((deps.extraServices.paymentEnv as GatewayEnv | undefined) ?? process.env) as GatewayEnv;
  const context: PayContext & { tenant: typeof tenant } = {
    tenant,
    tenantId: tenant.id,
    env,
    refundQueued: () => void app.refundRetries.kick(),
    onVoidFailed: (intentId, message) =>
      app.log.error({ intentId, message }, "the gateway did not close a cancelled booking's intent"),
  };
  // This plugin's own scope: any content type is read as text, untouched, for the signature.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const raw = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');

  app.post('/api/webhooks/stripe', async (request, reply) => {
    const body = signedStripeBody(raw(request), request.headers['stripe-signature'], env.STRIPE_WEBHOOK_SECRET ?? '');
    const event = stripeEvent(body);
    if (!event) throw badInput('body: must be a Stripe event with an id and a type');
    return answer(deps, request, reply, await applyGatewayEvent(db, context, event), event);
  });

  app.post('/api/webhooks/paypal', async (request, reply) => {
    const body = parsed(raw(request));
    const event = paypalEvent(body);
    if (!event) throw badInput('body: must be a PayPal event with an id and an event_type');
    const webhookId = env.PAYPAL_WEBHOOK_ID ?? '';
    const paypal = gatewayNamed('paypal', db, tenant.id, env);
    // PayPal signs with a certificate of its own: it says itself whether a delivery is its (on the tenant's keys).
    const genuine =
      webhookId !== '' &&
      paypal instanceof PayPalGateway &&
      (await paypal.verifyWebhook(webhookId, request.headers, body));
    if (!genuine) throw badInput(`paypal-transmission-sig: ${BAD_SIGNATURE}`);
    return answer(deps, request, reply, await applyGatewayEvent(db, context, event), event);
  });
};

/** The answer to a delivery (`Code 1` tells the gateway not to send it again), and the passenger told what it made. */
function answer(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: WebhookOutcome,
  event: GatewayEvent,
): { Code: number; Message: string } {
  if (outcome.kind === 'refused')
    throw badInput(`${event.gateway === 'stripe' ? 'data.object' : 'resource'}: ${outcome.message}`);
  if (outcome.kind === 'repeat') return { Code: 1, Message: 'The event was applied already.' };
  if (outcome.kind === 'acknowledged') return { Code: 1, Message: 'The event needs nothing here.' };
  if (outcome.booking) tellConfirmedOnPayment(deps, request, reply, outcome.booking, outcome.booking.result);
  const made = outcome.change?.made;
  if (made) {
    runAfterResponse(
      reply,
      async () =>
        void (await messengerOf(deps).tell(made.bookingId, 'changed', {
          occasion: `change-${made.changeId}`,
          change: made.sentence,
        })),
      (error) => request.log.error({ err: error, event: event.id }, 'booking changed message failed'),
    );
  }
  return { Code: 1, Message: 'The event was applied.' };
}
