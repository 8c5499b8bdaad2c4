import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewaySettings } from '../api/gateway-settings';
import { createFakePayPal, serveFakePayPal } from '../fakes/paypal';
import { createFakeStripe } from '../fakes/stripe';
import DifferencePayment from './difference-payment';

// A dearer change's difference paid on the gateway's own form, against the faithful fakes of Stripe.js and the
// PayPal SDK: the server's payment (client secret, order) is confirmed at the gateway, then the server is asked
// again, and only its answer counts as paid.

const now = new Date('2026-11-22T10:00:00Z');
const settings: GatewaySettings = {
  gateway: 'stripe',
  sandbox: false,
  stripePublicKey: 'pk_test_abc',
  publicKey: 'client-1',
  billing: 'none',
  savesCards: false,
};
const changed = { Code: 1, Message: 'Your booking has been changed.', ClientSecret: '' };

let undo = () => {};
afterEach(() => undo());

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** Renders the difference's payment on one gateway; Stripe's tests pass their fake Stripe.js. */
function renderDifference(
  gateway: 'stripe' | 'paypal',
  settle: () => Promise<typeof changed>,
  Stripe?: ReturnType<typeof createFakeStripe>,
) {
  const onPaid = vi.fn();
  render(
    <DifferencePayment
      gateway={gateway}
      settings={settings}
      open
      onOpenChange={vi.fn()}
      amount={6.4}
      currencyCode="GBP"
      bookingReference="CK23"
      settle={settle}
      onPaid={onPaid}
      loadStripe={Stripe && (async (key) => Stripe(key))}
    />,
  );
  return { onPaid, user: userEvent.setup() };
}

async function payByCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
  await waitFor(() => expect(within(dialog).queryByText('Loading card fields')).toBeNull(), { timeout: 8000 });
  await fill(user, within(dialog).getByRole('textbox', { name: /Name on card/ }), 'Ada Lovelace');
  await fill(user, await within(dialog).findByRole('textbox', { name: 'Card number' }), number);
  await fill(user, within(dialog).getByRole('textbox', { name: 'Expiration date' }), '12 / 30');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Security code' }), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Pay £6.40' }));
  return dialog;
}

describe('DifferencePayment with Stripe (the React SDK against the fake Stripe.js)', () => {
  it("confirms the server's intent for the difference at Stripe, then counts it paid on the server's word", async () => {
    const Stripe = createFakeStripe({ now: () => now });
    const settle = vi
      .fn()
      .mockResolvedValueOnce({ Code: 2, Message: 'Please enter your card details.', ClientSecret: 'pi_7_secret_abc' })
      .mockResolvedValueOnce(changed);
    const { onPaid, user } = renderDifference('stripe', settle, Stripe);
    await payByCard(user, '4242 4242 4242 4242');
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('Your booking has been changed.'));
    expect(Stripe.confirmations).toEqual([
      { clientSecret: 'pi_7_secret_abc', billingDetails: { name: 'Ada Lovelace' } },
    ]);
    expect(Stripe.succeeded).toEqual(['pi_7']);
    expect(settle).toHaveBeenCalledTimes(2);
  }, 60_000);

  it('leaves the change unpaid when Stripe declines the card, without asking the server to settle it', async () => {
    const Stripe = createFakeStripe({ now: () => now });
    const settle = vi.fn().mockResolvedValue({ Code: 2, Message: 'Waiting.', ClientSecret: 'pi_8_secret_abc' });
    const { onPaid, user } = renderDifference('stripe', settle, Stripe);
    const dialog = await payByCard(user, '4000 0000 0000 0002');
    expect(
      await within(dialog).findByText(/It was not possible to process the payment/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(Stripe.succeeded).toEqual([]);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
  }, 60_000);
});

describe('DifferencePayment with PayPal (@paypal/react-paypal-js against the fake PayPal SDK)', () => {
  it("approves the server's order for the difference, then counts it paid once the server captured it", async () => {
    const paypal = createFakePayPal('approve');
    undo = serveFakePayPal(paypal);
    const settle = vi
      .fn()
      .mockResolvedValueOnce({ Code: 2, Message: 'Please pay the difference with PayPal.', ClientSecret: 'ORDER7' })
      .mockResolvedValueOnce(changed);
    const { onPaid, user } = renderDifference('paypal', settle);
    await user.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 8000 }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('Your booking has been changed.'));
    expect(paypal.orders).toEqual(['ORDER7']);
    expect(paypal.approved).toEqual(['ORDER7']);
    expect(paypal.scriptUrls[0]?.searchParams.get('client-id')).toBe('client-1');
  }, 60_000);

  it('changes nothing when the payer closes PayPal', async () => {
    const paypal = createFakePayPal('cancel');
    undo = serveFakePayPal(paypal);
    const settle = vi.fn().mockResolvedValue({ Code: 2, Message: 'Waiting.', ClientSecret: 'ORDER8' });
    const { onPaid, user } = renderDifference('paypal', settle);
    await user.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 8000 }));
    await waitFor(() => expect(paypal.orders).toEqual(['ORDER8']));
    expect(paypal.approved).toEqual([]);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
  }, 60_000);
});
