import { alertMessage } from '@cabkit/domain/errors';
import { DEFAULT_ERROR_MESSAGE, PaymentProcessStatus, paymentErrorDialogDelayMs } from '@cabkit/domain';
import type { CreateBookingRequest } from '../../../api/create-booking';
import type { PaymentApi, PaymentBookingResponse, PaymentDetails } from '../api/payment-api';
import {
  attemptOf,
  isPaid,
  type PaymentAttempt,
  type PaymentOutcome,
  paidOutcome,
  responseFailure,
  thrownFailure,
} from './outcome';

/** What PayPal passes to `onApprove`. */
interface PayPalApproveData {
  /** The approved order's id. */
  orderID: string;
  /** The payer's id. */
  payerID?: string | null;
}

/** The handlers the PayPal buttons take (`PayPalButtons` of `@paypal/react-paypal-js`). */
export interface PayPalButtonsOptions {
  /** Creates the order on the server and resolves with its id. */
  createOrder: () => Promise<string>;
  /** The buyer approved the order. */
  onApprove: (data: PayPalApproveData) => Promise<void>;
  /** The SDK or `createOrder` failed. */
  onError: (error: unknown) => void;
  /** The buyer closed the PayPal window. */
  onCancel?: () => void;
}

/** PayPal's SDK options: GBP, card funding disabled (docs/behaviour/quotation.md#money-display). */
export function payPalScriptOptions(clientId: string) {
  return { clientId, currency: 'GBP', disableFunding: 'card', intent: 'capture' } as const;
}

/** Input of `payPalCheckout`. */
export interface PayPalCheckoutInput {
  /** The booking payload (paymentmethod 'paypal'); its requestid is kept for retries. */
  booking: CreateBookingRequest;
  /** The payment details sent with the booking (no nonce). */
  payment: PaymentDetails;
  /** The booking a previous attempt stored: its order is fetched again by job part id. */
  previous?: PaymentAttempt;
  /** The payment calls. */
  api: PaymentApi;
  /** Called with each payment process status. */
  onStatus?: (status: PaymentProcessStatus) => void;
  /** Called once with the outcome of an approval or an error. */
  onOutcome: (outcome: PaymentOutcome) => void;
}

/**
 * The PayPal buttons' handlers: `createOrder` books (or, on a retry, re-fetches the same booking's order by
 * job part id) and returns the PayPal order id; `onApprove` lets the server capture and re-read the order
 * (`/api/updatebooking`) and reports paid; `onError` reports the failure with the spec's messages.
 */
export function payPalCheckout(input: PayPalCheckoutInput): PayPalButtonsOptions {
  const { api, onStatus, onOutcome } = input;
  let attempt = input.previous;
  let booked: PaymentBookingResponse | undefined;
  let failure: PaymentOutcome | undefined;
  let paid: PaymentOutcome | undefined;
  const fail = (outcome: PaymentOutcome) => {
    failure = outcome;
    return new Error(outcome.kind === 'failed' ? outcome.message : DEFAULT_ERROR_MESSAGE);
  };
  return {
    createOrder: async () => {
      failure = undefined;
      let response: PaymentBookingResponse;
      try {
        response = attempt
          ? await api.paymentIntent({ jobpartid: attempt.jobPartId, code: attempt.trackingCode })
          : await api.paymentBooking({ booking: input.booking, payment: input.payment, sandbox: false });
      } catch (error) {
        throw fail(thrownFailure(error, attempt, !attempt));
      }
      attempt = attemptOf(response) ?? attempt;
      booked = response;
      if (isPaid(response)) {
        paid = paidOutcome(response);
        throw new Error('This booking is already paid.');
      }
      if (response.Code !== 1 || !response.PaymentResult.PayPalOrderId) throw fail(responseFailure(response, attempt));
      return response.PaymentResult.PayPalOrderId;
    },
    onApprove: async (data) => {
      onStatus?.(PaymentProcessStatus.Processing);
      const current = attempt;
      if (!current || !booked) {
        const outcome = thrownFailure(undefined, current, false);
        onStatus?.(PaymentProcessStatus.PaymentError);
        onOutcome(outcome);
        return;
      }
      let outcome: PaymentOutcome;
      try {
        const updated = await api.updateBooking({
          transactionid: data.orderID,
          jobpartid: current.jobPartId,
          transactionstatus: 'APPROVED',
          code: current.trackingCode,
        });
        outcome =
          updated.Code === 1 && updated.IsPaid
            ? paidOutcome(booked, updated.PaymentResult.AuthCode)
            : {
                kind: 'failed',
                status: PaymentProcessStatus.PaymentError,
                message: alertMessage(updated.Message),
                delayMs: paymentErrorDialogDelayMs(updated.Code),
                attempt: current,
              };
      } catch (error) {
        outcome = thrownFailure(error, current, false);
      }
      onStatus?.(outcome.kind === 'failed' ? outcome.status : PaymentProcessStatus.Success);
      onOutcome(outcome);
    },
    onError: (error) => {
      if (paid) {
        onOutcome(paid);
        return;
      }
      const outcome = failure ?? thrownFailure(error, attempt, false);
      onOutcome(outcome);
    },
    onCancel: () => {},
  };
}
