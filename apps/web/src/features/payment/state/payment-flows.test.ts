import {
  CARD_PAYMENT_FAILED_MESSAGE,
  DEFAULT_ERROR_MESSAGE,
  PaymentProcessStatus,
  type StripeElementsState,
} from '@cabkit/domain';
import type { CardDetailsValues } from '@cabkit/ui/dialogs';
import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors';
import type { CreateBookingRequest } from '../../../api/create-booking';
import { createFakePaymentApi } from '../fakes/payment-api';
import { createFakePayPal } from '../fakes/paypal';
import { createFakeStripe } from '../fakes/stripe';
import type { PaymentOutcome } from './outcome';
import { payByCard, paymentDetails } from './pay-by-card';
import { payPalCheckout } from './paypal';
import { paymentElementState, payByStripe, payWithSavedStripeCard, stripeElementsOptions } from './stripe';

const now = new Date('2026-11-22T10:00:00Z');

function booking(paymentmethod = 'card', requestid = 'req-1'): CreateBookingRequest {
  return {
    requestid,
    paymentmethod,
    name: 'Ada',
    phone: '7911123456',
    email: 'ada@example.com',
  } as CreateBookingRequest;
}

function card(number: string, cvc = '123'): CardDetailsValues {
  return {
    Name: 'Ada Lovelace',
    CardNumber: number,
    ExpiryMonth: '12',
    ExpiryYear: '2030',
    CVC: cvc,
    CountryCode: 'GB',
    Country: 'United Kingdom',
    PostalCode: 'EC3N 4AB',
    AddressLine1: '1 Tower Hill',
    AddressLine2: '',
    City: 'London',
    SavedCardId: '',
    SaveCard: false,
  };
}

