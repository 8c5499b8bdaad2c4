import { createProfile } from '@cabkit/domain';
import { describe, expect, it } from 'vitest';
import { customerToContact, defaultContactTab, profileToContact, profileToCustomer } from './contactCopy';
import { requoteTimeMessage } from './QuotationExpiredDialog';

const blankContact = { FirstName: '', LastName: '', Phone: '', DialingCode: '+44', Email: '' };
const profile = {
  ...createProfile(),
  FirstName: 'Bob',
  LastName: 'Booker',
  Phone: '7700900456',
  DialingCode: '+353',
  Email: 'bob@corp.test',
};

describe('contact copies (docs/behaviour/people.md#contact-copies)', () => {
  it('use my details copies the profile to the contact', () => {
    expect(profileToContact(blankContact, profile)).toEqual({
      FirstName: 'Bob',
      LastName: 'Booker',
      Phone: '7700900456',
      DialingCode: '+353',
      Email: 'bob@corp.test',
    });
  });

  it('use customer details copies name, phone and email from the customer', () => {
    const customer = {
      OurRef: 'PO-7',
      FirstName: 'Acme',
      LastName: 'Ltd',
      Phone: '2079460000',
      DialingCode: '+44',
      Email: 'ops@acme.test',
    };
    const contact = customerToContact({ ...blankContact, FirstName: 'Old' }, customer);
    expect(contact).toEqual({
      FirstName: 'Acme',
      LastName: 'Ltd',
      Phone: '2079460000',
      DialingCode: '+44',
      Email: 'ops@acme.test',
    });
    expect(contact).not.toHaveProperty('OurRef');
  });

  it('use my details for customer copies the profile and keeps our reference', () => {
    const customer = profileToCustomer(
      { OurRef: 'PO-7', FirstName: '', LastName: '', Phone: '', DialingCode: '+44', Email: '' },
      profile,
    );
    expect(customer).toEqual({
      OurRef: 'PO-7',
      FirstName: 'Bob',
      LastName: 'Booker',
      Phone: '7700900456',
      DialingCode: '+353',
      Email: 'bob@corp.test',
    });
  });

  it('keeps the dialing code when the source has none', () => {
    expect(profileToContact({ ...blankContact, DialingCode: '+1' }, { ...profile, DialingCode: '' }).DialingCode).toBe(
      '+1',
    );
  });

  it('starts bookers on the customer tab and everyone else on the passenger tab', () => {
    expect(defaultContactTab(true)).toBe('customer');
    expect(defaultContactTab(false)).toBe('passenger');
  });
});

describe('re-quote time (docs/behaviour/quotation.md#expired-dialog)', () => {
  const earliest = new Date(2026, 10, 22, 10, 45);
  it('needs a time, not before the earliest pickup', () => {
    expect(requoteTimeMessage(undefined, earliest)).toBe('Pickup time is required');
    expect(
      requoteTimeMessage({ pickUpType: 'Later', time: new Date(2026, 10, 22, 10, 30), quickMinutes: null }, earliest),
    ).toBe('The earliest time we can pickup from this address is 22/11/2026 10:45');
    expect(
      requoteTimeMessage({ pickUpType: 'Later', time: new Date(2026, 10, 22, 11, 0), quickMinutes: null }, earliest),
    ).toBeUndefined();
    expect(requoteTimeMessage({ pickUpType: 'Now', time: null, quickMinutes: null }, earliest)).toBeUndefined();
  });
});
