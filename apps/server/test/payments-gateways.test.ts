import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayPalGateway } from '../src/services/payments/paypal';
import { checkCard } from '../src/services/payments/sandbox';
import { StripeGateway } from '../src/services/payments/stripe';
import { cardBrand, SANDBOX_TEST_CARDS, sandboxOutcome } from '../src/services/payments/test-cards';
import { type Recorded, startFakeGateways } from './payments-fakes';

let fake: Awaited<ReturnType<typeof startFakeGateways>>;
let base: string;
let requests: Recorded[];
let paypalOrders: Awaited<ReturnType<typeof startFakeGateways>>['paypalOrders'];

beforeAll(async () => {
  fake = await startFakeGateways();
  ({ base, requests, paypalOrders } = fake);
});

afterAll(async () => {
  await fake.close();
});

const request = { amount: 42.5, currencyCode: 'GBP', idempotencyKey: 'booking-9', description: 'Booking CK1' };

describe('sandbox test cards', () => {
  it('documents success, decline and insufficient funds, and declines any other card', () => {
    expect(sandboxOutcome('4242424242424242')).toBe('success');
    expect(sandboxOutcome('4000000000000002')).toBe('declined');
    expect(sandboxOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(sandboxOutcome('4111111111111111')).toBe('declined');
    for (const card of SANDBOX_TEST_CARDS) expect(cardBrand(card.number)).toBe(card.brand);
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
