import type { Page } from '@playwright/test';
import { appTookOver, chooseTile, expect, expectNoAxeViolations, payWithCard, test } from './fixtures';

// The booking journey in French and Arabic (docs/decisions/0025-lingui.md): the server draws each page in the
// browser's language (Accept-Language here), Arabic right to left; a guest quotes King's Cross -> Tower of London,
// picks a vehicle, gives their details and pays by the sandbox card, and the confirmation greets them in the same
// language; axe finds nothing on the way. Then the header's language menu changes language mid-booking and the
// booking in progress stays as it was.

/** What each language calls the parts of the journey the test presses and reads. */
const words = {
  fr: {
    heading: 'Réserver un trajet',
    pickup: 'Prise en charge',
    dropoff: 'Destination',
    fare: 'Tarif total',
    next: /^Continuer/,
    vehicle: 'Véhicule',
    name: 'Nom',
    phone: 'Téléphone',
    email: 'E-mail',
    bookNow: 'Réserver maintenant',
    card: 'Carte',
    asap: 'Dès que possible',
    steps: 'Étapes de la réservation',
    confirmed: 'Réservation confirmée',
    cardSheet: {
      dialog: 'Détails de la carte',
      name: /Nom sur la carte/,
      number: /Numéro de carte/,
      expiry: /Date d’expiration/,
      cvc: /CVC/,
      postcode: /Code postal/,
      pay: /^Payer /,
    },
  },
  ar: {
    heading: 'احجز رحلة',
    pickup: 'نقطة الانطلاق',
    dropoff: 'الوجهة',
    fare: 'الأجرة الإجمالية',
    next: /^متابعة/,
    vehicle: 'المركبة',
    name: 'الاسم',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    bookNow: 'احجز الآن',
    card: 'بطاقة',
    asap: 'في أقرب وقت',
    steps: 'خطوات الحجز',
    confirmed: 'تم تأكيد الحجز',
    cardSheet: {
      dialog: 'بيانات البطاقة',
      name: /الاسم على البطاقة/,
      number: /رقم البطاقة/,
      expiry: /تاريخ الانتهاء/,
      cvc: /رمز التحقق/,
      postcode: /الرمز البريدي/,
      pay: /^ادفع /,
    },
  },
} as const;

type Words = (typeof words)[keyof typeof words];

async function chooseAddress(page: Page, field: string, text: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field }).fill(text);
  const choice = page.getByRole('option', { name: option }).first();
  await expect(choice).toBeInViewport({ ratio: 1 });
  await choice.click();
}

/** Presses the step's way on until `target` shows (the vehicle step chooses the first vehicle on its way). */
async function continueUntil(page: Page, w: Words, target: ReturnType<Page['getByRole']>): Promise<void> {
  const current = page.getByRole('list', { name: w.steps }).locator('[aria-current="step"]');
  for (let step = 0; step < 4 && !(await target.isVisible()); step++) {
    await page.waitForTimeout(300);
    if (await target.isVisible()) break;
    const vehicles = page.getByRole('radiogroup', { name: w.vehicle });
    if (await vehicles.isVisible()) await chooseTile(vehicles.getByRole('radio').first());
    const before = (await current.textContent()) ?? '';
    await page.getByRole('button', { name: w.next }).click();
    await expect(current).not.toHaveText(before);
  }
  await expect(target).toBeVisible();
}

/**
 * A fare as the browser's own Intl writes it in `locale`, by the app's rules (pennies unless whole or 1000 or more,
 * no grouping, the product's symbol for pounds and euros): what the page must show, whatever the runtime's digits.
 */
function intlFare(page: Page, locale: string, amount: number, currency = 'GBP'): Promise<string> {
  return page.evaluate(
    ([locale, amount, currency]) => {
      const whole = Math.round(amount * 100) % 100 === 0 || Math.abs(amount) >= 1000;
      const digits = whole ? 0 : 2;
      const symbols: Record<string, string> = { GBP: '£', EUR: '€' };
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        useGrouping: false,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
        .formatToParts(whole ? Math.round(amount) : amount)
        .map((part) => (part.type === 'currency' ? (symbols[currency] ?? part.value) : part.value))
        .join('');
    },
    [locale, amount, currency] as const,
  );
}

/** The total fare of the last quotation the page was answered (the fare its summary shows). */
function lastQuotedFare(page: Page): () => number {
  let fare = Number.NaN;
  page.on('response', async (response) => {
    if (!response.url().includes('/api/quotation') || response.request().method() !== 'POST') return;
    const body = await response.json().catch(() => null);
    if (body?.Code === 1 && typeof body.TotalFare === 'number') fare = body.TotalFare;
  });
  return () => fare;
}

