import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { stratfordToLiverpoolStreetQuote } from './fixtures';

/** The card holder's billing details the payment tests pay with (the card's owner lives by the pickup). */
export const cardBilling = { name: 'Pat Payer', city: 'London', postalcode: 'E15 1AZ', addressline1: '1 High Street' };

/** What an ASAP booking is quoted on: the vehicle type, and unless said otherwise Stratford to Liverpool Street. */
export interface AsapTrip {
  vehtypeid: number;
  journey?: Record<string, unknown>;
  /** Who asks for the quotation (a guest without): a booking presents a quotation its own party asked for. */
  headers?: Record<string, string>;
  /** More quotation fields (a return leg, a promotion). */
  quote?: Record<string, unknown>;
}

/** The fields of a quotation the tests read. */
interface Quotation {
  QuotationId: string;
  TotalFare: number;
  ReturnFare: number;
  JourneyTime: number;
}

/** Asks `app` for an ASAP quotation of `trip` and checks it was given, so a booking test never books on none. */
export async function asapQuotation(app: FastifyInstance, trip: AsapTrip): Promise<Quotation> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/quotation',
    headers: trip.headers ?? {},
    payload: {
      ...(trip.journey ?? stratfordToLiverpoolStreetQuote),
      vehtypeid: trip.vehtypeid,
      bookingdate: 'ASAP',
      ...trip.quote,
    },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ Code: 1 });
  return response.json();
}

/** Pat's ASAP cash booking of `trip` on `quotationId` with a fresh request id; `extra` changes any field. */
export function asapBookingBody(quotationId: string, trip: AsapTrip, extra: Record<string, unknown> = {}) {
  return {
    requestid: randomUUID(),
    quotationid: quotationId,
    vehtypeid: trip.vehtypeid,
    ...(trip.journey ?? stratfordToLiverpoolStreetQuote),
    paymentmethod: 'cash',
    bookingdate: 'ASAP',
    name: 'Pat',
    phone: '7700900123',
    email: 'pat@example.com',
    ...extra,
  };
}

/** asapBookingBody on a quotation `app` gives now. */
export async function quotedBookingBody(app: FastifyInstance, trip: AsapTrip, extra: Record<string, unknown> = {}) {
  return asapBookingBody((await asapQuotation(app, trip)).QuotationId, trip, extra);
}

/** A booking as the pay-later tests read it: the job and tracking code its payment is asked for with. */
interface PayLaterBooking {
  Code: number;
  JobId: number;
  TrackingCode: string;
}

/** Books `body` on `app` through the test route, not paid yet, and checks it was booked. */
export async function bookToPayLater(app: FastifyInstance, body: Record<string, unknown>): Promise<PayLaterBooking> {
  const created = (await app.inject({ method: 'POST', url: '/api/createbookingTest', payload: body })).json();
  expect(created.Code).toBe(1);
  return created;
}

/** Asks `app` how to pay `booking` later (`query` names the gateway: `sandbox=true`, `paymentmethod=paypal`). */
export async function payLaterIntent(app: FastifyInstance, booking: PayLaterBooking, query: string) {
  const url = `/api/stripepaymentintent?id=${booking.JobId}&code=${booking.TrackingCode}&${query}`;
  return (await app.inject({ url })).json();
}
