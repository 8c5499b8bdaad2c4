import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryHistory, Router } from '../../../test/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingState, resetBooking } from '../../../state/booking';
import { applyConfiguration } from '../../../state/config';
import { fakeServer } from '../../../test/fake-server';
import { kingsCross, quotationResponse, tower, vehicleTypesResponse } from '../../../test/fixtures';
import { FareSummary } from './fare-summary';
import { loadPriceTiers } from '../../extras';
import { resetPriceTiers } from '../../extras/state/pricing';
import { expireQuotation } from '../../../state/expiry';
import { clearQuoteCache, requestQuote } from '../../../state/quote';
import { loadVehicleTypes } from '../../../state/vehicles';
import type { CheckoutDeps, PayPalDeps } from '../../payment';
import { createFakePaymentApi } from '../../payment/fakes/payment-api';
import { createFakePayPal, serveFakePayPal } from '../../payment/fakes/paypal';
import { WizardPayPalPayment } from './wizard-paypal-payment';
import { WizardCardPayment } from './wizard-card-payment';
import { axeViolations } from '../../../test/render-app';

// The wizard's payment glue against the booking store: the dialogs' total is the fare summary's, and a quotation
// that runs out closes every payment dialog (docs/behaviour/quotation.md#quote-expiry).

const pricesResponse = {
  Code: 1,
  Message: '',
  Categories: [
    {
      Id: 1,
      Name: 'Saloon',
      Items: [
        { Id: 11, Name: 'Economy', Description: 'Best price', Factor: 0.9, IsDefault: false },
        { Id: 12, Name: 'Standard', Description: 'Our usual service', Factor: 1, IsDefault: true },
        { Id: 13, Name: 'Premium', Description: 'Newest vehicles', Factor: 1.25, IsDefault: false },
      ],
    },
  ],
};

const gatewaySettings = {
  gateway: 'other' as const,
  sandbox: true,
  stripePublicKey: '',
  publicKey: 'paypal-client-1',
  billing: 'postcode' as const,
  savesCards: false,
};

function cardDeps(now: () => Date = () => new Date()): CheckoutDeps {
  return {
    api: createFakePaymentApi(),
    loadSettings: async () => gatewaySettings,
    loadStripe: async () => null,
    now,
  };
}

let stopServingPayPal = () => {};

/** The PayPal checkout's dependencies, with the fake PayPal SDK answering the page's request for PayPal's script. */
function paypalDeps(
  paypal: ReturnType<typeof createFakePayPal>,
  api = createFakePaymentApi({ paypalApproved: paypal.approved }),
): PayPalDeps {
  stopServingPayPal = serveFakePayPal(paypal);
  return { api, loadSettings: async () => gatewaySettings };
}

/** Quotes King's Cross -> Tower of London (Saloon £23.50) with the price tiers loaded. */
async function quoteJourney() {
  fakeServer({
    'GET /api/vehicletypes': () => ({ body: vehicleTypesResponse }),
    'GET /api/prices': () => ({ body: pricesResponse }),
    'POST /api/quotation': ({ body }) => ({
      body: quotationResponse(Number((body as { vehtypeid: number }).vehtypeid)),
    }),
    'POST /api/promocode': () => ({
      body: { Code: 1, Message: '', PromoCode: 'WELCOME10', Value: 10, PromoId: 3, CurrencyCode: 'GBP' },
    }),
  });
  await loadVehicleTypes();
  await loadPriceTiers();
  await requestQuote({ immediate: true });
  expect(bookingState.quote?.TotalFare).toBe(23.5);
}

/** Runs axe (WCAG 2.2 A/AA rules; colour contrast needs a real browser) over the page and lists violations. */

beforeAll(async () => {
  // The dialogs load lazily in the app; load them once so the first test's timeouts are not spent on it.
  await import('@cabkit/ui/dialogs');
});

beforeEach(() => {
  resetBooking();
  // ASAP journeys: a new booking starts Later with no time and is not quoted until one is chosen.
  bookingState.pickUpType = 'Now';
  resetPriceTiers();
  clearQuoteCache();
  applyConfiguration({ IsCashAllowed: true, IsCardAllowed: true, IsPaypalAllowed: true, CurrencyCode: 'GBP' });
  Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, paymentType: 'card', requestId: 'req-wiz-1' });
  Object.assign(bookingState.contact, { name: 'Ada Lovelace', phone: '7911123456', email: 'ada@example.com' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  stopServingPayPal();
});

