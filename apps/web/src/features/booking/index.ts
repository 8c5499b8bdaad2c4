/** The booking feature: the wizard in every template and mode. */
export { type BookingMode, BookingWizard } from './components/booking-wizard';