describe('payByCard (sandbox gateway)', () => {
  it('pays the booking stored unpaid as the dialog opened: a decline leaves it unpaid, the retry pays it', async () => {
    const api = createFakePaymentApi();
    const stored = await api.bookUnpaid(booking());
    // Stored again with the same request id (the dialog reopened): the same booking answers.
    expect(await api.bookUnpaid(booking())).toEqual(stored);
    expect(stored).toEqual({ jobPartId: 101, trackingCode: 'TRK1', bref: 'CK1' });

    const declined = await payByCard({ card: card('4000 0000 0000 0002'), previous: stored, sandbox: true, api, now });
    expect(declined).toMatchObject({ kind: 'failed', status: PaymentProcessStatus.PaymentError, attempt: stored });
    expect(api.bookings).toMatchObject([{ paid: false, charges: 1 }]);

    const paid = await payByCard({ card: card('4242 4242 4242 4242'), previous: stored, sandbox: true, api, now });
    expect(paid).toMatchObject({ kind: 'paid', bref: 'CK1', trackingCode: 'TRK1' });
    expect(api.bookings).toMatchObject([{ requestId: 'req-1', paid: true, charges: 2 }]);
    expect(api.calls).not.toContain('/api/paymentbooking');
    expect(api.calls.filter((path) => path === '/api/createbookingTest')).toHaveLength(2);
  });

  it('validates the card with the domain and sends nothing when invalid', async () => {
    const api = createFakePaymentApi();
    const outcome = await payByCard({
      booking: booking(),
      card: { ...card('4242 4242 4242 4241'), PostalCode: '', CVC: '' },
      sandbox: true,
      api,
      now,
    });
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    expect(outcome.errors.PostalCode).toBe('Postal code is required');
    expect(outcome.errors.CardNumber).toBe('Card number is invalid');
    expect(outcome.errors.CVC).toBeDefined();
    expect(api.calls).toEqual([]);
  });

  it('tokenises, books and charges once; statuses 0 then 1', async () => {
    const api = createFakePaymentApi();
    const statuses: number[] = [];
    const outcome = await payByCard({
      booking: booking(),
      card: card('4242 4242 4242 4242'),
      sandbox: true,
      api,
      now,
      onStatus: (s) => statuses.push(s),
    });
    expect(outcome).toMatchObject({
      kind: 'paid',
      isPaid: true,
      trackingCode: 'TRK1',
      bref: 'CK1',
      authCode: 'AUTH101',
    });
    expect(statuses).toEqual([PaymentProcessStatus.Processing, PaymentProcessStatus.Success]);
    expect(api.calls).toEqual(['/api/tokenizecard', '/api/paymentbooking']);
    expect(api.bookings).toHaveLength(1);
    expect(api.bookings[0]).toMatchObject({ paid: true, charges: 1 });
  });

  it('a decline is a payment error with the server message after 1 s; the retry pays the same booking by job part id', async () => {
    const api = createFakePaymentApi();
    const statuses: number[] = [];
    const first = await payByCard({
      booking: booking(),
      card: card('4000 0000 0000 0002'),
      sandbox: true,
      api,
      now,
      onStatus: (s) => statuses.push(s),
    });
    expect(first).toMatchObject({
      kind: 'failed',
      status: PaymentProcessStatus.PaymentError,
      message: 'Your card was declined.',
      delayMs: 1000,
      attempt: { jobPartId: 101, trackingCode: 'TRK1', bref: 'CK1' },
    });
    expect(statuses).toEqual([0, 2]);
    if (first.kind !== 'failed') return;
    const second = await payByCard({
      booking: booking(),
      card: card('4242424242424242'),
      previous: first.attempt,
      sandbox: true,
      api,
      now,
    });
    expect(second).toMatchObject({ kind: 'paid', trackingCode: 'TRK1' });
    expect(api.calls).toEqual([
      '/api/tokenizecard',
      '/api/paymentbooking',
      '/api/paymentintent',
      '/api/tokenizecard',
      '/api/confirmpayment',
    ]);
    expect(api.bookings).toHaveLength(1);
    expect(api.bookings[0]).toMatchObject({ paid: true, charges: 2 });
  });

  it('insufficient funds shows its server message', async () => {
    const api = createFakePaymentApi();
    const outcome = await payByCard({ booking: booking(), card: card('4000000000009995'), sandbox: true, api, now });
    expect(outcome).toMatchObject({ kind: 'failed', message: 'Your card has insufficient funds.', delayMs: 1000 });
  });

  it('a tokenising error is shown directly, without delay, and books nothing', async () => {
    const rejected = createFakePaymentApi();
    // The server's own card check (e.g. a number the gateway does not know) answers 400 naming the field.
    rejected.tokenizeCard = async () => {
      throw new ApiError({
        status: 400,
        code: 2,
        message: 'number: Card number is invalid',
        kind: 'http',
        path: '/api/tokenizecard',
      });
    };
    const failed = await payByCard({
      booking: booking(),
      card: card('4242424242424242'),
      sandbox: true,
      api: rejected,
      now,
    });
    expect(failed).toMatchObject({ kind: 'failed', status: 2, message: 'Card number is invalid', delayMs: 0 });
    expect(rejected.bookings).toHaveLength(0);
  });

  it('a lost network while booking gives the default error (status 4) and the retry reuses the request id', async () => {
    const api = createFakePaymentApi();
    api.failNext('/api/paymentbooking');
    const first = await payByCard({ booking: booking(), card: card('4242424242424242'), sandbox: true, api, now });
    expect(first).toMatchObject({
      kind: 'failed',
      status: PaymentProcessStatus.PaymentAndBookingError,
      message: DEFAULT_ERROR_MESSAGE,
      delayMs: 1000,
    });
    const second = await payByCard({ booking: booking(), card: card('4242424242424242'), sandbox: true, api, now });
    expect(second.kind).toBe('paid');
    expect(api.bookings).toHaveLength(1);
  });

  it('a booking refused by the server is a booking error (status 3) with its message; Stripe messages are replaced', async () => {
    const api = createFakePaymentApi();
    api.paymentBooking = async () => ({
      Code: 2,
      Message: 'Stripe: No such customer',
      Bref: '',
      ReturnRef: '',
      JobPartId: 0,
      TrackingCode: '',
      ClientSecret: '',
      PaymentResult: { Code: 0, AuthCode: '', Message: '', PayPalOrderId: '' },
    });
    const outcome = await payByCard({ booking: booking(), card: card('4242424242424242'), sandbox: true, api, now });
    expect(outcome).toMatchObject({ kind: 'failed', status: 3, message: DEFAULT_ERROR_MESSAGE, delayMs: 1000 });
    expect(outcome.kind === 'failed' && outcome.attempt).toBeFalsy();
  });

  it('sends the billing details and the nonce', () => {
    expect(paymentDetails(card('4242'), 'tok_1', true)).toEqual({
      name: 'Ada Lovelace',
      city: 'London',
      postalcode: 'EC3N 4AB',
      addressline1: '1 Tower Hill',
      addressline2: '',
      country: 'United Kingdom',
      countrycode: 'GB',
      nonce: 'tok_1',
      customerid: 0,
      retry: true,
    });
  });
});

