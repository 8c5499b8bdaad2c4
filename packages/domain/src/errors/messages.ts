/** Every client message of docs/behaviour/common.md#client-messages, word for word. */

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
/** Password reset link sent (docs/behaviour/people.md#forgot-password). */
export const PASSWORD_RESET_SENT_MESSAGE = 'A password reset link has been sent to your email';
/** Receipt sent (docs/behaviour/bookings.md#receipt). */
export const RECEIPT_SENT_MESSAGE = 'The receipt has been sent to your email address';
/**
 * Returns 'Booking {reference} has been cancelled.' (docs/behaviour/bookings.md#cancel): the server's answer to a
 * cancel that worked, and the ticket's headline for a cancelled booking.
 */
export function bookingCancelledMessage(reference: string): string {
  return `Booking ${reference} has been cancelled.`;
}
/** The cancel's answer for a booking that is no longer upcoming (docs/behaviour/bookings.md#cancel). */
export const NO_LONGER_CANCELLABLE_MESSAGE = 'This booking can no longer be cancelled.';
/** The cancel's answer when the tenant takes no cancels online (docs/behaviour/bookings.md#cancel). */
export function cancelOfflineMessage(phone: string): string {
  return `Bookings cannot be cancelled online. Please call us on ${phone}.`;
}
/** Sign-out question (docs/behaviour/people.md#sign-out). */
export const SIGN_OUT_QUESTION = 'Do you want to sign out?';
/** Sign-out confirm title (docs/behaviour/people.md#sign-out). */
export const SIGN_OUT_TITLE = 'Please Confirm';
/** Payment process description while processing (docs/behaviour/payment.md#payment-process). */
export const PAYMENT_PROCESSING_MESSAGE = 'We are processing your request. Please do not refresh or close the browser';
/** Payment process spinner title (docs/behaviour/payment.md#payment-process). */
export const PAYMENT_PLEASE_WAIT = 'Please wait';
/** Quotation-expired modal title (docs/behaviour/quotation.md#expired-dialog). */
export const QUOTATION_EXPIRED_TITLE = 'Quotation Expired';
/** Dialog titles (docs/behaviour/common.md#dialogs; default confirm title Question, default message title Message). */
export const DIALOG_TITLES = { error: 'Error', message: 'Message', question: 'Question' } as const;
/** Text matched in dialog messages that is replaced by the default error (docs/behaviour/common.md#message-replacements). */
export const ENTRIES_UPDATE_ERROR_TEXT = 'An error occurred while updating the entries.';
/** Text matched in alert messages that is replaced by the default error (docs/behaviour/common.md#message-replacements). */
export const STRIPE_TEXT = 'Stripe';

/** Flight number missing (docs/behaviour/flights.md#flight-messages). */
export const FLIGHT_NUMBER_REQUIRED = 'Flight number is required';
/** Free-text arriving-from missing (docs/behaviour/flights.md#flight-messages). */
export const ARRIVING_FROM_REQUIRED = 'Arriving from is required';
/** Arriving-from airport not chosen (docs/behaviour/flights.md#flight-messages). */
export const ARRIVING_FROM_AIRPORT_REQUIRED = 'Arriving from airport is required';
/** Flight-details checkbox message when a flight field fails (docs/behaviour/flights.md#flight-messages). */
export const FLIGHT_DETAILS_TICK_MESSAGE = 'Please tick this box to confirm if flight details are not available';
/** Flight finder date-time missing (docs/behaviour/flights.md#flight-finder). */
export const FLIGHT_FINDER_DATETIME_REQUIRED = 'Datetime is required!';
/** Flight finder airline missing (docs/behaviour/flights.md#flight-finder). */
export const FLIGHT_FINDER_AIRLINE_REQUIRED = 'Airline is required!';
/** Password mismatch on the confirm field (docs/behaviour/common.md#password). */
export const PASSWORD_MISMATCH_MESSAGE = 'Password and Confirm password not match';
/** Stripe card-number element empty (docs/behaviour/payment.md#card-validation). */
export const CARD_NUMBER_REQUIRED = 'Card number is required';
/** Stripe card-number element invalid (docs/behaviour/payment.md#card-validation). */
export const CARD_NUMBER_INVALID = 'Card number is invalid';
/** Stripe expiry element empty (docs/behaviour/payment.md#card-validation). */
export const EXPIRY_REQUIRED = 'Expiry is required';
/** Stripe expiry element invalid (docs/behaviour/payment.md#card-validation). */
export const EXPIRY_INVALID = 'Expiry is invalid';

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

/** A password-reset link that is unknown, used, expired or replaced by a newer one (docs/behaviour/account.md#reset-password). */
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';

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

/** Returns the quotation-expired message with the tenant phone (docs/behaviour/quotation.md#expired-dialog). */
export function quotationExpiredMessage(phone: string): string {
  return `Opps, your quotation has expired. Please try again or call our friendly team on ${phone}`;
}

/**
 * Returns 'We could not find the {field} address "{text}". Please search for it again.': a quick-booking link's
 * address the gazetteer does not know (docs/behaviour/journey.md#lite-quick), said at the field left empty.
 */
export function addressNotFoundMessage(field: 'pickup' | 'drop-off', text: string): string {
  return `We could not find the ${field} address "${text.trim()}". Please search for it again.`;
}
