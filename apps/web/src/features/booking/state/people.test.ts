import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingState, resetBooking } from '../../../state/booking';
import { type SessionProfile, completeSignIn, completeSignOut, sessionState } from '../../../state/session';
import { fakeServer } from '../../../test/fake-server';
import { kingsCross, quotationResponse, tower } from '../../../test/fixtures';
import { flightUi } from '../../flights/state/flight-model';
import { heathrow } from '../../flights/test-fixtures';
import { earliestPickup, expireQuotation } from '../../../state/expiry';
import { afterSignIn, afterSignOut, watchSession } from './people';
import { clearQuoteCache, requestQuote, toQuoteState } from '../../../state/quote';

const customer: SessionProfile = {
  Id: 7,
  BookerId: 0,
  Email: 'ada@example.com',
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Phone: '07911 123456',
  DialingCode: '+44',
  SmsMailingList: false,
  EmailMailingList: false,
};
const steps = [['journey'], ['vehicle'], ['contact'], ['payment']] as const;

beforeEach(() => {
  resetBooking();
  bookingState.pickUpType = 'Now';
  clearQuoteCache();
  sessionState.profile = null;
  fakeServer({ 'POST /api/quotation': () => ({ body: quotationResponse(1) }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('the booking follows the session', () => {
  it('fills and locks a customer contact from a sign-in made while the wizard was not shown', () => {
    Object.assign(bookingState.contact, { name: 'Typed By Guest', phone: '7000000000', email: 'guest@example.com' });
    completeSignIn(customer, false);
    const stop = watchSession('wizard', steps);
    expect(bookingState.contact).toMatchObject({ name: 'Ada Lovelace', phone: '7911123456', email: 'ada@example.com' });
    expect(bookingState.contactProfileId).toBe(7);
    stop();
  });

  it('clears the contact of an account signed out on another page, and keeps a guest-typed one', () => {
    const stop = watchSession('wizard', steps);
    completeSignIn(customer, false);
    expect(bookingState.contact.name).toBe('Ada Lovelace');
    stop(); // the wizard is left: the sign-out happens elsewhere
    bookingState.requestId = 'req-of-ada';
    completeSignOut();
    expect(bookingState.contact.name).toBe('Ada Lovelace');
    const again = watchSession('wizard', steps);
    expect(bookingState.contact).toMatchObject({ name: '', phone: '', email: '' });
    expect(bookingState.contactProfileId).toBe(0);
    expect(bookingState.requestId).toBe('');
    again();

    Object.assign(bookingState.contact, { name: 'Grace Hopper', phone: '7911123456', email: 'grace@example.com' });
    const guest = watchSession('wizard', steps);
    expect(bookingState.contact.name).toBe('Grace Hopper');
    guest();
  });

  it('asks the server again after sign-out instead of answering from the requote cache', async () => {
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower });
    const received = fakeServer({ 'POST /api/quotation': () => ({ body: quotationResponse(1) }) });
    await requestQuote({ immediate: true });
    afterSignOut();
    await vi.waitFor(() => expect(received.filter((r) => r.path === '/api/quotation')).toHaveLength(2));
  });
});

describe('quotation expiry', () => {
  it("bounds the expired dialog's earliest pickup by the expired quotation's travel time", () => {
    const now = new Date('2026-11-24T10:00:30');
    bookingState.quote = { ...toQuoteState(quotationResponse(1), now, 10), TravelTime: 12 };
    expireQuotation();
    expect(bookingState.quote).toBeNull();
    expect(earliestPickup(now).getTime()).toBeGreaterThanOrEqual(new Date('2026-11-24T10:12:00').getTime());
    expect(earliestPickup(now).getSeconds()).toBe(0);
  });
});

describe('after a sign-in, the flight details come next (docs/behaviour/people.md#post-sign-in chain)', () => {
  beforeEach(() => {
    Object.assign(flightUi, { detailsTab: null, continueWhenDone: false, inline: false, variant: 'autocomplete' });
    Object.assign(bookingState, { pickup: heathrow, dropoff: tower, step: 3 });
  });

  it('opens the flight dialog on the outward tab for an airport pickup, to carry on to confirm when done', async () => {
    const action = await afterSignIn({ profile: customer, target: 'confirmBooking', signedUp: false }, 'wizard', steps);
    expect(action).toEqual({ kind: 'openDialog', dialog: 'flight', nextTarget: 'confirmBooking' });
    expect(flightUi.detailsTab).toBe('outward');
    expect(flightUi.continueWhenDone).toBe(true);
    expect(bookingState.contact.name).toBe('Ada Lovelace');
  });

  it('carries on without the dialog when the flight was declined or flights are inline', async () => {
    bookingState.flight.IsFlightDetail = true;
    const declined = await afterSignIn(
      { profile: customer, target: 'confirmBooking', signedUp: false },
      'wizard',
      steps,
    );
    expect(declined.kind).toBe('continue');
    expect(flightUi.detailsTab).toBeNull();

    bookingState.flight.IsFlightDetail = false;
    flightUi.inline = true;
    const inline = await afterSignIn({ profile: customer, target: 'confirmBooking', signedUp: false }, 'inline', steps);
    expect(inline.kind).not.toBe('openDialog');
    expect(flightUi.detailsTab).toBeNull();
  });
});
