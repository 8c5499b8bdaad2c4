import { describe, expect, it } from 'vitest';
import { createContact, createCustomer, createFlight, createPayment, createSignUp } from '../model/entities';
import {
  cardBilling,
  createsAccount,
  gatewayKind,
  validateBilling,
  validateCardPayment,
  validateContact,
  validateCustomer,
  validateFlight,
  validateFlightFinder,
  validateForgotPassword,
  validateInvoiceDetails,
  validatePromoCode,
  validateSignIn,
  validateSignUp,
} from './forms';
import { messageFor } from './types';

const goodContact = createContact({ FirstName: 'Ann', Phone: '7911123456', Email: 'ann@example.com' });
const guest = { isSignedIn: false, isBooker: false, allowGuests: true };
const customerUser = { isSignedIn: true, isBooker: false, allowGuests: true };
const booker = { isSignedIn: true, isBooker: true, allowGuests: true };

describe('validateContact (docs/behaviour/people.md#contact-validation)', () => {
  it('guest: first name, phone and email required', () => {
    const result = validateContact(createContact(), guest);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual([
      { field: 'FirstName', message: 'First name is required' },
      { field: 'Phone', message: 'Phone is required' },
      { field: 'Email', message: 'Email is required' },
    ]);
    expect(result.tab).toBe('passenger');
    expect(validateContact(goodContact, guest)).toEqual({ ok: true, errors: [] });
  });

  it('guest email is only pattern-checked when guests are not allowed', () => {
    const noEmail = { ...goodContact, Email: '' };
    expect(validateContact(noEmail, { ...guest, allowGuests: false }).ok).toBe(true);
    expect(messageFor(validateContact({ ...goodContact, Email: 'x' }, guest), 'Email')).toBe('Email is invalid');
  });

  it('password required when creating an account', () => {
    const result = validateContact({ ...goodContact, AsAccount: true }, guest);
    expect(messageFor(result, 'Password')).toBe('Password is required');
    expect(messageFor(validateContact({ ...goodContact, Password: 'abc' }, guest), 'Password')).toBe(
      'Password must be at least 6 characters long',
    );
    expect(validateContact({ ...goodContact, Password: 'abcdef' }, guest).ok).toBe(true);
    expect(createsAccount({ Password: '', AsAccount: false })).toBe(false);
    expect(createsAccount({ Password: 'x', AsAccount: false })).toBe(true);
  });

  it('signed-in non-booker is read-only and only needs a name', () => {
    expect(validateContact(createContact({ FirstName: 'Ann' }), customerUser).ok).toBe(true);
    expect(validateContact(createContact({ Name: 'Ann Lee' }), customerUser).ok).toBe(true);
    const missing = validateContact(createContact(), customerUser);
    expect(missing).toEqual({
      ok: false,
      errors: [{ field: 'FirstName', message: 'Name is required' }],
      tab: 'passenger',
    });
  });

  it('booker needs a valid customer; customer tab shows first', () => {
    const result = validateContact(createContact(), booker, createCustomer());
    expect(result.tab).toBe('customer');
    expect(messageFor(result, 'Customer.FirstName')).toBe('First name is required');
    expect(messageFor(result, 'Customer.Phone')).toBe('Phone is required');
    expect(messageFor(result, 'FirstName')).toBe('First name is required');
    expect(messageFor(result, 'Email')).toBeUndefined();
    const customer = createCustomer({ FirstName: 'Bo', Phone: '7911123456' });
    expect(validateContact(goodContact, booker, customer).ok).toBe(true);
    const passengerOnly = validateContact(createContact(), booker, customer);
    expect(passengerOnly.tab).toBe('passenger');
    expect(validateContact(goodContact, booker).tab).toBe('customer');
  });

  it.each([
    ['a name in one piece is titled Name', { nameInOnePiece: true }, createContact(), 'Name', 'Name is required'],
    [
      'the confirmation must match when an account is made',
      { confirmPassword: 'secret-43' },
      { ...goodContact, Password: 'secret-42' },
      'ConfirmPassword',
      'Password and Confirm password not match',
    ],
    [
      'the confirmation is required when an account is made',
      { confirmPassword: '' },
      { ...goodContact, AsAccount: true, Password: 'secret-42' },
      'ConfirmPassword',
      'Confirm password is required',
    ],
  ])('%s', (_, extra, contact, field, message) => {
    expect(messageFor(validateContact(contact, { ...guest, ...extra }), field)).toBe(message);
  });

  it('checks no confirmation when no account is made or the form has none', () => {
    expect(validateContact(goodContact, { ...guest, confirmPassword: 'x' }).ok).toBe(true);
    expect(validateContact({ ...goodContact, Password: 'secret-42' }, guest).ok).toBe(true);
    expect(
      validateContact(createContact({ Name: 'Ann Lee', Phone: '7911123456', Email: 'a@b.co' }), {
        ...guest,
        nameInOnePiece: true,
      }).ok,
    ).toBe(true);
  });

  it("'360' deployment skips contact checks after login", () => {
    expect(validateContact(createContact(), { ...booker, deployment: '360' }).ok).toBe(true);
    expect(validateContact(createContact(), { ...guest, deployment: '360' }).ok).toBe(false);
  });
});

