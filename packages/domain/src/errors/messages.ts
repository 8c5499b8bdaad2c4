/** Every client message of SPEC.md sections 5 and 8, word for word. */

/** The default error (SPEC 8). */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong, please try again.';
/** Address search result too vague (SPEC 8); also used for an address without postcode (SPEC 5). */
export const TRY_MORE_SPECIFIC_ADDRESS_MESSAGE = 'Try a more specific address.';
/** No vehicle can carry the chosen options (SPEC 8). */
export const NO_VEHICLE_FOUND_MESSAGE = 'No vehicle found with selected capacity';
/** Payment information rejected (SPEC 8). */
export const PAYMENT_INFORMATION_INVALID_MESSAGE = 'Payment information invalid, please try again.';
/** Card payment failure (SPEC 8). */
export const CARD_PAYMENT_FAILED_MESSAGE =
  'It was not possible to process the payment, please check the card details and try again.';
/** Address outside the service area (SPEC 8). */
export const OUTSIDE_SERVICE_AREA_MESSAGE =
  'The selected address cannot be used as it falls outside our service area. Please select an alternative address';
/** Password reset link sent (SPEC 8). */
export const PASSWORD_RESET_SENT_MESSAGE = 'A password reset link has been sent to your email';
/** Receipt sent (SPEC 8). */
export const RECEIPT_SENT_MESSAGE = 'The receipt has been sent to your email address';
/** Sign-out question (SPEC 2). */
export const SIGN_OUT_QUESTION = 'Do you want to sign out?';
/** Sign-out confirm title (SPEC 2). */
export const SIGN_OUT_TITLE = 'Please Confirm';
/** Payment process description while processing (SPEC 2). */
export const PAYMENT_PROCESSING_MESSAGE = 'We are processing your request. Please do not refresh or close the browser';
/** Payment process spinner title (SPEC 2). */
export const PAYMENT_PLEASE_WAIT = 'Please wait';
/** Quotation-expired modal title (SPEC 2). */
export const QUOTATION_EXPIRED_TITLE = 'Quotation Expired';
/** Dialog titles (SPEC 8; default confirm title Question, default message title Message). */
export const DIALOG_TITLES = { error: 'Error', message: 'Message', question: 'Question' } as const;
/** Text matched in dialog messages that is replaced by the default error (SPEC 8). */
export const ENTRIES_UPDATE_ERROR_TEXT = 'An error occurred while updating the entries.';
/** Text matched in alert messages that is replaced by the default error (SPEC 8). */
export const STRIPE_TEXT = 'Stripe';

/** Flight number missing (SPEC 5). */
export const FLIGHT_NUMBER_REQUIRED = 'Flight number is required';
/** Free-text arriving-from missing (SPEC 5). */
export const ARRIVING_FROM_REQUIRED = 'Arriving from is required';
/** Arriving-from airport not chosen (SPEC 5). */
export const ARRIVING_FROM_AIRPORT_REQUIRED = 'Arriving from airport is required';
/** Flight-details checkbox message when a flight field fails (SPEC 5). */
export const FLIGHT_DETAILS_TICK_MESSAGE = 'Please tick this box to confirm if flight details are not available';
/** Flight finder date-time missing (SPEC 5). */
export const FLIGHT_FINDER_DATETIME_REQUIRED = 'Datetime is required!';
/** Flight finder airline missing (SPEC 5). */
export const FLIGHT_FINDER_AIRLINE_REQUIRED = 'Airline is required!';
/** Password mismatch on the confirm field (SPEC 5). */
export const PASSWORD_MISMATCH_MESSAGE = 'Password and Confirm password not match';
/** Stripe card-number element empty (SPEC 5). */
export const CARD_NUMBER_REQUIRED = 'Card number is required';
/** Stripe card-number element invalid (SPEC 5). */
export const CARD_NUMBER_INVALID = 'Card number is invalid';
/** Stripe expiry element empty (SPEC 5). */
export const EXPIRY_REQUIRED = 'Expiry is required';
/** Stripe expiry element invalid (SPEC 5). */
export const EXPIRY_INVALID = 'Expiry is invalid';

/** Returns '{title} is required' (SPEC 5). */
export function requiredMessage(title: string): string {
  return `${title} is required`;
}

/** Returns '{title} is invalid' (SPEC 5). */
export function invalidMessage(title: string): string {
  return `${title} is invalid`;
}

/** Returns '{title} must be at least 6 characters long' (SPEC 5). */
export function passwordLengthMessage(title: string): string {
  return `${title} must be at least 6 characters long`;
}

/** Returns 'The earliest possible return date is {time}' (SPEC 5). */
export function earliestReturnDateMessage(time: string): string {
  return `The earliest possible return date is ${time}`;
}

/** Returns 'The earliest time we can pickup from this address is {time}' (SPEC 5). */
export function earliestPickupWarning(time: string): string {
  return `The earliest time we can pickup from this address is ${time}`;
}

/** Returns the quotation-expired message with the tenant phone (SPEC 8). */
export function quotationExpiredMessage(phone: string): string {
  return `Opps, your quotation has expired. Please try again or call our friendly team on ${phone}`;
}
