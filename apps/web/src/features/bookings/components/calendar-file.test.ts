import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../../locales/en-GB/messages.po';
import { messages as french } from '../../../locales/fr/messages.po';
import type { BookingView } from '../api/get-booking-info';
import { bookingCalendar } from './calendar-file';

const booking = {
  Bref: 'CK123456',
  Time: '2026-06-10T09:30:00.000Z',
  JourneyTime: 25,
  PickUp: 'Gare du Nord, Paris',
  PickDown: 'Orly Airport',
  Vehicle: 'Saloon',
} as BookingView;

afterEach(() => i18n.loadAndActivate({ locale: 'en-GB', messages: english }));

describe('the calendar file of a booking', () => {
  it("is titled and described in the page's language", () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    // Long lines are folded (RFC 5545): unfolded to read them.
    const file = bookingCalendar(booking, 'Cabkit Cars', 'https://cabkit.example/bookinginfo', new Date()).replace(
      /\r\n /g,
      '',
    );
    expect(file).toContain('SUMMARY:Taxi Cabkit Cars CK123456\r\n');
    expect(file).toContain(
      'DESCRIPTION:De Gare du Nord\\, Paris à Orly Airport. Véhicule : Saloon. Référence CK123456.\r\n',
    );
  });

  it('keeps the en-GB words in en-GB', () => {
    i18n.loadAndActivate({ locale: 'en-GB', messages: english });
    const file = bookingCalendar(booking, 'Cabkit Cars', 'https://cabkit.example/bookinginfo', new Date());
    expect(file).toContain('SUMMARY:Cabkit Cars taxi CK123456\r\n');
  });
});
