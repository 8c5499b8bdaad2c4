// Payments: electronic payment booking, tokenisation, payment intents, update booking, IP info.
// One module per call, re-exported here and by the package as the namespace `paymentsEndpoints`: a page's bundle
// then holds only the calls (and schemas) it names.
export { paymentBooking } from './calls/payment-booking';
export { tokenizeCard } from './calls/tokenize-card';
export { paymentIntent } from './calls/payment-intent';
export { confirmPayment } from './calls/confirm-payment';
export { stripePaymentIntent } from './calls/stripe-payment-intent';
export { updateBooking } from './calls/update-booking';
export { ipInfo } from './calls/ip-info';
export { getSavedCards, deleteSavedCard } from './calls/saved-cards';
