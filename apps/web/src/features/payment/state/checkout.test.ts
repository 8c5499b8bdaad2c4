import { describe, expect, it } from 'vitest';
import { createCheckout, isCheckoutBusy } from './checkout';

describe('checkout', () => {
  it('goes idle, checking, paying, paid for a card payment, opening the dialog once', () => {
    const checkout = createCheckout();
    expect(checkout.state.phase).toBe('idle');
    expect(checkout.send({ type: 'check' })).toBe(true);
    expect(checkout.state.phase).toBe('checking');
    expect(checkout.send({ type: 'pay', method: 'card' })).toBe(true);
    expect(checkout.state).toMatchObject({ phase: 'paying', method: 'card', openKey: 1 });
    expect(checkout.send({ type: 'paid', trackingCode: 'trk1' })).toBe(true);
    expect(checkout.state).toMatchObject({ phase: 'paid', trackingCode: 'trk1' });
  });

  it('refuses a second "Book now" while checking or paying, so a double press books once', () => {
    const checkout = createCheckout();
    checkout.send({ type: 'check' });
    expect(checkout.send({ type: 'check' })).toBe(false);
    checkout.send({ type: 'pay', method: 'cash' });
    expect(isCheckoutBusy(checkout.state.phase)).toBe(true);
    expect(checkout.send({ type: 'check' })).toBe(false);
    expect(checkout.state.openKey).toBe(0);
  });

  it('fails with a message and starts over on the next press; a closed dialog goes back to idle', () => {
    const checkout = createCheckout();
    checkout.send({ type: 'check' });
    checkout.send({ type: 'pay', method: 'paypal' });
    checkout.send({ type: 'fail', message: 'Your card was declined.' });
    expect(checkout.state).toMatchObject({ phase: 'failed', message: 'Your card was declined.' });
    expect(checkout.send({ type: 'paid', trackingCode: 'x' })).toBe(false);
    expect(checkout.send({ type: 'check' })).toBe(true);
    expect(checkout.state.message).toBe('');
    checkout.send({ type: 'pay', method: 'paypal' });
    expect(checkout.state.openKey).toBe(2);
    checkout.send({ type: 'cancel' });
    expect(checkout.state.phase).toBe('idle');
  });
});
