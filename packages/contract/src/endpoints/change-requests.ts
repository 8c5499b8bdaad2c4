// The change requests: the new booking's fields as a new booking sends them, so they are checked the same way.
import * as v from 'valibot';
import { isoDateTime, requiredText, text } from '../common';
import { ChangedField } from './bookings';
import { CreateBookingRequest } from './booking-request';
import { waitingMinutes } from './core';

/**
 * A booking as it should become: the reference, the asker's own new quotation and the journey, party, extras and
 * flight (the same fields, and the same checks, as a new booking); the price comes from the quotation only.
 */
export const ChangeBookingRequest = v.object({
  bookingref: requiredText(64),
  quotationid: CreateBookingRequest.entries.quotationid,
  vehtypeid: CreateBookingRequest.entries.vehtypeid,
  viaaddresses: CreateBookingRequest.entries.viaaddresses,
  pick: CreateBookingRequest.entries.pick,
  picklat: CreateBookingRequest.entries.picklat,
  picklng: CreateBookingRequest.entries.picklng,
  pickpostcode: CreateBookingRequest.entries.pickpostcode,
  picknote: CreateBookingRequest.entries.picknote,
  doff: CreateBookingRequest.entries.doff,
  dofflat: CreateBookingRequest.entries.dofflat,
  dofflng: CreateBookingRequest.entries.dofflng,
  droppostcode: CreateBookingRequest.entries.droppostcode,
  dropnote: CreateBookingRequest.entries.dropnote,
  flightno: CreateBookingRequest.entries.flightno,
  flightfrom: CreateBookingRequest.entries.flightfrom,
  flightlandingtime: CreateBookingRequest.entries.flightlandingtime,
  passengers: CreateBookingRequest.entries.passengers,
  luggages: CreateBookingRequest.entries.luggages,
  handbags: CreateBookingRequest.entries.handbags,
  smallpets: CreateBookingRequest.entries.smallpets,
  otherpets: CreateBookingRequest.entries.otherpets,
  smallchilds: CreateBookingRequest.entries.smallchilds,
  largechilds: CreateBookingRequest.entries.largechilds,
  infantseats: CreateBookingRequest.entries.infantseats,
  wheelchair: CreateBookingRequest.entries.wheelchair,
  assistance: CreateBookingRequest.entries.assistance,
  assistancedog: CreateBookingRequest.entries.assistancedog,
  /** A changed booking has a time: the pickup it moves to. */
  bookingdate: isoDateTime,
  /** The return leg's pickup it moves to, for a booking with a return journey ('' for a single journey). */
  returndate: CreateBookingRequest.entries.returndate,
  returnflightno: CreateBookingRequest.entries.returnflightno,
  returnflightfrom: CreateBookingRequest.entries.returnflightfrom,
  /**
   * A wait-and-return's waiting time, as its quotation was asked with it (the quotation's shape): omitted, the
   * booking's own; ignored for other journeys.
   */
  waitingtime: v.optional(waitingMinutes),
});

/** The confirm of a change: its request, the asker's key for it (a repeat applies nothing twice), a card token. */
export const ConfirmChangeRequest = v.object({
  ...ChangeBookingRequest.entries,
  changekey: requiredText(64),
  /** A single-use card token (sandbox nonce, Stripe payment method) when the change costs more on a paid card. */
  nonce: v.optional(text(200), ''),
});

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
