import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateBookingRequest } from '../../../api/create-booking';
import { writeAttempt } from './card-checkout';
import { createFakePaymentApi } from '../fakes/payment-api';
import { createFakePayPal, serveFakePayPal } from '../fakes/paypal';
import type { PaymentOutcome } from '../state/outcome';
import { PayPalCheckout, type PayPalDeps } from './paypal-checkout';

const settings = {
  gateway: 'other' as const,
  sandbox: false,
  stripePublicKey: '',
  publicKey: 'paypal-client-1',
  billing: 'none' as const,
  savesCards: false,
};

let undo = () => {};

function setup(buyer: 'approve' | 'error') {
  const paypal = createFakePayPal(buyer);
  undo = serveFakePayPal(paypal);
  const api = createFakePaymentApi({ paypalApproved: paypal.approved });
  const paymentBooking = vi.spyOn(api, 'paymentBooking');
  const deps: PayPalDeps = { api, loadSettings: async () => settings };
  const paid: Extract<PaymentOutcome, { kind: 'paid' }>[] = [];
  const props = {
    requestId: 'req-pp-1',
    buildBooking: () => ({ requestid: 'req-pp-1', paymentmethod: 'paypal' }) as CreateBookingRequest,
    amount: 23.5,
    currencyCode: 'GBP',
    onPaid: (outcome: Extract<PaymentOutcome, { kind: 'paid' }>) => paid.push(outcome),
    deps,
  };
  return { paypal, api, paymentBooking, deps, paid, props };
}

afterEach(() => {
  writeAttempt('req-pp-1', undefined);
  undo();
});

describe('PayPalCheckout', () => {
  it('loads the SDK through PayPalScriptProvider with the tenant client id, books without billing fields and is paid once approved', async () => {
    const user = userEvent.setup();
    const { paypal, api, paymentBooking, paid, props } = setup('approve');
    render(<PayPalCheckout openKey={1} {...props} />);
    const dialog = await screen.findByRole('dialog', { name: 'Pay with PayPal' });
    expect(dialog).toHaveTextContent('£23.50');
    await user.click(await within(dialog).findByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(paid).toHaveLength(1));
    // One request for PayPal's script, as react-paypal-js builds it: client id, GBP, card funding off.
    expect(paypal.scriptUrls).toHaveLength(1);
    const query = paypal.scriptUrls[0]?.searchParams;
    expect(query?.get('client-id')).toBe('paypal-client-1');
    expect(query?.get('currency')).toBe('GBP');
    expect(query?.get('disable-funding')).toBe('card');
    expect(query?.get('intent')).toBe('capture');
    expect(paid[0]).toMatchObject({ kind: 'paid', trackingCode: 'TRK1' });
    expect(paymentBooking.mock.calls[0]?.[0]).toMatchObject({ payment: {}, booking: { paymentmethod: 'paypal' } });
    expect(paypal.approved).toEqual(['ORDER101']);
    expect(api.calls).toEqual(['/api/paymentbooking', '/api/updatebooking']);
  });

  it('on an SDK error closes the dialog and shows the error; reopening pays the same booking', async () => {
    const user = userEvent.setup();
    const { paypal, api, paid, props } = setup('error');
    const view = render(<PayPalCheckout openKey={1} {...props} />);
    let dialog = await screen.findByRole('dialog', { name: 'Pay with PayPal' });
    await user.click(await within(dialog).findByRole('button', { name: 'PayPal' }));
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Something went wrong, please try again.');
    expect(screen.queryByRole('dialog', { name: 'Pay with PayPal' })).toBeNull();

    paypal.buyer = 'approve';
    view.rerender(<PayPalCheckout openKey={2} {...props} />);
    dialog = await screen.findByRole('dialog', { name: 'Pay with PayPal' });
    await user.click(await within(dialog).findByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(api.bookings).toHaveLength(1);
    expect(api.calls).toEqual(['/api/paymentbooking', '/api/paymentintent', '/api/updatebooking']);
  });

  it('shows the default error when the PayPal SDK cannot load', async () => {
    const { props } = setup('approve');
    undo();
    undo = serveFakePayPal('unreachable');
    render(<PayPalCheckout openKey={1} {...props} />);
    expect(await screen.findByRole('alertdialog', {}, { timeout: 3000 })).toHaveTextContent(
      'Something went wrong, please try again.',
    );
  });
});