describe('payByStripe (Stripe Elements, against the fake Stripe.js)', () => {
  const complete: StripeElementsState = {
    cardNumber: { empty: false, complete: true },
    cardExpiry: { empty: false, complete: true },
    cardCvc: { empty: false, complete: true },
  };

  /** A Payment Element in an Elements group (as the card dialog sets them up), filled with a card. */
  function mountCard(number: string, succeeded: string[] = [], expiry = '12 / 30', cvc = '123') {
    const Stripe = createFakeStripe({ now: () => now, succeeded });
    const stripe = Stripe('pk_test_123');
    const elements = stripe.elements(stripeElementsOptions(42.5, 'GBP'));
    const host = document.createElement('div');
    document.body.appendChild(host);
    elements.create('payment', { fields: { billingDetails: { name: 'never', address: 'auto' } } }).mount(host);
    const values: Record<string, string> = { number, expiry, cvc };
    for (const [key, value] of Object.entries(values)) {
      const input = host.querySelector<HTMLInputElement>(`[data-fake-stripe="${key}"]`);
      if (!input) throw new Error('not mounted');
      input.value = value;
      input.dispatchEvent(new Event('input'));
    }
    return { Stripe, stripe, elements };
  }

  it('the fake Payment Element reports empty and complete through change events, like Stripe', () => {
    const Stripe = createFakeStripe({ now: () => now });
    const element = Stripe('pk_test_1').elements(stripeElementsOptions(10, 'GBP')).create('payment');
    const host = document.createElement('div');
    element.mount(host);
    const events: unknown[] = [];
    element.on('change', (event) => events.push(event));
    const number = host.querySelector('[data-fake-stripe="number"]') as HTMLInputElement;
    number.value = '4242 4242 4242 4242';
    number.dispatchEvent(new Event('input'));
    expect(events).toEqual([
      { elementType: 'payment', empty: false, complete: false, collapsed: false, value: { type: 'card' } },
    ]);
    element.destroy();
    expect(host.querySelector('input')).toBeNull();
    expect(() => Stripe('sk_secret')).toThrow(/Invalid API Key/);
  });

  it('elements options: the dialog total in minor units, cards only, no intent yet', () => {
    expect(stripeElementsOptions(19.375, 'GBP')).toEqual({
      mode: 'payment',
      amount: 1938,
      currency: 'gbp',
      paymentMethodTypes: ['card'],
    });
  });

  it('books without a nonce, confirms with confirmPayment, the client secret and billing details, then the server marks it paid', async () => {
    const succeeded: string[] = [];
    const { Stripe, stripe, elements } = mountCard('4242 4242 4242 4242', succeeded);
    const api = createFakePaymentApi({ stripeSucceeded: succeeded });
    const outcome = await payByStripe({
      booking: booking(),
      billing: card(''),
      elementsState: complete,
      stripe,
      elements,
      api,
      now,
    });
    expect(outcome).toMatchObject({ kind: 'paid', trackingCode: 'TRK1', authCode: 'AUTH101' });
    expect(Stripe.confirmations).toEqual([
      {
        clientSecret: 'pi_fake1_secret_101x',
        // Stripe's Payment Element collects the billing address it needs: the sheet sends the name.
        billingDetails: { name: 'Ada Lovelace' },
        wallet: undefined,
      },
    ]);
    expect(api.calls).toEqual(['/api/paymentbooking', '/api/updatebooking']);
  });

  it('a declined card gives the card message; the retry re-fetches the intent by job part id, one booking', async () => {
    const succeeded: string[] = [];
    const api = createFakePaymentApi({ stripeSucceeded: succeeded });
    const declined = mountCard('4000 0000 0000 0002', succeeded);
    const first = await payByStripe({
      booking: booking(),
      billing: card(''),
      elementsState: complete,
      stripe: declined.stripe,
      elements: declined.elements,
      api,
      now,
    });
    expect(first).toMatchObject({
      kind: 'failed',
      status: 2,
      message: CARD_PAYMENT_FAILED_MESSAGE,
      attempt: { jobPartId: 101 },
    });
    if (first.kind !== 'failed') return;
    const good = mountCard('4242 4242 4242 4242', succeeded);
    const second = await payByStripe({
      booking: booking(),
      billing: card(''),
      elementsState: complete,
      stripe: good.stripe,
      elements: good.elements,
      previous: first.attempt,
      api,
      now,
    });
    expect(second).toMatchObject({ kind: 'paid', trackingCode: 'TRK1' });
    expect(api.calls).toEqual(['/api/paymentbooking', '/api/paymentintent', '/api/updatebooking']);
    expect(api.bookings).toHaveLength(1);
    expect(api.bookings[0]).toMatchObject({ paid: true, charges: 1 });
  });

  it('checks the Payment Element with the spec messages before anything is sent', async () => {
    const { stripe, elements } = mountCard('');
    const api = createFakePaymentApi();
    const outcome = await payByStripe({
      booking: booking(),
      billing: { ...card(''), Name: '' },
      elementsState: paymentElementState({ empty: true }),
      stripe,
      elements,
      api,
      now,
    });
    expect(outcome).toMatchObject({
      kind: 'invalid',
      errors: {
        Name: 'Name on card is required',
        CardNumber: 'Card number is required',
        Expiry: 'Expiry is required',
        CVC: 'CVC is required',
      },
    });
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['4242 4242 4242 4241', '12 / 30', { CardNumber: 'Card number is invalid' }],
    ['4242 4242 4242 4242', '12 / 20', { Expiry: 'Expiry is invalid' }],
    ['4242 4242 4242 4242', '12 / 30', { CVC: 'CVC is invalid' }, '1'],
  ])(
    'a half-typed card (%s, %s) gets the spec message of the sub-field Stripe names',
    async (number, expiry, errors, cvc = '123') => {
      const { stripe, elements } = mountCard(number, [], expiry, cvc);
      const api = createFakePaymentApi();
      const outcome = await payByStripe({
        booking: booking(),
        billing: card(''),
        elementsState: paymentElementState({ empty: false }),
        stripe,
        elements,
        api,
        now,
      });
      expect(outcome).toEqual({ kind: 'invalid', errors });
      expect(api.calls).toEqual([]);
    },
  );
});

