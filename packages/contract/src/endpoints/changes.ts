// A booking's changes as its view carries them, apart from the change requests (which reuse the booking request)
// so the booking pages' bundles hold only these.
import * as v from 'valibot';

/** One field a booking change made, in words: "Vehicle", "Saloon" -> "Estate". */
export const ChangedField = v.object({ Field: v.string(), From: v.string(), To: v.string() });

/** One change in a booking's trail (docs/behaviour/bookings.md#change): who, when, what, and the money it moved. */
export const BookingChange = v.object({
  Id: v.number(),
  /** When it was asked for (ISO). */
  ChangedAt: v.string(),
  /** Who changed it: the name on the account that asked. */
  ChangedBy: v.string(),
  Fields: v.array(ChangedField),
  OldFare: v.number(),
  NewFare: v.number(),
  /** New fare less old: above 0 charged, below 0 refunded (card), else the new fare simply applies. */
  Difference: v.number(),
  CurrencyCode: v.string(),
  /** applied; awaiting_payment while its difference is charged; abandoned when a newer change replaced it. */
  Status: v.picklist(['awaiting_payment', 'applied', 'abandoned']),
  /** The gateway's reference of the difference charged; '' when nothing was charged. */
  PaymentRef: v.string(),
  /** Where the refund of a cheaper change is ('' when there is none): pending, succeeded, failed (tried again). */
  RefundStatus: v.picklist(['', 'pending', 'succeeded', 'failed']),
  /** The gateway's refund reference once it took the refund. */
  RefundRef: v.string(),
});
/** One change in a booking's trail. */
export type BookingChange = v.InferOutput<typeof BookingChange>;

/** What a change would do: the fares side by side, the money (charge, refund or none) in words, the fields. */
export const ChangeOffer = v.object({
  OldFare: v.number(),
  NewFare: v.number(),
  Difference: v.number(),
  CurrencyCode: v.string(),
  Settlement: v.picklist(['charge', 'refund', 'none']),
  /** The settlement as the editor says it, e.g. "£6.40 will be refunded to your card." */
  Text: v.string(),
  Fields: v.array(ChangedField),
});
/** What a change would do. */
export type ChangeOffer = v.InferOutput<typeof ChangeOffer>;
