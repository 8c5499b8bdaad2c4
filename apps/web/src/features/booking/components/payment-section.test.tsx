import { defaultPaymentMethod } from '@cabkit/domain/payment';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBooking } from '../../../state/booking';
import { applyConfiguration, configState, emptyConfig } from '../../../state/config';
import { PaymentSection } from './payment-section';

beforeEach(() => {
  resetBooking();
  Object.assign(configState, emptyConfig(), { loaded: true });
});

describe('PaymentSection', () => {
  it('offers PayPal beside cash and card when the configuration allows it', () => {
    applyConfiguration({ IsCashAllowed: true, IsCardAllowed: true, IsPaypalAllowed: true });
    render(<PaymentSection />);
    const group = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'cash',
      'card',
      'paypal',
    ]);
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeInTheDocument();
  });

  it('leaves PayPal out when the server does not offer it', () => {
    applyConfiguration({ IsCashAllowed: true, IsCardAllowed: true, IsPaypalAllowed: false });
    render(<PaymentSection />);
    expect(screen.queryByRole('radio', { name: 'PayPal' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeInTheDocument();
  });

  it("starts with the tenant's default method when allowed, else the first allowed one", () => {
    applyConfiguration({
      IsCashAllowed: true,
      IsCardAllowed: true,
      IsPaypalAllowed: false,
      DefaultPaymentMethod: 'card',
    });
    expect(defaultPaymentMethod(configState)).toBe('card');
    applyConfiguration({
      IsCashAllowed: true,
      IsCardAllowed: false,
      IsPaypalAllowed: true,
      DefaultPaymentMethod: 'card',
    });
    expect(defaultPaymentMethod(configState)).toBe('cash');
    applyConfiguration({ IsCashAllowed: false, IsCardAllowed: false, IsPaypalAllowed: false });
    expect(defaultPaymentMethod(configState)).toBeUndefined();
  });
});
