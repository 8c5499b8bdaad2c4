import * as v from 'valibot';
import { dateFormatFor } from '../locale/date-formats';
import { formatPrice, roundMoney } from '../money';
import { TENANT_TIME_ZONE } from '../time/zone';

/**
 * A tenant's booking terms (docs/behaviour/bookings.md#terms), as its configuration carries them: cancelling is free
 * until FreeCancellationHours before pickup, then costs CancellationFee (pounds, or a percentage of the fare), never
 * more than the fare; the driver waits FreeWaitingMinutes (AirportFreeWaitingMinutes from landing at an airport),
 * then charges WaitingChargePerMinute.
 */
export const BookingTerms = v.object({
  FreeCancellationHours: v.pipe(v.number(), v.minValue(0)),
  CancellationFeeKind: v.picklist(['fixed', 'percent']),
  CancellationFee: v.pipe(v.number(), v.minValue(0)),
  FreeWaitingMinutes: v.pipe(v.number(), v.minValue(0)),
  AirportFreeWaitingMinutes: v.pipe(v.number(), v.minValue(0)),
  WaitingChargePerMinute: v.pipe(v.number(), v.minValue(0)),
  /** Online changes close this many hours before pickup (absent in configurations stored before it: 0). */
  ChangeCutoffHours: v.optional(v.pipe(v.number(), v.minValue(0))),
});
/** A tenant's booking terms. */
export type BookingTerms = v.InferOutput<typeof BookingTerms>;

/** Terms for a tenant that sets none: free until pickup, no fee, 15 minutes' free waiting (45 from landing). */
export const DEFAULT_BOOKING_TERMS: BookingTerms = {
  FreeCancellationHours: 0,
  CancellationFeeKind: 'fixed',
  CancellationFee: 0,
  FreeWaitingMinutes: 15,
  AirportFreeWaitingMinutes: 45,
  WaitingChargePerMinute: 0,
  ChangeCutoffHours: 0,
};

/** The terms of one quoted fare, as the quotation answers them: figures for the apps, words to show. */
export const QuoteTerms = v.object({
  /** The last moment cancelling is free (ISO); '' when the quoted pickup is already inside the fee window. */
  FreeCancellationUntil: v.string(),
  /** What cancelling after it costs for this fare (pounds); 0 when the tenant charges nothing. */
  CancellationFee: v.number(),
  FreeWaitingMinutes: v.number(),
  /** True when the free waiting counts from the flight's landing (an airport pickup), not the pickup time. */
  WaitingFromLanding: v.boolean(),
  WaitingChargePerMinute: v.number(),
  /** The short lines the fare summary shows. */
  Summary: v.array(v.string()),
  /** The full terms, one sentence each. */
  Details: v.array(v.string()),
});
/** The terms of one quoted fare. */
export type QuoteTerms = v.InferOutput<typeof QuoteTerms>;

/** Extras are not charged by the tariff (the server prices the journey only), so the terms say so. */
const EXTRAS_INCLUDED = 'Child seats, pets and access needs are included in the fare.';

const HOUR_MS = 3_600_000;

