import { AccessNeeds, CancelCost } from '@cabkit/domain/terms';
// The bookings as the booking pages read them, apart from the other core and account schemas so those pages'
// bundles hold only these.
import * as v from 'valibot';
import { Outcome, RoutePoint } from '../common';

/**
 * The names a booking change gives the fields it made different (`ChangedField.Field`), in en-GB: the keys the
 * pages name each field by in the reader's language. A trail stored before a name was added may hold another.
 */
export type ChangedFieldName =
  | 'Pickup time'
  | 'Outward pickup time'
  | 'Pickup'
  | 'Pickup note'
  | 'Via stops'
  | 'Drop-off'
  | 'Drop-off note'
  | 'Vehicle'
  | 'Passengers'
  | 'Luggage'
  | 'Hand luggage'
  | 'Small pets'
  | 'Other pets'
  | 'Child seats'
  | 'Booster seats'
  | 'Infant seats'
  | 'Wheelchair-accessible vehicle'
  | 'Assistance'
  | 'Assistance dog'
  | 'Flight'
  | 'Outward flight'
  | 'Waiting time'
  | 'Return pickup time'
  | 'Return flight';

/**
 * One field a booking change made, in words: "Vehicle", "Saloon" -> "Estate"; of a return journey, the leg it
 * changed (outward, return, or both for the vehicle, party and places; '' for a single journey).
 */
export const ChangedField = v.object({
  Field: v.string(),
  From: v.string(),
  To: v.string(),
  Leg: v.optional(v.picklist(['', 'outward', 'return', 'both']), ''),
});

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
  /** The gateway's reference of the difference charged; '' when nothing was charged. */
  PaymentRef: v.string(),
  /** Where the refund of a cheaper change is ('' when there is none): pending, succeeded, failed (tried again). */
  RefundStatus: v.picklist(['', 'pending', 'succeeded', 'failed']),
  /** The gateway's refund reference once it took the refund. */
  RefundRef: v.string(),
});
/** One change in a booking's trail. */
export type BookingChange = v.InferOutput<typeof BookingChange>;

