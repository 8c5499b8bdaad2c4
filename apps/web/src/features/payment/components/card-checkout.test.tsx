import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CARD_PAYMENT_FAILED_MESSAGE, DEFAULT_ERROR_MESSAGE } from '@cabkit/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionState } from '../../../state/session';
import { caseyProfile } from '../../../test/fixtures';
import type { CreateBookingRequest } from '../../../api/create-booking';
import { CardCheckout, type CheckoutDeps, readAttempt, writeAttempt } from './card-checkout';
import { createFakePaymentApi, type FakePaymentApi } from '../fakes/payment-api';
import { createFakeStripe, type FakeStripeOptions } from '../fakes/stripe';
import type { GatewaySettings } from '../api/gateway-settings';
import { paymentDetails } from '../state/pay-by-card';

const now = new Date('2026-11-22T10:00:00Z');

afterEach(() => writeAttempt('req-ui', undefined));
const booking = { requestid: 'req-ui', paymentmethod: 'card', name: 'Ada' } as CreateBookingRequest;

function Harness({
  deps,
  onPaid,
  requestId = 'req-ui',
}: {
  deps: CheckoutDeps;
  onPaid: (code: string) => void;
  requestId?: string;
}) {
  const [key, setKey] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setKey((k) => k + 1)}>
        Book now
      </button>
      <CardCheckout
        openKey={key}
        requestId={requestId}
        buildBooking={() => ({ ...booking, requestid: requestId })}
        amount={42.5}
        currencyCode="GBP"
        onPaid={(outcome) => onPaid(outcome.trackingCode)}
        deps={deps}
      />
    </>
  );
}

function depsFor(
  api: FakePaymentApi,
  settings: Partial<GatewaySettings>,
  Stripe = createFakeStripe({ now: () => now }),
) {
  return {
    api,
    loadSettings: async () => ({
      gateway: 'other',
      sandbox: true,
      stripePublicKey: '',
      publicKey: '',
      billing: 'postcode',
      savesCards: false,
      ...settings,
    }),
    loadStripe: async (key: string) => Stripe(key),
    now: () => now,
  } satisfies CheckoutDeps;
}

/** Types a value quickly (one paste instead of a key per character: a loaded 2-core machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** Fills the name on card and, where the sheet asks for it, the billing postcode. */
async function fillBilling(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await fill(user, within(dialog).getByRole('textbox', { name: /Name on card/ }), 'Ada Lovelace');
  const postcode = dialog.querySelector<HTMLInputElement>('input[name="PostalCode"]');
  if (postcode) await fill(user, postcode, 'EC3N 4AB');
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, number: string) {
  const cardNumber = within(dialog).getByRole('textbox', { name: /Card number/ });
  await user.clear(cardNumber);
  await fill(user, cardNumber, number);
  const expiry = within(dialog).getByRole('textbox', { name: /Expiry date/ });
  await user.clear(expiry);
  await fill(user, expiry, '12/30');
  await fill(user, within(dialog).getByRole('textbox', { name: /CVC/ }), '123');
}