/** "14:30 on 3 Dec" on `timeZone`'s clock: short enough for a fare summary on a phone. */
function timeOnDay(instant: Date, timeZone: string): string {
  const clock: Intl.DateTimeFormatOptions = { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' };
  const format = dateFormatFor('en-GB', { ...clock, day: 'numeric', month: 'short' });
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute} on ${parts.day} ${parts.month}`;
}

/** The last moment cancelling a pickup at `pickupTime` is free. */
function freeCancellationUntil(terms: BookingTerms, pickupTime: Date): Date {
  return new Date(pickupTime.getTime() - terms.FreeCancellationHours * HOUR_MS);
}

/** The fee after the free window for `fare`: the fixed amount or the percentage of it, never more than the fare. */
function feeAfterWindow(terms: BookingTerms, fare: number): number {
  const raw = terms.CancellationFeeKind === 'percent' ? (fare * terms.CancellationFee) / 100 : terms.CancellationFee;
  return roundMoney(Math.min(Math.max(0, raw), Math.max(0, fare)));
}

/**
 * What cancelling a booking of `fare` picked up at `pickupTime` costs at `now`: nothing until the free window
 * closes (FreeCancellationHours before pickup), the fee after it.
 */
export function cancellationFee(terms: BookingTerms, fare: number, pickupTime: Date, now: Date): number {
  if (now.getTime() < freeCancellationUntil(terms, pickupTime).getTime()) return 0;
  return feeAfterWindow(terms, fare);
}

/** What a quote needs to word its terms: the fare, the pickup, whether it is at an airport, when it is asked. */
export interface QuoteTermsInput {
  fare: number;
  currencyCode: string;
  pickupTime: Date;
  /** The pickup is an airport: the free waiting counts from the flight's landing. */
  airportPickup: boolean;
  now: Date;
  timeZone?: string;
}

/** The terms of a quoted fare, worded for the fare summary (short lines) and its disclosure (full sentences). */
export function quoteTerms(terms: BookingTerms, input: QuoteTermsInput): QuoteTerms {
  const timeZone = input.timeZone ?? TENANT_TIME_ZONE;
  const fee = feeAfterWindow(terms, input.fare);
  const until = freeCancellationUntil(terms, input.pickupTime);
  const windowOpen = input.now.getTime() < until.getTime();
  const feeText = formatPrice(fee, input.currencyCode);
  const waiting = input.airportPickup ? terms.AirportFreeWaitingMinutes : terms.FreeWaitingMinutes;
  const feeWords =
    terms.CancellationFeeKind === 'percent'
      ? `${terms.CancellationFee}% of the fare (${feeText})`
      : `${feeText}, never more than the fare`;

  let cancelLine: string;
  let cancelDetail: string;
  if (fee === 0) {
    cancelLine = 'Free cancellation until pickup';
    cancelDetail = 'You can cancel free of charge until the pickup time.';
  } else if (windowOpen) {
    cancelLine = `Free cancellation until ${timeOnDay(until, timeZone)} · then ${feeText}`;
    cancelDetail = `You can cancel free of charge until ${timeOnDay(until, timeZone)}; after that, cancelling costs ${feeWords}.`;
  } else {
    cancelLine = `Cancelling costs ${feeText}`;
    cancelDetail = `This pickup is less than ${terms.FreeCancellationHours} hours away, so cancelling costs ${feeWords}.`;
  }
  const from = input.airportPickup ? 'from landing' : 'from the pickup time';
  const waitingLine = input.airportPickup ? `${waiting} min free waiting from landing` : `${waiting} min free waiting`;
  const charge =
    terms.WaitingChargePerMinute > 0
      ? `after that, waiting costs ${formatPrice(terms.WaitingChargePerMinute, input.currencyCode)} a minute.`
      : 'waiting after that is not charged.';
  const waitingDetail = `Your driver waits ${waiting} minutes free of charge ${from}; ${charge}`;
  return {
    FreeCancellationUntil: fee > 0 && windowOpen ? until.toISOString() : '',
    CancellationFee: fee,
    FreeWaitingMinutes: waiting,
    WaitingFromLanding: input.airportPickup,
    WaitingChargePerMinute: terms.WaitingChargePerMinute,
    Summary: [cancelLine, waitingLine],
    Details: [cancelDetail, waitingDetail, EXTRAS_INCLUDED],
  };
}

/** What cancelling a booking now costs, as the cancel dialog says it and the cancel charges it. */
export const CancelCost = v.object({
  /** The fee kept (pounds). */
  Fee: v.number(),
  /** What goes back to the card (pounds): what was paid less the fee; 0 when nothing was paid. */
  Refund: v.number(),
  Text: v.string(),
});
/** What cancelling a booking now costs. */
export type CancelCost = v.InferOutput<typeof CancelCost>;

/** The booking facts a cancel's cost depends on. */
export interface CancelCostInput {
  /** The fare of what is cancelled (pounds). */
  fare: number;
  /** What the card paid (pounds); 0 for cash and unpaid bookings, whose fee is owed instead. */
  paid: number;
  currencyCode: string;
  pickupTime: Date;
  now: Date;
}

/** What cancelling now costs and what is refunded, worded for the cancel dialog (docs/behaviour/bookings.md#cancel). */
export function cancelCost(terms: BookingTerms, input: CancelCostInput): CancelCost {
  const fee = cancellationFee(terms, input.fare, input.pickupTime, input.now);
  const refund = Math.max(0, roundMoney(input.paid - fee));
  const money = (amount: number) => formatPrice(amount, input.currencyCode);
  let text: string;
  if (fee === 0) {
    text =
      input.paid > 0
        ? `Cancelling now is free; ${money(refund)} will be refunded to your card.`
        : 'Cancelling now is free.';
  } else if (input.paid <= 0) {
    text = `Cancelling now costs ${money(fee)} of your ${money(input.fare)} fare; we will ask you to pay it.`;
  } else if (refund > 0) {
    text = `Cancelling now costs ${money(fee)} of your ${money(input.fare)} fare; ${money(refund)} will be refunded to your card.`;
  } else {
    text = `Cancelling now costs your whole ${money(input.fare)} fare; nothing will be refunded.`;
  }
  return { Fee: fee, Refund: refund, Text: text };
}
