import { ApiError } from '../../../api/errors';
import type { SavedCardOption } from '@cabkit/ui/dialogs';
import type { PaymentApi, PaymentBookingResponse } from '../api/payment-api';

/** A booking the fake server stored. */
interface FakeStoredBooking {
  requestId: string;
  jobPartId: number;
  trackingCode: string;
  bref: string;
  paymentMethod: string;
  paid: boolean;
  charges: number;
  intentId: string;
}

/** The fake's record of calls and bookings, for assertions. */
export interface FakePaymentApi extends PaymentApi {
  /** Bookings stored, in order. */
  bookings: FakeStoredBooking[];
  /** Paths called, in order. */
  calls: string[];
  /** Makes the next call to `path` fail like a lost network. */
  failNext(path: string): void;
  /** Cards saved with `savecard`, newest first (their numbers stay in the fake, as tokens at the gateway). */
  saved: Array<SavedCardOption & { number: string }>;
}

const outcomes: Record<string, 'success' | 'declined' | 'insufficient' | 'authenticate'> = {
  '4242424242424242': 'success',
  // Stripe's test card whose bank always asks the passenger to confirm (3-D Secure).
  '4000002760003184': 'authenticate',
  '5555555555554444': 'success',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
};

/**
 * An in-memory stand-in for the server's payment endpoints with the same rules (apps/server payments README):
 * bookings idempotent by request id, single-use nonces, the sandbox test cards, one successful charge per
 * booking, a declined booking payable again through its payment intent, Stripe/PayPal intents confirmed by the
 * client and re-read by `updateBooking`.
 */
