/** The bookings feature: confirmation ticket, My Booking, booking detail, booking info and the dashboard. */
export { BookingConfirmation } from './components/booking-confirmation';
export { BookingDetail } from './components/booking-detail';
export { BookingHistory } from './components/booking-history';
export { BookingInfoFinder } from './components/booking-info-finder';
export { Dashboard } from './components/dashboard';
export { PaymentFinder } from './components/payment-finder';
export { dashboardAnswers } from './dashboard-loader';
export { bookingDetailAnswers, bookingHistoryAnswers } from './loaders';
