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
  returnChangeMessage,
} from './change-messages';
import type { BookingTerms } from './terms';

const HOUR_MS = 3_600_000;

/** The booking facts whether it may be changed depends on. */
export interface ChangeWindowInput {
  /** The booking's status as stored (upcoming bookings only). */
  status: string;
  /** The outward pickup as booked. */
  pickupTime: Date;
  /** True for a booking with a return leg: its two legs are priced together, so it is changed by phone. */
  hasReturn: boolean;
  now: Date;
}

/**
 * Why a booking cannot be changed online now, or null when it can (docs/behaviour/bookings.md#change): only an
 * upcoming single journey whose pickup is more than the tenant's ChangeCutoffHours away (at all: never once the
 * pickup time has come). `phone` is the tenant's number, for the refusals a phone call can still settle.
 */
export function changeRefusal(terms: BookingTerms, input: ChangeWindowInput, phone: string): string | null {
  if (!statusActions(input.status).canCancel || input.now.getTime() >= input.pickupTime.getTime()) {
    return BOOKING_CHANGE_CLOSED_MESSAGE;
  }
  if (input.hasReturn) {
    return returnChangeMessage(phone);
  }
  const cutoff = Math.max(0, terms.ChangeCutoffHours ?? 0);
  if (input.now.getTime() > input.pickupTime.getTime() - cutoff * HOUR_MS) {
    return changeCutoffMessage(cutoff, phone);
  }
  return null;
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
