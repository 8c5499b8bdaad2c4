import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as arabic } from '../../locales/ar/messages.po';
import { messages as english } from '../../locales/en-GB/messages.po';
import { messages as french } from '../../locales/fr/messages.po';
import { applyConfiguration } from '../../state/config';
import { accountStorageKey } from '../../state/session';
import type { Handler } from '../../test/fake-server';
import { caseyProfile } from '../../test/fixtures';
import { accountPageTests, accountServer, renderApp, signUpIn } from '../../test/render-app';

const profile = caseyProfile({ EmailMailingList: true, Token: 'token' });

function server(overrides: Record<string, Handler> = {}) {
  return accountServer({
    ...overrides,
  });
}

/** The menu and dialog names a visitor reads in en-GB; the French and Arabic tests pass their own. */
const ENGLISH_NAMES = { menu: 'Main menu', signIn: 'Sign in', welcome: 'Welcome' };

/** Opens /about and the sign-in dialog from its menu, named as `names` reads them. */
async function openSignIn(names = ENGLISH_NAMES) {
  const { user, history } = renderApp('/about');
  const menu = await screen.findByRole('navigation', { name: names.menu }, { timeout: 8000 });
  await user.click(within(menu).getByRole('button', { name: names.signIn }));
  const dialog = await screen.findByRole('dialog', { name: names.welcome }, { timeout: 8000 });
  return { user, history, menu, dialog };
}

accountPageTests(() => Promise.all([import('./index'), import('../../pages/content-page')]));