describe('CardCheckout (sandbox gateway)', () => {
  it.each([
    ['postcode', ['Name on card', 'Card number', 'Expiry date', 'CVC', 'Postal code'], 1],
    ['address', ['Name on card', 'Card number', 'Expiry date', 'CVC', 'Postal code', 'Address line 1', 'City'], 0],
  ] as const)(
    'asks the billing fields the gateway reports (%s)',
    async (billing, fields, paid) => {
      const user = userEvent.setup();
      const api = createFakePaymentApi();
      const onPaid = vi.fn();
      render(<Harness deps={depsFor(api, { billing })} onPaid={onPaid} />);
      await user.click(screen.getByRole('button', { name: 'Book now' }));
      const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
      await within(dialog).findByRole('textbox', { name: /Postal code/ });
      if (billing === 'postcode') {
        expect(within(dialog).queryByRole('textbox', { name: /Address line 1/ })).toBeNull();
        expect(within(dialog).queryByRole('textbox', { name: /City/ })).toBeNull();
      }
      for (const field of fields) expect(within(dialog).getByRole('textbox', { name: new RegExp(field) })).toBeTruthy();
      await fillBilling(user, dialog);
      await fillCard(user, dialog, '4242 4242 4242 4242');
      await user.click(within(dialog).getByRole('button', { name: 'Pay £42.50' }));
      if (paid) await waitFor(() => expect(onPaid).toHaveBeenCalledWith('TRK1'));
      else {
        // The address the gateway asks for is missing: nothing is charged, the sheet names the fields.
        expect((await within(dialog).findAllByText('Address line 1 is required')).length).toBeGreaterThan(0);
        expect(api.bookings).toMatchObject([{ paid: false, charges: 0 }]);
      }
    },
    120_000,
  );

  it('a declined card closes the dialog, shows the server message after 1 s, clears the CVC; the retry pays the same booking', async () => {
    const user = userEvent.setup();
    const api = createFakePaymentApi();
    let answeredAt = 0;
    const confirm = api.confirmPayment;
    api.confirmPayment = async (body) => {
      const answer = await confirm(body);
      answeredAt = Date.now();
      return answer;
    };
    const onPaid = vi.fn();
    render(<Harness deps={depsFor(api, {})} onPaid={onPaid} />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    // The booking is stored unpaid as the dialog opens: its reference shows before the first payment.
    expect(within(dialog).getByText(/Booking reference/)).toHaveTextContent('Booking reference CK1');
    expect(api.bookings).toMatchObject([{ requestId: 'req-ui', paid: false, charges: 0 }]);
    await fillBilling(user, dialog);
    await fillCard(user, dialog, '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £42.50' }));

    // Declined: the booking stays stored and unpaid.
    await waitFor(() => expect(api.bookings).toMatchObject([{ paid: false, charges: 1 }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Card Details' })).toBeNull());
    const alert = await screen.findByRole('alertdialog', { name: 'Error' }, { timeout: 5000 });
    // The error dialog waits 1 s after the server's Code 2 answer (docs/behaviour/payment.md#payment-failure).
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(950);
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(readAttempt('req-ui')).toMatchObject({ jobPartId: 101, trackingCode: 'TRK1' });
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const again = await screen.findByRole('dialog', { name: 'Card Details' });
    expect(within(again).getByRole('textbox', { name: /CVC/ })).toHaveValue('');
    // What was typed stays, the CVC apart.
    expect(within(again).getByRole('textbox', { name: /Name on card/ })).toHaveValue('Ada Lovelace');
    expect(within(again).getByRole('textbox', { name: /Card number/ })).toHaveValue('4000 0000 0000 0002');
    expect(within(again).getByRole('textbox', { name: /Expiry date/ })).toHaveValue('12/30');
    expect(within(again).getByRole('textbox', { name: /Postal code/ })).toHaveValue('EC3N 4AB');
    expect(within(again).getByText(/Booking reference/)).toHaveTextContent('CK1');
    await fillCard(user, again, '4242 4242 4242 4242');
    await user.click(within(again).getByRole('button', { name: 'Pay £42.50' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('TRK1'));
    // One booking, stored once; both attempts paid it through its payment intent.
    expect(api.bookings).toMatchObject([{ requestId: 'req-ui', paid: true, charges: 2 }]);
    expect(api.calls.filter((path) => path === '/api/createbookingTest')).toHaveLength(1);
    expect(api.calls).not.toContain('/api/paymentbooking');
    expect(api.calls.filter((path) => path === '/api/paymentintent')).toHaveLength(2);
    expect(readAttempt('req-ui')).toBeUndefined();
  }, 120_000);

  it('closing the dialog unpaid and opening it again reuses the stored booking', async () => {
    const user = userEvent.setup();
    const api = createFakePaymentApi();
    render(<Harness deps={depsFor(api, {})} onPaid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    expect(within(dialog).getByText(/Booking reference/)).toHaveTextContent('CK1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Card Details' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const again = await screen.findByRole('dialog', { name: 'Card Details' });
    expect(within(again).getByText(/Booking reference/)).toHaveTextContent('CK1');
    expect(api.calls).toEqual(['/api/createbookingTest']);
    expect(api.bookings).toHaveLength(1);
    expect(readAttempt('req-ui')).toMatchObject({ jobPartId: 101, trackingCode: 'TRK1', bref: 'CK1' });
  }, 120_000);

  it('a booking that cannot be stored opens no dialog and shows the error', async () => {
    const user = userEvent.setup();
    const api = createFakePaymentApi();
    api.failNext('/api/createbookingTest');
    render(<Harness deps={depsFor(api, {})} onPaid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Card Details' })).toBeNull();
    expect(api.bookings).toHaveLength(0);
    expect(readAttempt('req-ui')).toBeUndefined();
  }, 120_000);
});

describe('CardCheckout paying a stored booking (pay later)', () => {
  it('re-fetches the intent by job part id, pays it, never books, and leaves only the success dialog', async () => {
    const user = userEvent.setup();
    const api = createFakePaymentApi();
    const billing = {
      Name: 'Ada Lovelace',
      City: 'London',
      PostalCode: 'EC3N 4AB',
      AddressLine1: '1 Tower Hill',
      AddressLine2: '',
      Country: 'United Kingdom',
      CountryCode: 'GB',
    };
    const token = await api.tokenizeCard({
      number: '4000000000000002',
      cvv: '123',
      cardholdername: 'Ada Lovelace',
      expirymonth: 12,
      expiryyear: 2030,
      postalcode: 'EC3N 4AB',
    });
    const declined = await api.paymentBooking({
      booking,
      payment: paymentDetails(billing, token.Nonce, false),
      sandbox: true,
    });
    expect(declined.PaymentResult.Code).toBe(0);
    api.calls.length = 0;

    const onPaid = vi.fn();
    render(
      <CardCheckout
        openKey={1}
        requestId={`pay-${declined.JobPartId}`}
        existing={{ jobPartId: declined.JobPartId, trackingCode: declined.TrackingCode, bref: declined.Bref }}
        amount={42.5}
        currencyCode="GBP"
        onPaid={(outcome) => onPaid(outcome.bref)}
        deps={depsFor(api, {})}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    expect(within(dialog).getByText(/Booking reference/)).toHaveTextContent(declined.Bref);
    await fillBilling(user, dialog);
    await fillCard(user, dialog, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £42.50' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(declined.Bref));
    expect(api.calls).not.toContain('/api/paymentbooking');
    expect(api.calls[0]).toBe('/api/paymentintent');
    expect(api.calls).toContain('/api/paymentintent');
    expect(api.bookings).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Card Details' })).toBeNull());
    expect(await screen.findByRole('alertdialog', { name: 'Payment successful' })).toBeInTheDocument();
  }, 120_000);
});

describe('CardCheckout (Stripe gateway: the React SDK against the fake Stripe.js)', () => {
  const stripeSettings = {
    gateway: 'stripe',
    sandbox: false,
    stripePublicKey: 'pk_test_abc',
    billing: 'none',
  } as const;

  /** A Stripe whose wallet pays as Grace Hopper of Tower Hill, and the payment API that sees its intents succeed. */
  function walletStripe(wallet: Pick<FakeStripeOptions, 'wallets' | 'walletCard'>) {
    const succeeded: string[] = [];
    const Stripe = createFakeStripe({
      now: () => now,
      succeeded,
      ...wallet,
      walletBilling: {
        name: 'Grace Hopper',
        address: { line1: '2 Tower Hill', line2: '', city: 'London', postal_code: 'EC3N 4AB', country: 'GB' },
      },
    });
    return { Stripe, api: createFakePaymentApi({ stripeSucceeded: succeeded }) };
  }

  async function openStripeDialog(Stripe: ReturnType<typeof createFakeStripe>, api: FakePaymentApi, onPaid = vi.fn()) {
    const user = userEvent.setup();
    render(<Harness deps={depsFor(api, stripeSettings, Stripe)} onPaid={onPaid} />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    const number = await within(dialog).findByRole('textbox', { name: 'Card number' });
    return { user, dialog, number, onPaid };
  }

  it('mounts the Payment Element through Elements and pays with confirmPayment', async () => {
    const succeeded: string[] = [];
    const Stripe = createFakeStripe({ now: () => now, succeeded });
    const api = createFakePaymentApi({ stripeSucceeded: succeeded });
    const { user, dialog, number, onPaid } = await openStripeDialog(Stripe, api);
    // @stripe/react-stripe-js holds the Stripe object (it registers itself with Stripe.js).
    await waitFor(() => expect(Stripe.wrappers).toContain('react-stripe-js'));
    await waitFor(() => expect(within(dialog).queryByText('Loading card fields')).toBeNull());
    // No wallet in this browser: the Express Checkout Element shows nothing.
    expect(within(dialog).queryByRole('button', { name: /Apple Pay|Google Pay/ })).toBeNull();
    await fillBilling(user, dialog);
    await fill(user, number, '4242 4242 4242 4242');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Expiration date' }), '12 / 30');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Security code' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £42.50' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('TRK1'));
    expect(Stripe.confirmations).toHaveLength(1);
    // The Payment Element collects the billing address Stripe needs: the sheet sends the name only.
    expect(dialog.querySelector('input[name="PostalCode"]')).toBeNull();
    expect(Stripe.confirmations[0]?.billingDetails).toEqual({ name: 'Ada Lovelace' });
    expect(api.calls).toEqual(['/api/createbookingTest', '/api/paymentintent', '/api/updatebooking']);
  }, 120_000);

  it('an empty Payment Element gets the spec messages; a wrong card number its own, and nothing is paid', async () => {
    const Stripe = createFakeStripe({ now: () => now });
    const api = createFakePaymentApi();
    const { user, dialog, number } = await openStripeDialog(Stripe, api);
    await waitFor(() => expect(within(dialog).queryByText('Loading card fields')).toBeNull());
    await fillBilling(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay £42.50' }));
    expect(await within(dialog).findAllByText('Card number is required')).not.toHaveLength(0);
    expect(within(dialog).getAllByText('Expiry is required')).not.toHaveLength(0);
    await fill(user, number, '4242 4242 4242 4241');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Expiration date' }), '12 / 30');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Security code' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £42.50' }));
    expect(await within(dialog).findAllByText('Card number is invalid')).not.toHaveLength(0);
    expect(api.calls).toEqual(['/api/createbookingTest']);
    expect(Stripe.confirmations).toEqual([]);
  }, 120_000);

  it('pays with Google Pay from the Express Checkout Element the booking stored as the dialog opened', async () => {
    const { Stripe, api } = walletStripe({ wallets: ['googlePay'] });
    const { user, dialog, onPaid } = await openStripeDialog(Stripe, api);
    await user.click(await within(dialog).findByRole('button', { name: 'Google Pay' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('TRK1'));
    expect(Stripe.confirmations).toEqual([
      { clientSecret: 'pi_fake1_secret_101x', billingDetails: undefined, wallet: 'google_pay' },
    ]);
    expect(api.calls).toEqual(['/api/createbookingTest', '/api/paymentintent', '/api/updatebooking']);
  }, 120_000);

  it('a declined wallet card tells the wallet sheet, closes the dialog and shows the card message', async () => {
    const { Stripe, api } = walletStripe({ wallets: ['applePay'], walletCard: '4000000000000002' });
    const { user, dialog, onPaid } = await openStripeDialog(Stripe, api);
    await user.click(await within(dialog).findByRole('button', { name: 'Apple Pay' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Error' }, { timeout: 5000 });
    expect(alert).toHaveTextContent(CARD_PAYMENT_FAILED_MESSAGE);
    expect(Stripe.walletFailures).toEqual(['fail']);
    expect(readAttempt('req-ui')).toMatchObject({ jobPartId: 101 });
    expect(onPaid).not.toHaveBeenCalled();
  }, 120_000);

  it('shows the default error when Stripe.js cannot load', async () => {
    const user = userEvent.setup();
    const api = createFakePaymentApi();
    const deps = { ...depsFor(api, stripeSettings), loadStripe: async () => null };
    render(<Harness deps={deps} onPaid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(DEFAULT_ERROR_MESSAGE);
  }, 120_000);
});

describe('CardCheckout saved cards (signed-in customer, sandbox gateway)', () => {
  const customer = caseyProfile();
  afterEach(() => {
    sessionState.profile = null;
  });

  it('saves a card when asked, offers it first next time and pays with it without card details', async () => {
    sessionState.profile = { ...customer };
    const user = userEvent.setup();
    const api = createFakePaymentApi();
    const onPaid = vi.fn();
    render(<Harness deps={depsFor(api, { savesCards: true })} onPaid={onPaid} requestId="req-save-1" />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    const save = await within(dialog).findByRole('checkbox', { name: 'Save this card for next time' });
    expect(save).not.toBeChecked();
    await fillBilling(user, dialog);
    await fillCard(user, dialog, '4242 4242 4242 4242');
    await user.click(save);
    await user.click(within(dialog).getByRole('button', { name: 'Pay £42.50' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(api.saved).toMatchObject([{ last4: '4242' }]);
    cleanup();

    render(<Harness deps={depsFor(api, { savesCards: true })} onPaid={onPaid} requestId="req-save-2" />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const next = await screen.findByRole('dialog', { name: 'Card Details' });
    const savedCard = await within(next).findByRole('radio', { name: /Visa •••• 4242/ });
    await waitFor(() => expect(savedCard).toBeChecked());
    expect(within(next).getByRole('radio', { name: 'Use a new card' })).not.toBeChecked();
    // The gateway holds the card: nothing to type, not even the CVC.
    expect(within(next).queryByRole('textbox', { name: /Card number|CVC/ })).toBeNull();
    const calls = api.calls.length;
    await user.click(within(next).getByRole('button', { name: 'Pay £42.50' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(2));
    expect(api.calls.slice(calls)).toEqual(['/api/paymentintent', '/api/confirmpayment']);
    expect(api.bookings).toMatchObject([{ paid: true }, { paid: true }]);
  }, 120_000);

  it('offers no saving to a guest', async () => {
    const user = userEvent.setup();
    render(<Harness deps={depsFor(createFakePaymentApi(), { savesCards: true })} onPaid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    await within(dialog).findByRole('textbox', { name: /Card number/ });
    expect(within(dialog).queryByRole('checkbox', { name: /Save this card/ })).toBeNull();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });
});

describe('CardCheckout saved cards (signed-in customer, Stripe gateway)', () => {
  const stripeSettings = {
    gateway: 'stripe',
    sandbox: false,
    stripePublicKey: 'pk_test_abc',
    billing: 'none',
    savesCards: true,
  } as const;
  afterEach(() => {
    sessionState.profile = null;
  });
  const signIn = () => {
    sessionState.profile = {
      Id: 42,
      BookerId: 0,
      Email: 'sam@example.com',
      FirstName: 'Sam',
      LastName: 'Saver',
      Phone: '7700900123',
      DialingCode: '+44',
      SmsMailingList: false,
      EmailMailingList: false,
    };
  };

  it('keeps the card when asked: the intent is readied to save it and the element says so too', async () => {
    signIn();
    const succeeded: string[] = [];
    const Stripe = createFakeStripe({ now: () => now, succeeded });
    const api = createFakePaymentApi({ stripeSucceeded: succeeded });
    const asked: unknown[] = [];
    const intent = api.paymentIntent;
    api.paymentIntent = (query) => {
      asked.push(query);
      return intent(query);
    };
    const user = userEvent.setup();
    const onPaid = vi.fn();
    render(<Harness deps={depsFor(api, stripeSettings, Stripe)} onPaid={onPaid} requestId="req-stripe-save" />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    const number = await within(dialog).findByRole('textbox', { name: 'Card number' });
    await fillBilling(user, dialog);
    await fill(user, number, '4242 4242 4242 4242');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Expiration date' }), '12 / 30');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Security code' }), '123');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Save this card for next time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay £42.50' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([{ jobpartid: 101, code: 'TRK1', savecard: true }]);
    expect(Stripe.confirmations).toMatchObject([{ setupFutureUsage: 'off_session' }]);
  }, 120_000);

  it('pays with a saved Stripe card on the server: no card fields, no confirm in Stripe.js', async () => {
    signIn();
    const Stripe = createFakeStripe({ now: () => now });
    const api = createFakePaymentApi();
    api.saved.push({
      id: 7,
      number: '4242424242424242',
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2034,
    });
    const user = userEvent.setup();
    const onPaid = vi.fn();
    render(<Harness deps={depsFor(api, stripeSettings, Stripe)} onPaid={onPaid} requestId="req-stripe-saved" />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    const savedCard = await within(dialog).findByRole('radio', { name: /Visa •••• 4242/ });
    await waitFor(() => expect(savedCard).toBeChecked());
    const calls = api.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Pay £42.50' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(api.calls.slice(calls)).toEqual(['/api/paymentintent', '/api/confirmpayment']);
    expect(Stripe.confirmations).toEqual([]);
    expect(api.bookings).toMatchObject([{ paid: true, charges: 1 }]);
  }, 120_000);
});
