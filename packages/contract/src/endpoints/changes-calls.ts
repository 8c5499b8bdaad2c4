// Changes to a booking: what a change costs, and the change itself.
// One module per call, re-exported here and by the package as the namespace `changesEndpoints`: only the booking
// editor, loaded on press, brings these schemas into a bundle.
export { changeBookingQuote } from './calls/change-booking-quote';
export { changeBooking } from './calls/change-booking';
