import { userMessage } from '../../../api/errors';
import { type BookingOptions, bookingState } from '../../../state/booking';
import { configState } from '../../../state/config';
import { requestQuote } from '../state/quote';
import { vehiclesState } from '../state/vehicles';
import { checkPromoCode } from './api';
import { clampOption, fittingVehicleId, type OptionLimit } from './options';
import { fareBeforePromo, priceTiersState } from './pricing';

/**
 * Changes one passenger/luggage option within its limits; when the chosen vehicle no longer takes the party,
 * the first vehicle that does is chosen. Requotes, since the vehicle and its fare may change.
 */
export function changeOption(limit: OptionLimit, value: number): void {
  const next = clampOption(value, limit);
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
 * Returns the server's confirmation; throws an Error with the text to show (SPEC 8: Code 0 the default
 * message, other failures the server's message), leaving any earlier promo as it was.
 */
export async function applyPromoCode(code: string): Promise<string> {
  const price = fareBeforePromo(bookingState, priceTiersState.tiers) ?? 0;
  try {
    const answer = await checkPromoCode({
      price,
      promocode: code.trim(),
      currencycode: bookingState.quote?.currencyCode ?? configState.currencyCode,
    });
    bookingState.promoCode = answer.PromoCode;
    bookingState.promoId = answer.PromoId;
    bookingState.promoValue = answer.Value;
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
}

/** Saves the note to the driver (an empty note clears it). */
export function saveNoteToDriver(note: string): void {
  bookingState.note = note.trim();
}
