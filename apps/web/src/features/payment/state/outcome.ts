import { isResponseOk } from '@cabkit/domain/errors';
import {
  alertMessage,
  DEFAULT_ERROR_MESSAGE,
  isPaymentResultPaid,
  PaymentProcessStatus,
  paymentErrorDialogDelayMs,
  paymentFailureMessage,
} from '@cabkit/domain';
import { isApiError } from '../../../api/errors';
import type { PaymentBookingResponse } from '../api/payment-api';

/** The booking a failed payment already created: a retry pays it through its payment intent (never books again). */
export interface PaymentAttempt {
  /** The outward job part id (`/api/paymentintent?jobpartid=`). */
  jobPartId: number;
  /** The booking's tracking code (a guest's proof of ownership). */
  trackingCode: string;
  /** The booking reference. */
  bref: string;
}

/** What a payment flow ended with. */
export type PaymentOutcome =
  | {
      /** Card details failed validation; nothing was sent. */
      kind: 'invalid';
      /** Messages by field (Name, City, PostalCode, AddressLine1, CardNumber, Expiry, CVC, Country). */
      errors: Record<string, string>;
    }
  | {
      /** Paid (result code 1 or 3): the booking is stored and paid. */
      kind: 'paid';
      status: typeof PaymentProcessStatus.Success;
      /** Always true: the booking is paid. */
      isPaid: true;
      trackingCode: string;
      bref: string;
      returnRef: string;
      authCode: string;
      jobPartId: number;
    }
  | {
      /** Not paid: show `message` after `delayMs`, clear the CVC, re-enable the button. */
      kind: 'failed';
      /** 2 payment error, 3 booking error, 4 payment and booking error (docs/behaviour/payment.md#payment-process). */
      status:
        | typeof PaymentProcessStatus.PaymentError
        | typeof PaymentProcessStatus.BookingError
        | typeof PaymentProcessStatus.PaymentAndBookingError;
      /** The message for the error dialog, after the spec's replacements. */
      message: string;
      /** 1000 for response codes 0 or 2, else 0 (docs/behaviour/common.md#response-codes). */
      delayMs: number;
      /** The booking that exists, when it does: the retry pays it. */
      attempt?: PaymentAttempt;
    };

/** The booking a payment response names, when it names one. */
export function attemptOf(response: PaymentBookingResponse): PaymentAttempt | undefined {
  if (response.JobPartId <= 0) return undefined;
  return { jobPartId: response.JobPartId, trackingCode: response.TrackingCode, bref: response.Bref };
}

/** A paid outcome from a payment response. */
export function paidOutcome(
  response: PaymentBookingResponse,
  authCode = response.PaymentResult.AuthCode,
): PaymentOutcome {
  return {
    kind: 'paid',
    status: PaymentProcessStatus.Success,
    isPaid: true,
    trackingCode: response.TrackingCode,
    bref: response.Bref,
    returnRef: response.ReturnRef,
    authCode,
    jobPartId: response.JobPartId,
  };
}

/** True when a payment response says the booking is paid (result code 1 or 3, docs/behaviour/payment.md#payment-result). */
export function isPaid(response: PaymentBookingResponse): boolean {
  return isResponseOk(response.Code) && isPaymentResultPaid(response.PaymentResult.Code);
}

/**
 * The failure of a payment response: the server message (replacements applied, 1 s delay for codes 0 or 2);
 * status 3 when no booking was stored, 2 when the booking exists but the payment failed.
 */
export function responseFailure(response: PaymentBookingResponse, previous?: PaymentAttempt): PaymentOutcome {
  const attempt = attemptOf(response) ?? previous;
  const message = paymentFailureMessage('server', response.Code, response.Message || response.PaymentResult.Message);
  return {
    kind: 'failed',
    status: attempt ? PaymentProcessStatus.PaymentError : PaymentProcessStatus.BookingError,
    message,
    delayMs: paymentErrorDialogDelayMs(response.Code),
    attempt,
  };
}

/**
 * The failure of a call that threw: network and contract failures give the default error (status 4 when the
 * booking call itself was lost: neither booking nor payment is known); HTTP errors the server message.
 */
export function thrownFailure(error: unknown, previous: PaymentAttempt | undefined, booking: boolean): PaymentOutcome {
  const lost = !isApiError(error) || error.kind === 'network' || error.kind === 'contract';
  const code = isApiError(error) ? error.code : 0;
  return {
    kind: 'failed',
    status: previous
      ? PaymentProcessStatus.PaymentError
      : booking && lost
        ? PaymentProcessStatus.PaymentAndBookingError
        : PaymentProcessStatus.BookingError,
    message: lost ? paymentFailureMessage('network') : paymentFailureMessage('server', code, error.serverMessage),
    delayMs: paymentErrorDialogDelayMs(code),
    attempt: previous,
  };
}

/** A card the gateway refused at its confirm step: the card-specific message (docs/behaviour/payment.md#payment-failure). */
export function cardFailure(attempt: PaymentAttempt | undefined): PaymentOutcome {
  return {
    kind: 'failed',
    status: PaymentProcessStatus.PaymentError,
    message: paymentFailureMessage('card'),
    delayMs: 0,
    attempt,
  };
}

/** A tokenising error, shown directly (no delay, the server's message as is). */
export function tokenFailure(error: unknown, attempt: PaymentAttempt | undefined): PaymentOutcome {
  const shown =
    isApiError(error) && error.kind === 'http' && error.status < 500 ? tokenMessage(error.serverMessage) : '';
  return {
    kind: 'failed',
    status: PaymentProcessStatus.PaymentError,
    message: shown || DEFAULT_ERROR_MESSAGE,
    delayMs: 0,
    attempt,
  };
}

/** The server names the failing field (`cvv: CVC is invalid`): show the message part. */
function tokenMessage(message: string): string {
  const text = message.replace(/^[a-z]+:\s*/i, '').trim();
  return alertMessage(text);
}
