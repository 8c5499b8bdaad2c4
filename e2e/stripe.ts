import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { startFakeGateways } from '../apps/server/test/payments-fakes';
import { test } from './fixtures';
import { type RunningServer, startServer } from './server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The fake Stripe.js as one browser script: `window.Stripe`, confirming payment intents at Stripe's API. */
async function fakeStripeJs(): Promise<string> {
  const bundled = await build({
    stdin: {
      contents: `
        import { createFakeStripe } from './apps/web/src/features/payment/fakes/stripe';
        // Stripe's test payment methods for the test cards.
        const methods = { '4242424242424242': 'pm_card_visa', '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds' };
        window.Stripe = createFakeStripe({
          confirmIntent: async (intent, card) => {
            const response = await fetch('https://api.stripe.com/v1/payment_intents/' + intent.id + '/confirm', {
              method: 'POST',
              // As Stripe.js sends it: a form with the publishable key (a simple request, no preflight).
              body: new URLSearchParams({
                key: intent.publishableKey,
                client_secret: intent.clientSecret,
                payment_method: methods[card] ?? 'pm_card_chargeDeclined',
              }),
            });
            const body = await response.json();
            return response.ok ? { status: body.status } : { error: body.error };
          },
        });`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
  });
  return bundled.outputFiles[0]?.text ?? '';
}

/** A server taking cards through Stripe, with Stripe's API faked (the server suite's fake) and Stripe.js faked. */
export interface StripeServer {
  server: RunningServer;
  gateways: Awaited<ReturnType<typeof startFakeGateways>>;
  /**
   * Answers the page's requests to Stripe: its script with the fake Stripe.js, its API's confirm calls through the
   * fake API (publishable key and client secret checked, as Stripe does). Returns the script URLs asked for.
   */
  serveFakeStripe(page: Page): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Starts a server whose card gateway is Stripe (`STRIPE_SECRET_KEY`, publishable key `pk_test_e2e`), its Stripe API
 * the server suite's fake. The card dialog then runs `@stripe/react-stripe-js` on the fake Stripe.js.
 */
async function startStripeServer(): Promise<StripeServer> {
  const gateways = await startFakeGateways();
  const server = await startServer({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLIC_KEY: 'pk_test_e2e',
    STRIPE_API_BASE: gateways.base,
  });
  const script = await fakeStripeJs();
  return {
    server,
    gateways,
    async serveFakeStripe(page) {
      const scripts: string[] = [];
      await page.route(/^https:\/\/js\.stripe\.com\//, async (route) => {
        scripts.push(route.request().url());
        await route.fulfill({ contentType: 'text/javascript', body: script });
      });
      await page.route(/^https:\/\/api\.stripe\.com\/v1\/payment_intents\/[^/]+\/confirm$/, async (route) => {
        const request = route.request();
        const form = new URLSearchParams(request.postData() ?? '');
        const id = new URL(request.url()).pathname.split('/')[3] ?? '';
        expect(form.get('key')).toBe('pk_test_e2e');
        expect(form.get('client_secret')).toBe(`${id}_secret_abc`);
        const response = await route.fetch({
          url: `${gateways.base}/v1/payment_intents/${id}/confirm`,
          headers: { authorization: 'Bearer sk_test_123', 'content-type': 'application/x-www-form-urlencoded' },
          postData: `payment_method=${form.get('payment_method')}`,
        });
        await route.fulfill({ response, headers: { 'access-control-allow-origin': '*' } });
      });
      return scripts;
    },
    async stop() {
      await server.stop();
      server.dispose();
      await gateways.close();
    },
  };
}

/** Types a card into the (fake) Payment Element: number, an expiry three years on, CVC. */
export async function fillStripeCard(dialog: Locator, number: string): Promise<void> {
  const expiry = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Expiration date' }).fill(expiry);
  await dialog.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/** The journeys' fixtures on a Stripe server (one per worker): `baseURL` points at it. */
export const testOnStripe = test.extend<object, { stripe: StripeServer }>({
  stripe: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object.
    async ({}, use) => {
      const stripe = await startStripeServer();
      await use(stripe);
      await stripe.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ stripe }, use) => {
    await use(stripe.server.url);
  },
});
