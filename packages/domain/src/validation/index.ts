export { checkAddressChoice, distanceKm, isWithinSearchRegion, KM_PER_MILE, UK_CENTRE } from './address';
export {
  expiryMonthOptions,
  expiryYearOptions,
  formatCardNumber,
  formatCvc,
  stripCardNumber,
  validateCardNumber,
  validateCvc,
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
export { validatePhone } from './phone';
export {
  type ContactContext,
  type FlightDialogVariant,
  gatewayKind,
  type GatewayKind,
  type StripeElementsState,
  validateCardPayment,
  validateContact,
  validateFlight,
  validateFlightFinder,
  validateForgotPassword,
  validatePromoCode,
  validateSignIn,
  validateSignUp,
} from './forms';
export { clampInteger, clampWaitingTime, minuteOptions } from './steppers';
export { messageFor, toResult, type ValidationResult } from './types';
export { validateJourney } from './booking';
export { JOURNEY_TITLES } from './titles';
export { emailIdentity } from './email-identity';
export { type DateRangeInput, dateRangeProblem, type DateRangeProblem } from './date-range';
export {
  BOOKING_LOOKUP_CONTACT_REQUIRED,
  BOOKING_LOOKUP_NOT_FOUND,
  bookingContactMatches,
  needsBookingContact,
} from './booking-lookup';
