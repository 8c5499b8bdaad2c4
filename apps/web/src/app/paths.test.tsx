import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { cleanParam, paths } from './paths';
import { appRoutes, pageNames, pageOfPath, pageTable, pageTitle } from './routes';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

// Load the lazily split pages once up front, so the slow first transform does not eat the test timeouts.
beforeAll(async () => {
  await Promise.all([
    import('../pages/booking-page'),
    import('../pages/content-page'),
    import('../pages/confirmed-page'),
  ]);
});

describe('route registry', () => {
  it('answers every path of the route table with and without .html', () => {
    const routes = appRoutes();
    for (const page of pageNames) {
      for (const pattern of pageTable[page].paths) {
        const path = `/${pattern.replace(/:\w+/g, 'X1')}`;
        expect(pageOfPath(routes, path)?.page, path).toBe(page);
        if (pattern !== '') expect(pageOfPath(routes, `${path}.html`)?.page, `${path}.html`).toBe(page);
      }
    }
    expect(pageOfPath(routes, '/')?.page).toBe('booking');
    expect(pageOfPath(routes, '/BOOKING.html')?.page).toBe('booking');
    for (const path of ['/book/', '/confirmed/ABC123', '/resetpassword/1/xyz.html', '/services/heathrow']) {
      expect(pageOfPath(routes, path), path).toBeDefined();
    }
    for (const path of ['/no/such/page', '/nope', '/confirmed/a/b', '/api/quotation']) {
      expect(pageOfPath(routes, path), path).toBeUndefined();
    }
  });

  it("names each page's own module as the one its messages are listed under", () => {
    const routes = appRoutes();
    for (const page of pageNames) {
      const entry = pageTable[page];
      // The route's loader imports that file (docs/decisions/0031-messages-per-page.md).
      expect(String(entry.module), page).toMatch(new RegExp(`/pages/${entry.messages}(\\.tsx)?["']`));
      expect(pageOfPath(routes, `/${entry.paths[0]}`)?.messages).toBe(entry.messages);
    }
  });

  it('links to every page with .html, a booking or service page too (navigating appends .html)', () => {
    expect(paths.bookingdetail(8)).toBe('/bookingdetail/8.html');
    expect(paths.tracking('AB 12')).toBe('/tracking/AB%2012.html');
    expect(paths.ticket('trk_1')).toBe('/ticket/trk_1.html');
    expect(paths.confirmed('trk_1')).toBe('/confirmed/trk_1.html');
    expect(paths.service('heathrow')).toBe('/services/heathrow.html');
    // The page reads its id without the suffix.
    expect(cleanParam('8.html')).toBe('8');
  });

  it('titles pages "{product} - {page}" and strips .html from ids', () => {
    expect(pageTitle('booking', 'Cabkit Cars')).toBe('Cabkit Cars - Booking');
    expect(pageTitle('addressbook', 'Cabkit Cars')).toBe('Cabkit Cars - My places');
    expect(pageTitle('bookinghistory', 'Night Cabs')).toBe('Night Cabs - My bookings');
    expect(cleanParam('AbC123.html')).toBe('AbC123');
  });
});

function renderAt(path: string) {
  fakeServer({
    'GET /api/tenant': () => ({
      body: { title: 'Cabkit Cars', phone: '020 7946 0000', email: 'bookings@cabkit.example' },
    }),
    'GET /api/vehicletypes': () => ({ body: { Code: 1, Message: '', vehTypes: [] } }),
  });
  const { history } = renderApp(path);
  return history;
}

describe('routes', () => {
  it('sends an unknown path to booking.html', async () => {
    const history = renderAt('/no/such/page');
    await waitFor(() => expect(history.location.pathname).toBe('/booking.html'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Book a journey/ }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it.each(['/booking', '/booking.html', '/', '/book/', '/bookings'])('shows the booking wizard at %s', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('combobox', { name: 'Pickup' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('sends a signed-out visitor on an account page home', async () => {
    const history = renderAt('/dashboard.html');
    await waitFor(() => expect(history.location.pathname).toBe('/home.html'), { timeout: 8000 });
  });

  it('hides the header, menu and footer in lite booking', async () => {
    renderAt('/litebooking');
    expect(await screen.findByRole('combobox', { name: 'Pickup' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the menu entries of the spec', async () => {
    renderAt('/about');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    for (const name of ['Home', 'About', 'Services', 'Fleet', 'Contact']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    // The page shown is marked in the menu, and the tenant's logo (first in the banner) goes home.
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    const logo = within(screen.getByRole('banner')).getAllByRole('link')[0];
    expect(logo?.querySelector('img')).toHaveAttribute('src', '/tenant/logo.svg');
    expect(logo).toHaveAttribute('href', '/home.html');
    // Sign in opens the sign-in dialog rather than going anywhere.
    expect(menu).toContainElement(screen.getByRole('button', { name: 'Sign in' }));
  });
});
