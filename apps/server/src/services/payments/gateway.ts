import { type CardBilling, CARD_PAYMENT_FAILED_MESSAGE, PAYMENT_INFORMATION_INVALID_MESSAGE } from '@cabkit/domain';

/** Which gateway took a payment. */
type GatewayName = 'sandbox' | 'stripe' | 'paypal';

/** What a gateway needs from the card sheet and what it can do, as the served configuration reports it. */
export interface GatewayCapabilities {
  /** The billing address it asks for: Stripe's Payment Element and PayPal collect their own, the sandbox a postcode. */
  billing: CardBilling;
  /**
   * It keeps a signed-in customer's card for next time: the sandbox's reusable tokens, Stripe's PaymentMethods on
   * the passenger's Stripe Customer.
   */
  savesCards: boolean;
}

/** Each gateway's capabilities (a payment's billing is checked against its gateway's, never the client's guess). */
export const GATEWAY_CAPABILITIES: Readonly<Record<GatewayName, GatewayCapabilities>> = {
  sandbox: { billing: 'postcode', savesCards: true },
  stripe: { billing: 'none', savesCards: true },
  paypal: { billing: 'none', savesCards: false },
};

/** Why a charge did not go through. */
/** `requires_action`: the bank wants the customer to confirm (3-D Secure) with the client secret. */
export type DeclineReason = 'declined' | 'insufficient_funds' | 'invalid_token' | 'gateway_error' | 'requires_action';

/** A payment intent (Stripe) or order (PayPal) the client confirms with its client secret. */
export interface GatewayIntent {
  intentId: string;
  clientSecret: string;
}

/** The state of an intent at the gateway, as far as a booking cares. */
export interface IntentState {
  status: 'succeeded' | 'approved' | 'requires_action' | 'failed';
  authCode: string;
  message: string;
}

/** The outcome of one charge attempt. */
export type ChargeOutcome = { ok: true; authCode: string } | { ok: false; reason: DeclineReason; message: string };

/** What to charge: amounts in major units (pounds), an idempotency key the gateway honours. */
export interface IntentRequest {
  amount: number;
  currencyCode: string;
  idempotencyKey: string;
  description: string;
}

/** What to give back: the payment's intent (Stripe) and capture (PayPal), an amount in major units, a key. */
export interface RefundRequest {
  intentId: string;
  /** The gateway's id of the money taken: the charge's auth code (PayPal capture id, Stripe charge id). */
  captureId: string;
  amount: number;
  currencyCode: string;
  /** The same key gives the same refund, so a retry after a lost answer never refunds twice. */
  idempotencyKey: string;
}

/** The outcome of one refund call: the gateway's refund id, or why it did not take the refund. */
export type RefundOutcome = { ok: true; refundId: string } | { ok: false; message: string };

/** A reusable card token a gateway returned, with what a saved card shows of the card. */
export interface SavedCardToken {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** A card payment gateway: intents with client secrets, server-side charges with a token, and look-ups. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** Creates an intent for an amount; the same idempotency key returns the same intent. */
  createIntent(request: IntentRequest): Promise<GatewayIntent>;
  /** Charges an intent with a single-use token (nonce, payment method id or approved order). */
  charge(intent: GatewayIntent, token: string, request: IntentRequest): Promise<ChargeOutcome>;
  /** Reads an intent's state back from the gateway (never trusts what a client says about it). */
  retrieveIntent(intentId: string): Promise<IntentState>;
  /** Gives money taken back (all of it or part); never throws for a refusal, only for a broken connection. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Closes an intent nothing was taken from, so no client can confirm it any more. */
  cancelIntent(intentId: string): Promise<{ ok: boolean; message: string }>;
  /**
   * Turns the card a token names into a reusable token for later charges (gateways with `savesCards`); null when
   * the token names no card it knows.
   */
  saveCard?(token: string): Promise<SavedCardToken | null>;
}

/** Converts a major-unit amount to the gateway's minor units (pence). */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** Messages for declines, worded for the payment dialog. */
export const declineMessages: Record<DeclineReason, string> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  invalid_token: PAYMENT_INFORMATION_INVALID_MESSAGE,
  gateway_error: CARD_PAYMENT_FAILED_MESSAGE,
  requires_action: 'Your bank asks you to confirm this payment.',
};
