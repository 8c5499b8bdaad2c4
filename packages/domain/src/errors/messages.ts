/** Every client message of docs/behaviour/common.md#client-messages, word for word. */
// Messages only later steps, dialogs or other pages say live in files of their own, so a first view that needs a
// few messages of this file does not carry every message of the app (a module is loaded whole).
export {
  ARRIVING_FROM_AIRPORT_REQUIRED,
  ARRIVING_FROM_REQUIRED,
  FLIGHT_DETAILS_TICK_MESSAGE,
  FLIGHT_FINDER_AIRLINE_REQUIRED,
  FLIGHT_FINDER_DATETIME_REQUIRED,
  FLIGHT_NUMBER_REQUIRED,
} from './flight-messages';
export {
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  EXPIRY_INVALID,
  EXPIRY_REQUIRED,
  PAYMENT_PLEASE_WAIT,
  PAYMENT_PROCESSING_MESSAGE,
} from './card-messages';
export {
  addressNotFoundMessage,
  bookingCancelledMessage,
  DIALOG_TITLES,
  PASSWORD_RESET_SENT_MESSAGE,
  QUOTATION_EXPIRED_TITLE,
  quotationExpiredMessage,
  RESET_LINK_INVALID,
  SIGN_OUT_QUESTION,
  SIGN_OUT_TITLE,
} from './dialog-messages';

/** The default error (docs/behaviour/common.md#client-messages). */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong, please try again.';
/** Address search result too vague (docs/behaviour/journey.md#address-choice); also used for an address without postcode (docs/behaviour/journey.md#address-choice). */
export const TRY_MORE_SPECIFIC_ADDRESS_MESSAGE = 'Try a more specific address.';
/** No vehicle can carry the chosen options (docs/behaviour/quotation.md#vehicle-capacity). */
export const NO_VEHICLE_FOUND_MESSAGE = 'No vehicle found with selected capacity';
/** Payment information rejected (docs/behaviour/payment.md#payment-failure). */
export const PAYMENT_INFORMATION_INVALID_MESSAGE = 'Payment information invalid, please try again.';
/** Card payment failure (docs/behaviour/payment.md#payment-failure). */
export const CARD_PAYMENT_FAILED_MESSAGE =
  'It was not possible to process the payment, please check the card details and try again.';
/** Address outside the service area (docs/behaviour/journey.md#address-choice). */
export const OUTSIDE_SERVICE_AREA_MESSAGE =
  'The selected address cannot be used as it falls outside our service area. Please select an alternative address';
/** Receipt sent (docs/behaviour/bookings.md#receipt). */
export const RECEIPT_SENT_MESSAGE = 'The receipt has been sent to your email address';
/** The cancel's answer for a booking that is no longer upcoming (docs/behaviour/bookings.md#cancel). */
export const NO_LONGER_CANCELLABLE_MESSAGE = 'This booking can no longer be cancelled.';
/** The cancel's answer when the tenant takes no cancels online (docs/behaviour/bookings.md#cancel). */
export function cancelOfflineMessage(phone: string): string {
  return `Bookings cannot be cancelled online. Please call us on ${phone}.`;
}
/** Text matched in dialog messages that is replaced by the default error (docs/behaviour/common.md#message-replacements). */
export const ENTRIES_UPDATE_ERROR_TEXT = 'An error occurred while updating the entries.';
/** Text matched in alert messages that is replaced by the default error (docs/behaviour/common.md#message-replacements). */
export const STRIPE_TEXT = 'Stripe';

/** Password mismatch on the confirm field (docs/behaviour/common.md#password). */
export const PASSWORD_MISMATCH_MESSAGE = 'Password and Confirm password not match';
/** Returns '{title} is required' (docs/behaviour/common.md#text-box). */
export function requiredMessage(title: string): string {
  return `${title} is required`;
}

/** Returns '{title} is invalid' (docs/behaviour/common.md#text-box). */
export function invalidMessage(title: string): string {
  return `${title} is invalid`;
}

/** Returns '{title} must be at least 6 characters long' (docs/behaviour/common.md#password). */
export function passwordLengthMessage(title: string): string {
  return `${title} must be at least 6 characters long`;
}

/**
 * Returns '{title} must be at most 20 characters long': a longer password is refused with its reason rather than
 * cut to 20, which would save a password other than the one the passenger typed (docs/behaviour/common.md#password).
 */
export function passwordTooLongMessage(title: string): string {
  return `${title} must be at most 20 characters long`;
}

/** A return journey asked for without its return date (docs/behaviour/journey.md#return-date). */
export const CHOOSE_RETURN_DATE_MESSAGE = 'Please choose a return date and time.';

/** A quotation whose pickup, drop-off and via stops are not all different places (docs/behaviour/journey.md#address-choice). */
export const REPEATED_PLACE_MESSAGE = 'The pickup, drop-off and via addresses must all be different places.';

/** Returns 'The earliest possible return date is {time}' (docs/behaviour/journey.md#return-date). */
export function earliestReturnDateMessage(time: string): string {
  return `The earliest possible return date is ${time}`;
}

/** Returns 'The earliest time we can pickup from this address is {time}' (docs/behaviour/journey.md#earliest-time). */
export function earliestPickupWarning(time: string): string {
  return `The earliest time we can pickup from this address is ${time}`;
}
