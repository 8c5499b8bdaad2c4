/** The booking feature: the wizard in every template and mode. */
export { type BookingMode, BookingWizard } from './components/booking-wizard';
/** Quick booking: the wizard pre-filled from the licence service's booking parameters. */
export { QuickBooking } from './quick/quick-booking';