describe('payWithSavedStripeCard (the server confirms a saved card; the bank may ask the passenger)', () => {
  /** A booking stored unpaid and a saved card at the fake server, and the fake Stripe.js for the bank's frame. */
  async function savedCardJourney(number: string, authenticate?: 'complete' | 'fail') {
    const succeeded: string[] = [];
    const api = createFakePaymentApi({ stripeSucceeded: succeeded });
    const Stripe = createFakeStripe({ now: () => now, succeeded, authenticate });
    api.saved.push({ id: 7, number, brand: 'visa', last4: number.slice(-4), expiryMonth: 12, expiryYear: 2030 });
    const stored = await api.bookUnpaid(booking());
    const statuses: PaymentProcessStatus[] = [];
    const pay = (stripe: () => Promise<Stripe | null> = async () => Stripe('pk_test_123')) =>
      payWithSavedStripeCard({
        savedCardId: 7,
        previous: { jobPartId: stored.jobPartId, trackingCode: stored.trackingCode, bref: stored.bref },
        stripe,
        api,
        onStatus: (status) => statuses.push(status),
      });
    return { api, Stripe, pay, statuses };
  }

  it('a card the bank accepts is paid by the server alone: Stripe.js is not asked for anything', async () => {
    const { api, Stripe, pay, statuses } = await savedCardJourney('4242424242424242');
    expect(await pay()).toMatchObject({ kind: 'paid', trackingCode: 'TRK1', authCode: 'AUTH101' });
    expect(Stripe.actions).toEqual([]);
    expect(api.calls).toEqual(['/api/createbookingTest', '/api/paymentintent', '/api/confirmpayment']);
    expect(statuses).toEqual([PaymentProcessStatus.Processing, PaymentProcessStatus.Success]);
  });

  it("the bank asks the passenger to confirm: Stripe's 3-D Secure frame opens, then the server reads the intent back", async () => {
    const { api, Stripe, pay } = await savedCardJourney('4000002760003184');
    expect(await pay()).toMatchObject({ kind: 'paid', trackingCode: 'TRK1', authCode: 'AUTH101' });
    expect(Stripe.actions).toEqual(['pi_fake1']);
    expect(api.calls).toEqual([
      '/api/createbookingTest',
      '/api/paymentintent',
      '/api/confirmpayment',
      '/api/updatebooking',
    ]);
    expect(api.bookings[0]).toMatchObject({ paid: true, charges: 1 });
  });

  it("a passenger who fails the bank's check gets the card message and the booking stays unpaid", async () => {
    const { api, Stripe, pay, statuses } = await savedCardJourney('4000002760003184', 'fail');
    expect(await pay()).toMatchObject({
      kind: 'failed',
      status: PaymentProcessStatus.PaymentError,
      message: CARD_PAYMENT_FAILED_MESSAGE,
      attempt: { jobPartId: 101, trackingCode: 'TRK1' },
    });
    expect(Stripe.actions).toEqual(['pi_fake1']);
    expect(api.calls).not.toContain('/api/updatebooking');
    expect(api.bookings[0]).toMatchObject({ paid: false, charges: 0 });
    expect(statuses.at(-1)).toBe(PaymentProcessStatus.PaymentError);
  });

  it("Stripe.js that did not load cannot show the bank's frame: a card failure, nothing marked paid", async () => {
    const { api, pay } = await savedCardJourney('4000002760003184');
    expect(await pay(async () => null)).toMatchObject({ kind: 'failed', message: CARD_PAYMENT_FAILED_MESSAGE });
    expect(api.bookings[0]).toMatchObject({ paid: false, charges: 0 });
  });
});

