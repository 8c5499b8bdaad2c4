import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBookingTestApp, firstVehicleTypeId, resetEachAndCloseAfter } from './app';
import { testCardNonce, testCardPayload } from './helpers/cards';
import { patsCardBooking } from './helpers/fixtures';

let sandboxApp: FastifyInstance;
let stripeApp: FastifyInstance;
let vehicleTypeId: number;

const cardBooking = () => patsCardBooking(sandboxApp, vehicleTypeId);

beforeAll(async () => {
  sandboxApp = await buildBookingTestApp();
  stripeApp = await buildBookingTestApp({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_BASE: 'http://127.0.0.1:9' });
  vehicleTypeId = await firstVehicleTypeId(sandboxApp);
});

resetEachAndCloseAfter(['payments', 'card_tokens'], () => [sandboxApp, stripeApp]);

describe('the billing fields a card gateway asks for', () => {
  it("reports the gateway's billing need and saved cards with the configuration", async () => {
    const sandbox = (await sandboxApp.inject({ url: '/api/configuration' })).json().Configuration;
    expect(sandbox).toMatchObject({ PaymentGateway: 'sandbox', CardBilling: 'postcode', SavesCards: true });
    const stripe = (await stripeApp.inject({ url: '/api/configuration' })).json().Configuration;
    expect(stripe).toMatchObject({ PaymentGateway: 'stripe', CardBilling: 'none', SavesCards: true });
  });

  it('pays through the sandbox with the postcode as the only billing field', async () => {
    const response = await sandboxApp.inject({
      method: 'POST',
      url: '/api/paymentbooking',
      payload: {
        booking: await cardBooking(),
        payment: { name: 'Pat Payer', postalcode: 'E15 1AZ', nonce: await testCardNonce(sandboxApp) },
        sandbox: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Code: 1, PaymentResult: { Code: 1 } });
  });

  it('refuses a sandbox card payment without a postcode (400, Code 2, naming the field)', async () => {
    const booking = await cardBooking();
    const response = await sandboxApp.inject({
      method: 'POST',
      url: '/api/paymentbooking',
      payload: { booking, payment: { name: 'Pat Payer', city: 'London', addressline1: '1 High Street' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Code: 2, Message: 'payment.postalcode: Postal code is required' });
  });

  it.each(['E15 #1AZ', 'E15<1AZ>', 'SW1A 1AA 9'])('refuses the malformed postcode %j when tokenising', async (code) => {
    const response = await sandboxApp.inject({
      method: 'POST',
      url: '/api/tokenizecard',
      payload: { ...testCardPayload(), postalcode: code },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Code: 2, Message: expect.stringMatching(/^postalcode: /) });
  });

  it('takes every postcode the rule allows when tokenising', async () => {
    for (const code of ['E15 1AZ', 'ab_12-3', '90210']) {
      const response = await sandboxApp.inject({
        method: 'POST',
        url: '/api/tokenizecard',
        payload: { ...testCardPayload(), postalcode: code },
      });
      expect(response.json()).toMatchObject({ Code: 1, Nonce: expect.stringMatching(/^tok_sandbox_/) });
    }
  });
});
