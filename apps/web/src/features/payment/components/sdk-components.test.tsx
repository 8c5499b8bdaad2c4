import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateBookingRequest } from '../../../api/create-booking';
import { createFakePaymentApi } from '../fakes/payment-api';
import { createFakePayPal, serveFakePayPal } from '../fakes/paypal';
import { createFakeStripe } from '../fakes/stripe';
import type { PaymentOutcome } from '../state/outcome';
import { payPalCheckout, payPalScriptOptions } from '../state/paypal';
import PayPalSdkButtons from './paypal-buttons';
import StripeCardElements from './stripe-elements';

let undo = () => {};
afterEach(() => undo());

describe('PayPalSdkButtons (@paypal/react-paypal-js against the fake PayPal SDK)', () => {
  it('loads the script, renders the buttons, pays through the server, and closes them on unmount', async () => {
    const user = userEvent.setup();
    const paypal = createFakePayPal('approve');
    undo = serveFakePayPal(paypal);
    const api = createFakePaymentApi({ paypalApproved: paypal.approved });
    const outcomes: PaymentOutcome[] = [];
    const options = payPalCheckout({
      booking: { requestid: 'req-pp', paymentmethod: 'paypal' } as CreateBookingRequest,
      payment: {},
      api,
      onOutcome: (outcome) => outcomes.push(outcome),
    });
    const view = render(<PayPalSdkButtons clientId="client-1" options={options} onLoadError={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toMatchObject({ kind: 'paid', trackingCode: 'TRK1' });
    expect(paypal.rendered).toBe(1);
    view.unmount();
    await waitFor(() => expect(paypal.rendered).toBe(0));
  });

  it('loads the SDK for GBP with card funding disabled', () => {
    expect(payPalScriptOptions('client-1')).toMatchObject({
      clientId: 'client-1',
      currency: 'GBP',
      disableFunding: 'card',
    });
  });
});

describe('StripeCardElements (@stripe/react-stripe-js against the fake Stripe.js)', () => {
  it('mounts the Payment Element, reports its state and Stripe.js with Elements, and destroys it on unmount', async () => {
    const user = userEvent.setup();
    const Stripe = createFakeStripe();
    const onSdk = vi.fn();
    const onState = vi.fn();
    const view = render(
      <StripeCardElements
        stripe={Promise.resolve(Stripe('pk_test_1'))}
        amount={23.5}
        currencyCode="GBP"
        onSdk={onSdk}
        onState={onState}
        onWalletConfirm={vi.fn()}
      />,
    );
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    expect(onSdk).toHaveBeenLastCalledWith(
      expect.objectContaining({ stripe: expect.anything(), elements: expect.anything() }),
    );
    const { elements } = onSdk.mock.lastCall?.[0] ?? {};
    expect(elements.options).toMatchObject({ mode: 'payment', amount: 2350, currency: 'gbp' });
    expect(elements.getElement('payment').options).toMatchObject({
      fields: { billingDetails: { name: 'never', address: 'auto' } },
    });
    expect(elements.getElement('expressCheckout').options).toMatchObject({
      paymentMethods: { applePay: 'auto', googlePay: 'auto', link: 'never' },
    });
    await user.click(number);
    await user.paste('4242 4242 4242 4242');
    expect(onState).toHaveBeenLastCalledWith({
      cardNumber: { empty: false, complete: true },
      cardExpiry: { empty: false, complete: true },
      cardCvc: { empty: false, complete: true },
    });
    view.unmount();
    expect(onSdk).toHaveBeenLastCalledWith(null);
    expect(elements.getElement('payment')).toBeNull();
  });
});
