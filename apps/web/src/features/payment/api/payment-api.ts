import { type BodyOf, coreEndpoints, paymentsEndpoints, type QueryOf, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';
import type { CreateBookingRequest } from '../../../api/create-booking';
import type { SavedCardOption } from '@cabkit/ui/dialogs';
import { getSavedCards } from '../saved-cards';

/** The electronic payment booking / payment intent answer (Code, Message, Bref, JobPartId, ClientSecret, PaymentResult). */
export type PaymentBookingResponse = ResponseOf<typeof paymentsEndpoints.paymentBooking>;
/** The body of POST /api/paymentbooking: the booking payload, billing details with the card nonce, sandbox flag. */
type PaymentBookingRequest = BodyOf<typeof paymentsEndpoints.paymentBooking>;
/** The billing details and nonce sent with a payment. */
export type PaymentDetails = PaymentBookingRequest['payment'];
/** The body of POST /api/tokenizecard. */
type TokenizeCardRequest = BodyOf<typeof paymentsEndpoints.tokenizeCard>;
/** The answer of POST /api/tokenizecard (Nonce, Brand, Last4). */
type TokenizeCardResponse = ResponseOf<typeof paymentsEndpoints.tokenizeCard>;
/** The answer of PUT /api/updatebooking (IsPaid, PaymentResult). */
type UpdateBookingResponse = ResponseOf<typeof paymentsEndpoints.updateBooking>;

/**
 * The payment calls a payment flow makes, through the app's one client. Calls answering with a payment result
 * resolve with the body even when its `Code` is 2 (declined: the body still names the booking for the retry;
 * their contract entries say `bodyOnFailure`); HTTP, network and contract failures reject with an `ApiError`.
 */
export interface PaymentApi {
  /** POST /api/tokenizecard: a single-use nonce for raw card details (non-Stripe gateway). */
  tokenizeCard(body: TokenizeCardRequest): Promise<TokenizeCardResponse>;
  /**
   * POST /api/createbookingTest then /api/bookinginfo: stores the card booking unpaid (idempotent by
   * booking.requestid, like a cash booking) and names its outward job part, which its payment intent is read by.
   */
  bookUnpaid(booking: CreateBookingRequest): Promise<{ jobPartId: number; trackingCode: string; bref: string }>;
  /** POST /api/paymentbooking: books (idempotent by booking.requestid) then charges once. */
  paymentBooking(body: PaymentBookingRequest): Promise<PaymentBookingResponse>;
  /** GET /api/paymentintent: the same booking's intent again (payment retry, never a new booking). */
  paymentIntent(query: QueryOf<typeof paymentsEndpoints.paymentIntent>): Promise<PaymentBookingResponse>;
  /** POST /api/confirmpayment: the sandbox gateway's confirm step with a client secret and a nonce. */
  confirmPayment(body: BodyOf<typeof paymentsEndpoints.confirmPayment>): Promise<PaymentBookingResponse>;
  /** PUT /api/updatebooking: the server re-reads the gateway's intent/order and marks the booking paid. */
  updateBooking(body: BodyOf<typeof paymentsEndpoints.updateBooking>): Promise<UpdateBookingResponse>;
  /** GET /api/savedcards: the signed-in customer's saved cards, newest first. */
  savedCards(): Promise<SavedCardOption[]>;
}

/** The payment calls against the Cabkit server (same origin). */
export const paymentApi: PaymentApi = {
  tokenizeCard: (body) => call(paymentsEndpoints.tokenizeCard, { body }),
  bookUnpaid: async (booking) => {
    const created = await call(coreEndpoints.createBooking, { body: booking });
    // The booking answer names the booking, not the job part its payment intent is fetched by.
    const info = await call(coreEndpoints.bookingInfo, { body: { code: created.TrackingCode, contact: '' } });
    if (!info.Booking?.JobPartId) throw new Error(`booking ${created.Bref} has no job part`);
    return { jobPartId: info.Booking.JobPartId, trackingCode: created.TrackingCode, bref: created.Bref };
  },
  paymentBooking: (body) => call(paymentsEndpoints.paymentBooking, { body }),
  paymentIntent: (query) => call(paymentsEndpoints.paymentIntent, { query }),
  confirmPayment: (body) => call(paymentsEndpoints.confirmPayment, { body }),
  updateBooking: (body) => call(paymentsEndpoints.updateBooking, { body }),
  savedCards: getSavedCards,
};
