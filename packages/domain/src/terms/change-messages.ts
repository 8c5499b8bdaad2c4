/** The messages of a booking change (docs/behaviour/bookings.md#change), word for word, beside its rules. */

/** The refusal when a booking is no longer upcoming (the driver started, it is over or cancelled) or its pickup has passed. */
export const BOOKING_CHANGE_CLOSED_MESSAGE = 'This booking can no longer be changed.';

/** The answer of a change made (or a repeat of its confirm). */
export const BOOKING_CHANGED_MESSAGE = 'Your booking has been changed.';

/** The refusal when the change names nothing new. */
export const NOTHING_CHANGED_MESSAGE = 'Nothing has changed yet. Change a detail of your booking first.';

/** The refusal when another change landed between the offer and its confirm. */
export const CHANGED_MEANWHILE_MESSAGE = 'This booking has just been changed. Please check its details and try again.';

/** The answer to a confirm of a change a newer change (or a cancel) replaced while it waited for its payment. */
export const CHANGE_REPLACED_MESSAGE = 'This change was replaced by a newer one.';

/** The refusal of a change to a card booking whose payment has not gone through. */
export const CHANGE_NOT_PAID_MESSAGE = 'Please pay for this booking before changing it.';

/** The answer when a dearer change waits for the card (no token sent, or the bank asks the payer to confirm). */
export const CHANGE_CARD_NEEDED_MESSAGE = 'Please enter your card details to pay the difference.';

/** The answer when a dearer change of a PayPal booking waits for the payer to approve the difference at PayPal. */
export const CHANGE_PAYPAL_NEEDED_MESSAGE = 'Please pay the difference with PayPal.';

/** The refusal of a dearer change of a PayPal booking when this server cannot take PayPal payments. */
export function paypalChangeChargeMessage(phone: string): string {
  return `A change that costs more cannot be paid by PayPal online. Please call us on ${phone}.`;
}

/** The refusal of a change inside the tenant's cut-off before pickup. */
export function changeCutoffMessage(cutoffHours: number, phone: string): string {
  return `Changes close ${cutoffHours} ${cutoffHours === 1 ? 'hour' : 'hours'} before pickup. Please call us on ${phone}.`;
}

/** The settlement in words when the fare does not move. */
export const FARE_UNCHANGED_TEXT = 'The fare stays the same.';

/** The settlement in words of a cash booking: the driver is paid the new fare. */
export const payDriverText = (newFare: string) => `You will pay the driver the new fare of ${newFare}.`;

/** The settlement in words of an account booking: the account is charged the new fare. */
export const accountChargedText = (newFare: string) => `Your account will be charged the new fare of ${newFare}.`;

/** The settlement in words of a dearer change on a card. */
export const cardChargedText = (difference: string) => `${difference} more will be charged to your card.`;

/** The settlement in words of a cheaper change on a card. */
export const cardRefundedText = (difference: string) => `${difference} will be refunded to your card.`;

/** One changed field as the passenger's message lists it. */
interface ChangedFieldWords {
  Field: string;
  From: string;
  To: string;
}

/** One sentence saying what a change made different, for the passenger's "booking changed" message. */
export function changeSentence(fields: readonly ChangedFieldWords[]): string {
  const parts = fields.map((f) => `${f.Field.toLowerCase()} from ${f.From} to ${f.To}`);
  return `Your booking was changed: ${parts.join('; ')}.`;
}
