// The booking request and its answer, apart from the quotation's schemas: a page that quotes does not carry the
// booking's fields until it books.
import * as v from 'valibot';
import { flag, integer, isoDateTime, latitude, longitude, numeric, Outcome, requiredText, text } from '../common';
import { ViaAddressInput } from './core';

const optional = v.optional;

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
  /** The dialling code of the contact's phone; left out, the tenant's own (its configuration's DialingCode). */
  dialingcode: optional(v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, 'must look like +44'))),
  email: optional(
    v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.email('must be an e-mail address'), v.maxLength(255))]),
    '',
  ),
  custid: optional(integer, 0),
  bookerid: optional(integer, 0),
  customerfirstname: optional(text(), ''),
  customerlastname: optional(text(), ''),
  customerphone: optional(text(20), ''),
  /** The dialling code of the booker's customer's phone (the contact's is `dialingcode`); left out, the tenant's. */
  customerdialingcode: optional(v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, 'must look like +44'))),
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
