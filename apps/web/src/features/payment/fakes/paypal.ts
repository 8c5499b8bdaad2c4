import type { PayPalButtonsLike, PayPalButtonsOptions, PayPalNamespaceLike } from '../state/paypal';

/** What the fake buyer does after the order is created: approve, cancel, or the SDK fails. */
export type FakePayPalBuyer = 'approve' | 'cancel' | 'error';

/** The fake namespace with what the test can inspect. */
export interface FakePayPal extends Required<PayPalNamespaceLike> {
  /** The buyer's next action (change it between clicks). */
  buyer: FakePayPalBuyer;
  /** Order ids `createOrder` returned, in order. */
  orders: string[];
  /** Order ids the buyer approved. */
  approved: string[];
  /** Buttons instances that were rendered and not closed. */
  rendered: number;
}

/**
 * A faithful fake of the PayPal JS SDK surface the app uses, for tests: `paypal.Buttons({ createOrder,
 * onApprove, onError, onCancel })` returns `{ render(container), close(), isEligible() }`; `render` puts a
 * "PayPal" button into the container (the real SDK puts an iframe); clicking it calls `createOrder` and then,
 * as the buyer does, `onApprove({ orderID, payerID })`, `onCancel({ orderID })`, or `onError(err)`. A rejected
 * `createOrder` goes to `onError`, like the SDK. Rendering into a missing container rejects.
 */
export function createFakePayPal(buyer: FakePayPalBuyer = 'approve'): FakePayPal {
  const fake: FakePayPal = {
    buyer,
    orders: [],
    approved: [],
    rendered: 0,
    Buttons(options: PayPalButtonsOptions): PayPalButtonsLike {
      if (typeof options.createOrder !== 'function' || typeof options.onApprove !== 'function') {
        throw new Error('Expected createOrder and onApprove to be functions');
      }
      let button: HTMLButtonElement | null = null;
      return {
        isEligible: () => true,
        async render(container) {
          const node = typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
          if (!node) throw new Error('Document is ready and element does not exist');
          button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.addEventListener('click', () => {
            void (async () => {
              let orderID: string;
              try {
                orderID = await options.createOrder();
              } catch (error) {
                options.onError(error);
                return;
              }
              if (typeof orderID !== 'string' || !orderID) {
                options.onError(new Error('Expected an order id to be passed'));
                return;
              }
              fake.orders.push(orderID);
              if (fake.buyer === 'approve') {
                fake.approved.push(orderID);
                await options.onApprove({ orderID, payerID: 'FAKEPAYER123' });
              } else if (fake.buyer === 'cancel') options.onCancel?.();
              else options.onError(new Error('Window closed unexpectedly'));
            })();
          });
          node.appendChild(button);
          fake.rendered += 1;
        },
        async close() {
          if (button) {
            button.remove();
            button = null;
            fake.rendered -= 1;
          }
        },
      };
    },
  };
  return fake;
}