for (const [language, w] of Object.entries(words) as [keyof typeof words, Words][]) {
  test.describe(`the booking journey in ${language}`, () => {
    test.use({ locale: language === 'fr' ? 'fr-FR' : 'ar' });

    test('quote, vehicle, details, pay by card, confirmation', async ({ page }) => {
      const quoted = lastQuotedFare(page);
      await page.goto('/booking');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(w.heading);
      await appTookOver(page);
      await expectNoAxeViolations(page);

      await chooseAddress(page, w.pickup, "King's Cross", /King's Cross/);
      await chooseAddress(page, w.dropoff, 'Tower of London', /Tower of London/);
      // The design system's own words come in the page's language too (its pickup-time switch).
      await chooseTile(page.getByRole('radio', { name: w.asap }));
      // The fare as the language writes it ('54,69 £' in French), by the browser's own Intl.
      await expect(page.getByLabel(w.fare).first()).toHaveText(/£/);
      await expect.poll(quoted).not.toBeNaN();
      await expect(page.getByLabel(w.fare).first()).toHaveText(await intlFare(page, language, quoted()));

      await continueUntil(page, w, page.getByRole('textbox', { name: w.name }));
      await page.getByRole('textbox', { name: w.name }).fill('Ada Lovelace');
      await page.getByRole('textbox', { name: w.phone }).fill('7911123456');
      await page.getByRole('textbox', { name: w.email }).fill(`ada.${language}@example.com`);
      await expectNoAxeViolations(page);
      await continueUntil(page, w, page.getByRole('button', { name: w.bookNow }));
      await chooseTile(page.getByRole('radio', { name: w.card }));
      await page.getByRole('button', { name: w.bookNow }).click();
      // The card sheet speaks the page's language too (@cabkit/ui's words).
      await payWithCard(page, undefined, w.cardSheet);

      await expect(page).toHaveURL(/\/confirmed\//);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(w.confirmed);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoAxeViolations(page);
    });
  });
}

test('the language menu changes language mid-booking and keeps the booking', async ({ page }) => {
  const quoted = lastQuotedFare(page);
  await page.goto('/booking');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await appTookOver(page);
  await chooseAddress(page, 'Pickup', "King's Cross", /King's Cross/);
  await chooseAddress(page, 'Drop-off', 'Tower of London', /Tower of London/);
  await chooseTile(page.getByRole('radio', { name: 'ASAP' }));
  await expect(page.getByLabel('Total fare').first()).toHaveText(/£\s?\d+(\.\d{2})?/);
  const fare = await page.getByLabel('Total fare').first().textContent();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Language/ })
    .click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Réserver un trajet');
  // The booking in progress is as it was: its places, its time and its fare.
  await expect(page.getByRole('combobox', { name: 'Prise en charge' })).toHaveValue(/King's Cross/);
  await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue(/Tower of London/);
  await expect(page.getByRole('radio', { name: 'Dès que possible' })).toBeChecked();
  // The same fare, written as French writes it.
  expect(fare).toBe(await intlFare(page, 'en-GB', quoted()));
  await expect(page.getByLabel('Tarif total').first()).toHaveText(await intlFare(page, 'fr', quoted()));
  await expectNoAxeViolations(page);

  // The choice is remembered: the next page the server draws is in French.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('combobox', { name: 'Prise en charge' })).toHaveValue(/King's Cross/);
});

test('a display currency shows the fare converted and says what is charged', async ({ page }) => {
  const quoted = lastQuotedFare(page);
  await page.goto('/booking');
  await appTookOver(page);
  await chooseAddress(page, 'Pickup', "King's Cross", /King's Cross/);
  await chooseAddress(page, 'Drop-off', 'Tower of London', /Tower of London/);
  await chooseTile(page.getByRole('radio', { name: 'ASAP' }));
  await expect.poll(quoted).not.toBeNaN();
  const total = page.getByLabel('Total fare').first();
  await expect(total).toHaveText(await intlFare(page, 'en-GB', quoted()));
  // The choice comes into the header with the first price.
  await page.getByRole('banner').getByRole('combobox', { name: 'Show prices in' }).selectOption('EUR');
  await expect(total).toContainText('≈ €');
  // What is charged stays in pounds, said beside the converted figure.
  await expect(total).toContainText(`You will be charged ${await intlFare(page, 'en-GB', quoted())}`);
  await expectNoAxeViolations(page);

  // The choice is remembered in a cookie: the kept booking's fare shows in euros again after a reload.
  await page.reload();
  await appTookOver(page);
  await expect(page.getByLabel('Total fare').first()).toContainText('≈ €');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Show prices in' })).toHaveValue('EUR');
});

/** What each language calls what the booker's journey presses and reads, and the headings of its pages. */
const bookerWords = {
  fr: {
    menu: 'Menu principal',
    signIn: 'Se connecter',
    welcome: 'Bienvenue',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'SE CONNECTER',
    pages: [
      ['/dashboard.html', 'Tableau de bord'],
      ['/addressbook.html', 'Mes adresses'],
      ['/commission.html', 'Commission'],
      ['/invoice.html', 'Facture'],
    ],
  },
  ar: {
    menu: 'القائمة الرئيسية',
    signIn: 'تسجيل الدخول',
    welcome: 'مرحبًا',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    pages: [
      ['/dashboard.html', 'لوحة التحكم'],
      ['/addressbook.html', 'أماكني'],
      ['/commission.html', 'العمولة'],
      ['/invoice.html', 'الفاتورة'],
    ],
  },
} as const;

for (const [language, w] of Object.entries(bookerWords) as [keyof typeof bookerWords, (typeof bookerWords)['fr']][]) {
  test.describe(`a corporate booker's pages in ${language}`, () => {
    test.use({ locale: language === 'fr' ? 'fr-FR' : 'ar' });

    test('sign in, then the dashboard, places, commission and invoices on a phone, with axe', async ({ page }) => {
      await page.goto('/booking');
      await appTookOver(page);
      await page.getByRole('navigation', { name: w.menu }).getByRole('button', { name: w.signIn }).click();
      const dialog = page.getByRole('dialog', { name: w.welcome });
      await dialog.getByRole('textbox', { name: w.email }).fill('booker@cabkit.example');
      await dialog.getByLabel(w.password, { exact: true }).fill('demo1234');
      await dialog.getByRole('button', { name: w.submit }).click();
      await expect(dialog).toBeHidden();

      await page.setViewportSize({ width: 375, height: 812 });
      for (const [path, heading] of w.pages) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
        await appTookOver(page);
        // Nothing wider than the phone: longer French words and mirrored Arabic rows stay on the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await expectNoAxeViolations(page);
      }
    });
  });
}
