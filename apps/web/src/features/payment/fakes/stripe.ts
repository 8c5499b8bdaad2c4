import type {
  StripeBillingDetails,
  StripeCardElementType,
  StripeConfirmResult,
  StripeElementChangeEvent,
  StripeElementLike,
  StripeElementsLike,
  StripeLike,
} from '../state/stripe';

/**
 * A faithful fake of the Stripe.js surface the app uses, for tests: `Stripe(key)` returns
 * `{ elements(), confirmCardPayment() }`; `elements().create(type)` returns an element with `mount`, `on`,
 * `destroy`. Mounting puts a text input into the node (the real element puts an iframe there); typing into it
 * fires `change` events with `empty`, `complete` and Stripe's error codes and messages. `confirmCardPayment`
 * answers like Stripe's test mode for Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined (`card_declined`), 4000 0000 0000 9995 has insufficient funds; other numbers are declined.
 */
export interface FakeStripeFactory {
  /** `Stripe(publishableKey)`; throws IntegrationError-like errors for a bad key, like Stripe.js. */
  (publishableKey: string): StripeLike;
  /** Every `confirmCardPayment` call: the client secret and the billing details. */
  confirmations: { clientSecret: string; billingDetails: StripeBillingDetails }[];
  /** Payment intent ids that succeeded. */
  succeeded: string[];
}

const labels: Record<StripeCardElementType, string> = {
  cardNumber: 'Card number',
  cardExpiry: 'Expiry date',
  cardCvc: 'CVC',
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Stripe's own validation of a split card field value, as its change events report it. */
function validate(type: StripeCardElementType, raw: string, now: Date): Omit<StripeElementChangeEvent, 'elementType'> {
  const value = raw.replace(/\s/g, '');
  if (!value) return { empty: true, complete: false };
  const incomplete = (code: string, message: string) => ({
    empty: false,
    complete: false,
    error: { type: 'validation_error', code, message },
  });
  if (type === 'cardNumber') {
    if (!/^\d+$/.test(value)) return incomplete('invalid_number', 'Your card number is invalid.');
    if (value.length < 16) return incomplete('incomplete_number', 'Your card number is incomplete.');
    if (!luhn(value)) return incomplete('invalid_number', 'Your card number is invalid.');
    return { empty: false, complete: true };
  }
  if (type === 'cardExpiry') {
    const match = /^(\d{2})\/(\d{2})$/.exec(value);
    if (!match) return incomplete('incomplete_expiry', "Your card's expiration date is incomplete.");
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    if (month < 1 || month > 12) return incomplete('invalid_expiry_month', "Your card's expiration date is invalid.");
    const end = new Date(year, month, 1).getTime();
    if (end <= now.getTime())
      return incomplete('invalid_expiry_year_past', "Your card's expiration year is in the past.");
    return { empty: false, complete: true };
  }
  if (!/^\d{3,4}$/.test(value)) return incomplete('incomplete_cvc', "Your card's security code is incomplete.");
  return { empty: false, complete: true };
}

/**
 * Creates the fake `Stripe` factory (one per test). `now` is the fake's clock for the expiry check; `succeeded`
 * collects the payment intents that succeeded (share it with a fake server that re-reads intents).
 */
export function createFakeStripe(options: { now?: () => Date; succeeded?: string[] } = {}): FakeStripeFactory {
  const now = options.now ?? (() => new Date());
  const confirmations: FakeStripeFactory['confirmations'] = [];
  const succeeded: string[] = options.succeeded ?? [];
  const factory = ((publishableKey: string): StripeLike => {
    if (typeof publishableKey !== 'string' || !/^pk_(test|live)_/.test(publishableKey)) {
      throw new Error('IntegrationError: Invalid API Key provided.');
    }
    const created = new Map<StripeCardElementType, FakeElement>();

    class FakeElement implements StripeElementLike {
      value = '';
      mounted: HTMLElement | null = null;
      destroyed = false;
      private handlers = new Map<string, ((event: StripeElementChangeEvent) => void)[]>();
      constructor(readonly type: StripeCardElementType) {}
      mount(domElement: HTMLElement | string): void {
        if (this.destroyed) throw new Error('IntegrationError: This Element has already been destroyed.');
        const node = typeof domElement === 'string' ? document.querySelector<HTMLElement>(domElement) : domElement;
        if (!node) throw new Error('IntegrationError: The selector you specified does not match any DOM elements.');
        const input = document.createElement('input');
        input.setAttribute('aria-label', labels[this.type]);
        input.setAttribute('data-stripe-element', this.type);
        input.addEventListener('input', () => {
          this.value = input.value;
          this.emit('change', { elementType: this.type, ...validate(this.type, input.value, now()) });
        });
        input.addEventListener('blur', () =>
          this.emit('blur', { elementType: this.type, empty: !this.value, complete: false }),
        );
        node.appendChild(input);
        this.mounted = node;
        queueMicrotask(() => this.emit('ready', { elementType: this.type, empty: true, complete: false }));
      }
      on(event: 'change' | 'blur' | 'focus' | 'ready', handler: (event: StripeElementChangeEvent) => void): this {
        this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
        return this;
      }
      destroy(): void {
        this.mounted?.querySelector(`[data-stripe-element="${this.type}"]`)?.remove();
        this.mounted = null;
        this.destroyed = true;
        created.delete(this.type);
      }
      private emit(event: string, payload: StripeElementChangeEvent): void {
        for (const handler of this.handlers.get(event) ?? []) handler(payload);
      }
    }

    const elements: StripeElementsLike = {
      create(type) {
        if (created.has(type)) throw new Error(`IntegrationError: Can only create one Element of type ${type}.`);
        const element = new FakeElement(type);
        created.set(type, element);
        return element;
      },
    };

    return {
      elements: () => elements,
      async confirmCardPayment(clientSecret, data): Promise<StripeConfirmResult> {
        const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
        if (!match) throw new Error('IntegrationError: Invalid value for confirmCardPayment intent secret.');
        const card = data.payment_method.card;
        if (!(card instanceof FakeElement) || !card.mounted) {
          throw new Error('IntegrationError: We could not retrieve data from the specified Element.');
        }
        confirmations.push({ clientSecret, billingDetails: data.payment_method.billing_details });
        for (const type of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) {
          const element = created.get(type);
          const state = validate(type, element?.value ?? '', now());
          if (!state.complete) {
            return { error: state.error ?? { type: 'validation_error', code: 'incomplete', message: 'Incomplete.' } };
          }
        }
        const number = (created.get('cardNumber')?.value ?? '').replace(/\s/g, '');
        const intentId = match[1] ?? '';
        if (number === '4242424242424242') {
          succeeded.push(intentId);
          return { paymentIntent: { id: intentId, status: 'succeeded', client_secret: clientSecret } };
        }
        if (number === '4000000000009995') {
          return {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
            },
          };
        }
        return {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        };
      },
    };
  }) as FakeStripeFactory;
  factory.confirmations = confirmations;
  factory.succeeded = succeeded;
  return factory;
}
