import { formatPrice, roundMoney } from '../money';
import { statusActions } from '../status/status-text';
import {
  accountChargedText,
  BOOKING_CHANGE_CLOSED_MESSAGE,
  cardChargedText,
  cardRefundedText,
  changeCutoffMessage,
  FARE_UNCHANGED_TEXT,
  payDriverText,
} from './change-messages';
import type { BookingTerms } from './terms';

const HOUR_MS = 3_600_000;

/** A journey of a booking: the outward one, or the return leg of a return booking. */
export type ChangeLeg = 'outward' | 'return';

/** The booking facts whether it may be changed depends on. */
export interface ChangeWindowInput {
  /** The booking's status as stored (upcoming bookings only). */
  status: string;
  /** The outward pickup as booked. */
  pickupTime: Date;
  /** The return leg's pickup as booked, or null for a single journey. */
  returnPickupTime: Date | null;
  /**
   * The legs the change touches (a change of the vehicle, party or places touches both); omitted, whether any
   * leg may still be changed (the booking's view offers a change while one may).
   */
  legs?: readonly ChangeLeg[];
  now: Date;
}

/** Why one leg cannot be changed now (its pickup passed, or inside the cut-off), or null. */
function legRefusal(cutoffHours: number, pickupTime: Date, now: Date, phone: string): string | null {
  if (now.getTime() >= pickupTime.getTime()) return BOOKING_CHANGE_CLOSED_MESSAGE;
  if (now.getTime() > pickupTime.getTime() - cutoffHours * HOUR_MS) return changeCutoffMessage(cutoffHours, phone);
  return null;
}

/**
 * Why a booking cannot be changed online now, or null when it can (docs/behaviour/bookings.md#change): only an
 * upcoming booking, and each leg the change touches only while its pickup is more than the tenant's
 * ChangeCutoffHours away (at all: never once its pickup time has come), so the return leg of a return journey
 * may still be changed after the outward one closed. `phone` is the tenant's number, for the refusals a phone
 * call can still settle.
 */
export function changeRefusal(terms: BookingTerms, input: ChangeWindowInput, phone: string): string | null {
  if (!statusActions(input.status).canCancel) return BOOKING_CHANGE_CLOSED_MESSAGE;
  const cutoff = Math.max(0, terms.ChangeCutoffHours ?? 0);
  const pickups: [ChangeLeg, Date][] = [['outward', input.pickupTime]];
  if (input.returnPickupTime) pickups.push(['return', input.returnPickupTime]);
  const refusals = pickups
    .filter(([leg]) => !input.legs || input.legs.includes(leg))
    .map(([, time]) => legRefusal(cutoff, time, input.now, phone));
  // Asked for particular legs, each must be open; asked in general, one open leg is enough.
  const refused = input.legs ? refusals.find((r) => r !== null) : refusals.every((r) => r !== null) && refusals.at(-1);
  return refused || null;
}

/** Payment types that move no card money on a change: the new fare is simply what is owed. */
const NO_CARD_TYPES = new Set(['cash', 'account']);

/** What a change does with the money: charge or refund the difference on a card, or the new fare just applies. */
export interface ChangeSettlement {
  Settlement: 'charge' | 'refund' | 'none';
  /** New fare less old (pounds). */
  Difference: number;
  /** The settlement in words, as the editor shows it beside the two fares. */
  Text: string;
}

/**
 * How a change from `oldFare` to `newFare` is settled for a booking paid by `paymentType`
 * (docs/behaviour/bookings.md#change): a paid card is charged a dearer change's difference and refunded a cheaper
 * one's; cash and account bookings owe the new fare.
 */
export function changeSettlement(
  oldFare: number,
  newFare: number,
  paymentType: string,
  currencyCode: string,
): ChangeSettlement {
  const difference = roundMoney(newFare - oldFare);
  const money = (amount: number) => formatPrice(amount, currencyCode);
  if (difference === 0) return { Settlement: 'none', Difference: 0, Text: FARE_UNCHANGED_TEXT };
  if (paymentType === 'cash') {
    return {
      Settlement: 'none',
      Difference: difference,
      Text: payDriverText(money(newFare)),
    };
  }
  if (NO_CARD_TYPES.has(paymentType)) {
    return {
      Settlement: 'none',
      Difference: difference,
      Text: accountChargedText(money(newFare)),
    };
  }
  return difference > 0
    ? { Settlement: 'charge', Difference: difference, Text: cardChargedText(money(difference)) }
    : { Settlement: 'refund', Difference: difference, Text: cardRefundedText(money(-difference)) };
}
