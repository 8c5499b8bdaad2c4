import { validateCardNumber } from '@cabkit/domain/validation';
import type { Stripe } from '@stripe/stripe-js';

/**
 * A faithful fake of Stripe.js for tests, shaped as `@stripe/react-stripe-js` drives it: `Stripe(key)` returns an
 * object with `elements(options)`, `confirmPayment`, the calls the React SDK checks for (`createToken`,
 * `createPaymentMethod`, `confirmCardPayment`) and its wrapper registration (`_registerWrapper`,
 * `registerAppInfo`). `elements().create('payment' | 'expressCheckout')` returns an element with `mount`, `on`,
 * `off`, `update`, `destroy`. The Payment Element mounts three inputs (the real one mounts an iframe with the same
 * fields) and fires `change` with `empty`/`complete`; `elements.submit()` answers Stripe's validation codes. The
 * Express Checkout Element shows a button per wallet the "browser" offers (`wallets`), and `ready` lists them; a
 * press fires `click` (the handler must `resolve`), then `confirm` with the wallet's billing details.
 * `confirmPayment` answers like Stripe's test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 9995 has
 * insufficient funds, other numbers are declined. `handleNextAction` is the bank's 3-D Secure frame for an intent the
 * server confirmed with a saved card: the passenger completes it (the intent succeeds) or fails it (`authenticate`).
 */
export interface FakeStripeFactory {
  /** `Stripe(publishableKey)`; throws IntegrationError-like errors for a bad key, like Stripe.js. */
  (publishableKey: string): Stripe;
  /** Every `confirmPayment` call: the client secret and the billing details sent with it (none for a wallet). */
  confirmations: {
    clientSecret: string;
    billingDetails?: FakeBillingDetails;
    wallet?: string;
    /** The Elements group's `setupFutureUsage` (a card to keep), when set: it must match the intent's. */
    setupFutureUsage?: string;
  }[];
  /** Payment intent ids that succeeded. */
  succeeded: string[];
  /** Payment intent ids whose 3-D Secure frame `handleNextAction` opened, in order. */
  actions: string[];
  /** The wrappers that registered with Stripe.js (`react-stripe-js` once the React SDK holds the object). */
  wrappers: string[];
  /** Each Express Checkout `paymentFailed` call's reason. */
  walletFailures: string[];
  /** The Stripe.js release the object reports (what `@stripe/stripe-js` expects to find). */
  version: string;
}

/** Billing details as Stripe takes them. */
interface FakeBillingDetails {
  name?: string;
  address?: { line1?: string; line2?: string | null; city?: string; postal_code?: string; country?: string };
}

/** A wallet the fake browser offers to the Express Checkout Element. */
type FakeWallet = 'applePay' | 'googlePay';

/** Options of the fake. */
export interface FakeStripeOptions {
  /** The fake's clock (for the expiry check). */
  now?: () => Date;
  /** Collects the payment intents that succeeded (share it with a fake server that re-reads intents). */
  succeeded?: string[];
  /** The wallets this "browser" offers (none by default, as in a browser without Apple Pay or Google Pay). */
  wallets?: FakeWallet[];
  /** The card in the wallet. */
  walletCard?: string;
  /** The billing details the wallet gives. */
  walletBilling?: FakeBillingDetails;
  /**
   * Confirms at a Stripe API instead of deciding here (a browser journey against a server that reads the intent
   * back): gets the intent, the publishable key and the card number, answers the intent's status or Stripe's error.
   */
  confirmIntent?: (
    intent: { id: string; clientSecret: string; publishableKey: string },
    cardNumber: string,
  ) => Promise<{ status: string } | { error: Record<string, unknown> }>;
  /** What the passenger does in the bank's 3-D Secure frame (`handleNextAction`): complete it (default) or fail it. */
  authenticate?: 'complete' | 'fail';
}

type Handler = (event: never) => unknown;
type ValidationError = { type: 'validation_error'; code: string; message: string };

const walletNames: Record<FakeWallet, { label: string; type: string }> = {
  applePay: { label: 'Apple Pay', type: 'apple_pay' },
  googlePay: { label: 'Google Pay', type: 'google_pay' },
};

const invalid = (code: string, message: string): ValidationError => ({ type: 'validation_error', code, message });

