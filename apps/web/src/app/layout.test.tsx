import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionState } from '../state/session';
import { Layout } from './layout';
import { caseyProfile } from '../test/fixtures';

const customer = caseyProfile({ Phone: '7400123456', EmailMailingList: true });

afterEach(() => {
  sessionState.profile = null;
});

function renderSignedIn(profile: typeof customer) {
  sessionState.profile = { ...profile };
  render(
    <MemoryRouter initialEntries={['/about.html']}>
      <Layout>
        <h1>About</h1>
      </Layout>
    </MemoryRouter>,
  );
  // Above the desktop width the header is one row: the bar's own links only, the account entries behind a button.
  return within(screen.getByRole('navigation', { name: 'Main menu' }));
}

describe('the header’s account menu', () => {
  it('keeps a signed-in customer’s entries behind one Account button, with Sign out last', async () => {
    const user = userEvent.setup();
    const menu = renderSignedIn(customer);
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'About',
      'Services',
      'Fleet',
      'Contact',
    ]);
    const account = menu.getByRole('button', { name: 'Account' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(menu.queryByRole('link', { name: 'Dashboard' })).toBeNull();

    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByText('Signed in as Casey Customer')).toBeVisible();
    const entries = menu.getAllByRole('link').slice(5);
    expect(entries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard.html'],
      ['My bookings', '/bookinghistory.html'],
      ['My places', '/addressbook.html'],
      ['My account', '/profile.html'],
      ['Invoice', '/invoice.html'],
    ]);
    expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
  });

  it('adds Commission for a corporate booker', async () => {
    const user = userEvent.setup();
    const menu = renderSignedIn({ ...customer, BookerId: 7 });
    await user.click(menu.getByRole('button', { name: 'Account' }));
    expect(menu.getByRole('link', { name: 'Commission' })).toHaveAttribute('href', '/commission.html');
  });

  it('offers Sign in, not the account menu, to a visitor', () => {
    render(
      <MemoryRouter>
        <Layout>
          <h1>Home</h1>
        </Layout>
      </MemoryRouter>,
    );
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Account' })).toBeNull();
  });
});
