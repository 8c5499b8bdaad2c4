import { type BodyOf, type Endpoint, paymentsEndpoints, type QueryOf, type ResponseOf } from '@cabkit/contract';
import * as v from 'valibot';
import wretch from 'wretch';
import { call } from '../../../api/client';
import { ApiError } from '../../../api/errors';

/** The electronic payment booking / payment intent answer (Code, Message, Bref, JobPartId, ClientSecret, PaymentResult). */
export type PaymentBookingResponse = ResponseOf<typeof paymentsEndpoints.paymentBooking>;
/** The body of POST /api/paymentbooking: the booking payload, billing details with the card nonce, sandbox flag. */
export type PaymentBookingRequest = BodyOf<typeof paymentsEndpoints.paymentBooking>;
/** The billing details and nonce sent with a payment. */
export type PaymentDetails = PaymentBookingRequest['payment'];
/** The body of POST /api/tokenizecard. */
export type TokenizeCardRequest = BodyOf<typeof paymentsEndpoints.tokenizeCard>;
/** The answer of POST /api/tokenizecard (Nonce, Brand, Last4). */
export type TokenizeCardResponse = ResponseOf<typeof paymentsEndpoints.tokenizeCard>;
/** The answer of PUT /api/updatebooking (IsPaid, PaymentResult). */
export type UpdateBookingResponse = ResponseOf<typeof paymentsEndpoints.updateBooking>;

/**
 * The payment calls a payment flow makes. Calls answering with a payment result resolve with the body even
 * when its `Code` is 2 (declined: the body still names the booking for the retry); HTTP, network and contract
 * failures reject with an `ApiError`.
 */
export interface PaymentApi {
  /** POST /api/tokenizecard: a single-use nonce for raw card details (non-Stripe gateway). */
  tokenizeCard(body: TokenizeCardRequest): Promise<TokenizeCardResponse>;
  /** POST /api/paymentbooking: books (idempotent by booking.requestid) then charges once. */
  paymentBooking(body: PaymentBookingRequest): Promise<PaymentBookingResponse>;
  /** GET /api/paymentintent: the same booking's intent again (payment retry, never a new booking). */
  paymentIntent(query: QueryOf<typeof paymentsEndpoints.paymentIntent>): Promise<PaymentBookingResponse>;
  /** POST /api/confirmpayment: the sandbox gateway's confirm step with a client secret and a nonce. */
  confirmPayment(body: BodyOf<typeof paymentsEndpoints.confirmPayment>): Promise<PaymentBookingResponse>;
  /** PUT /api/updatebooking: the server re-reads the gateway's intent/order and marks the booking paid. */
  updateBooking(body: BodyOf<typeof paymentsEndpoints.updateBooking>): Promise<UpdateBookingResponse>;
}

/** Calls an endpoint and returns its validated body whatever its `Code` (the shared client throws on Code 2). */
async function callKeepingCode<E extends Endpoint>(
  endpoint: E,
  options: { query?: Record<string, unknown>; body?: unknown },
): Promise<ResponseOf<E>> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  const request = wretch(`${endpoint.path}${search ? `?${search}` : ''}`)
    .options({ credentials: 'same-origin' })
    .headers({ Accept: 'application/json' });
  let raw: unknown;
  try {
    const chain =
      endpoint.method === 'GET'
        ? request.get()
        : endpoint.method === 'PUT'
          ? request.put(options.body ?? {})
          : request.post(options.body ?? {});
    raw = await chain.json();
  } catch (error) {
    const status =
      typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 0;
    let code = 0;
    let message = '';
    if (status > 0) {
      try {
        const json = JSON.parse((error as Error).message) as { Code?: unknown; Message?: unknown };
        code = typeof json.Code === 'number' ? json.Code : 0;
        message = typeof json.Message === 'string' ? json.Message : '';
      } catch {
        // Not JSON: keep the default message.
      }
    }
    throw new ApiError({ status, code, message, kind: status > 0 ? 'http' : 'network', path: endpoint.path });
  }
  const parsed = v.safeParse(endpoint.response, raw);
  if (!parsed.success) {
    throw new ApiError({
      status: 200,
      code: 0,
      message: `Unexpected response from ${endpoint.path}`,
      kind: 'contract',
      path: endpoint.path,
    });
  }
  return parsed.output as ResponseOf<E>;
}

/** The payment calls against the Cabkit server (same origin). */
export const paymentApi: PaymentApi = {
  tokenizeCard: (body) => call(paymentsEndpoints.tokenizeCard, { body }),
  paymentBooking: (body) => callKeepingCode(paymentsEndpoints.paymentBooking, { body }),
  paymentIntent: (query) => callKeepingCode(paymentsEndpoints.paymentIntent, { query }),
  confirmPayment: (body) => callKeepingCode(paymentsEndpoints.confirmPayment, { body }),
  updateBooking: (body) => callKeepingCode(paymentsEndpoints.updateBooking, { body }),
};
