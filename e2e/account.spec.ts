import type { Page } from '@playwright/test';
import {
  chooseAsap,
  chooseTile,
  expect,
  expectNoAxeViolations,
  next,
  openSignInFromHeader,
  test,
  expectConfirmed,
  chooseKingsCrossToTower,
  signOut,
} from './fixtures';

// The account end to end against the real server: a new customer edits the profile and changes the
// password, then signs in with the new one; a password reset from the link in the outbox, refused the second
// time; a saved place offered first in the wizard and booked; the demo booker's "Use my details".

let accounts = 0;

/** A fresh account per journey, so the demo accounts other journeys sign in with stay as seeded. */
async function signUp(page: Page, password = 'first-pass'): Promise<string> {
  accounts += 1;
  const email = `e2e-account-${Date.now()}-${accounts}@example.com`;
  await page.goto('/about');
  await openSignInFromHeader(page);
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await dialog.getByRole('tab', { name: 'SIGN UP' }).click();
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await dialog.getByRole('textbox', { name: 'Surname' }).fill('Tester');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('7400123499');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(dialog).toBeHidden();
  // The header's account menu names who is signed in (kept in the banner on a phone too, behind Menu).
  await expect(page.getByRole('banner')).toContainText('Signed in as Robin Tester');
  return email;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await openSignInFromHeader(page);
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(dialog).toBeHidden();
}

