/** The booking feature: the wizard in every template and mode. */
export { type BookingMode, BookingWizard } from './components/booking-wizard';
import { lazy } from 'react';

/** Quick booking: the wizard pre-filled from the licence service's booking parameters (loaded on its own route). */
export const QuickBooking = lazy(() => import('./quick/quick-booking').then((m) => ({ default: m.QuickBooking })));
