import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayPalGateway } from '../src/services/payments/paypal';
import { checkCard } from '../src/services/payments/sandbox';
import { StripeGateway } from '../src/services/payments/stripe';
import { cardBrand, passesLuhn, SANDBOX_TEST_CARDS, sandboxOutcome } from '../src/services/payments/test-cards';

/** A local stand-in for the Stripe and PayPal REST APIs, recording every request. */
interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const requests: Recorded[] = [];
const stripeIntents = new Map<string, { id: string; status: string; amount: number; latest_charge: string | null }>();
const stripeByKey = new Map<string, string>();
const paypalOrders = new Map<string, { id: string; status: string; value: string }>();

function send(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      // --- Stripe ---
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
          const pm = form.get('payment_method');
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
      // --- PayPal ---
      if (path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from('client:secret').toString('base64')}`;
        if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials')
          return send(res, 401, { error: 'invalid_client' });
        return send(res, 200, { access_token: 'A21AA', expires_in: 32400 });
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
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const request = { amount: 42.5, currencyCode: 'GBP', idempotencyKey: 'booking-9', description: 'Booking CK1' };

describe('sandbox test cards', () => {
  it('documents success, decline and insufficient funds, and declines any other card', () => {
    expect(sandboxOutcome('4242424242424242')).toBe('success');
    expect(sandboxOutcome('4000000000000002')).toBe('declined');
    expect(sandboxOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(sandboxOutcome('4111111111111111')).toBe('declined');
    for (const card of SANDBOX_TEST_CARDS) expect(passesLuhn(card.number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('mastercard');
  });

  it('checks card details like a gateway', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const card = {
      number: '4242 4242 4242 4242',
      cvv: '123',
      cardholderName: 'A Person',
      expiryMonth: 12,
      expiryYear: 2026,
      postalCode: 'E15 1AZ',
    };
    expect(checkCard(card, now)).toBeNull();
    expect(checkCard({ ...card, number: '4242 4242 4242 4241' }, now)).toEqual({
      field: 'number',
      message: 'Card number is invalid',
    });
    expect(checkCard({ ...card, expiryMonth: 10 }, now)).toEqual({ field: 'expiry', message: 'Expiry is invalid' });
    expect(checkCard({ ...card, expiryYear: 26 }, now)).toBeNull();
    expect(checkCard({ ...card, cvv: '12' }, now)).toEqual({ field: 'cvv', message: 'CVC is invalid' });
    expect(checkCard({ ...card, cardholderName: ' ' }, now)?.field).toBe('cardholdername');
  });
});

describe('Stripe adapter against a local fake of its REST API', () => {
  const stripe = () => new StripeGateway({ secretKey: 'sk_test_123', apiBase: base });

  it('creates an intent in pence with an idempotency key, and the same key gives the same intent', async () => {
    const first = await stripe().createIntent(request);
    const again = await stripe().createIntent(request);
    expect(again).toEqual(first);
    expect(first.clientSecret).toBe(`${first.intentId}_secret_abc`);
    const sent = requests.find((r) => r.path === '/v1/payment_intents')!;
    const form = new URLSearchParams(sent.body);
    expect(form.get('amount')).toBe('4250');
    expect(form.get('currency')).toBe('gbp');
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent.headers['idempotency-key']).toBe('intent-booking-9');
  });

  it('maps confirm outcomes: success, decline, insufficient funds', async () => {
    const intent = await stripe().createIntent({ ...request, idempotencyKey: 'booking-10' });
    expect(await stripe().charge(intent, 'pm_card_chargeDeclined', request)).toMatchObject({
      ok: false,
      reason: 'declined',
    });
    expect(await stripe().charge(intent, 'pm_card_chargeDeclinedInsufficientFunds', request)).toMatchObject({
      ok: false,
      reason: 'insufficient_funds',
    });
    expect(await stripe().retrieveIntent(intent.intentId)).toMatchObject({ status: 'requires_action' });
    expect(await stripe().charge(intent, 'pm_card_threeDSecure2Required', request)).toMatchObject({
      ok: false,
      reason: 'requires_action',
    });
    expect(await stripe().charge(intent, 'pm_card_visa', request)).toEqual({
      ok: true,
      authCode: `ch_${intent.intentId}`,
    });
    expect(await stripe().retrieveIntent(intent.intentId)).toEqual({
      status: 'succeeded',
      authCode: `ch_${intent.intentId}`,
      message: '',
    });
  });

  it('refuses with a wrong key', async () => {
    await expect(new StripeGateway({ secretKey: 'sk_wrong', apiBase: base }).createIntent(request)).rejects.toThrow(
      /Invalid API Key/,
    );
  });
});

describe('PayPal adapter against a local fake of its REST API', () => {
  const paypal = () => new PayPalGateway({ clientId: 'client', clientSecret: 'secret', apiBase: base });

  it('creates an order, refuses to capture it before approval, captures once approved', async () => {
    const gateway = paypal();
    const order = await gateway.createIntent(request);
    expect(order.clientSecret).toBe(order.intentId);
    const created = requests.find((r) => r.method === 'POST' && r.path === '/v2/checkout/orders')!;
    expect(JSON.parse(created.body).purchase_units[0].amount).toEqual({ currency_code: 'GBP', value: '42.50' });
    expect(created.headers['paypal-request-id']).toBe('order-booking-9');
    expect(await gateway.charge(order, '', request)).toMatchObject({ ok: false, reason: 'invalid_token' });
    paypalOrders.get(order.intentId)!.status = 'APPROVED';
    expect(await gateway.retrieveIntent(order.intentId)).toMatchObject({ status: 'approved' });
    expect(await gateway.charge(order, '', request)).toEqual({ ok: true, authCode: `CAP-${order.intentId}` });
    expect(await gateway.retrieveIntent(order.intentId)).toEqual({
      status: 'succeeded',
      authCode: `CAP-${order.intentId}`,
      message: '',
    });
    // One OAuth token served every call.
    expect(requests.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(1);
  });

  it('refuses wrong credentials', async () => {
    await expect(
      new PayPalGateway({ clientId: 'client', clientSecret: 'nope', apiBase: base }).createIntent(request),
    ).rejects.toThrow(/credentials/);
  });
});