/** Stripe's own check of the card form, in its field order: the first problem with Stripe's code and message. */
function cardError(fields: { number: string; expiry: string; cvc: string }, now: Date): ValidationError | undefined {
  const number = fields.number.replace(/\s/g, '');
  if (!number || number.length < 16) return invalid('incomplete_number', 'Your card number is incomplete.');
  // Stripe checks the number's checksum and brand, as the card dialog's own rule does.
  if (!/^\d+$/.test(number) || validateCardNumber(number) !== undefined)
    return invalid('invalid_number', 'Your card number is invalid.');
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(fields.expiry.trim());
  if (!match) return invalid('incomplete_expiry', "Your card's expiration date is incomplete.");
  const month = Number(match[1]);
  if (month < 1 || month > 12) return invalid('invalid_expiry_month', "Your card's expiration date is invalid.");
  if (new Date(2000 + Number(match[2]), month, 1).getTime() <= now.getTime())
    return invalid('invalid_expiry_year_past', "Your card's expiration year is in the past.");
  if (!/^\d{3,4}$/.test(fields.cvc.trim()))
    return invalid('incomplete_cvc', "Your card's security code is incomplete.");
  return undefined;
}

/** Creates the fake `Stripe` factory (one per test). */
export function createFakeStripe(options: FakeStripeOptions = {}): FakeStripeFactory {
  const now = options.now ?? (() => new Date());
  const confirmations: FakeStripeFactory['confirmations'] = [];
  const succeeded: string[] = options.succeeded ?? [];
  const wrappers: string[] = [];
  const walletFailures: string[] = [];
  const actions: string[] = [];

  const factory = ((publishableKey: string): Stripe => {
    if (typeof publishableKey !== 'string' || !/^pk_(test|live)_/.test(publishableKey)) {
      throw new Error('IntegrationError: Invalid API Key provided.');
    }
    const groups = new Set<FakeElements>();

    class FakeElement {
      mounted: HTMLElement | null = null;
      destroyed = false;
      private handlers = new Map<string, Handler[]>();
      private inputs: Partial<Record<'number' | 'expiry' | 'cvc', HTMLInputElement>> = {};
      constructor(
        readonly type: 'payment' | 'expressCheckout',
        readonly group: FakeElements,
        public options: Record<string, unknown>,
      ) {}

      /** The card form's values (Payment Element). */
      card() {
        return {
          number: this.inputs.number?.value ?? '',
          expiry: this.inputs.expiry?.value ?? '',
          cvc: this.inputs.cvc?.value ?? '',
        };
      }

      mount(domElement: HTMLElement | string): void {
        if (this.destroyed) throw new Error('IntegrationError: This Element has already been destroyed.');
        const node = typeof domElement === 'string' ? document.querySelector<HTMLElement>(domElement) : domElement;
        if (!node) throw new Error('IntegrationError: The selector you specified does not match any DOM elements.');
        if (this.mounted) throw new Error('IntegrationError: This Element is already mounted.');
        this.mounted = node;
        if (this.type === 'payment') this.mountCardForm(node);
        else this.mountWallets(node);
      }

      private mountCardForm(node: HTMLElement): void {
        const fields = [
          ['number', 'Card number', 'cc-number'],
          ['expiry', 'Expiration date', 'cc-exp'],
          ['cvc', 'Security code', 'cc-csc'],
        ] as const;
        for (const [key, label, autocomplete] of fields) {
          const input = document.createElement('input');
          input.setAttribute('aria-label', label);
          input.setAttribute('autocomplete', autocomplete);
          input.setAttribute('data-fake-stripe', key);
          input.addEventListener('input', () => this.emitChange());
          input.addEventListener('focus', () => this.emit('focus', { elementType: 'payment' }));
          input.addEventListener('blur', () => this.emit('blur', { elementType: 'payment' }));
          node.appendChild(input);
          this.inputs[key] = input;
        }
        queueMicrotask(() => this.emit('ready', { elementType: 'payment' }));
      }

      private emitChange(): void {
        const card = this.card();
        const empty = !card.number && !card.expiry && !card.cvc;
        this.emit('change', {
          elementType: 'payment',
          empty,
          complete: !cardError(card, now()),
          collapsed: false,
          value: { type: 'card' },
        });
      }

      private mountWallets(node: HTMLElement): void {
        const allowed = (this.options.paymentMethods ?? {}) as Partial<Record<FakeWallet, string>>;
        const shown = (options.wallets ?? []).filter((wallet) => allowed[wallet] !== 'never');
        for (const wallet of shown) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = walletNames[wallet].label;
          button.setAttribute('data-fake-stripe', wallet);
          button.addEventListener('click', () => void this.pressWallet(wallet));
          node.appendChild(button);
        }
        const available = shown.length
          ? {
              applePay: shown.includes('applePay'),
              googlePay: shown.includes('googlePay'),
              link: false,
              paypal: false,
              amazonPay: false,
              klarna: false,
            }
          : undefined;
        queueMicrotask(() =>
          this.emit('ready', { elementType: 'expressCheckout', availablePaymentMethods: available }),
        );
      }

      /** The buyer presses a wallet button: `click` (resolved within 1 s, as Stripe asks), then the sheet, `confirm`. */
      private async pressWallet(wallet: FakeWallet): Promise<void> {
        const expressPaymentType = walletNames[wallet].type;
        let resolved: Record<string, unknown> | undefined;
        if (this.handlers.get('click')?.length) {
          resolved = await new Promise<Record<string, unknown> | undefined>((resolve) => {
            const timer = setTimeout(() => resolve(undefined), 1000);
            this.emit('click', {
              elementType: 'expressCheckout',
              expressPaymentType,
              resolve: (details: Record<string, unknown> = {}) => {
                clearTimeout(timer);
                resolve(details);
              },
            });
          });
          if (!resolved) return;
        }
        const billing = options.walletBilling ?? {};
        this.group.walletInProgress = { wallet: expressPaymentType, card: options.walletCard ?? '4242424242424242' };
        this.emit('confirm', {
          elementType: 'expressCheckout',
          expressPaymentType,
          billingDetails: resolved?.billingAddressRequired
            ? billing
            : { name: billing.name, email: undefined, phone: undefined },
          paymentFailed: (payload?: { reason?: string }) => {
            walletFailures.push(payload?.reason ?? 'fail');
            this.group.walletInProgress = undefined;
          },
        });
      }

      on(event: string, handler: Handler): this {
        this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
        return this;
      }

      off(event: string, handler?: Handler): this {
        const kept = handler ? (this.handlers.get(event) ?? []).filter((h) => h !== handler) : [];
        this.handlers.set(event, kept);
        return this;
      }

      update(next: Record<string, unknown>): void {
        this.options = { ...this.options, ...next };
      }

      destroy(): void {
        if (this.mounted) this.mounted.replaceChildren();
        this.mounted = null;
        this.destroyed = true;
        this.group.created.delete(this.type);
      }

      private emit(event: string, payload: unknown): void {
        for (const handler of this.handlers.get(event) ?? []) (handler as (event: unknown) => unknown)(payload);
      }
    }

    class FakeElements {
      created = new Map<string, FakeElement>();
      walletInProgress: { wallet: string; card: string } | undefined;
      constructor(public options: Record<string, unknown>) {
        if (options.clientSecret === undefined && options.mode === undefined)
          throw new Error('IntegrationError: elements() needs either a clientSecret or a mode.');
        if (options.mode === 'payment' && !(Number.isInteger(options.amount) && Number(options.amount) > 0))
          throw new Error('IntegrationError: In payment mode, amount must be a positive integer.');
      }

      create(type: string, elementOptions: Record<string, unknown> = {}) {
        if (type !== 'payment' && type !== 'expressCheckout')
          throw new Error(
            `IntegrationError: the fake has no ${type} Element (this app uses payment and expressCheckout).`,
          );
        if (this.created.has(type)) throw new Error(`IntegrationError: Can only create one Element of type ${type}.`);
        const element = new FakeElement(type, this, elementOptions);
        this.created.set(type, element);
        return element;
      }

      getElement(type: string) {
        return this.created.get(type) ?? null;
      }

      update(next: Record<string, unknown>): void {
        if ('clientSecret' in next) throw new Error('IntegrationError: clientSecret cannot be updated.');
        this.options = { ...this.options, ...next };
      }

      async fetchUpdates() {
        return {};
      }

      /** Stripe's check before an intent exists: the card form, or nothing while a wallet confirms. */
      async submit() {
        if (this.walletInProgress) return { selectedPaymentMethod: this.walletInProgress.wallet };
        const payment = this.created.get('payment');
        if (!payment?.mounted)
          return { error: invalid('incomplete', 'Nothing to submit: no Payment Element mounted.') };
        const error = cardError(payment.card(), now());
        return error ? { error } : { selectedPaymentMethod: 'card' };
      }
    }

    const notThisIntegration = (name: string) => async () => {
      throw new Error(`IntegrationError: ${name} is not how this app pays (it confirms with confirmPayment).`);
    };

    const stripe = {
      elements(elementsOptions: Record<string, unknown> = {}) {
        const group = new FakeElements(elementsOptions);
        groups.add(group);
        return group;
      },
      async confirmPayment(params: {
        elements: FakeElements;
        clientSecret: string;
        confirmParams?: { return_url?: string; payment_method_data?: { billing_details?: FakeBillingDetails } };
        redirect?: string;
      }) {
        const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(params.clientSecret ?? '');
        if (!match) throw new Error('IntegrationError: Invalid value for confirmPayment: clientSecret.');
        const group = params.elements;
        if (!(group instanceof FakeElements) || !groups.has(group))
          throw new Error('IntegrationError: elements must be an Elements group of this Stripe instance.');
        if (params.redirect !== 'if_required' && !params.confirmParams?.return_url)
          throw new Error('IntegrationError: confirmPayment needs confirmParams.return_url.');
        const wallet = group.walletInProgress;
        const payment = group.created.get('payment');
        const fields = (payment?.options.fields ?? {}) as { billingDetails?: { name?: string; address?: string } };
        const billing = params.confirmParams?.payment_method_data?.billing_details;
        if (!wallet && fields.billingDetails?.name === 'never' && !billing?.name)
          throw new Error(
            'IntegrationError: billing_details.name must be provided when fields.billingDetails.name is never.',
          );
        if (!wallet && fields.billingDetails?.address === 'never' && !billing?.address?.country)
          throw new Error(
            'IntegrationError: billing_details.address must be provided when fields.billingDetails.address is never.',
          );
        const setupFutureUsage = group.options.setupFutureUsage as string | undefined;
        confirmations.push({
          clientSecret: params.clientSecret,
          billingDetails: billing,
          wallet: wallet?.wallet,
          ...(setupFutureUsage ? { setupFutureUsage } : {}),
        });
        group.walletInProgress = undefined;
        let number: string;
        if (wallet) number = wallet.card;
        else {
          if (!payment?.mounted)
            throw new Error('IntegrationError: We could not retrieve data from the Payment Element.');
          const error = cardError(payment.card(), now());
          if (error) return { error };
          number = payment.card().number.replace(/\s/g, '');
        }
        const intentId = match[1] ?? '';
        if (options.confirmIntent) {
          const answer = await options.confirmIntent(
            { id: intentId, clientSecret: params.clientSecret, publishableKey },
            number,
          );
          if ('error' in answer) return { error: answer.error };
          return { paymentIntent: { id: intentId, status: answer.status, client_secret: params.clientSecret } };
        }
        if (number === '4242424242424242') {
          succeeded.push(intentId);
          return { paymentIntent: { id: intentId, status: 'succeeded', client_secret: params.clientSecret } };
        }
        const insufficient = number === '4000000000009995';
        return {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: insufficient ? 'insufficient_funds' : 'generic_decline',
            message: insufficient ? 'Your card has insufficient funds.' : 'Your card was declined.',
          },
        };
      },
      async handleNextAction(params: { clientSecret: string }) {
        const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(params.clientSecret ?? '');
        if (!match) throw new Error('IntegrationError: Invalid value for handleNextAction: clientSecret.');
        const intentId = match[1] ?? '';
        actions.push(intentId);
        if (options.authenticate === 'fail') {
          return {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_authentication_failure',
              message:
                'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
            },
          };
        }
        succeeded.push(intentId);
        return { paymentIntent: { id: intentId, status: 'succeeded', client_secret: params.clientSecret } };
      },
      createToken: notThisIntegration('createToken'),
      createPaymentMethod: notThisIntegration('createPaymentMethod'),
      confirmCardPayment: notThisIntegration('confirmCardPayment'),
      _registerWrapper(wrapper: { name: string }) {
        wrappers.push(wrapper.name);
      },
      registerAppInfo() {},
    };
    return stripe as unknown as Stripe;
  }) as FakeStripeFactory;
  factory.confirmations = confirmations;
  factory.succeeded = succeeded;
  factory.actions = actions;
  factory.wrappers = wrappers;
  factory.walletFailures = walletFailures;
  factory.version = 'endive';
  return factory;
}