describe('the payment dialogs show the fare being charged', () => {
  it('Premium tier less WELCOME10: the card and PayPal dialogs show the fare summary total (£19.38)', async () => {
    await quoteJourney();
    // Premium: £23.50 x 1.25 = £29.38, less the £10 promo code.
    Object.assign(bookingState, { priceTier: 2, promoCode: 'WELCOME10', promoId: 3, promoValue: 10 });
    const paypal = createFakePayPal();
    const view = render(
      <Router history={memoryHistory()}>
        <FareSummary />
        <WizardCardPayment openKey={1} deps={cardDeps()} />
      </Router>,
    );
    const summaryTotal = screen.getByLabelText('Total fare');
    expect(summaryTotal).toHaveTextContent('£19.38');
    const card = await screen.findByRole('dialog', { name: 'Card Details' });
    expect(card).toHaveTextContent('£19.38');
    expect(card).not.toHaveTextContent('£23.50');

    view.rerender(
      <Router history={memoryHistory()}>
        <FareSummary />
        <WizardPayPalPayment openKey={1} deps={paypalDeps(paypal)} />
      </Router>,
    );
    const payPalDialog = await screen.findByRole('dialog', { name: 'Pay with PayPal' });
    expect(payPalDialog).toHaveTextContent('£19.38');
    expect(payPalDialog).not.toHaveTextContent('£23.50');
  });
});

describe('the card dialog countdown (docs/behaviour/quotation.md#quote-countdown)', () => {
  it('shows the time left on the quotation and ticks it every second', async () => {
    await quoteJourney();
    let clock = new Date('2026-11-22T10:00:00Z');
    if (bookingState.quote) bookingState.quote.ExpiresAt = new Date(clock.getTime() + 5 * 60_000).toISOString();
    render(
      <Router history={memoryHistory()}>
        <WizardCardPayment openKey={1} deps={cardDeps(() => clock)} />
      </Router>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('05:00');
    expect(await axeViolations()).toEqual([]);
    clock = new Date(clock.getTime() + 3000);
    await waitFor(() => expect(within(dialog).getByRole('timer')).toHaveTextContent('04:57'), { timeout: 3000 });
  });
});

describe('extending the quote from the card sheet (docs/behaviour/quotation.md#quote-countdown)', () => {
  it('is quiet with time to spare; in the last two minutes "Extend time" requotes and restarts the countdown', async () => {
    await quoteJourney();
    const clock = () => new Date();
    if (bookingState.quote) bookingState.quote.ExpiresAt = new Date(Date.now() + 5 * 60_000).toISOString();
    const user = userEvent.setup();
    render(
      <Router history={memoryHistory()}>
        <WizardCardPayment openKey={1} deps={cardDeps(clock)} />
      </Router>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    expect(within(dialog).queryByRole('button', { name: 'Extend time' })).toBeNull();

    const quotes = bookingState.quote;
    act(() => {
      if (bookingState.quote) bookingState.quote.ExpiresAt = new Date(Date.now() + 90_000).toISOString();
    });
    const extend = await within(dialog).findByRole('button', { name: 'Extend time' }, { timeout: 3000 });
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/01:[23]\d/);
    await user.click(extend);
    // A new quotation (QuoteTimeout 10 minutes) backs the new countdown.
    await waitFor(() => expect(bookingState.quote).not.toBe(quotes));
    await waitFor(() => expect(within(dialog).getByRole('timer')).toHaveTextContent(/^(10:00|09:5\d)$/));
    expect(within(dialog).queryByRole('button', { name: 'Extend time' })).toBeNull();
    expect(bookingState.quoteExpired).toBe(false);
  });
});

describe('quotation expiry closes the payment dialogs (docs/behaviour/quotation.md#quote-expiry)', () => {
  it('closes the card dialog', async () => {
    await quoteJourney();
    render(
      <Router history={memoryHistory()}>
        <WizardCardPayment openKey={1} deps={cardDeps()} />
      </Router>,
    );
    await screen.findByRole('dialog', { name: 'Card Details' });
    act(() => expireQuotation());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bookingState.step).toBe(1);
  });

  it('closes the PayPal dialog and the payment process dialog', async () => {
    await quoteJourney();
    bookingState.paymentType = 'paypal';
    const paypal = createFakePayPal('approve');
    const api = createFakePaymentApi({ paypalApproved: paypal.approved });
    // The capture hangs, so the payment process dialog stays up until the quotation runs out.
    let capture: () => void = () => undefined;
    const update = api.updateBooking.bind(api);
    api.updateBooking = (body) =>
      new Promise((resolve) => {
        capture = () => resolve(update(body));
      });
    const user = userEvent.setup();
    render(
      <Router history={memoryHistory()}>
        <WizardPayPalPayment openKey={1} deps={paypalDeps(paypal, api)} />
      </Router>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pay with PayPal' });
    await user.click(await within(dialog).findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByRole('dialog', { name: /Please wait/ })).toBeInTheDocument();
    expect(bookingState.submitting).toBe(true);

    act(() => expireQuotation());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => capture());
    await waitFor(() => expect(bookingState.submitting).toBe(false));
  });
});