export function createFakePaymentApi(
  options: { stripeSucceeded?: string[]; paypalApproved?: string[] } = {},
): FakePaymentApi {
  const bookings: FakeStoredBooking[] = [];
  const calls: string[] = [];
  const nonces = new Map<string, string>();
  const saved: Array<SavedCardOption & { number: string }> = [];
  const lostNetwork = new Set<string>();
  let sequence = 0;

  const guard = (path: string) => {
    calls.push(path);
    if (lostNetwork.delete(path)) throw new ApiError({ status: 0, code: 0, message: '', kind: 'network', path });
  };
  const respond = (booking: FakeStoredBooking, result: { Code: number; Message: string }): PaymentBookingResponse => ({
    Code: result.Code === 0 ? 2 : 1,
    Message: result.Code === 0 ? result.Message : '',
    Bref: booking.bref,
    ReturnRef: '',
    JobPartId: booking.jobPartId,
    TrackingCode: booking.trackingCode,
    ClientSecret: booking.paid ? '' : `${booking.intentId}_secret_${booking.jobPartId}x`,
    PaymentResult: {
      Code: result.Code,
      AuthCode: booking.paid ? `AUTH${booking.jobPartId}` : '',
      Message: result.Message,
      PayPalOrderId: booking.paymentMethod === 'paypal' ? `ORDER${booking.jobPartId}` : '',
    },
  });
  // Bookings are idempotent by request id: the same request id answers with the booking it first stored.
  const store = (body: { requestid: string; paymentmethod: string }): FakeStoredBooking => {
    const found = bookings.find((b) => b.requestId === body.requestid);
    if (found) return found;
    const id = bookings.length + 1;
    const booking: FakeStoredBooking = {
      requestId: body.requestid,
      jobPartId: 100 + id,
      trackingCode: `TRK${id}`,
      bref: `CK${id}`,
      paymentMethod: body.paymentmethod,
      paid: false,
      charges: 0,
      intentId: `pi_fake${id}`,
    };
    bookings.push(booking);
    return booking;
  };
  const charge = (booking: FakeStoredBooking, nonce: string) => {
    if (booking.paid) return { Code: 3, Message: 'This booking is already paid.' };
    const number = nonces.get(nonce);
    nonces.delete(nonce);
    if (!number) return { Code: 0, Message: 'The card token is unknown or was already used.' };
    const outcome = outcomes[number] ?? 'declined';
    // Nothing is taken until the passenger confirms with the bank: the intent waits with its client secret.
    if (outcome === 'authenticate') return { Code: 2, Message: 'Your bank asks you to confirm this payment.' };
    booking.charges += 1;
    if (outcome === 'success') {
      booking.paid = true;
      return { Code: 1, Message: 'Payment successful.' };
    }
    return {
      Code: 0,
      Message: outcome === 'insufficient' ? 'Your card has insufficient funds.' : 'Your card was declined.',
    };
  };

  return {
    bookings,
    calls,
    saved,
    failNext: (path) => lostNetwork.add(path),
    async tokenizeCard(body) {
      guard('/api/tokenizecard');
      if (!/^\d{3,4}$/.test(body.cvv)) {
        throw new ApiError({
          status: 400,
          code: 2,
          message: 'cvv: CVC is invalid',
          kind: 'http',
          path: '/api/tokenizecard',
        });
      }
      const nonce = `tok_${++sequence}`;
      nonces.set(nonce, body.number.replace(/\D/g, ''));
      return { Code: 1, Message: '', Nonce: nonce, Brand: 'visa', Last4: body.number.slice(-4) };
    },
    async bookUnpaid(body) {
      guard('/api/createbookingTest');
      const booking = store(body);
      return { jobPartId: booking.jobPartId, trackingCode: booking.trackingCode, bref: booking.bref };
    },
    async paymentBooking({ booking: body, payment }) {
      guard('/api/paymentbooking');
      const booking = store(body);
      if (!payment.nonce) return respond(booking, { Code: booking.paid ? 3 : 2, Message: 'Confirm the payment.' });
      return respond(booking, charge(booking, payment.nonce));
    },
    async paymentIntent(query) {
      guard('/api/paymentintent');
      const booking = bookings.find((b) => b.jobPartId === query.jobpartid);
      if (!booking || booking.trackingCode !== query.code) {
        throw new ApiError({
          status: 404,
          code: 0,
          message: 'No booking was found.',
          kind: 'http',
          path: '/api/paymentintent',
        });
      }
      return respond(booking, { Code: booking.paid ? 3 : 2, Message: 'Confirm the payment.' });
    },
    async confirmPayment(body) {
      guard('/api/confirmpayment');
      const booking = bookings.find((b) => body.clientsecret.startsWith(`${b.intentId}_secret_`));
      if (!booking) {
        throw new ApiError({
          status: 404,
          code: 0,
          message: 'No payment has that client secret.',
          kind: 'http',
          path: '/api/confirmpayment',
        });
      }
      if (body.savedcardid) {
        const card = saved.find((c) => c.id === body.savedcardid);
        if (!card) {
          throw new ApiError({
            status: 404,
            code: 2,
            message: 'No saved card was found.',
            kind: 'http',
            path: '/api/confirmpayment',
          });
        }
        // A saved card is a reusable token: put its number behind a nonce of its own for this charge.
        nonces.set(`saved-${card.id}`, card.number);
        return respond(booking, charge(booking, `saved-${card.id}`));
      }
      const number = body.nonce ? nonces.get(body.nonce) : undefined;
      const result = charge(booking, body.nonce ?? '');
      if (body.savecard && number && result.Code === 1) {
        saved.unshift({
          id: saved.length + 1,
          number,
          brand: 'visa',
          last4: number.slice(-4),
          expiryMonth: 12,
          expiryYear: 2030,
        });
      }
      return respond(booking, result);
    },
    async savedCards() {
      guard('/api/savedcards');
      return saved.map(({ number: _number, ...card }) => card);
    },
    async updateBooking(body) {
      guard('/api/updatebooking');
      const booking = bookings.find((b) => b.jobPartId === body.jobpartid);
      if (!booking) {
        throw new ApiError({
          status: 404,
          code: 0,
          message: 'No booking was found.',
          kind: 'http',
          path: '/api/updatebooking',
        });
      }
      const known =
        booking.paymentMethod === 'paypal'
          ? body.transactionid === `ORDER${booking.jobPartId}`
          : body.transactionid === booking.intentId;
      if (!known) {
        return {
          Code: 2,
          Message: 'The transaction does not belong to this booking.',
          Bref: booking.bref,
          IsPaid: booking.paid,
          PaymentResult: { Code: 0, AuthCode: '', Message: 'Unknown transaction.', PayPalOrderId: '' },
        };
      }
      // The server never trusts the client's status: it re-reads the gateway (here: what the fake SDKs recorded).
      const confirmed =
        booking.paymentMethod === 'paypal'
          ? (options.paypalApproved ?? []).includes(body.transactionid)
          : (options.stripeSucceeded ?? []).includes(body.transactionid);
      if (confirmed && !booking.paid) {
        booking.paid = true;
        booking.charges += 1;
      }
      return {
        Code: booking.paid ? 1 : 2,
        Message: booking.paid ? '' : 'The payment has not been completed yet.',
        Bref: booking.bref,
        IsPaid: booking.paid,
        PaymentResult: {
          Code: booking.paid ? 1 : 2,
          AuthCode: booking.paid ? `AUTH${booking.jobPartId}` : '',
          Message: '',
          PayPalOrderId: '',
        },
      };
    },
  };
}