/** A stored booking as the booking pages read it (docs/behaviour/bookings.md#booking-detail Booking, flattened for the wire). */
export const BookingView = v.object({
  JobId: v.number(),
  Bref: v.string(),
  ReturnRef: v.string(),
  TrackingCode: v.string(),
  Status: v.string(),
  PaymentType: v.string(),
  IsPaid: v.boolean(),
  Time: v.string(),
  PickUpType: v.string(),
  ReturnDate: v.string(),
  PickUp: v.string(),
  PickUpPostcode: v.string(),
  PickUpLatitude: v.number(),
  PickUpLongitude: v.number(),
  PickDown: v.string(),
  PickDownPostcode: v.string(),
  PickDownLatitude: v.number(),
  PickDownLongitude: v.number(),
  ViaAddress: v.array(
    v.object({ Address: v.string(), Latitude: v.number(), Longitude: v.number(), Postcode: v.string() }),
  ),
  VehicleId: v.number(),
  Vehicle: v.string(),
  RtnType: v.string(),
  /** A wait-and-return's waiting time at the destination in minutes (0 for other journeys). */
  WaitingTime: v.number(),
  Fare: v.number(),
  ReturnFare: v.number(),
  TotalFare: v.number(),
  CurrencyCode: v.string(),
  RoutePath: v.array(RoutePoint),
  Note: v.string(),
  Passengers: v.number(),
  Luggages: v.number(),
  Name: v.string(),
  Phone: v.string(),
  Email: v.string(),
  CreatedAt: v.string(),
  /** Outward flight number ('' when none; docs/behaviour/flights.md#flight-dialog Booking.Flight). */
  FlightNo: v.optional(v.string(), ''),
  /** Where the outward flight comes from. */
  FlightFrom: v.optional(v.string(), ''),
  /** The outward flight's landing time (ISO), or ''. */
  FlightLandingTime: v.optional(v.string(), ''),
  /** The outward flight's last known state: 'scheduled', 'delayed', 'landed', or '' before it is first looked at. */
  FlightStatus: v.optional(v.string(), ''),
  /** When the outward flight is (or was) expected to land (ISO), or ''. */
  FlightExpectedLanding: v.optional(v.string(), ''),
  /** The outward pickup as booked (ISO) when the flight has moved it since, or ''. */
  BookedPickupTime: v.optional(v.string(), ''),
  /** Return flight number ('' when none; docs/behaviour/flights.md#flight-dialog Booking.ReturnFlight). */
  ReturnFlightNo: v.optional(v.string(), ''),
  /** Where the return flight comes from. */
  ReturnFlightFrom: v.optional(v.string(), ''),
  /** The outward job part id (pay later re-fetches its payment intent by it; docs/behaviour/flights.md#flight-dialog). */
  JobPartId: v.optional(v.number(), 0),
  /** The return job part id (0 without a return). */
  ReturnJobPartId: v.optional(v.number(), 0),
  /** The quoted outward fare before the price tier (fare itemised). */
  JourneyFare: v.optional(v.number(), 0),
  /** The quoted return fare before the price tier. */
  ReturnJourneyFare: v.optional(v.number(), 0),
  /** The price tier's name. */
  PriceTier: v.optional(v.string(), ''),
  /** Amount charged for extras (equipment, pets, child seats). */
  ExtrasFare: v.optional(v.number(), 0),
  /** The promo code used, or ''. */
  PromoCode: v.optional(v.string(), ''),
  /** Amount the promotion took off the fare. */
  PromoValue: v.optional(v.number(), 0),
  /** Journey time in minutes (the calendar entry's length). */
  JourneyTime: v.optional(v.number(), 0),
  /** docs/behaviour/journey.md#options Options beyond passengers and luggage. */
  HandBags: v.optional(v.number(), 0),
  SmallPets: v.optional(v.number(), 0),
  OtherPets: v.optional(v.number(), 0),
  SmallChilds: v.optional(v.number(), 0),
  LargeChilds: v.optional(v.number(), 0),
  /** Notes for the driver at the pickup and at the drop-off. */
  PickUpNote: v.optional(v.string(), ''),
  PickDownNote: v.optional(v.string(), ''),
  /** The booker's own reference and the customer's "our reference" (bookers). */
  BookerRef: v.optional(v.string(), ''),
  OurRef: v.optional(v.string(), ''),
  /** The customer a booker booked for ('' otherwise). */
  CustomerName: v.optional(v.string(), ''),
  CustomerPhone: v.optional(v.string(), ''),
  CustomerEmail: v.optional(v.string(), ''),
  /** True when a corporate booker made the booking. */
  ByBooker: v.optional(v.boolean(), false),
  /** The refund of a cancelled paid booking: '' (none), pending, succeeded or failed (tried again). */
  RefundStatus: v.optional(v.picklist(['', 'pending', 'succeeded', 'failed']), ''),
  /** The amount refunded (or to be), in the booking's currency; 0 without a refund. */
  RefundAmount: v.optional(v.number(), 0),
  /** When the gateway took the refund (ISO), or '' while it is not done. */
  RefundedAt: v.optional(v.string(), ''),
  /** The access needs asked for (child seats are SmallChilds, booster seats LargeChilds, in one shape). */
  AccessNeeds: v.optional(AccessNeeds),
  /** What cancelling now would cost under the tenant's terms (the cancel dialog says it; the cancel charges it). */
  CancelCost: v.optional(CancelCost),
  /** The fee a cancel kept: off the refund of a paid booking, owed on a cash or unpaid one; 0 otherwise. */
  CancellationFee: v.optional(v.number(), 0),
  /** True while its owner may change it online (the domain's changeRefusal under the tenant's terms). */
  ChangesAllowed: v.optional(v.boolean(), false),
  /** Why it cannot be changed online now ('' when it can): the editor and the detail page say it. */
  ChangeRefusal: v.optional(v.string(), ''),
  /** The changes made to it, oldest first: the trail the detail page lists. */
  Changes: v.optional(v.array(BookingChange), []),
});

/** POST /api/bookinginfo response. */
export const BookingInfoResponse = v.object({ ...Outcome.entries, Booking: v.nullable(BookingView) });

/** A list of bookings (current bookings, journey history). */
export const BookingListResponse = v.object({ ...Outcome.entries, Bookings: v.array(BookingView) });
