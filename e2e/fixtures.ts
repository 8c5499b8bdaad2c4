import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { checkA11y, injectAxe } from 'axe-playwright';
import { type RunningServer, startServer } from './server';

/**
 * Waits until no finite CSS animation or transition is running (a dialog closing, a hovered button's colour), so
 * axe measures colours as they end up, not a blend half-way through a fade.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
}

/** The axe run of every journey's check: the WCAG 2.2 AA rules, failing with a detailed report. */
export const axeCheck = {
  axeOptions: {
    runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    // Only violations in full: axe then skips building selectors and HTML for every passing node (40 % of its time).
    resultTypes: ['violations' as const],
  },
  detailedReport: true,
  detailedReportOptions: { html: true },
};

/**
 * Checks the whole page with axe (WCAG 2.2 AA rules) and fails on any violation. The pointer first leaves whatever
 * the last click left it on and the page's animations end: axe measures the page at rest.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await settleAnimations(page);
  await injectAxe(page);
  await checkA11y(page, undefined, axeCheck);
}

/** Fixtures: `server` is one real server per worker; `baseURL` points at it. */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
      server.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };

/**
 * Chooses a design-system tile (payment method, journey type, price tier) as a pointer user does: a click on the
 * tile. The tile's radio input is visually hidden inside it, so Playwright's `check()` cannot press it directly.
 */