test('a customer edits the profile, changes the password and signs in with the new one', async ({ page }) => {
  const email = await signUp(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Account', exact: true }).click();
  await menu.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveTitle(/My account/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Update profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'My Profile' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Robyn');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('7911123456');
  const newEmail = email.replace('e2e-account', 'e2e-renamed');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await dialog.getByText('Send me offers by SMS').click();
  await expect(dialog.getByRole('checkbox', { name: 'Send me offers by SMS' })).toBeChecked();
  // A new e-mail needs the current password.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('link', { name: 'Current password is required' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Current password', { exact: true }).fill('first-pass');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await expect(page.getByText('+44 7911123456')).toBeVisible();
  await expect(menu).toContainText('Signed in as Robyn Tester');

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveTitle(/Change password/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Change password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByLabel('Current password', { exact: true }).fill('wrong-pass');
  await change.getByLabel('New password', { exact: true }).fill('second-pass');
  await change.getByLabel('Confirm password', { exact: true }).fill('second-pass');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change.getByRole('link', { name: 'The current password is incorrect.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await change.getByLabel('Current password', { exact: true }).fill('first-pass');
  await change.getByLabel('New password', { exact: true }).fill('second-pass');
  await change.getByLabel('Confirm password', { exact: true }).fill('second-pass');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // Signing out on an account page goes home; signing back in with the new password works.
  await signOut(page);
  await expect(page).toHaveURL(/\/home\.html$/);
  await signIn(page, newEmail, 'second-pass');
  await expect(menu).toContainText('Signed in as Robyn Tester');
});

test('a signed-out visitor sent home from My Places gets back to it after signing in', async ({ page }) => {
  const email = await signUp(page);
  await signOut(page);
  await page.goto('/addressbook');
  await expect(page).toHaveURL(/\/home\.html$/);
  await signIn(page, email, 'first-pass');
  await expect(page).toHaveURL(/\/addressbook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My places' })).toBeVisible();
});

test('a password reset from the outbox link, refused the second time', async ({ page }) => {
  const email = await signUp(page);
  await signOut(page);
  await openSignInFromHeader(page);
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await welcome.getByRole('textbox', { name: 'Email' }).fill(email);
  await welcome.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: /Forgot password/i });
  await forgot.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
    'A password reset link has been sent to your email',
  );

  await page.goto('/dev/outbox');
  const link = page
    .getByRole('article')
    .filter({ hasText: email })
    .first()
    .locator('a[href*="/resetpassword/"]')
    .first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/resetpassword\/\d+\/[^/]+$/);
  const resetPath = new URL(href).pathname;

  await page.goto(resetPath);
  await expect(page).toHaveTitle(/Reset password/);
  await page.getByLabel('New password', { exact: true }).fill('reset-pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('reset-pass');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveTitle(/Confirm password/);
  await expect(page.getByText('Your password has been changed. Please sign in with your new password.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('reset-pass');
  await dialog.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toContainText('Signed in as Robin Tester');
  await signOut(page);

  // The same link again: the server refuses it, and a new one can be asked for.
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('another-pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('another-pass');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('dialog', { name: /Forgot password/i })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a saved place is added, offered first in the wizard, and booked', async ({ page }) => {
  await signUp(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Account', exact: true }).click();
  await menu.getByRole('link', { name: 'My places' }).click();
  await expect(page).toHaveTitle(/My places/);
  await expect(page.getByRole('heading', { level: 1, name: 'My places' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No saved places yet' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add place' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Place' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Grandma');
  await dialog.getByRole('combobox', { name: 'Find address' }).fill('Tower of London');
  await page
    .getByRole('option', { name: /Tower of London/ })
    .first()
    .click();
  await expect(dialog.getByRole('textbox', { name: 'Postcode' })).not.toHaveValue('');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const others = page.getByRole('region', { name: 'Others' });
  await expect(others.getByText('Grandma')).toBeVisible();

  await page.goto('/booking');
  await page.getByRole('combobox', { name: 'Pickup' }).fill("King's Cross");
  await page
    .getByRole('option', { name: /King's Cross/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Drop-off' }).fill('Grandma');
  const saved = page.getByRole('group', { name: 'My Places' });
  await expect(saved.getByRole('option').first()).toContainText('Tower of London');
  await saved.getByRole('option').first().click();
  await expect(page.getByRole('combobox', { name: 'Drop-off' })).toHaveValue(/Tower of London/);
  await expectNoAxeViolations(page);
  await chooseAsap(page);
  await expect(page.getByLabel('Total fare').first()).toHaveText(/£\s?\d/);
  await next(page, page.getByRole('radiogroup', { name: 'Vehicle' }));
  await next(page, page.getByRole('textbox', { name: 'Name' }));
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Robin Tester');
  // On a 1280 px screen the contact's phone box has room for the whole number (it was squeezed to "0900123").
  const contactPhone = page.getByRole('textbox', { name: 'Phone' });
  await expect(contactPhone).toHaveValue('7400123499');
  expect(await contactPhone.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
  expect((await contactPhone.boundingBox())?.width ?? 0).toBeGreaterThan(150);
  const cash = page.getByRole('radio', { name: 'Cash' });
  await next(page, cash);
  await chooseTile(cash);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expectConfirmed(page);
  await expect(page.getByRole('main')).toContainText('Tower of London');
});

test('the demo booker\'s "Use my details" passes the phone check', async ({ page }) => {
  await page.goto('/booking');
  await signIn(page, 'booker@cabkit.example', 'demo1234');
  await chooseKingsCrossToTower(page);
  await chooseAsap(page);
  await expect(page.getByLabel('Total fare').first()).toHaveText(/£\s?\d/);
  await next(page, page.getByRole('radiogroup', { name: 'Vehicle' }));
  await next(page, page.getByRole('button', { name: 'Edit contact details' }));
  await page.getByRole('button', { name: /^Continue/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact details' });
  await dialog.getByText('Use my details for customer').click();
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('7400123457');
  await dialog.getByRole('tab', { name: 'Main Passenger' }).click();
  await dialog.getByText('Use my details', { exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('7400123457');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Phone is invalid')).toHaveCount(0);
  const cash = page.getByRole('radio', { name: 'Cash' });
  await next(page, cash);
  await chooseTile(cash);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/confirmed\/[A-Za-z0-9_-]{16,}/);
});

test('the account pages and the menu dialog at 320 px: the phone number has room', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signUp(page);
  // A phone gets one bar (logo, Book, Menu); the Menu dialog holds the account's pages.
  const banner = page.getByRole('banner');
  expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(72);
  await banner.getByRole('button', { name: 'Menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  // The dialog's code loads on first opening: check it once it is open and has taken focus, not halfway there.
  await expect(dialog.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page);
  await dialog.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await page.getByRole('button', { name: 'Update profile' }).click();
  const profile = page.getByRole('dialog', { name: 'My Profile' });
  const phone = profile.getByRole('textbox', { name: 'Phone' });
  await phone.fill('7400123499');
  // The whole number is visible: the box is wider than the text it holds.
  const fits = await phone.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth);
  expect(fits).toBe(true);
  await expectNoAxeViolations(page);
});
