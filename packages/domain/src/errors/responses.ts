import {
  CARD_PAYMENT_FAILED_MESSAGE,
  DEFAULT_ERROR_MESSAGE,
  ENTRIES_UPDATE_ERROR_TEXT,
  PASSWORD_RESET_SENT_MESSAGE,
  PAYMENT_INFORMATION_INVALID_MESSAGE,
  RECEIPT_SENT_MESSAGE,
  STRIPE_TEXT,
} from './messages';

/** Response codes: 1 ok; 0 generic error; 2 server message (docs/behaviour/common.md#response-codes). */
export const ResponseCode = { Error: 0, Ok: 1, ServerMessage: 2 } as const;

/** Returns true when a response code is a success (1; docs/behaviour/common.md#response-codes). */
export function isResponseOk(code: number | null | undefined): boolean {
  return code === 1;
}

/** Returns true when a response code is an error (0 or 2, or anything not 1; docs/behaviour/common.md#response-codes). */
export function isResponseError(code: number | null | undefined): boolean {
  return !isResponseOk(code);
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

/** Sign-in and sign-up outcome (docs/behaviour/people.md#sign-in). */
export type AuthOutcome = { ok: true } | { ok: false; message: string; clearPasswordFields: true };

/** Returns the sign-in/sign-up outcome: Code 1 ok; 0 generic error; other the server message; passwords cleared (docs/behaviour/people.md#sign-in). */
export function authOutcome(code: number | null | undefined, serverMessage?: string | null): AuthOutcome {
  if (isResponseOk(code)) return { ok: true };
  return { ok: false, message: responseErrorMessage(code, serverMessage), clearPasswordFields: true };
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

/** Forgot password: code 1 closes and shows the reset-link message titled Message; else default or server message (docs/behaviour/people.md#forgot-password). */
export function forgotPasswordOutcome(code: number | null | undefined, serverMessage?: string | null): MessageOutcome {
  if (isResponseOk(code)) {
    return { ok: true, title: 'Message', message: PASSWORD_RESET_SENT_MESSAGE, closeModal: true };
  }
  return { ok: false, title: 'Error', message: responseErrorMessage(code, serverMessage), closeModal: false };
}

/** Receipt resend: success message, or default for code 0, else the server message (docs/behaviour/bookings.md#receipt). */
export function receiptResendOutcome(code: number | null | undefined, serverMessage?: string | null): MessageOutcome {
  if (isResponseOk(code)) return { ok: true, title: 'Message', message: RECEIPT_SENT_MESSAGE, closeModal: false };
  return { ok: false, title: 'Error', message: responseErrorMessage(code, serverMessage), closeModal: false };
}

/** Promo failure message: default for code 0, else the server message (docs/behaviour/quotation.md#promo-code). */
export function promoErrorMessage(code: number | null | undefined, serverMessage?: string | null): string | undefined {
  return isResponseOk(code) ? undefined : responseErrorMessage(code, serverMessage);
}

/** Returns true when a promo response is valid (Code 1; docs/behaviour/quotation.md#promo-code). */
export function isPromoValid(code: number | null | undefined): boolean {
  return isResponseOk(code);
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
