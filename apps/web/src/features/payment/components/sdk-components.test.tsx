import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreateBookingRequest } from '../../../api/create-booking';
import { createFakePaymentApi } from '../fakes/payment-api';
import { createFakePayPal } from '../fakes/paypal';
import { createFakeStripe } from '../fakes/stripe';
import type { PaymentOutcome } from '../state/outcome';
import { paymentDetails } from '../state/pay-by-card';
import { payPalCheckout, payPalScriptOptions } from '../state/paypal';
import { PayPalButtons, StripeCardFields } from './sdk-components';

const billing = {
  Name: 'Ada Lovelace',
  City: 'London',
  PostalCode: 'EC3N 4AB',
  AddressLine1: '1 Tower Hill',
  AddressLine2: '',
  Country: 'United Kingdom',
  CountryCode: 'GB',
};

describe('PayPalButtons', () => {
  it('renders the SDK buttons, pays through the server, and closes them on unmount', async () => {
    const user = userEvent.setup();
    const paypal = createFakePayPal('approve');
    const api = createFakePaymentApi({ paypalApproved: paypal.approved });
    const outcomes: PaymentOutcome[] = [];
    const options = payPalCheckout({
      booking: { requestid: 'req-pp', paymentmethod: 'paypal' } as CreateBookingRequest,
      payment: paymentDetails(billing, '', false),
      api,
      onOutcome: (outcome) => outcomes.push(outcome),
    });
    const view = render(<PayPalButtons paypal={paypal} options={options} />);
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

describe('StripeCardFields', () => {
  it('mounts the three card elements, reports their states, and destroys them on unmount', async () => {
    const user = userEvent.setup();
    const stripe = createFakeStripe()('pk_test_1');
    const onCard = vi.fn();
    const onState = vi.fn();
    const view = render(<StripeCardFields stripe={stripe} onCard={onCard} onState={onState} />);
    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(screen.getByRole('textbox', { name: 'Expiry date' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CVC' })).toBeInTheDocument();
    expect(onCard).toHaveBeenCalledWith(expect.objectContaining({ type: 'cardNumber' }));
    await user.click(number);
    await user.paste('4242 4242 4242 4242');
    expect(onState).toHaveBeenLastCalledWith({
      cardNumber: { empty: false, complete: true },
      cardExpiry: { empty: true, complete: false },
      cardCvc: { empty: true, complete: false },
    });
    view.unmount();
    expect(onCard).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
  });
});
