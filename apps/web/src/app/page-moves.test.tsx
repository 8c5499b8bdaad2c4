import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionState } from '../state/session';
import { fakeServer } from '../test/fake-server';
import { caseyProfile } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const customer = caseyProfile();

// The pages' code once up front, so the slow first transform does not eat the test's timeouts.
beforeAll(async () => {
  await Promise.all([import('../pages/content-page'), import('../pages/booking-history-page')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionState.profile = null;
});

describe('moving between pages', () => {
  it("shows the target page's skeleton while its loader runs, and says once which page is loading", async () => {
    sessionState.profile = { ...customer };
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakeServer({
      'GET /api/tenant': () => ({ body: { title: 'Cabkit Cars', phone: '020 7946 0000' } }),
      // My bookings' loader waits here until the test lets it answer.
      'GET /api/currentbookings': async () => {
        await held;
        return { body: { Code: 1, Message: '', Bookings: [] } };
      },
      'GET /api/journeyhistory': () => ({ body: { Code: 1, Message: '', Bookings: [] } }),
    });
    const { history } = renderApp('/about.html');
    // Whatever About draws without its content (here: that it could not be loaded), it is the page on screen.
    const before = await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
    const announcer = screen.getAllByRole('status').find((status) => !screen.getByRole('main').contains(status));
    expect(announcer).toBeDefined();
    expect(announcer).toHaveTextContent('');

    act(() => {
      void history.router?.navigate('/bookinghistory.html');
    });

    // The old page gives way to the target's skeleton: its heading and list rows, busy, not a bare text.
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'My bookings' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(before).not.toBeInTheDocument();
    await waitFor(() =>
      expect(main.querySelector('[aria-busy="true"] [aria-hidden="true"]')?.children.length).toBeGreaterThan(0),
    );
    expect(within(main).queryByText('Loading…')).toBeNull();
    // One polite status, outside the page, names the page being loaded; the skeleton itself stays silent.
    expect(announcer).toHaveTextContent('Loading My bookings');
    expect(within(main).queryByRole('status')).toBeNull();
    expect(history.location.pathname).toBe('/about.html');

    answer();
    await waitFor(() => expect(history.location.pathname).toBe('/bookinghistory.html'), { timeout: 8000 });
    expect(await screen.findByRole('tab', { name: /Upcoming/ }, { timeout: 8000 })).toBeInTheDocument();
    expect(main.querySelector('[aria-busy="true"]')).toBeNull();
    expect(announcer).toHaveTextContent('');
  }, 60_000);
});
