import * as v from 'valibot';
import { Quotation } from '@cabkit/domain/model';
import { BookingTerms, DriverContact } from '@cabkit/domain/terms';
import { flag, integer, isoDateTime, latitude, longitude, numeric, requiredText, text } from '../common';

const optional = v.optional;

/** A via stop as the quotation and booking requests carry it. */
export const ViaAddressInput = v.object({
  address: requiredText(),
  lat: latitude,
  lng: longitude,
  postcode: optional(text(9), ''),
});

/** Price of one vehicle type in a quotation (AdditionalPrices), declared in packages/domain. */
export { AdditionalPrice } from '@cabkit/domain/model';

/** A wait-and-return's waiting time: 0-180 minutes in steps of 15 (docs/behaviour/flights.md#flight-timeline). */
export const waitingMinutes = v.pipe(
  integer,
  v.minValue(0, 'must be 0 to 180 minutes'),
  v.maxValue(180, 'must be 0 to 180 minutes'),
  v.multipleOf(15, 'must be in steps of 15 minutes'),
);

/** POST /api/quotation request body (docs/behaviour/api.md#api-conventions, field names as the spec spells them). */
export const QuotationRequest = v.object({
  rtntype: optional(v.picklist(['', 'none', 'rtn', 'w&r']), ''),
  source: optional(integer, 1),
  recalcroute: optional(flag, true),
  recalcnearestdriver: optional(flag, false),
  viaaddresses: optional(v.pipe(v.array(ViaAddressInput), v.maxLength(10, 'allows at most 10 via stops')), []),
  currencyCode: optional(v.pipe(v.string(), v.length(3, 'must be a 3-letter currency code')), 'GBP'),
  paymentmethod: optional(text(20), ''),
  pick: requiredText(),
  picklat: latitude,
  picklng: longitude,
  doff: requiredText(),
  dofflat: latitude,
  dofflng: longitude,
  pickpostcode: optional(text(9), ''),
  droppostcode: optional(text(9), ''),
  custid: optional(integer, 0),
  bookerid: optional(integer, 0),
  traveltime: optional(numeric, 0),
  distance: optional(numeric, 0),
  bookingdate: optional(v.union([v.literal('ASAP'), isoDateTime]), 'ASAP'),
  returntraveltime: optional(numeric, 0),
  returndistance: optional(numeric, 0),
  returndate: optional(v.union([v.literal(''), isoDateTime]), ''),
  /** Wait-and-return without a return date: the minutes to wait (default 60); the booking must book the same. */
  waitingtime: optional(waitingMinutes),
  vehtypeid: optional(integer, 0),
  requestid: optional(text(64), ''),
});

/** POST /api/quotation response: the domain's Quotation (docs/behaviour/quotation.md#quotation-codes). */
export const QuotationResponse = Quotation;

/** A tenant's Configuration (docs/behaviour/common.md#configuration): every field, plus the airports list when asked for. */
export const Configuration = v.object({
  CompanyName: v.string(),
  About: v.string(),
  Phone: v.string(),
  Email: v.string(),
  Address: v.string(),
  SocialLinks: v.record(v.string(), v.string()),
  ChatApiUrl: v.string(),
  MapSource: v.picklist(['bing', 'google', 'maplibre']),
  SearchApi: v.string(),
  PaymentGateway: v.string(),
  PublicKey: v.string(),
  StripePublicKey: v.string(),
  /** The billing address the card gateway asks for: none (its own fields collect it), the postcode, or the address. */
  CardBilling: v.optional(v.picklist(['none', 'postcode', 'address'])),
  /** The card gateway keeps reusable card tokens: signed-in customers may save a card for next time. */
  SavesCards: v.optional(v.boolean()),
  BingApiKey: v.string(),
  GoogleApiKey: v.string(),
  DefaultVehicleTypeId: v.number(),
  MinLeadTime: v.number(),
  QuoteTimeout: v.number(),
  IsCashAllowed: v.boolean(),
  IsCardAllowed: v.boolean(),
  IsPaypalAllowed: v.boolean(),
  ShowPets: v.boolean(),
  ShowChildSeats: v.boolean(),
  ShowOtherEquipment: v.boolean(),
  ShowSignupFirst: v.boolean(),
  CanCancelBooking: v.boolean(),
  DefaultPaymentMethod: v.string(),
  AllowGuests: v.boolean(),
  CurrencyCode: v.string(),
  DialingCode: v.string(),
  BaseLocation: v.object({ Latitude: v.number(), Longitude: v.number() }),
  /** The cancellation and waiting terms (docs/behaviour/bookings.md#terms). */
  Terms: v.optional(BookingTerms),
  /** The access needs the booking offers, and the equipment each vehicle type (by name) carries. */
  AccessNeeds: v.optional(
    v.object({ Offered: v.array(v.string()), VehicleEquipment: v.record(v.string(), v.array(v.string())) }),
  ),
  /** How the passenger may reach the driver: call-and-message, call, message or none (absent: both). */
  DriverContact: v.optional(DriverContact),
});

/** A point as `POST /api/direction` takes it. */
export const DirectionPoint = v.object({ lat: latitude, lng: longitude });