describe('payPalCheckout (against the fake PayPal JS SDK)', () => {
  async function clickPayPal(host: HTMLElement) {
    const button = host.querySelector('button');
    if (!button) throw new Error('no PayPal button');
    button.click();
  }

  /** Draws PayPal's buttons (the fake SDK, the payer doing `buyer`) for a PayPal booking; its outcomes as they come. */
  async function renderPayPal(buyer: Parameters<typeof createFakePayPal>[0]) {
    const paypal = createFakePayPal(buyer);
    const api = createFakePaymentApi({ paypalApproved: paypal.approved });
    const outcomes: PaymentOutcome[] = [];
    const host = document.createElement('div');
    await paypal
      .Buttons(
        payPalCheckout({
          booking: booking('paypal'),
          payment: paymentDetails(card(''), '', false),
          api,
          onOutcome: (outcome) => outcomes.push(outcome),
        }),
      )
      .render(host);
    return { paypal, api, outcomes, host };
  }

  it('creates the order by booking, and the approval is captured by the server', async () => {
    const { paypal, api, outcomes, host } = await renderPayPal('approve');
    await clickPayPal(host);
    await vi.waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toMatchObject({ kind: 'paid', trackingCode: 'TRK1' });
    expect(paypal.orders).toEqual(['ORDER101']);
    expect(api.calls).toEqual(['/api/paymentbooking', '/api/updatebooking']);
    expect(api.bookings[0]?.paid).toBe(true);
  });

  it('an SDK error reports the default error; paying again fetches the same order by job part id', async () => {
    const { paypal, api, outcomes, host } = await renderPayPal('error');
    await clickPayPal(host);
    await vi.waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toMatchObject({ kind: 'failed', message: DEFAULT_ERROR_MESSAGE });
    paypal.buyer = 'approve';
    await clickPayPal(host);
    await vi.waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes[1]).toMatchObject({ kind: 'paid' });
    expect(api.calls).toEqual(['/api/paymentbooking', '/api/paymentintent', '/api/updatebooking']);
    expect(api.bookings).toHaveLength(1);
  });
});
