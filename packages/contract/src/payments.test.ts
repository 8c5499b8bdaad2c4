import { describe, expect, it } from 'vitest';
import { checkInput } from './endpoint';
import { endpoints } from './endpoints/index';

const booking = (paymentmethod: string) => ({
  requestid: 'r-1',
  quotationid: 'q-1',
  pick: "King's Cross Station",
  picklat: 51.53,
  picklng: -0.12,
  doff: 'Tower of London',
  dofflat: 51.5,
  dofflng: -0.07,
  vehtypeid: 1,
  paymentmethod,
  bookingdate: 'ASAP',
  name: 'Ada',
  phone: '7911123456',
  email: 'ada@example.com',
});
const billing = { name: 'Ada Lovelace', city: 'London', postalcode: 'EC3N 4AB', addressline1: '1 Tower Hill' };
const check = (body: unknown) => checkInput(endpoints.paymentBooking.body, body);

describe('POST /api/paymentbooking input', () => {
  it('takes a card payment with its billing details', () => {
    const result = check({ booking: booking('card'), payment: { ...billing, nonce: 'tok_1' } });
    expect(result.ok).toBe(true);
  });

  it('names a card payment without its cardholder', () => {
    const result = check({ booking: booking('card'), payment: { ...billing, name: '  ' } });
    expect(result).toMatchObject({ ok: false, field: 'payment.name', message: 'payment.name: is required' });
  });

  it('leaves the billing address to the gateway: a postcode alone passes the contract', () => {
    expect(check({ booking: booking('card'), payment: { name: 'Ada', postalcode: 'EC3N 4AB' } }).ok).toBe(true);
    expect(check({ booking: booking('card'), payment: { name: 'Ada', postalcode: 'EC3N#4AB' } })).toMatchObject({
      ok: false,
      field: 'payment.postalcode',
    });
  });

  it('takes a PayPal payment without billing details (PayPal collects the payer details)', () => {
    const result = check({ booking: booking('paypal'), payment: {} });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.payment).toMatchObject({ name: '', city: '', postalcode: '', nonce: '' });
  });

  it('still validates what a PayPal payment carries', () => {
    expect(check({ booking: booking('paypal'), payment: { postalcode: 'E15 #1' } })).toMatchObject({
      ok: false,
      field: 'payment.postalcode',
    });
    expect(check({ booking: booking('paypal'), payment: { name: 'x'.repeat(256) } })).toMatchObject({
      ok: false,
      field: 'payment.name',
    });
    expect(check({ booking: booking('paypal'), payment: { nonce: 'tok_1' } })).toMatchObject({
      ok: false,
      field: 'payment.nonce',
    });
    expect(check({ booking: { ...booking('paypal'), email: 'not-an-email' }, payment: {} })).toMatchObject({
      ok: false,
    });
  });
});
