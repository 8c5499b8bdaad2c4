import { describe, expect, it } from 'vitest';
import { flightUi, openFlightDetails } from '../features/flights';
import { bookingState, createBookingState } from './booking';
import { configState, emptyConfig } from './config';
import { sessionState } from './session';
import { resetStores, storeNames } from './stores';
import { uiState } from './ui';

describe('stores', () => {
  it('lists every store the loaded modules own, and one reset empties them all', () => {
    expect(storeNames()).toEqual(expect.arrayContaining(['booking', 'config', 'session', 'ui', 'flights']));
    bookingState.note = 'Ring twice';
    bookingState.step = 3;
    configState.allowGuests = !emptyConfig().allowGuests;
    uiState.alert = { title: 'Error', content: 'Oops' };
    openFlightDetails('outward');
    sessionState.profile = {
      Id: 7,
      BookerId: 0,
      Email: 'a@b.c',
      FirstName: 'A',
      LastName: 'B',
      Phone: '1',
      DialingCode: '+44',
      SmsMailingList: false,
      EmailMailingList: false,
    };

    resetStores();

    expect(bookingState.note).toBe(createBookingState().note);
    expect(bookingState.step).toBe(1);
    expect(configState.allowGuests).toBe(emptyConfig().allowGuests);
    expect(uiState.alert).toBeNull();
    expect(flightUi.detailsTab).toBeNull();
    expect(sessionState.profile).toBeNull();
  });
});
