export {
  addressText,
  isAddressComplete,
  checkAddressChoice,
  distanceKm,
  isWithinSearchRegion,
  KM_PER_MILE,
  journeyPlacesRefusal,
  UK_CENTRE,
} from './address';
export {
  cardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiryInput,
  parseExpiryInput,
  stripCardNumber,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  validateExpiryInput,
} from './card';
export {
  filterPhoneInput,
  normalizePhone,
  validateConfirmPassword,
  validateEmail,
  validatePassword,
  validatePostcode,
  validateText,
} from './fields';
export { dialingCodeOr } from './dialing-code';
export { validatePhone } from './phone';
export {
  type CardBilling,
  cardBilling,
  type ContactContext,
  type FlightDialogVariant,
  gatewayKind,
  type GatewayKind,
  type StripeElementsState,
  validateBilling,
  validateCardPayment,
  validateContact,
  validateCustomer,
  validateFlight,
  validateFlightFinder,
  validateForgotPassword,
  type InvoiceDetailsForm,
  validateInvoiceDetails,
  validatePromoCode,
  validateSignIn,
  validateSignUp,
} from './forms';
export { clampInteger, clampWaitingTime, minuteOptions } from './steppers';
export { messageFor, toResult, type ValidationResult } from './types';
export { validateJourney } from './booking';
export { JOURNEY_TITLES } from './titles';
export { emailIdentity } from './email-identity';
export { DEFAULT_GUEST_BOOKING_LIMITS, guestBookingLimitReached, TOO_MANY_GUEST_BOOKINGS } from './guest-bookings';
export { type DateRangeInput, dateRangeProblem, type DateRangeProblem } from './date-range';
export { BOOKING_LOOKUP_CONTACT_REQUIRED, BOOKING_LOOKUP_NOT_FOUND, needsBookingContact } from './booking-lookup';
export { type BookingAccessFacts, bookingAccess } from './booking-access';
export {
  INVOICE_MAX_ROWS,
  invoiceNumber,
  invoiceOverlapMessage,
  invoicePeriodProblem,
  invoiceRowsMessage,
} from './invoice-period';
