import { describe, expect, it } from 'vitest';
import { emptyCustomer } from '../../../state/booking';
import { contactErrors, customerErrors } from './contact-rules';

const noAccount = { createAccount: false, password: '', confirm: '' };
const guest = { isGuest: true, isBooker: false, allowGuests: true };
const customer = { isGuest: false, isBooker: false, allowGuests: true };
const booker = { isGuest: false, isBooker: true, allowGuests: true };
const empty = { name: '', phone: '', email: '' };
const ada = { name: 'Ada Lovelace', phone: '7911123456', email: 'ada@example.com', dialingCode: '+44' };

describe('contact rules (docs/behaviour/people.md#contact-validation)', () => {
  it('asks a guest for name, phone and e-mail, with the spec messages', () => {
    expect(contactErrors(empty, emptyCustomer(), noAccount, guest)).toEqual({
      name: 'Name is required',
      phone: 'Phone is required',
      email: 'Email is required',
    });
    expect(contactErrors({ ...ada, email: 'not-an-email' }, emptyCustomer(), noAccount, guest)).toEqual({
      email: 'Email is invalid',
    });
    expect(contactErrors(ada, emptyCustomer(), noAccount, guest)).toEqual({});
  });

  it('does not require a guest e-mail when guests may not book (they sign in first)', () => {
    const { email } = contactErrors({ ...ada, email: '' }, emptyCustomer(), noAccount, {
      ...guest,
      allowGuests: false,
    });
    expect(email).toBeUndefined();
  });

  it('checks the phone against its dialing code', () => {
    expect(contactErrors({ ...ada, phone: '12' }, emptyCustomer(), noAccount, guest).phone).toBe('Phone is invalid');
  });

  it('needs a 6-20 character password, confirmed, when a guest creates an account', () => {
    const ticked = { createAccount: true, password: '', confirm: '' };
    expect(contactErrors(ada, emptyCustomer(), ticked, guest)).toEqual({
      password: 'Password is required',
      confirmPassword: 'Confirm password is required',
    });
    expect(contactErrors(ada, emptyCustomer(), { ...ticked, password: 'abc', confirm: 'abc' }, guest).password).toBe(
      'Password must be at least 6 characters long',
    );
    expect(
      contactErrors(ada, emptyCustomer(), { ...ticked, password: 'secret-42', confirm: 'secret-43' }, guest),
    ).toEqual({ confirmPassword: 'Password and Confirm password not match' });
    expect(
      contactErrors(ada, emptyCustomer(), { ...ticked, password: 'secret-42', confirm: 'secret-42' }, guest),
    ).toEqual({});
    // A typed password makes an account even unticked, so its rules apply.
    expect(contactErrors(ada, emptyCustomer(), { ...noAccount, password: 'x', confirm: 'x' }, guest).password).toBe(
      'Password must be at least 6 characters long',
    );
  });

  it('only needs a name from a signed-in customer (the contact is locked to the profile)', () => {
    expect(contactErrors({ ...empty, name: 'Casey Customer' }, emptyCustomer(), noAccount, customer)).toEqual({});
    expect(contactErrors(empty, emptyCustomer(), noAccount, customer)).toEqual({ name: 'Name is required' });
  });

  it("needs a booker's customer: first name and phone required, e-mail optional but checked", () => {
    expect(customerErrors(emptyCustomer())).toEqual({
      'customer.firstName': 'First name is required',
      'customer.phone': 'Phone is required',
    });
    expect(customerErrors({ ...emptyCustomer(), firstName: 'Grace', phone: '7911123457', email: 'nope' })).toEqual({
      'customer.email': 'Email is invalid',
    });
    const errors = contactErrors({ ...ada, email: '' }, emptyCustomer(), noAccount, booker);
    expect(errors.email).toBeUndefined();
    expect(errors['customer.firstName']).toBe('First name is required');
  });
});
