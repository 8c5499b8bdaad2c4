import { describe, expect, it } from 'vitest';
import {
  availablePaymentMethods,
  defaultPaymentMethod,
  isPaymentResultPaid,
  PAYMENT_BUSY_TEXTS,
  PaymentProcessStatus,
  paymentErrorDialogDelayMs,
  paymentMethodRefusal,
  paymentTileWidth,
  savedCardLabel,
} from './index';

describe('payment process states (docs/behaviour/payment.md#payment-process)', () => {
  it('0 processing, 1 success, 2 payment error, 3 booking error, 4 both', () => {
    expect(PaymentProcessStatus).toEqual({
      Processing: 0,
      Success: 1,
      PaymentError: 2,
      BookingError: 3,
      PaymentAndBookingError: 4,
    });
  });
});

describe('payment result codes (docs/behaviour/payment.md#payment-result)', () => {
  it.each([
    [1, 'card', true],
    [3, 'card', true],
    [0, 'card', false],
    [2, 'paypal', false],
    [0, 'cash', true],
    [0, 'CASH', true],
    [1, undefined, true],
  ])('code %i with %s paid: %s', (code, type, paid) => {
    expect(isPaymentResultPaid(code, type)).toBe(paid);
  });

  it('error dialog delayed 1 s for codes 0 and 2', () => {
    expect(paymentErrorDialogDelayMs(0)).toBe(1000);
    expect(paymentErrorDialogDelayMs(2)).toBe(1000);
    expect(paymentErrorDialogDelayMs(5)).toBe(0);
  });

  it('busy texts', () => {
    expect(PAYMENT_BUSY_TEXTS).toEqual(['Processing', 'Payment...']);
  });
});

describe('payment methods and tiles (docs/behaviour/payment.md#payment-methods)', () => {
  it.each([
    [1, 'full'],
    [0, 'full'],
    [2, 'half'],
    [3, 'quarter'],
    [4, 'quarter'],
  ])('%i options: %s', (count, width) => {
    expect(paymentTileWidth(count)).toBe(width);
  });

  const none = { isCashAllowed: false, isCardAllowed: false, isPaypalAllowed: false };
  const all = { isCashAllowed: true, isCardAllowed: true, isPaypalAllowed: true };

  it('methods follow configuration flags', () => {
    expect(availablePaymentMethods(none)).toEqual([]);
    expect(availablePaymentMethods({ ...none, isPaypalAllowed: true })).toEqual(['paypal']);
    expect(defaultPaymentMethod({ ...all, defaultPaymentMethod: 'paypal' })).toBe('paypal');
    expect(defaultPaymentMethod({ ...none, isCashAllowed: true, defaultPaymentMethod: 'card' })).toBe('cash');
    expect(defaultPaymentMethod({ ...none, defaultPaymentMethod: 'card' })).toBeUndefined();
  });

  // Drift between copies of one rule: the domain listed card, PayPal, cash while the web app showed cash, card, PayPal; the
  // behaviour reference names them cash, card and PayPal, the order the tiles have always shown.
  it('lists the methods cash, card, PayPal', () => {
    expect(availablePaymentMethods(all)).toEqual(['cash', 'card', 'paypal']);
  });
});

describe('which payment method a booking may use (docs/behaviour/payment.md#payment-methods)', () => {
  const cardOnly = { isCashAllowed: false, isCardAllowed: true, isPaypalAllowed: false };
  const cashAndPaypal = { isCashAllowed: true, isCardAllowed: false, isPaypalAllowed: true };
  const customer = { customerId: 4, bookerId: null };
  const booker = { customerId: 5, bookerId: 9 };
  it.each([
    ['card', cardOnly, null, null],
    ['stripe', cardOnly, null, null],
    ['cash', cardOnly, null, 'Payment by cash is not available.'],
    ['paypal', cardOnly, customer, 'Payment by paypal is not available.'],
    ['stripe', cashAndPaypal, null, 'Payment by stripe is not available.'],
    ['paypal', cashAndPaypal, null, null],
    ['account', cashAndPaypal, customer, 'Payment by account is not available.'],
    ['account', cardOnly, booker, null],
    ['account', cardOnly, null, 'Payment by account is not available.'],
  ] as const)('%s with %o for %o: %s', (method, switches, caller, refusal) => {
    expect(paymentMethodRefusal(method, switches, caller)).toBe(refusal);
  });
});

describe('savedCardLabel', () => {
  it.each([
    [{ brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2035 }, 'Visa •••• 4242', 'Expires 12/35'],
    [{ brand: 'amex', last4: '0005', expiryMonth: 3, expiryYear: 2030 }, 'American Express •••• 0005', 'Expires 03/30'],
    [{ brand: 'unknown', last4: '1111', expiryMonth: 1, expiryYear: 2101 }, 'Card •••• 1111', 'Expires 01/01'],
  ])('names %j', (card, name, expiry) => {
    expect(savedCardLabel(card)).toEqual({ name, expiry });
  });
});
