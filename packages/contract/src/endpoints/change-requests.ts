// The change requests: the new booking's fields as a new booking sends them, so they are checked the same way.
import * as v from 'valibot';
import { isoDateTime, requiredText, text } from '../common';
import { CreateBookingRequest } from './core';

/**
 * A booking as it should become: the reference, the asker's own new quotation and the journey, party, extras and
 * flight (the same fields, and the same checks, as a new booking); the price comes from the quotation only.
 */
export const ChangeBookingRequest = v.object({
  bookingref: requiredText(64),
  ...v.pick(CreateBookingRequest, [
    'quotationid',
    'vehtypeid',
    'viaaddresses',
    'pick',
    'picklat',
    'picklng',
    'pickpostcode',
    'picknote',
    'doff',
    'dofflat',
    'dofflng',
    'droppostcode',
    'dropnote',
    'flightno',
    'flightfrom',
    'flightlandingtime',
    'passengers',
    'luggages',
    'handbags',
    'smallpets',
    'otherpets',
    'smallchilds',
    'largechilds',
    'infantseats',
    'wheelchair',
    'assistance',
    'assistancedog',
  ]).entries,
  /** A changed booking has a time: the pickup it moves to. */
  bookingdate: isoDateTime,
});

/** The confirm of a change: its request, the asker's key for it (a repeat applies nothing twice), a card token. */
export const ConfirmChangeRequest = v.object({
  ...ChangeBookingRequest.entries,
  changekey: requiredText(64),
  /** A single-use card token (sandbox nonce, Stripe payment method) when the change costs more on a paid card. */
  nonce: v.optional(text(200), ''),
});
