import type {
  ChargeOutcome,
  GatewayIntent,
  IntentRequest,
  IntentState,
  PaymentGateway,
  RefundOutcome,
  RefundRequest,
} from './gateway';
import { declineMessages } from './gateway';

/** PayPal settings: REST app credentials and the API base (sandbox or live). */
export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  apiBase?: string;
  fetch?: typeof fetch;
}

interface PayPalOrder {
  id?: string;
  status?: string;
  purchase_units?: { payments?: { captures?: { id: string; status: string }[] } }[];
  name?: string;
  message?: string;
  details?: { issue?: string }[];
}

/** PayPal Orders v2 (the intent is an order; "charging" captures the approved order). */
export class PayPalGateway implements PaymentGateway {
  readonly name = 'paypal' as const;
  private readonly apiBase: string;
  private readonly fetch: typeof fetch;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly options: PayPalOptions) {
    this.apiBase = (options.apiBase ?? 'https://api-m.paypal.com').replace(/\/$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const response = await this.fetch(`${this.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token) throw new Error(`PayPal refused the credentials (${response.status}).`);
    this.token = { value: body.access_token, expiresAt: Date.now() + ((body.expires_in ?? 300) - 60) * 1000 };
    return body.access_token;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await this.accessToken()}`,
      'content-type': 'application/json',
    };
    if (requestId) headers['paypal-request-id'] = requestId;
    const response = await this.fetch(`${this.apiBase}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as PayPalOrder };
  }

  async createIntent(request: IntentRequest): Promise<GatewayIntent> {
    const { status, body } = await this.call(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.idempotencyKey.slice(0, 256),
            description: request.description.slice(0, 127),
            amount: { currency_code: request.currencyCode, value: request.amount.toFixed(2) },
          },
        ],
      },
      `order-${request.idempotencyKey}`,
    );
    if (status >= 400 || !body.id) throw new Error(`PayPal refused the order: ${body.message ?? status}`);
    // The web app's PayPal buttons take the order id where Stripe takes a client secret.
    return { intentId: body.id, clientSecret: body.id };
  }

  async charge(intent: GatewayIntent, _token: string, request: IntentRequest): Promise<ChargeOutcome> {
    const { status, body } = await this.call(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(intent.intentId)}/capture`,
      {},
      `capture-${request.idempotencyKey}`,
    );
    const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
    if (status < 400 && body.status === 'COMPLETED' && capture) return { ok: true, authCode: capture.id };
    const issue = body.details?.[0]?.issue ?? '';
    if (issue === 'INSTRUMENT_DECLINED') return { ok: false, reason: 'declined', message: declineMessages.declined };
    if (issue === 'ORDER_NOT_APPROVED')
      return { ok: false, reason: 'invalid_token', message: declineMessages.invalid_token };
    return { ok: false, reason: 'gateway_error', message: declineMessages.gateway_error };
  }

  async retrieveIntent(intentId: string): Promise<IntentState> {
    const { status, body } = await this.call('GET', `/v2/checkout/orders/${encodeURIComponent(intentId)}`);
    if (status >= 400) return { status: 'failed', authCode: '', message: body.message ?? 'Unknown order.' };
    const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
    if (body.status === 'COMPLETED' && capture) return { status: 'succeeded', authCode: capture.id, message: '' };
    if (body.status === 'VOIDED') return { status: 'failed', authCode: '', message: 'The order was voided.' };
    if (body.status === 'APPROVED') return { status: 'approved', authCode: '', message: '' };
    return { status: 'requires_action', authCode: '', message: '' };
  }

  async refund(request: RefundRequest): Promise<RefundOutcome> {
    if (!request.captureId) return { ok: false, message: 'The PayPal payment has no capture to refund.' };
    const { status, body } = await this.call(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(request.captureId)}/refund`,
      { amount: { value: request.amount.toFixed(2), currency_code: request.currencyCode } },
      request.idempotencyKey,
    );
    if (status < 400 && body.id && (body.status === 'COMPLETED' || body.status === 'PENDING')) {
      return { ok: true, refundId: body.id };
    }
    return { ok: false, message: body.message ?? `PayPal refused the refund (${status}).` };
  }

  /**
   * Asks PayPal whether a webhook delivery is its own (`POST /v1/notifications/verify-webhook-signature`, with the
   * delivery's transmission headers and the tenant's webhook id): true only when PayPal answers SUCCESS.
   */
  async verifyWebhook(webhookId: string, headers: Record<string, string | string[] | undefined>, event: unknown) {
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === 'string' ? value : '';
    };
    const { status, body } = await this.call('POST', '/v1/notifications/verify-webhook-signature', {
      auth_algo: header('paypal-auth-algo'),
      cert_url: header('paypal-cert-url'),
      transmission_id: header('paypal-transmission-id'),
      transmission_sig: header('paypal-transmission-sig'),
      transmission_time: header('paypal-transmission-time'),
      webhook_id: webhookId,
      webhook_event: event,
    });
    return status < 400 && (body as { verification_status?: string }).verification_status === 'SUCCESS';
  }

  async cancelIntent(_orderId: string): Promise<{ ok: boolean; message: string }> {
    // Orders v2 has no call to void an uncaptured order: it lapses. The payment row is voided, so this server
    // never captures it, and updatebooking refuses it.
    return { ok: true, message: '' };
  }
}
