/** What the fake buyer does after the order is created: approve, cancel, or the SDK fails. */
export type FakePayPalBuyer = 'approve' | 'cancel' | 'error';

/** The options `paypal.Buttons` takes, as `@paypal/react-paypal-js` passes them. */
interface FakeButtonsOptions {
  createOrder?: (data: Record<string, unknown>, actions: Record<string, unknown>) => Promise<string>;
  onApprove?: (
    data: { orderID: string; payerID?: string | null; paymentSource?: string },
    actions: Record<string, unknown>,
  ) => Promise<void>;
  onCancel?: (data: { orderID: string }, actions: Record<string, unknown>) => void;
  onError?: (error: Record<string, unknown>) => void;
  onInit?: (data: Record<string, unknown>, actions: { enable(): Promise<void>; disable(): Promise<void> }) => void;
  style?: Record<string, unknown>;
}

/** A buttons instance as the SDK returns it. */
interface FakeButtons {
  render(container: HTMLElement | string): Promise<void>;
  close(): Promise<void>;
  isEligible(): boolean;
}

/** The fake `window.paypal` with what the test can inspect. */
export interface FakePayPal {
  /** `paypal.Buttons(options)`. */
  Buttons(options: FakeButtonsOptions): FakeButtons;
  /** The SDK version the namespace reports. */
  version: string;
  /** The buyer's next action (change it between clicks). */
  buyer: FakePayPalBuyer;
  /** Order ids `createOrder` returned, in order. */
  orders: string[];
  /** Order ids the buyer approved. */
  approved: string[];
  /** Buttons instances that were rendered and not closed. */
  rendered: number;
  /** The SDK script URLs the page asked for (client id, currency, funding: as PayPal's server reads them). */
  scriptUrls: URL[];
}

/**
 * A faithful fake of the PayPal JS SDK as `@paypal/react-paypal-js` drives it, for tests: `paypal.Buttons({
 * createOrder, onApprove, onError, onCancel, onInit })` returns `{ render(container), close(), isEligible() }`;
 * `render` calls `onInit` and puts a "PayPal" button into the container (the real SDK puts an iframe); clicking it
 * calls `createOrder(data, actions)` and then, as the buyer does, `onApprove({ orderID, payerID }, actions)`,
 * `onCancel({ orderID }, actions)`, or `onError(err)`. A rejected `createOrder` goes to `onError`, like the SDK.
 * Rendering into a missing container rejects.
 */
export function createFakePayPal(buyer: FakePayPalBuyer = 'approve'): FakePayPal {
  const fake: FakePayPal = {
    version: '5.0.0-fake',
    buyer,
    orders: [],
    approved: [],
    rendered: 0,
    scriptUrls: [],
    Buttons(options) {
      if (typeof options.createOrder !== 'function' || typeof options.onApprove !== 'function') {
        throw new Error('Expected createOrder and onApprove to be functions');
      }
      const onError = (error: Error) => options.onError?.(error as unknown as Record<string, unknown>);
      let button: HTMLButtonElement | null = null;
      let enabled = true;
      return {
        isEligible: () => true,
        async render(container) {
          const node = typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
          if (!node) throw new Error('Document is ready and element does not exist');
          options.onInit?.(
            {},
            {
              enable: async () => {
                enabled = true;
              },
              disable: async () => {
                enabled = false;
              },
            },
          );
          button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.addEventListener('click', () => {
            if (!enabled) return;
            void (async () => {
              let orderID: string;
              try {
                orderID = (await options.createOrder?.({ paymentSource: 'paypal' }, {})) ?? '';
              } catch (error) {
                onError(error instanceof Error ? error : new Error(String(error)));
                return;
              }
              if (typeof orderID !== 'string' || !orderID) {
                onError(new Error('Expected an order id to be passed'));
                return;
              }
              fake.orders.push(orderID);
              if (fake.buyer === 'approve') {
                fake.approved.push(orderID);
                await options.onApprove?.({ orderID, payerID: 'FAKEPAYER123', paymentSource: 'paypal' }, {});
              } else if (fake.buyer === 'cancel') options.onCancel?.({ orderID }, {});
              else onError(new Error('Window closed unexpectedly'));
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

const sdkUrl = 'https://www.paypal.com/sdk/js';

/**
 * Answers the page's request for PayPal's SDK script with the fake, as PayPal's server would: when a script for
 * the SDK's URL is added to the document, `window.paypal` becomes `fake` and the script's `load` fires; with
 * 'unreachable' the script's `error` fires (no network). Returns the undo (removes the scripts and the namespace).
 */
export function serveFakePayPal(fake: FakePayPal | 'unreachable'): () => void {
  const scripts: HTMLScriptElement[] = [];
  const answer = (script: HTMLScriptElement) => {
    if (!script.src.startsWith(sdkUrl) || scripts.includes(script)) return;
    scripts.push(script);
    queueMicrotask(() => {
      if (fake === 'unreachable') {
        script.dispatchEvent(new Event('error'));
        return;
      }
      fake.scriptUrls.push(new URL(script.src));
      (window as unknown as { paypal?: FakePayPal }).paypal = fake;
      script.dispatchEvent(new Event('load'));
    });
  };
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof HTMLScriptElement) answer(node);
  });
  observer.observe(document, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    for (const script of document.querySelectorAll<HTMLScriptElement>(`script[src^="${sdkUrl}"]`)) script.remove();
    delete (window as unknown as { paypal?: FakePayPal }).paypal;
  };
}
