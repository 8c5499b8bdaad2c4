import * as v from 'valibot';
import { Quotation } from '@cabkit/domain/model';
import { BookingTerms, DriverContact } from '@cabkit/domain/terms';
import { flag, integer, isoDateTime, latitude, longitude, numeric, Outcome, requiredText, text } from '../common';

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
const waitingMinutes = v.pipe(
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

/** POST /api/createbookingTest request body (guest, customer or booker booking). */
export const CreateBookingRequest = v.object({
  requestid: requiredText(64),
  /**
   * The QuotationId the quotation answered: the signed quote itself (docs/decisions/0015-signed-quotations.md), about
   * 700 characters for a simple journey, about 28 KB for ten via stops across the country and back.
   */
  quotationid: optional(text(65_536), ''),
  source: optional(integer, 1),
  rtntype: optional(v.picklist(['', 'none', 'rtn', 'w&r']), ''),
  note: optional(text(), ''),
  vehtypeid: integer,
  pricetier: optional(integer, 1),
  viaaddresses: optional(v.pipe(v.array(ViaAddressInput), v.maxLength(10, 'allows at most 10 via stops')), []),
  fare: optional(numeric, 0),
  returnfare: optional(numeric, 0),
  totalfare: optional(numeric, 0),
  currencycode: optional(v.pipe(v.string(), v.length(3, 'must be a 3-letter currency code')), 'GBP'),
  pick: requiredText(),
  picklat: latitude,
  picklng: longitude,
  pickpostcode: optional(text(9), ''),
  picknote: optional(text(), ''),
  doff: requiredText(),
  dofflat: latitude,
  dofflng: longitude,
  droppostcode: optional(text(9), ''),
  dropnote: optional(text(), ''),
  flightno: optional(text(20), ''),
  flightfrom: optional(text(), ''),
  flightlandingtime: optional(text(40), ''),
  returnflightno: optional(text(20), ''),
  returnflightfrom: optional(text(), ''),
  /** Wait-and-return: the waiting minutes, which must be the quoted ones; left out, the quoted wait is booked. */
  waitingtime: optional(integer),
  passengers: optional(integer, 1),
  luggages: optional(integer, 0),
  handbags: optional(integer, 0),
  smallpets: optional(integer, 0),
  otherpets: optional(integer, 0),
  smallchilds: optional(integer, 0),
  largechilds: optional(integer, 0),
  /** Access needs (docs/behaviour/bookings.md#access-needs): smallchilds are child seats, largechilds booster seats. */
  infantseats: optional(integer, 0),
  wheelchair: optional(flag, false),
  assistance: optional(flag, false),
  assistancedog: optional(flag, false),
  paymentmethod: v.picklist(
    ['cash', 'card', 'paypal', 'stripe', 'account'],
    'must be cash, card, paypal, stripe or account',
  ),
  bookerref: optional(text(), ''),
  promoid: optional(integer, 0),
  bookingdate: v.union([v.literal('ASAP'), isoDateTime]),
  returndate: optional(v.union([v.literal(''), isoDateTime]), ''),
  traveltime: optional(numeric, 0),
  distance: optional(numeric, 0),
  returntraveltime: optional(numeric, 0),
  returndistance: optional(numeric, 0),
  name: requiredText(),
  lastname: optional(text(), ''),
  phone: v.pipe(v.string(), v.trim(), v.regex(/^\d{4,15}$/, 'must be 4 to 15 digits')),
  dialingcode: optional(v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, 'must look like +44')), '+44'),
  email: optional(
    v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.email('must be an e-mail address'), v.maxLength(255))]),
    '',
  ),
  custid: optional(integer, 0),
  bookerid: optional(integer, 0),
  customerfirstname: optional(text(), ''),
  customerlastname: optional(text(), ''),
  customerphone: optional(text(20), ''),
  /** The dialling code of the booker's customer's phone (the contact's is `dialingcode`). */
  customerdialingcode: optional(v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, 'must look like +44')), '+44'),
  customeremail: optional(text(), ''),
  ourref: optional(text(), ''),
  passwordhash: optional(text(), ''),
});

/** POST /api/createbookingTest response. */
export const CreateBookingResponse = v.object({
  ...Outcome.entries,
  Bref: v.string(),
  ReturnRef: v.string(),
  JobId: v.number(),
  TrackingCode: v.string(),
});

/** An airport as `GET /api/searchairport?searchString=` answers it (docs/behaviour/flights.md#flight-data Airport, Flight.Airport). */
export const Airport = v.object({
  Id: v.number(),
  Code: v.string(),
  Icao: v.string(),
  Name: v.string(),
  City: v.string(),
  Country: v.string(),
  CountryLowerCase: v.string(),
  FullAddress: v.string(),
  IconPath: v.string(),
  Category: v.string(),
  Latitude: v.number(),
  Longitude: v.number(),
});

/** An airline as `GET /api/searchairport?searchstring=` answers it (docs/behaviour/flights.md#flight-data Airline). */
export const Airline = v.object({
  Code: v.string(),
  Iata: v.string(),
  Icao: v.string(),
  Name: v.string(),
  Country: v.string(),
});

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

/** One price tier of a category (`GET /api/prices`): the client shows the first three, the second is the default. */
export const PriceItem = v.object({
  Id: v.number(),
  Name: v.string(),
  Description: v.string(),
  /** Multiplier applied to the quoted fare when this tier is booked. */
  Factor: v.number(),
  IsDefault: v.boolean(),
});

/** A price category (one per vehicle type) with its four tiers. */
export const PriceCategory = v.object({
  Id: v.number(),
  Name: v.string(),
  Items: v.array(PriceItem),
});

/** A point as `POST /api/direction` takes it. */
export const DirectionPoint = v.object({ lat: latitude, lng: longitude });

/**
 * A tenant's brand (themes/<tenant>/tokens.json, `$extensions["app.cabkit"]`), every picture as the URL it is
 * served at: the header shows `logo.light` on light backgrounds and `logo.dark` on dark ones.
 */
const TenantBrandInfo = v.object({
  appearance: v.picklist(['light', 'dark']),
  headerVariant: v.picklist(['surface', 'brand', 'inverse']),
  /** The registered company name, for receipts, invoices and other documents. */
  legalName: v.string(),
  logo: v.object({ light: v.string(), dark: v.string(), alt: v.string() }),
  /** The square mark: favicon and app icon. */
  mark: v.string(),
  manifest: v.string(),
  hero: v.object({ src: v.string(), alt: v.string() }),
  /** A picture per vehicle image key (saloon, estate, executive, mpv, minibus). */
  vehicles: v.record(v.string(), v.string()),
});

/** The public parts of a tenant's tenant.json (`GET /api/tenant`), with its brand. */
export const TenantInfo = v.looseObject({
  id: v.string(),
  name: v.string(),
  title: v.optional(v.string()),
  source: v.optional(v.number()),
  minLuggages: v.optional(v.number()),
  minPassengers: v.optional(v.number()),
  allowGuests: v.optional(v.boolean()),
  defaultPaymentMethod: v.optional(v.string()),
  layoutTemplate: v.optional(v.string()),
  /** A MapLibre vector style URL the maps use instead of the offline basemap (docs/behaviour/journey.md#maps). */
  mapStyleUrl: v.optional(v.string()),
  brand: v.optional(TenantBrandInfo),
});
