import { lazy } from 'react';

/** The booking feature: the wizard in every template and mode. */
export type { BookingMode } from './components/booking-wizard';

/**
 * The wizard, loaded with the booking page: pages that only use the compact journey form (home, airport services)
 * do not carry it.
 */
export const BookingWizard = lazy(() =>
  import('./components/booking-wizard').then((m) => ({ default: m.BookingWizard })),
);

/** Quick booking: the wizard pre-filled from the licence service's booking parameters (loaded on its own route). */
export const QuickBooking = lazy(() => import('./quick/quick-booking').then((m) => ({ default: m.QuickBooking })));

/** The wizard's address field and search, for compact journey forms outside the wizard (content pages). */
export { AddressField, loadPlaceOptions } from './components/address-field';
/** Hands a journey typed outside the wizard over to it (through the booking store). */
export { startJourney } from './state/handover';
