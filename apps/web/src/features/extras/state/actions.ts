import { clampInteger } from '@cabkit/domain/validation';
import { ApiError, userMessage } from '../../../api/errors';
import { type BookingOptions, bookingState } from '../../../state/booking';
import { configState } from '../../../state/config';
import { requestQuote } from '../../../state/quote';
import { vehiclesState } from '../../../state/vehicles';
import { fittingVehicleId, type OptionLimit } from './options';
import { fareBeforePromo, priceTiersState } from './pricing';
import { promoCheckState } from './promo-state';

export { promoCheckState } from './promo-state';

/**
 * Changes one passenger/luggage option within its limits (a cleared box counts as the minimum); when the chosen
 * vehicle no longer takes the party, the first vehicle that does is chosen. Requotes, since the vehicle and its
 * fare may change.
 */
export function changeOption(limit: OptionLimit, value: number): void {
  const next = clampInteger(value, limit.min, limit.max);
  bookingState.options[limit.key as keyof BookingOptions] = next;
  const fitting = fittingVehicleId(vehiclesState.types, bookingState.options, bookingState.vehicleId);
  if (fitting !== undefined && fitting !== bookingState.vehicleId) bookingState.vehicleId = fitting;
  void requestQuote();
}

/** Chooses a price tier (index into the tenant's tiers). */
export function choosePriceTier(index: number): void {
  bookingState.priceTier = index;
}

/**
 * Checks a promo code against the fare shown (before any discount) and keeps it on the booking.
 * Returns the server's confirmation; throws an Error with the text to show (docs/behaviour/common.md#response-codes: Code 0 the default
 * message, other failures the server's message), leaving any earlier promo as it was.
 */
export async function applyPromoCode(code: string): Promise<string> {
  const price = fareBeforePromo(bookingState, priceTiersState.tiers) ?? 0;
  try {
    const { checkPromoCode } = await import('../api/promo-api');
    const answer = await checkPromoCode({
      price,
      promocode: code.trim(),
      currencycode: bookingState.quote?.CurrencyCode ?? configState.currencyCode,
    });
    bookingState.promoCode = answer.PromoCode;
    bookingState.promoId = answer.PromoId;
    bookingState.promoValue = answer.Value;
    promoCheckState.price = price;
    promoCheckState.notice = '';
    return answer.Message;
  } catch (error) {
    throw new Error(userMessage(error));
  }
}

/** Takes the promo code off the booking. */
export function removePromoCode(): void {
  bookingState.promoCode = '';
  bookingState.promoId = 0;
  bookingState.promoValue = 0;
  promoCheckState.notice = '';
}

/**
 * Checks the promo code again when the fare it was checked against changed (another vehicle, tier or quote):
 * the value off may change, and a code the server now refuses (e.g. below its minimum fare) is taken off with
 * the server's reason. A failure to reach the server keeps the code: booking checks it again anyway.
 */
export async function recheckPromoCode(): Promise<void> {
  const price = fareBeforePromo(bookingState, priceTiersState.tiers);
  if (!bookingState.promoId || price === undefined || price === promoCheckState.price) return;
  promoCheckState.price = price;
  const code = bookingState.promoCode;
  try {
    const { checkPromoCode } = await import('../api/promo-api');
    const answer = await checkPromoCode({
      price,
      promocode: code,
      currencycode: bookingState.quote?.CurrencyCode ?? configState.currencyCode,
    });
    if (bookingState.promoCode !== code) return;
    bookingState.promoId = answer.PromoId;
    bookingState.promoValue = answer.Value;
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'business' || bookingState.promoCode !== code) return;
    removePromoCode();
    promoCheckState.notice = `Promo code ${code} was removed: ${userMessage(error)}`;
  }
}

/** Saves the note to the driver (an empty note clears it). */
export function saveNoteToDriver(note: string): void {
  bookingState.note = note.trim();
}