export async function chooseTile(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

/**
 * Chooses ASAP for the pickup time. A new booking starts Later with no time chosen (docs/behaviour/journey.md#pickup-time), so nothing is quoted
 * until the passenger picks ASAP or a time.
 */
export async function chooseAsap(page: Page): Promise<void> {
  await chooseTile(page.getByRole('radio', { name: 'ASAP' }));
}

/** Presses Continue and waits for the step indicator to move on and for `ready` (the next section's first field). */
export async function next(page: Page, ready: Locator): Promise<void> {
  const current = page.getByRole('list', { name: 'Booking steps' }).locator('[aria-current="step"]');
  const before = (await current.textContent()) ?? '';
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expect(current).not.toHaveText(before);
  await expect(ready).toBeVisible();
}

/**
 * Presses Continue until `target` shows, at most `maxSteps` times. A step's sections load on intent, so before deciding
 * whether `target` is on the current step it waits until the step has drawn them (no "Loading…" left in the form):
 * on a slow machine it never presses Continue on the last step. `onStep` runs on each step it leaves.
 */
export async function nextUntil(
  page: Page,
  target: Locator,
  maxSteps: number,
  onStep?: () => Promise<void>,
): Promise<void> {
  const current = page.getByRole('list', { name: 'Booking steps' }).locator('[aria-current="step"]');
  const loading = page.getByRole('form', { name: 'Booking' }).getByText('Loading…', { exact: true });
  for (let step = 0; step < maxSteps; step++) {
    await expect(loading).toHaveCount(0);
    if (await target.isVisible()) return;
    await onStep?.();
    const before = (await current.textContent()) ?? '';
    await page.getByRole('button', { name: /^Continue/ }).click();
    await expect(current).not.toHaveText(before);
  }
  await expect(target).toBeVisible();
}

/**
 * Types into an address field and picks the first suggestion matching `option`. On a short phone screen the list
 * opens below the field and moves above it once the results fill it; the tap lands once it has settled in view
 * (scrolling the page instead would close it).
 */
/**
 * Waits until the app has taken over the server's first view (docs/decisions/0012-first-view-in-html.md): text
 * filled into a server-rendered field before hydration is not seen by the app, so its search never runs.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' || document.getElementById('server-data') === null,
  );
}

/**
 * Waits until the web fonts are in and every picture is decoded, lazy ones too: a full-page capture shows the ones
 * below the fold, which the browser would otherwise fetch only on scrolling.
 */
export async function picturesAndFontsIn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

export async function chooseAddress(page: Page, field: 'Pickup' | 'Drop-off', text: string, option: RegExp) {
  await appTookOver(page);
  await page.getByRole('combobox', { name: field }).fill(text);
  const choice = page.getByRole('option', { name: option }).first();
  await expect(choice).toBeInViewport({ ratio: 1 });
  await choice.click();
}

/** The journeys' usual trip, King's Cross to the Tower of London, chosen on the booking form (no time yet). */
export async function chooseKingsCrossToTower(page: Page): Promise<void> {
  await chooseAddress(page, 'Pickup', "King's Cross", /King's Cross/);
  await chooseAddress(page, 'Drop-off', 'Tower of London', /Tower of London/);
}

/** Opens the booking page and quotes King's Cross -> Tower of London for now, waiting until a fare is shown. */
async function quoteKingsCrossToTowerNow(page: Page): Promise<void> {
  await page.goto('/booking');
  await chooseKingsCrossToTower(page);
  await chooseAsap(page);
  await expect(page.getByLabel('Total fare').first()).toHaveText(/£\s?\d/);
}

/**
 * Quotes King's Cross -> Tower of London for now and presses Continue until `target` shows (at most `maxSteps`
 * times), choosing the first vehicle on the vehicle step: the price tiers come first on that step, so the first
 * vehicle is the first radio of the vehicle cards.
 */
export async function quoteNowAndContinueTo(page: Page, target: Locator, maxSteps: number): Promise<void> {
  await quoteKingsCrossToTowerNow(page);
  await nextUntil(page, target, maxSteps, async () => {
    const vehicles = page.getByRole('radiogroup', { name: 'Vehicle' });
    if (await vehicles.isVisible()) await chooseTile(vehicles.getByRole('radio').first());
  });
}

/** Fills the contact step's name, phone and e-mail, as a guest types them. */
export async function fillContact(page: Page, name: string, phone: string, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
}

/** On the contact step: fills the contact, goes on until Book now shows and chooses cash. Returns Book now. */
export async function contactThenCash(page: Page, name: string, phone: string, email: string): Promise<Locator> {
  await fillContact(page, name, phone, email);
  const bookNow = page.getByRole('button', { name: 'Book now' });
  await nextUntil(page, bookNow, 3);
  await chooseTile(page.getByRole('radio', { name: 'Cash' }));
  return bookNow;
}

/**
 * From the journey step, one step at a time: on to the vehicles, the contact (filled with `name`, `phone`, `email`)
 * and cash (chosen), running `check` on the vehicles, on the filled contact and once cash is chosen.
 */
export async function vehicleContactCash(
  page: Page,
  [name, phone, email]: readonly [string, string, string],
  check: (page: Page) => Promise<void>,
): Promise<void> {
  await next(page, page.getByRole('radiogroup', { name: 'Vehicle' }));
  await check(page);
  await next(page, page.getByRole('textbox', { name: 'Name' }));
  await fillContact(page, name, phone, email);
  await check(page);
  const cash = page.getByRole('radio', { name: 'Cash' });
  await next(page, cash);
  await chooseTile(cash);
  await check(page);
}

/** Waits for the confirmation page: its address carries the booking's tracking code and it says so. */
export async function expectConfirmed(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/confirmed\/[A-Za-z0-9_-]{16,}/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
}

/** The booking wizard's current step, as its step list marks it. */
export function currentStep(page: Page): Locator {
  return page.getByRole('list', { name: 'Booking steps' }).locator('[aria-current="step"]');
}

/**
 * Presses Continue until the current step's name matches `step` (at most `presses` times), waiting after each press
 * for the step to move on before looking again; with `firstVehicle`, the first vehicle is chosen where asked for.
 */
export async function continueUntilStep(page: Page, step: RegExp, presses = 4, firstVehicle = false): Promise<void> {
  const current = currentStep(page);
  const next = page.getByRole('button', { name: /^Continue/ });
  for (let i = 0; i < presses && !step.test((await current.textContent()) ?? ''); i++) {
    const vehicles = page.getByRole('radiogroup', { name: 'Vehicle' });
    if (firstVehicle && (await vehicles.isVisible())) await vehicles.getByRole('radio').first().check();
    const before = (await current.textContent()) ?? '';
    await next.click();
    await expect(current).not.toHaveText(before);
  }
}

/** The journeys' usual trip as an API quotation body: King's Cross Station to the Tower of London. */
export const kingsCrossToTowerQuote = {
  pick: "King's Cross Station, Euston Road, London, N1C 4QP",
  picklat: 51.5308,
  picklng: -0.1238,
  pickpostcode: 'N1C 4QP',
  doff: 'Tower of London, London, EC3N 4AB',
  dofflat: 51.5081,
  dofflng: -0.0759,
  droppostcode: 'EC3N 4AB',
};

/** Signs out from the header's Account menu, confirming when asked whether to. */
export async function signOut(page: Page): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Account', exact: true }).click();
  await menu.getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please Confirm' });
  await expect(confirm).toContainText('Do you want to sign out?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(confirm).toBeHidden();
}

/** The passenger an API booking is made for. */
interface Passenger {
  name: string;
  lastname: string;
  phone: string;
  email: string;
}

/**
 * Quotes and books an ASAP cash journey through the API of the server at `baseUrl`, as whoever `request` is signed
 * in as, for `passenger`; fails the test unless both answer Code 1. Returns the booking answer.
 */
export async function bookAsapByApi(
  request: APIRequestContext,
  baseUrl: string,
  journey: Record<string, unknown>,
  passenger: Passenger,
): Promise<{ JobId: number; TrackingCode: string; Bref: string }> {
  const quote = await (await request.post(`${baseUrl}/api/quotation`, { data: journey })).json();
  expect(quote.Code, quote.Message).toBe(1);
  const booked = await (
    await request.post(`${baseUrl}/api/createbookingTest`, {
      data: {
        ...journey,
        ...passenger,
        requestid: `e2e-${Date.now()}-${Math.random()}`,
        quotationid: quote.QuotationId,
        vehtypeid: quote.AdditionalPrices?.[0]?.VehTypeId ?? 1,
        paymentmethod: 'cash',
        bookingdate: 'ASAP',
      },
    })
  ).json();
  expect(booked.Code, booked.Message).toBe(1);
  return booked;
}

/**
 * Opens the sign-in dialog from the header: its Sign in button on a desktop, the Menu dialog's below the desktop
 * width, where the header is one bar of logo, Book and Menu.
 */
export async function openSignInFromHeader(page: Page): Promise<void> {
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign in' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign in' }).click();
  }
}

