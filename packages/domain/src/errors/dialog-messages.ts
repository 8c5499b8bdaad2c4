/** The dialogs' titles and questions, and the messages only a dialog or a later step says, word for word. */

/** Password reset link sent (docs/behaviour/people.md#forgot-password). */
export const PASSWORD_RESET_SENT_MESSAGE = 'A password reset link has been sent to your email';
/**
 * Returns 'Booking {reference} has been cancelled.' (docs/behaviour/bookings.md#cancel): the server's answer to a
 * cancel that worked, and the ticket's headline for a cancelled booking.
 */
export function bookingCancelledMessage(reference: string): string {
  return `Booking ${reference} has been cancelled.`;
}
/** Sign-out question (docs/behaviour/people.md#sign-out). */
export const SIGN_OUT_QUESTION = 'Do you want to sign out?';
/** Sign-out confirm title (docs/behaviour/people.md#sign-out). */
export const SIGN_OUT_TITLE = 'Please Confirm';
/** Quotation-expired modal title (docs/behaviour/quotation.md#expired-dialog). */
export const QUOTATION_EXPIRED_TITLE = 'Quotation Expired';
/** Dialog titles (docs/behaviour/common.md#dialogs; default confirm title Question, default message title Message). */
export const DIALOG_TITLES = { error: 'Error', message: 'Message', question: 'Question' } as const;
/** A password-reset link that is unknown, used, expired or replaced by a newer one (docs/behaviour/account.md#reset-password). */
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';

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