describe('account dialogs from the menu', () => {
  it('signs in (a wrong password shows the server message and clears the box), remembers, and signs out', async () => {
    let attempts = 0;
    const received = server({
      'POST /api/signIn': () =>
        ++attempts === 1
          ? { body: { Code: 2, Message: 'Invalid email or password.', ...profile, Id: 0 } }
          : { body: { Code: 1, Message: 'You are now signed in.', ...profile } },
      'POST /api/signOut': () => ({ body: { Code: 1, Message: 'You are now signed out.' } }),
    });
    const { user, menu, dialog } = await openSignIn();
    expect(within(dialog).getByRole('tab', { name: 'SIGN IN' })).toHaveAttribute('aria-selected', 'true');

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'casey@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'SIGN IN' }));
    expect(await within(dialog).findByText('Invalid email or password.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');

    await user.type(within(dialog).getByLabelText('Password'), 'demo1234');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await user.click(within(dialog).getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument());
    expect(within(menu).getByText('Signed in as Casey Customer')).toBeInTheDocument();
    const calls = received.filter((r) => r.path === '/api/signIn').map((r) => r.body);
    expect(calls[1]).toEqual({ email: 'casey@example.com', passwordhash: 'demo1234', rememberme: true });
    // Remembered: the account lives in local storage, not session storage (docs/behaviour/people.md#remembered).
    expect(JSON.parse(localStorage.getItem(accountStorageKey) ?? '{}').profile).toMatchObject({ Id: 41 });
    expect(sessionStorage.getItem(accountStorageKey)).toBeNull();

    await user.click(within(menu).getByRole('button', { name: 'Account' }));
    await user.click(within(menu).getByRole('button', { name: 'Sign out' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please Confirm' });
    expect(question).toHaveTextContent('Do you want to sign out?');
    await user.click(within(question).getByRole('button', { name: 'OK' }));
    expect(await within(menu).findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(received.some((r) => r.path === '/api/signOut')).toBe(true);
    expect(localStorage.getItem(accountStorageKey)).toBeNull();
  }, 90_000);

  it.each([
    ['+44 where the tenant sets none', '', 'Casey', 'Customer', '07911123456', '7911123456', '+44'],
    ["the tenant's +971", '+971', 'Layla', 'Haddad', '501234567', '501234567', '+971'],
  ])(
    'shows SIGN UP first when configured, starts the phone at %s, signs up (always remembered) and goes to the dashboard',
    async (_, tenantCode, firstName, surname, typed, phone, dialingcode) => {
      applyConfiguration({ showSignupFirst: true, DialingCode: tenantCode });
      const received = server({
        'POST /api/signUp': () => ({ body: { Code: 1, Message: 'Your account has been created.', ...profile } }),
      });
      const { user, history, dialog } = await openSignIn();
      const tabs = within(dialog).getAllByRole('tab');
      expect(tabs[0]).toHaveAccessibleName('SIGN UP');
      expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      expect(within(dialog).getByRole('button', { name: /Dialing code/ })).toHaveTextContent(dialingcode);

      const email = `${firstName.toLowerCase()}@example.com`;
      await signUpIn(dialog, user, { firstName, surname, phone: typed, email, password: 'secret-42' });

      await waitFor(() => expect(history.location.pathname).not.toBe('/about'));
      expect(received.find((r) => r.path === '/api/signUp')?.body).toEqual({
        email,
        phone,
        firstname: firstName,
        surname,
        dialingcode,
        passwordhash: 'secret-42',
      });
      expect(JSON.parse(localStorage.getItem(accountStorageKey) ?? '{}').profile).toMatchObject({ Id: 41 });
    },
    90_000,
  );

  it('sends a reset link from "Forgot password?" and says so; Code 0 shows the default message', async () => {
    let attempts = 0;
    const received = server({
      'POST /api/resetpassword': () =>
        ++attempts === 1
          ? { body: { Code: 0, Message: 'ignored' } }
          : { body: { Code: 1, Message: 'A password reset link has been sent to your email' } },
    });
    const { user, dialog: signIn } = await openSignIn();
    await user.type(within(signIn).getByRole('textbox', { name: 'Email' }), 'casey@example.com');
    await user.click(within(signIn).getByRole('button', { name: 'Forgot password?' }));

    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(within(forgot).getByRole('textbox', { name: 'Email' })).toHaveValue('casey@example.com');
    await user.click(within(forgot).getByRole('button', { name: 'OK' }));
    expect(await within(forgot).findByText('Something went wrong, please try again.')).toBeInTheDocument();
    await user.click(within(forgot).getByRole('button', { name: 'OK' }));

    const message = await screen.findByRole('alertdialog', { name: 'Message' });
    expect(message).toHaveTextContent('A password reset link has been sent to your email');
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument();
    expect(received.filter((r) => r.path === '/api/resetpassword').at(-1)?.body).toEqual({
      email: 'casey@example.com',
      custid: 0,
      source: 1,
    });
  }, 90_000);
});

describe('account dialogs in French and Arabic', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en-GB', messages: english }));

  it('words the sign-in and sign-up tabs, fields and agreement in French', async () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    server();
    const { user, dialog } = await openSignIn({ menu: 'Menu principal', signIn: 'Se connecter', welcome: 'Bienvenue' });
    expect(within(dialog).getByRole('tab', { name: 'SE CONNECTER' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('checkbox', { name: 'Se souvenir de moi' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mot de passe oublié ?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: "S'INSCRIRE" }));
    expect(await within(dialog).findByRole('textbox', { name: 'Prénom' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /politique de confidentialité/ })).toBeInTheDocument();
  });

  it('words the forgot-password dialog in Arabic', async () => {
    i18n.loadAndActivate({ locale: 'ar', messages: arabic });
    server();
    const { user, dialog } = await openSignIn({ menu: 'القائمة الرئيسية', signIn: 'تسجيل الدخول', welcome: 'مرحبًا' });
    await user.click(within(dialog).getByRole('button', { name: 'نسيت كلمة المرور؟' }));
    const forgot = await screen.findByRole('dialog', { name: 'نسيت كلمة المرور' }, { timeout: 8000 });
    expect(within(forgot).getByText('أدخل بريدك الإلكتروني وسنرسل إليك رابطًا لإعادة تعيين كلمة المرور.')).toBeVisible();
  });
});