/**
 * Signs in through the menu's Sign In dialog with a seeded account's e-mail (password demo1234); `{ axe: true }`
 * also checks the filled dialog for accessibility before it is sent. Returns the main menu, which names who it is.
 */
export async function signIn(page: Page, email: string, options: { axe?: boolean } = {}): Promise<Locator> {
  await page.goto('/booking');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
  if (options.axe) await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(dialog).toBeHidden();
  return menu;
}

/** The Card Details dialog's accessible names, in the page's language (en-GB by default). */
export interface CardSheetNames {
  dialog: string;
  name: RegExp;
  number: RegExp;
  expiry: RegExp;
  cvc: RegExp;
  postcode: RegExp;
  pay: RegExp;
}

const englishCardSheet: CardSheetNames = {
  dialog: 'Card Details',
  name: /Name on card/,
  number: /Card number/,
  expiry: /Expiry date/,
  cvc: /CVC/,
  postcode: /Postal code/,
  pay: /^Pay /,
};

/** Fills the Card Details dialog with a sandbox test card and presses Pay; `names` in another language. */
export async function payWithCard(
  page: Page,
  number = '4242 4242 4242 4242',
  names: CardSheetNames = englishCardSheet,
): Promise<void> {
  const cardDialog = page.getByRole('dialog', { name: names.dialog });
  await expect(cardDialog).toBeVisible();
  await cardDialog.getByRole('textbox', { name: names.name }).fill('Casey Customer');
  await cardDialog.getByRole('textbox', { name: names.number }).fill(number);
  await cardDialog
    .getByRole('textbox', { name: names.expiry })
    .fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await cardDialog.getByRole('textbox', { name: names.cvc }).fill('123');
  await cardDialog.getByRole('textbox', { name: names.postcode }).fill('N1C 4AP');
  await cardDialog.getByRole('button', { name: names.pay }).click();
}