describe('validateCustomer (docs/behaviour/people.md#contact-validation)', () => {
  it('first name and phone required, email optional but checked, last name and reference optional', () => {
    expect(validateCustomer(createCustomer()).errors).toEqual([
      { field: 'FirstName', message: 'First name is required' },
      { field: 'Phone', message: 'Phone is required' },
    ]);
    const ok = createCustomer({ FirstName: 'Bo', Phone: '7911123456' });
    expect(validateCustomer(ok).ok).toBe(true);
    expect(messageFor(validateCustomer({ ...ok, Email: 'bad' }), 'Email')).toBe('Email is invalid');
    expect(messageFor(validateCustomer({ ...ok, Phone: '0123' }), 'Phone')).toBe('Phone is invalid');
  });
});

describe('validateCardPayment (docs/behaviour/payment.md#card-validation)', () => {
  const now = new Date(2026, 10, 22);
  const billing = createPayment({ Name: 'A Lee', City: 'London', PostalCode: 'E15 2PF', AddressLine1: '1 Canal Side' });

  const complete = {
    cardNumber: { empty: false, complete: true },
    cardExpiry: { empty: false, complete: true },
    cardCvc: { empty: false, complete: true },
  };

  it.each([
    ['none', [{ field: 'Name', message: 'Name on card is required' }]],
    [
      'postcode',
      [
        { field: 'Name', message: 'Name on card is required' },
        { field: 'PostalCode', message: 'Postal code is required' },
      ],
    ],
    [
      'address',
      [
        { field: 'Name', message: 'Name on card is required' },
        { field: 'PostalCode', message: 'Postal code is required' },
        { field: 'AddressLine1', message: 'Address line 1 is required' },
        { field: 'City', message: 'City is required' },
        { field: 'Country', message: 'Country is required' },
      ],
    ],
  ] as const)('billing %s: only the fields the gateway asks for, in screen order', (need, errors) => {
    expect(validateCardPayment(createPayment({ Country: '' }), 'stripe', now, complete, need).errors).toEqual(errors);
  });

  it('asks for the postcode only by default', () => {
    expect(validateCardPayment(createPayment({ Name: 'Ann' }), 'stripe', now, complete).errors).toEqual([
      { field: 'PostalCode', message: 'Postal code is required' },
    ]);
  });

  it('checks the postal code with the postcode rule', () => {
    const bad = validateCardPayment(createPayment({ Name: 'Ann', PostalCode: 'AB!12#' }), 'stripe', now, complete);
    expect(bad.errors).toEqual([{ field: 'PostalCode', message: 'Postal code is invalid' }]);
    expect(validateBilling(createPayment({ PostalCode: 'SW1A_1AA-' }), 'postcode').ok).toBe(true);
    expect(validateBilling(createPayment({ PostalCode: 'SW1A 1AA 9' }), 'postcode').ok).toBe(false);
  });

  it.each([
    ['address', 'address'],
    ['none', 'none'],
    ['postcode', 'postcode'],
    ['', 'postcode'],
    [undefined, 'postcode'],
  ] as const)('billing need %j reads as %s', (value, need) => {
    expect(cardBilling(value)).toBe(need);
  });

  it('Stripe: elements must be non-empty and complete', () => {
    expect(validateCardPayment(billing, 'stripe', now).errors).toEqual([
      { field: 'CardNumber', message: 'Card number is required' },
      { field: 'Expiry', message: 'Expiry is required' },
      { field: 'CVC', message: 'CVC is required' },
    ]);
    const states = {
      cardNumber: { empty: false, complete: false },
      cardExpiry: { empty: false, complete: false },
      cardCvc: { empty: false, complete: true },
    };
    expect(validateCardPayment(billing, 'stripe', now, states).errors.map((e) => e.message)).toEqual([
      'Card number is invalid',
      'Expiry is invalid',
    ]);
  });

  it('other gateways: card number, expiry and CVC', () => {
    expect(validateCardPayment({ ...billing, Country: '' }, 'other', now).errors).toEqual([
      { field: 'CardNumber', message: 'Card number is required' },
      { field: 'Expiry', message: 'Expiry is required' },
      { field: 'CVC', message: 'CVC is required' },
    ]);
    const card = { ...billing, CardNumber: '4242 4242 4242 4242', ExpiryMonth: '12', ExpiryYear: '2027', CVC: '123' };
    expect(validateCardPayment(card, 'other', now).ok).toBe(true);
  });

  it.each([
    ['stripe', 'stripe'],
    ['Stripe ', 'stripe'],
    ['sandbox', 'other'],
    [null, 'other'],
  ])('gateway %j is %s', (name, kind) => {
    expect(gatewayKind(name)).toBe(kind);
  });
});

