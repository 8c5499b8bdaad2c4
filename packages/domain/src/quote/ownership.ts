/**
 * Who a quotation was asked for, or who books one: the signed-in customer and booker ids, both null for a guest,
 * and a guest's browser session (its key; '' when there is none).
 */
export interface QuoteParty {
  customerId: number | null;
  bookerId: number | null;
  guestKey: string;
}

/** The refusal of a booking that presents no quotation (none is looked up for it). */
export const QUOTE_REQUIRED_MESSAGE = 'Please get a quote before booking.';
/** The refusal of a booking that presents a quotation another party asked for. */
export const QUOTE_NOT_YOURS_MESSAGE = 'This quotation was made for someone else. Please get a new quote.';

/**
 * Whether a quotation asked for by `quotedFor` may be booked by `booking`: only by the same party, a signed-in one
 * by its customer and booker ids, a guest's by the same guest session. A quote is priced for who asked (a booker by
 * the account tariff, docs/behaviour/people.md#roles), so a guest presenting a booker's quote, or one customer
 * another's, would book at someone else's price. A guest who signs in before booking gets a new quote (the web app
 * requotes after sign-in and sign-out) rather than booking the guest one.
 */
export function quoteBelongsTo(quotedFor: QuoteParty, booking: QuoteParty): boolean {
  const customerId = quotedFor.customerId ?? null;
  const bookerId = quotedFor.bookerId ?? null;
  if (customerId !== (booking.customerId ?? null) || bookerId !== (booking.bookerId ?? null)) return false;
  if (customerId !== null || bookerId !== null) return true;
  return quotedFor.guestKey !== '' && quotedFor.guestKey === booking.guestKey;
}
