import type { StripeElementsState } from '@cabkit/domain';
import { useEffect, useRef } from 'react';
import type { PayPalButtonsOptions, PayPalNamespaceLike } from '../state/paypal';
import type { StripeCardElementType, StripeElementLike, StripeLike } from '../state/stripe';

const stripeLabels: Record<StripeCardElementType, string> = {
  cardNumber: 'Card number',
  cardExpiry: 'Expiry date',
  cardCvc: 'CVC',
};

/** Props of `StripeCardFields`. */
export interface StripeCardFieldsProps {
  /** Stripe.js (loaded lazily). */
  stripe: StripeLike;
  /** Receives the mounted card-number element (what `confirmCardPayment` takes), or null on unmount. */
  onCard: (card: StripeElementLike | null) => void;
  /** Receives the elements' states on every change (for the spec's messages). */
  onState: (state: StripeElementsState) => void;
}

/** Stripe's split card fields (card number, expiry, CVC) mounted with `elements().create(type).mount(node)`. */
export function StripeCardFields({ stripe, onCard, onState }: StripeCardFieldsProps) {
  const nodes = useRef<Partial<Record<StripeCardElementType, HTMLDivElement | null>>>({});
  const callbacks = useRef({ onCard, onState });
  callbacks.current = { onCard, onState };

  useEffect(() => {
    const elements = stripe.elements();
    const state: StripeElementsState = {
      cardNumber: { empty: true, complete: false },
      cardExpiry: { empty: true, complete: false },
      cardCvc: { empty: true, complete: false },
    };
    const created: StripeElementLike[] = [];
    for (const type of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) {
      const node = nodes.current[type];
      if (!node) continue;
      const element = elements.create(type, { placeholder: '' });
      element.on('change', (event) => {
        state[type] = { empty: event.empty, complete: event.complete };
        callbacks.current.onState({ ...state });
      });
      element.mount(node);
      created.push(element);
      if (type === 'cardNumber') callbacks.current.onCard(element);
    }
    callbacks.current.onState({ ...state });
    return () => {
      callbacks.current.onCard(null);
      for (const element of created) element.destroy();
    };
  }, [stripe]);

  return (
    <div>
      {(['cardNumber', 'cardExpiry', 'cardCvc'] as const).map((type) => (
        <div key={type}>
          <span aria-hidden="true">{stripeLabels[type]}</span>
          <div
            ref={(node) => {
              nodes.current[type] = node;
            }}
            data-stripe-field={type}
          />
        </div>
      ))}
    </div>
  );
}

/** Props of `PayPalButtons`. */
export interface PayPalButtonsProps {
  /** The PayPal JS SDK namespace (loaded lazily with GBP, card funding disabled). */
  paypal: PayPalNamespaceLike;
  /** The handlers (`payPalCheckout`). */
  options: PayPalButtonsOptions;
}

/** PayPal's smart buttons rendered with `paypal.Buttons(options).render(node)`; closed on unmount. */
export function PayPalButtons({ paypal, options }: PayPalButtonsProps) {
  const node = useRef<HTMLDivElement>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!node.current || !paypal.Buttons) return;
    const buttons = paypal.Buttons({
      createOrder: () => latest.current.createOrder(),
      onApprove: (data) => latest.current.onApprove(data),
      onError: (error) => latest.current.onError(error),
      onCancel: () => latest.current.onCancel?.(),
      style: { layout: 'horizontal', label: 'paypal', tagline: false },
    });
    void buttons.render(node.current).catch(() => {
      // The container went away before the SDK rendered (dialog closed): nothing to show.
    });
    return () => {
      void buttons.close().catch(() => {});
    };
  }, [paypal]);

  return <div ref={node} />;
}