describe('small forms (docs/behaviour/common.md)', () => {
  it('promo code required', () => {
    expect(validatePromoCode('')).toEqual({
      ok: false,
      errors: [{ field: 'PromoCode', message: 'Promo code is required' }],
    });
    expect(validatePromoCode('SAVE10').ok).toBe(true);
  });

  it('sign-in: email and password required', () => {
    expect(validateSignIn({ Email: '', Password: '' }).errors).toEqual([
      { field: 'Email', message: 'Email is required' },
      { field: 'Password', message: 'Password is required' },
    ]);
    expect(validateSignIn({ Email: 'a@b.co', Password: 'x' }).ok).toBe(true);
  });

  it('sign-up: every field', () => {
    expect(validateSignUp(createSignUp()).errors.map((e) => e.message)).toEqual([
      'First name is required',
      'Surname is required',
      'Phone is required',
      'Email is required',
      'Password is required',
      'Confirm password is required',
    ]);
    const form = createSignUp({
      Firstname: 'Ann',
      Surname: 'Lee',
      Phone: '7911123456',
      Email: 'ann@example.com',
      Password: 'secret1',
      ConfirmPassword: 'secret2',
    });
    expect(validateSignUp(form).errors).toEqual([
      { field: 'ConfirmPassword', message: 'Password and Confirm password not match' },
    ]);
    expect(validateSignUp({ ...form, ConfirmPassword: 'secret1' }).ok).toBe(true);
  });

  it('forgot password: email required and valid', () => {
    expect(messageFor(validateForgotPassword(''), 'Email')).toBe('Email is required');
    expect(messageFor(validateForgotPassword('x@'), 'Email')).toBe('Email is invalid');
    expect(validateForgotPassword('x@y.com').ok).toBe(true);
  });
});

describe('validateFlight (docs/behaviour/common.md)', () => {
  const tick = 'Please tick this box to confirm if flight details are not available';

  it('autocomplete variant: number and chosen airport', () => {
    expect(validateFlight(createFlight()).errors).toEqual([
      { field: 'Number', message: 'Flight number is required' },
      { field: 'Airport', message: 'Arriving from is required' },
      { field: 'IsFlightDetail', message: tick },
    ]);
    expect(validateFlight(createFlight({ Number: 'BA117', AirportText: 'New Y' })).errors).toEqual([
      { field: 'Airport', message: 'Arriving from airport is required' },
      { field: 'IsFlightDetail', message: tick },
    ]);
    const airport = {
      Code: 'JFK',
      Name: 'John F Kennedy',
      City: 'New York',
      FullAddress: '',
      IconPath: '',
      CountryLowerCase: 'us',
    };
    expect(validateFlight(createFlight({ Number: 'BA117', Airport: airport, AirportText: 'JFK' })).ok).toBe(true);
  });

  it("'360' variant: free-text arriving-from", () => {
    expect(validateFlight(createFlight({ Number: 'BA117' }), '360').errors).toEqual([
      { field: 'AirportText', message: 'Arriving from is required' },
      { field: 'IsFlightDetail', message: tick },
    ]);
    expect(validateFlight(createFlight({ Number: 'BA117', AirportText: 'New York' }), '360').ok).toBe(true);
  });

  it('declined details pass', () => {
    expect(validateFlight(createFlight({ IsFlightDetail: true })).ok).toBe(true);
  });

  it('flight finder', () => {
    expect(validateFlightFinder({ DateTime: null, Airline: null }).errors).toEqual([
      { field: 'DateTime', message: 'Datetime is required!' },
      { field: 'Airline', message: 'Airline is required!' },
    ]);
    const airline = { Code: 'BA', Iata: 'BA', Name: 'British Airways', Country: 'UK' };
    expect(validateFlightFinder({ DateTime: new Date(2026, 0, 1), Airline: airline }).ok).toBe(true);
  });
});

describe('validateInvoiceDetails', () => {
  const filled = {
    Company: '',
    Name: 'Pat',
    AddressLine1: '1 High St',
    AddressLine2: '',
    City: 'London',
    PostalCode: 'E15 1AZ',
    Country: 'United Kingdom',
    VatNumber: '',
    Email: '',
  };
  it.each([
    [{}, []],
    [{ Email: 'accounts@acme.example' }, []],
    [{ Email: 'nope' }, [['Email', 'Invoice e-mail is invalid']]],
    [{ PostalCode: 'AB!12#' }, [['PostalCode', 'Postcode is invalid']]],
    [
      { Name: '', City: '', Country: '' },
      [
        ['Name', 'Name is required'],
        ['City', 'City is required'],
        ['Country', 'Country is required'],
      ],
    ],
  ])('%o: %o', (change, expected) => {
    const result = validateInvoiceDetails({ ...filled, ...change });
    expect(result.errors.map((e) => [e.field, e.message])).toEqual(expected);
  });
});
