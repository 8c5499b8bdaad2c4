import type {
  ChargeOutcome,
  GatewayIntent,
  IntentRequest,
  IntentState,
  PaymentGateway,
  RefundOutcome,
  RefundRequest,
} from './gateway';
import { declineMessages, type SavedCardToken, toMinorUnits } from './gateway';

/** Stripe settings: the secret key and (for tests) the API base. */
export interface StripeOptions {
  secretKey: string;
  apiBase?: string;
  fetch?: typeof fetch;
}

interface StripeIntent {
  id: string;
  client_secret: string;
  status: string;
  latest_charge?: string | null;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
}

/** A card PaymentMethod as Stripe answers it. */
interface StripePaymentMethod {
  id: string;
  card?: { brand?: string; last4?: string; exp_month?: number; exp_year?: number };
}

interface StripeError {
  error?: { type?: string; code?: string; decline_code?: string; message?: string; payment_intent?: StripeIntent };
}

/** Stripe's REST API (payment intents), used when `STRIPE_SECRET_KEY` is set. */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly apiBase: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: StripeOptions) {
    this.apiBase = (options.apiBase ?? 'https://api.stripe.com').replace(/\/$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  private async call<T = StripeIntent>(
    method: 'GET' | 'POST',
    path: string,
    form?: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: T & StripeError }> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.secretKey}` };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const response = await this.fetch(`${this.apiBase}${path}`, {
      method,
      headers,
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    const body = (await response.json().catch(() => ({}))) as T & StripeError;
    return { status: response.status, body };
  }

  async createIntent(request: IntentRequest): Promise<GatewayIntent> {
    const { status, body } = await this.call(
      'POST',
      '/v1/payment_intents',
      {
        amount: String(toMinorUnits(request.amount)),
        currency: request.currencyCode.toLowerCase(),
        description: request.description,
        'automatic_payment_methods[enabled]': 'true',
        'metadata[request_id]': request.idempotencyKey,
      },
      `intent-${request.idempotencyKey}`,
    );
    if (status >= 400 || !body.id || !body.client_secret) {
      throw new Error(`Stripe refused the payment intent: ${body.error?.message ?? status}`);
    }
    return { intentId: body.id, clientSecret: body.client_secret };
  }

  async charge(intent: GatewayIntent, token: string, request: IntentRequest): Promise<ChargeOutcome> {
    const { status, body } = await this.call(
      'POST',
      `/v1/payment_intents/${encodeURIComponent(intent.intentId)}/confirm`,
      { payment_method: token },
      `confirm-${request.idempotencyKey}-${token}`,
    );
    if (status < 400 && body.status === 'succeeded') return { ok: true, authCode: body.latest_charge ?? body.id };
    if (status < 400 && body.status === 'requires_action') {
      return { ok: false, reason: 'requires_action', message: declineMessages.requires_action };
    }
    const error = body.error;
    if (error?.decline_code === 'insufficient_funds') {
      return { ok: false, reason: 'insufficient_funds', message: declineMessages.insufficient_funds };
    }
    if (error?.type === 'card_error') return { ok: false, reason: 'declined', message: declineMessages.declined };
    if (status < 400) return { ok: false, reason: 'declined', message: declineMessages.declined };
    return { ok: false, reason: 'gateway_error', message: declineMessages.gateway_error };
  }

  async retrieveIntent(intentId: string): Promise<IntentState> {
    const { status, body } = await this.call('GET', `/v1/payment_intents/${encodeURIComponent(intentId)}`);
    if (status >= 400) return { status: 'failed', authCode: '', message: body.error?.message ?? 'Unknown intent.' };
    if (body.status === 'succeeded')
      return { status: 'succeeded', authCode: body.latest_charge ?? body.id, message: '' };
    if (body.status === 'canceled') return { status: 'failed', authCode: '', message: 'The payment was cancelled.' };
    return { status: 'requires_action', authCode: '', message: body.last_payment_error?.message ?? '' };
  }

  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const { status, body } = await this.call(
      'POST',
      '/v1/refunds',
      { payment_intent: request.intentId, amount: String(toMinorUnits(request.amount)) },
      request.idempotencyKey,
    );
    // A pending refund is Stripe's to finish (some card networks take days); it is taken, not refused.
    if (status < 400 && body.id && (body.status === 'succeeded' || body.status === 'pending')) {
      return { ok: true, refundId: body.id };
    }
    return {
      ok: false,
      message: body.error?.message ?? `Stripe refused the refund (${status}, ${body.status ?? ''}).`,
    };
  }

  /** Makes the passenger's Stripe Customer (the key makes a retry answer the same one); its id. */
  async createCustomer(idempotencyKey: string, reference: string): Promise<string> {
    const { status, body } = await this.call<{ id?: string }>(
      'POST',
      '/v1/customers',
      { 'metadata[cabkit_customer]': reference },
      `customer-${idempotencyKey}`,
    );
    if (status >= 400 || !body.id) throw new Error(`Stripe refused the customer: ${body.error?.message ?? status}`);
    return body.id;
  }

  /** The card PaymentMethods attached to a Stripe Customer, as saved cards (the token is the PaymentMethod id). */
  async listCards(customerId: string): Promise<SavedCardToken[]> {
    const { status, body } = await this.call<{ data?: StripePaymentMethod[] }>(
      'GET',
      `/v1/customers/${encodeURIComponent(customerId)}/payment_methods?type=card&limit=100`,
    );
    if (status >= 400) throw new Error(`Stripe did not list the cards: ${body.error?.message ?? status}`);
    return (body.data ?? []).map((method) => ({
      token: method.id,
      brand: method.card?.brand ?? 'card',
      last4: method.card?.last4 ?? '',
      expiryMonth: method.card?.exp_month ?? 0,
      expiryYear: method.card?.exp_year ?? 0,
    }));
  }

  /** Detaches a saved card from its customer, so it can never be charged again; true when Stripe did. */
  async detachCard(paymentMethodId: string): Promise<boolean> {
    const { status } = await this.call('POST', `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}/detach`, {});
    return status < 400;
  }

  /**
   * Puts an open intent on the passenger's Stripe Customer before it is confirmed: to pay with one of their saved
   * cards, or (`saveCard`) so the card the Payment Element confirms it with is attached for off-session use.
   */
  async prepareIntent(intentId: string, customerId: string, saveCard: boolean): Promise<boolean> {
    const { status, body } = await this.call('POST', `/v1/payment_intents/${encodeURIComponent(intentId)}`, {
      customer: customerId,
      // Stripe unsets it with an empty value: a saved card paying needs no second saving.
      setup_future_usage: saveCard ? 'off_session' : '',
    });
    return status < 400 && body.id === intentId;
  }

  async cancelIntent(intentId: string): Promise<{ ok: boolean; message: string }> {
    const { status, body } = await this.call(
      'POST',
      `/v1/payment_intents/${encodeURIComponent(intentId)}/cancel`,
      {},
      `cancel-${intentId}`,
    );
    if (status < 400 && body.status === 'canceled') return { ok: true, message: '' };
    return { ok: false, message: body.error?.message ?? `Stripe did not cancel the intent (${status}).` };
  }
}
