import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { appRoutes } from '../app/routes';
import { applyConfiguration } from '../state/config';
import { completeSignOut, sessionState } from '../state/session';
import { fakeServer, type Handler } from './fake-server';
import { memoryHistory, Router, Routes } from './router';

/**
 * Draws the whole app (its own routes) as a visitor arriving at `path`; returns their user, the history and the
 * paths visited since (redirects included).
 */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const history = memoryHistory([path]);
  const visited: string[] = [];
  history.listen(() => visited.push(history.location.pathname));
  render(
    <Router history={history}>
      <Routes routes={appRoutes()} />
    </Router>,
  );
  return { user, history, visited };
}

/** The WCAG 2.2 AA violations axe finds in the page, as "rule: targets" (contrast is left to the story tests). */
export async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`);
}

/** A fake server for the account pages: the default tenant, the configuration down (the app's defaults), `handlers`. */
export function accountServer(handlers: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /api/tenant': () => ({ body: { id: 'default', name: 'Cabkit Cars', title: 'Cabkit Cars' } }),
    'GET /api/configuration': () => ({ status: 503, body: { Code: 0, Message: 'down' } }),
    ...handlers,
  });
}

/** After each test of the file: signs out and forgets stubbed globals and stored state, so the next starts afresh. */
export function signOutAfterEach(): void {
  afterEach(() => {
    completeSignOut();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * Sets up a file of account-page tests: `load` brings in the pages and features they draw once, each test starts
 * as a signed-out visitor on the configuration that offers sign-in first and sets no dialling code (+44), and each
 * ends signed out and forgotten.
 */
export function accountPageTests(load: () => Promise<unknown>): void {
  beforeAll(load);
  beforeEach(() => {
    applyConfiguration({ showSignupFirst: false, DialingCode: '' });
    sessionState.profile = null;
  });
  signOutAfterEach();
}

/** The text of each element of `role` inside `container`, in document order: what a reader of that list reads. */
export function textsOf(container: HTMLElement, role: string): (string | null)[] {
  return within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);
}

/** A new account's details as typed into the sign-up tab. */
interface SignUpDetails {
  firstName: string;
  surname: string;
  phone: string;
  email: string;
  password: string;
}

/** Types `details` into the open sign-up tab of `dialog` (the password twice) and presses SIGN UP. */
export async function signUpIn(
  dialog: HTMLElement,
  user: ReturnType<typeof userEvent.setup>,
  details: SignUpDetails,
): Promise<void> {
  await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), details.firstName);
  await user.type(within(dialog).getByRole('textbox', { name: 'Surname' }), details.surname);
  await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), details.phone);
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), details.email);
  await user.type(within(dialog).getByLabelText('Password'), details.password);
  await user.type(within(dialog).getByLabelText('Confirm password'), details.password);
  await user.click(within(dialog).getByRole('button', { name: 'SIGN UP' }));
}
