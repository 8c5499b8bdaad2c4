import {
  CARD_PAYMENT_FAILED_MESSAGE,
  DEFAULT_ERROR_MESSAGE,
  ENTRIES_UPDATE_ERROR_TEXT,
  PAYMENT_INFORMATION_INVALID_MESSAGE,
  RECEIPT_SENT_MESSAGE,
  STRIPE_TEXT,
} from './messages';

/** Returns true when a response code is a success (1; docs/behaviour/common.md#response-codes). */
export function isResponseOk(code: number | null | undefined): boolean {
  return code === 1;
}

/** Returns the message to show for a failed response: default for code 0, else the server message or default (docs/behaviour/common.md#response-codes). */
export function responseErrorMessage(code: number | null | undefined, serverMessage?: string | null): string {
  if (code === 0 || code === null || code === undefined) return DEFAULT_ERROR_MESSAGE;
  const text = (serverMessage ?? '').trim();
  return text === '' ? DEFAULT_ERROR_MESSAGE : text;
}

/** Replaces a dialog message containing 'An error occurred while updating the entries.' by the default error (docs/behaviour/common.md#message-replacements). */
export function dialogMessage(message: string | null | undefined): string {
  const text = message ?? '';
  if (text.trim() === '' || text.includes(ENTRIES_UPDATE_ERROR_TEXT)) return DEFAULT_ERROR_MESSAGE;
  return text;
}

/** Replaces an alert message containing 'Stripe' by the default error (docs/behaviour/common.md#message-replacements). */
export function alertMessage(message: string | null | undefined): string {
  const text = dialogMessage(message);
  return text.includes(STRIPE_TEXT) ? DEFAULT_ERROR_MESSAGE : text;
}

/** Outcome of a call that shows a message dialog. */
export interface MessageOutcome {
  /** Whether the call succeeded. */
  ok: boolean;
  /** Dialog title. */
  title: 'Message' | 'Error';
  /** Dialog message. */
  message: string;
  /** Close the calling modal. */
  closeModal: boolean;
}

/** Receipt resend: success message, or default for code 0, else the server message (docs/behaviour/bookings.md#receipt). */
export function receiptResendOutcome(code: number | null | undefined, serverMessage?: string | null): MessageOutcome {
  if (isResponseOk(code)) return { ok: true, title: 'Message', message: RECEIPT_SENT_MESSAGE, closeModal: false };
  return { ok: false, title: 'Error', message: responseErrorMessage(code, serverMessage), closeModal: false };
}

/** Where a payment failed: server response, card tokenising, card confirmation or network (docs/behaviour/payment.md#payment-failure). */
export type PaymentFailureKind = 'server' | 'tokenise' | 'card' | 'network';

/** Returns the message shown for a payment failure (docs/behaviour/payment.md#payment-failure). */
export function paymentFailureMessage(kind: PaymentFailureKind, code?: number | null, detail?: string | null): string {
  if (kind === 'network') return DEFAULT_ERROR_MESSAGE;
  if (kind === 'card') return CARD_PAYMENT_FAILED_MESSAGE;
  if (kind === 'tokenise') {
    const text = (detail ?? '').trim();
    return text === '' ? PAYMENT_INFORMATION_INVALID_MESSAGE : alertMessage(text);
  }
  return alertMessage(responseErrorMessage(code, detail));
}
