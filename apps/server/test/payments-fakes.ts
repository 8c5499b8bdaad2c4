import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A request the fake gateways received. */
export interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A local stand-in for the Stripe (payment intents, key sk_test_123) and PayPal (Orders v2, client
 * "client" / "secret") REST APIs, recording every request. Stripe confirm: pm_card_chargeDeclined and
 * pm_card_chargeDeclinedInsufficientFunds decline, pm_card_threeDSecure2Required needs action, any other
 * payment method succeeds. PayPal orders capture only once `paypalOrders.get(id).status = 'APPROVED'`.
 * Refunds as the real APIs take them: Stripe `POST /v1/refunds` (payment_intent, amount in pence, only of a
 * succeeded intent, never more than is left), `POST /v1/payment_intents/:id/cancel` (not once succeeded); PayPal
 * `POST /v2/payments/captures/:id/refund`. `failNextRefunds(n)` makes the next n refund calls fail (HTTP 500).
 * PayPal `POST /v1/notifications/verify-webhook-signature` answers SUCCESS only for headers `paypalWebhookHeaders`
 * made for that event and webhook id (PayPal's own certificate signature, which only PayPal can make).
 * Stripe saved cards: `POST /v1/customers`, `POST /v1/payment_intents/:id` (customer, setup_future_usage), a
 * confirm with `pm_card_visa` / `pm_card_mastercard` on an intent with both attaches a new `pm_saved_N` to the
 * customer, `GET /v1/customers/:id/payment_methods`, `POST /v1/payment_methods/:id/detach`; a saved card confirms
 * only an intent on its own customer.
 */
export async function startFakeGateways() {
  const requests: Recorded[] = [];
  let refundFailures = 0;
  const stripeRefunds = new Map<string, { id: string; payment_intent: string; amount: number; status: string }>();
  const stripeRefundByKey = new Map<string, string>();
  const paypalRefunds = new Map<string, { id: string; capture: string; value: string; status: string }>();
  const paypalRefundByRequest = new Map<string, string>();
  const stripeIntents = new Map<
    string,
    {
      id: string;
      status: string;
      amount: number;
      latest_charge: string | null;
      customer?: string | null;
      setup_future_usage?: string | null;
    }
  >();
  const stripeCustomers = new Map<string, { id: string; metadata: Record<string, string> }>();
  const stripeCustomerByKey = new Map<string, string>();
  const stripeMethods = new Map<string, StripeCardMethod>();
  const stripeByKey = new Map<string, string>();
  const paypalOrders = new Map<string, { id: string; status: string; value: string }>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      // --- Stripe ---
      if (req.method === 'POST' && path === '/v1/refunds') {
        if (req.headers.authorization !== 'Bearer sk_test_123')
          return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
        const key = String(req.headers['idempotency-key'] ?? '');
        const known = key ? stripeRefundByKey.get(key) : undefined;
        if (known) return send(res, 200, stripeRefunds.get(known));
        if (refundFailures > 0) {
          refundFailures -= 1;
          return send(res, 500, {
            error: { type: 'api_error', message: 'An error occurred with our connection to Stripe.' },
          });
        }
        const form = new URLSearchParams(body);
        const intent = stripeIntents.get(form.get('payment_intent') ?? '');
        if (intent?.status !== 'succeeded') {
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_not_found',
              message: 'This PaymentIntent does not have a successful charge to refund.',
            },
          });
        }
        const refunded = [...stripeRefunds.values()]
          .filter((r) => r.payment_intent === intent.id)
          .reduce((sum, r) => sum + r.amount, 0);
        const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount - refunded;
        if (!(amount > 0) || amount > intent.amount - refunded) {
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'Refund amount is greater than unrefunded amount on charge.',
            },
          });
        }
        const refund = { id: `re_${stripeRefunds.size + 1}`, payment_intent: intent.id, amount, status: 'succeeded' };
        stripeRefunds.set(refund.id, refund);
        if (key) stripeRefundByKey.set(key, refund.id);
        return send(res, 200, { object: 'refund', ...refund, charge: intent.latest_charge, currency: 'gbp' });
      }
      if (path.startsWith('/v1/payment_intents')) {
        if (req.headers.authorization !== 'Bearer sk_test_123')
          return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
        const form = new URLSearchParams(body);
        if (req.method === 'POST' && path === '/v1/payment_intents') {
          const key = String(req.headers['idempotency-key']);
          const known = stripeByKey.get(key);
          const id = known ?? `pi_${stripeIntents.size + 1}`;
          if (!known) {
            stripeByKey.set(key, id);
            stripeIntents.set(id, {
              id,
              status: 'requires_payment_method',
              amount: Number(form.get('amount')),
              latest_charge: null,
            });
          }
          const intent = stripeIntents.get(id)!;
          return send(res, 200, { ...intent, client_secret: `${id}_secret_abc` });
        }
        const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
        if (req.method === 'POST' && confirm) {
          const intent = stripeIntents.get(confirm[1]!);
          if (!intent) return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
          const pm = form.get('payment_method') ?? '';
          const saved = stripeMethods.get(pm);
          // A saved card pays only an intent on the customer it is attached to (Stripe refuses it otherwise).
          if (saved && (!saved.customer || saved.customer !== intent.customer)) {
            return send(res, 400, {
              error: {
                type: 'invalid_request_error',
                code: 'payment_method_unexpected_state',
                message: 'The provided PaymentMethod does not belong to the PaymentIntent’s Customer.',
              },
            });
          }
          if (pm === 'pm_card_chargeDeclined')
            return send(res, 402, {
              error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
            });
          if (pm === 'pm_card_threeDSecure2Required') {
            intent.status = 'requires_action';
            return send(res, 200, { ...intent, client_secret: 'x' });
          }
          if (pm === 'pm_card_chargeDeclinedInsufficientFunds')
            return send(res, 402, {
              error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
            });
          intent.status = 'succeeded';
          intent.latest_charge = `ch_${intent.id}`;
          // setup_future_usage on a customer's intent attaches the new card to that customer.
          const card = TEST_CARDS[pm];
          if (!saved && card && intent.customer && intent.setup_future_usage) {
            const id = `pm_saved_${stripeMethods.size + 1}`;
            stripeMethods.set(id, { id, object: 'payment_method', type: 'card', customer: intent.customer, card });
          }
          return send(res, 200, { ...intent, client_secret: 'x' });
        }
        const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
        if (req.method === 'POST' && cancel) {
          const intent = stripeIntents.get(cancel[1]!);
          if (!intent) return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
          if (intent.status === 'succeeded' || intent.status === 'canceled') {
            return send(res, 400, {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
              },
            });
          }
          intent.status = 'canceled';
          return send(res, 200, { ...intent, client_secret: 'x', cancellation_reason: 'requested_by_customer' });
        }
        const update = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
        if (req.method === 'POST' && update) {
          const intent = stripeIntents.get(update[1]!);
          if (!intent) return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
          if (intent.status === 'succeeded' || intent.status === 'canceled') {
            return send(res, 400, {
              error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'Not open.' },
            });
          }
          const customer = form.get('customer');
          if (customer !== null) {
            if (!stripeCustomers.has(customer))
              return send(res, 400, {
                error: { type: 'invalid_request_error', message: `No such customer: '${customer}'` },
              });
            intent.customer = customer;
          }
          if (form.has('setup_future_usage')) intent.setup_future_usage = form.get('setup_future_usage') || null;
          return send(res, 200, { ...intent, client_secret: 'x' });
        }
        const get = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
        if (req.method === 'GET' && get) {
          const intent = stripeIntents.get(get[1]!);
          return intent
            ? send(res, 200, { ...intent, client_secret: 'x' })
            : send(res, 404, { error: { message: 'No such intent' } });
        }
      }
      if (path.startsWith('/v1/customers') || path.startsWith('/v1/payment_methods')) {
        if (req.headers.authorization !== 'Bearer sk_test_123')
          return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
        const url = new URL(path, 'http://stripe.test');
        if (req.method === 'POST' && url.pathname === '/v1/customers') {
          const key = String(req.headers['idempotency-key'] ?? '');
          const known = key ? stripeCustomerByKey.get(key) : undefined;
          const id = known ?? `cus_${stripeCustomers.size + 1}`;
          if (!known) {
            const metadata: Record<string, string> = {};
            for (const [name, value] of new URLSearchParams(body)) {
              const field = /^metadata\[(.+)\]$/.exec(name);
              if (field) metadata[field[1]!] = value;
            }
            stripeCustomers.set(id, { id, metadata });
            if (key) stripeCustomerByKey.set(key, id);
          }
          return send(res, 200, { object: 'customer', ...stripeCustomers.get(id) });
        }
        const list = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(url.pathname);
        if (req.method === 'GET' && list) {
          if (!stripeCustomers.has(list[1]!))
            return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such customer' } });
          const type = url.searchParams.get('type');
          const data = [...stripeMethods.values()]
            .filter((m) => m.customer === list[1] && (!type || m.type === type))
            .reverse();
          return send(res, 200, { object: 'list', url: url.pathname, has_more: false, data });
        }
        const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(url.pathname);
        if (req.method === 'POST' && detach) {
          const method = stripeMethods.get(detach[1]!);
          if (!method)
            return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } });
          if (!method.customer) {
            return send(res, 400, {
              error: {
                type: 'invalid_request_error',
                message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
              },
            });
          }
          method.customer = null;
          return send(res, 200, method);
        }
      }
      // --- PayPal ---
      if (path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from('client:secret').toString('base64')}`;
        if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials')
          return send(res, 401, { error: 'invalid_client' });
        return send(res, 200, { access_token: 'A21AA', expires_in: 32400 });
      }
      if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
        if (req.headers.authorization !== 'Bearer A21AA') return send(res, 401, { name: 'AUTHENTICATION_FAILURE' });
        const input = JSON.parse(body) as Record<string, unknown>;
        const needed = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time'];
        if (!input.webhook_id || !input.webhook_event || needed.some((name) => !input[name])) {
          return send(res, 400, { name: 'VALIDATION_ERROR', message: 'Invalid request - see details' });
        }
        const expected = paypalSignature(
          String(input.transmission_id),
          String(input.transmission_time),
          String(input.webhook_id),
          input.webhook_event,
        );
        return send(res, 200, { verification_status: input.transmission_sig === expected ? 'SUCCESS' : 'FAILURE' });
      }
      const captureRefund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
      if (req.method === 'POST' && captureRefund) {
        if (req.headers.authorization !== 'Bearer A21AA') return send(res, 401, { name: 'AUTHENTICATION_FAILURE' });
        const requestId = String(req.headers['paypal-request-id'] ?? '');
        const known = requestId ? paypalRefundByRequest.get(requestId) : undefined;
        if (known) return send(res, 201, paypalRefunds.get(known));
        if (refundFailures > 0) {
          refundFailures -= 1;
          return send(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' });
        }
        const order = [...paypalOrders.values()].find(
          (o) => o.status === 'COMPLETED' && `CAP-${o.id}` === captureRefund[1],
        );
        if (!order)
          return send(res, 404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
        const asked = body ? (JSON.parse(body) as { amount?: { value: string } }).amount?.value : undefined;
        const refunded = [...paypalRefunds.values()]
          .filter((r) => r.capture === captureRefund[1])
          .reduce((sum, r) => sum + Number(r.value), 0);
        const value = asked ?? (Number(order.value) - refunded).toFixed(2);
        if (Number(value) + refunded > Number(order.value) + 1e-9) {
          return send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] });
        }
        const refund = { id: `REF-${paypalRefunds.size + 1}`, capture: captureRefund[1]!, value, status: 'COMPLETED' };
        paypalRefunds.set(refund.id, refund);
        if (requestId) paypalRefundByRequest.set(requestId, refund.id);
        return send(res, 201, { id: refund.id, status: refund.status });
      }
      if (path.startsWith('/v2/checkout/orders')) {
        if (req.headers.authorization !== 'Bearer A21AA') return send(res, 401, { name: 'AUTHENTICATION_FAILURE' });
        if (req.method === 'POST' && path === '/v2/checkout/orders') {
          const order = JSON.parse(body);
          const id = `ORDER${paypalOrders.size + 1}`;
          paypalOrders.set(id, { id, status: 'CREATED', value: order.purchase_units[0].amount.value });
          return send(res, 201, { id, status: 'CREATED' });
        }
        const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
        if (req.method === 'POST' && capture) {
          const order = paypalOrders.get(capture[1]!);
          if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
          if (order.status !== 'APPROVED')
            return send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
          order.status = 'COMPLETED';
          return send(res, 201, {
            id: order.id,
            status: 'COMPLETED',
            purchase_units: [{ payments: { captures: [{ id: `CAP-${order.id}`, status: 'COMPLETED' }] } }],
          });
        }
        const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
        if (req.method === 'GET' && get) {
          const order = paypalOrders.get(get[1]!);
          if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND', message: 'not found' });
          const captures = order.status === 'COMPLETED' ? [{ id: `CAP-${order.id}`, status: 'COMPLETED' }] : [];
          return send(res, 200, { id: order.id, status: order.status, purchase_units: [{ payments: { captures } }] });
        }
      }
      send(res, 404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    base,
    requests,
    stripeIntents,
    stripeCustomers,
    stripeMethods,
    stripeRefunds,
    paypalOrders,
    paypalRefunds,
    /** Makes the next `count` refund calls (Stripe or PayPal) fail with HTTP 500. */
    failNextRefunds: (count: number) => {
      refundFailures = count;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A card PaymentMethod as Stripe answers it (`customer` null once detached). */
interface StripeCardMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

/** The cards behind Stripe's test PaymentMethods (`pm_card_visa`, ...), as a saved card shows them. */
const TEST_CARDS: Record<string, StripeCardMethod['card']> = {
  pm_card_visa: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', exp_month: 11, exp_year: 2033 },
};

/** The fake's stand-in for PayPal's certificate signature of one delivery of an event to a webhook. */
function paypalSignature(transmissionId: string, time: string, webhookId: string, event: unknown): string {
  const signed = `${transmissionId}|${time}|${webhookId}|${JSON.stringify(event)}`;
  return createHmac('sha256', 'fake-paypal-certificate').update(signed).digest('base64');
}

/** The transmission headers PayPal sends with a delivery of `event` to the webhook `webhookId`. */
export function paypalWebhookHeaders(event: unknown, webhookId: string): Record<string, string> {
  const transmissionId = `tx-${Math.random().toString(36).slice(2)}`;
  const time = new Date().toISOString();
  return {
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-time': time,
    'paypal-transmission-sig': paypalSignature(transmissionId, time, webhookId, event),
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
