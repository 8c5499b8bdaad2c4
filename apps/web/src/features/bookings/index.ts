/** The bookings feature: confirmation ticket (and later history, detail, tracking). */
export { BookingConfirmation } from './components/booking-confirmation';
