import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as arabic } from '../../locales/ar/messages.po';
import { messages as english } from '../../locales/en-GB/messages.po';
import { messages as french } from '../../locales/fr/messages.po';
import { configState } from '../../state/config';
import { sessionState } from '../../state/session';
import type { Handler } from '../../test/fake-server';
import { accountPageTests, accountServer, axeViolations, renderApp, textsOf } from '../../test/render-app';
import { beaBooker } from '../../test/fixtures';

const booker = beaBooker();

const brand = {
  appearance: 'dark' as const,
  headerVariant: 'inverse' as const,
  legalName: '',
  logo: { light: '/tenant/logo.svg', dark: '/tenant/logo-dark.svg', alt: 'NightCab' },
  mark: '/tenant/mark.svg',
  manifest: '/tenant/manifest.webmanifest',
  hero: { src: '/tenant/hero.svg', alt: '' },
  vehicles: {},
};

const row = (JobId: number, Price: number, at: string) => ({
  JobId,
  Bref: `D1${100000 + JobId}`,
  Date: at,
  Booker: 'Pat Passenger',
  PickUp: "King's Cross Station",
  DropOff: 'Heathrow Airport Terminal 5',
  Via: '',
  Note: '',
  Status: 'Finished',
  Card: Price,
  Cash: 0,
  Price,
  Commission: Price / 10,
});

const weekly = ({ query }: { query: URLSearchParams }) => {
  const start = new Date(`${query.get('weekcommencing')}T00:00:00Z`);
  const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const Days = names.map((Day, i) => ({
    Date: new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10),
    Day,
    Count: i === 1 ? 2 : 0,
    Value: i === 1 ? 35.5 : 0,
  }));
  return {
    body: {
      Code: 1,
      Message: '',
      WeekCommencing: query.get('weekcommencing'),
      CurrencyCode: 'GBP',
      Days,
      TotalCount: 2,
      TotalValue: 35.5,
    },
  };
};

function server(overrides: Record<string, Handler> = {}) {
  return accountServer({
    'GET /api/booking': weekly,
    ...overrides,
  });
}

accountPageTests(() =>
  Promise.all([
    import('./index'),
    import('../../pages/commission-page'),
    import('../../pages/invoice-page'),
    import('../../pages/dashboard-page'),
    import('../../pages/content-page'),
  ]),
);

/** A March statement of two card journeys (£40 and £24) at 10 % commission. */
function twoRowStatement() {
  return {
    body: {
      Code: 1,
      Message: '',
      Rows: [row(1, 40, '2026-03-02T09:00:00.000Z'), row(2, 24, '2026-03-10T09:00:00.000Z')],
      TotalCard: 64,
      TotalCash: 0,
      TotalPrice: 64,
      TotalCommission: 6.4,
      CommissionRate: 10,
      CurrencyCode: 'GBP',
    },
  };
}

describe('commission statement', () => {
  it('shows the period with totals, sorts by a column, and passes axe', async () => {
    sessionState.profile = { ...booker };
    const received = server({
      'GET /api/bookerstatement': twoRowStatement,
    });
    const { user } = renderApp('/commission.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commission' })).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-03-01');
    await user.clear(to);
    await user.type(to, '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByRole('heading', { name: '01/03/2026 to 31/03/2026' })).toBeInTheDocument();
    const call = received.filter((r) => r.path === '/api/bookerstatement').at(-1);
    expect(call?.query.get('datefrom')).toBe('2026-03-01');
    expect(call?.query.get('dateto')).toBe('2026-03-31');
    expect(call?.query.get('bookerid')).toBe('9');
    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(textsOf(totals, 'term')).toEqual(['Spend', 'Commission due', 'Bookings', 'Card and cash']);
    expect(within(totals).getAllByText('£64.00')).toHaveLength(2);
    expect(within(totals).getByText('£6.40')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^Bookings from/ });
    const firstJob = () => within(table).getAllByRole('row')[1];
    expect(within(firstJob() as HTMLElement).getByText('D1100001')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Price' }));
    expect(within(table).getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(firstJob() as HTMLElement).getByText('D1100002')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says what is wrong with an inverted period without asking the server, and says when a period is empty', async () => {
    sessionState.profile = { ...booker };
    const received = server({
      'GET /api/bookerstatement': () => ({
        body: {
          Code: 1,
          Message: '',
          Rows: [],
          TotalCard: 0,
          TotalCash: 0,
          TotalPrice: 0,
          TotalCommission: 0,
          CommissionRate: 10,
          CurrencyCode: 'GBP',
        },
      }),
    });
    const { user } = renderApp('/commission.html');
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    const asked = () => received.filter((r) => r.path === '/api/bookerstatement').length;
    await user.clear(from);
    await user.type(from, '2026-03-31');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findAllByText('The last day must be on or after the first day.')).not.toHaveLength(0);
    expect(asked()).toBe(0);
    await user.clear(to);
    await user.type(to, '2026-04-30');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(
      await screen.findByRole('heading', { name: 'No bookings from 31/03/2026 to 30/04/2026.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a ride' })).toHaveAttribute('href', '/booking.html');
  });

  it('sends a customer who is not a booker home, and shows Commission in the menu for bookers only', async () => {
    server();
    sessionState.profile = { ...booker, BookerId: 0 };
    const { history } = renderApp('/commission.html');
    await waitFor(() => expect(history.location.pathname).toBe('/home.html'));
    const { accountMenuEntries } = await import('../../app/layout');
    expect(accountMenuEntries(false).map((e) => e.id)).not.toContain('commission');
    expect(accountMenuEntries(true).map((e) => e.id)).toContain('commission');
  });

  it('draws the week with a data table and moves a week with the buttons and the arrow keys', async () => {
    sessionState.profile = { ...booker };
    const received = server();
    const { user } = renderApp('/dashboard.html');
    const table = await screen.findByRole('table', { name: /bookings and spend \(£\) per day/ });
    const tuesday = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(within(tuesday).getByRole('rowheader')).toHaveTextContent(/^Tuesday/);
    expect(within(tuesday).getByText('£35.50')).toBeInTheDocument();
    const weeks = () => received.filter((r) => r.path === '/api/booking').map((r) => r.query.get('weekcommencing'));
    const first = weeks()[0] as string;
    expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(weeks()).toHaveLength(2));
    const chart = await screen.findByRole('figure');
    chart.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(weeks()).toHaveLength(3));
    expect(weeks()[2]).toBe(first);
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the invoice page and shows the message when the PDF fails', async () => {
    sessionState.profile = { ...booker };
    const invoice = {
      Id: 5,
      Code: 'INV-000005',
      DateFrom: '2026-03-01',
      DateTo: '2026-03-31',
      IssueDate: '2026-04-01',
      Issuer: 'Me',
      Editable: true,
    };
    server({
      'GET /api/bookerinvoice': () => ({ body: { Code: 1, Message: '', Invoices: [invoice] } }),
      'GET /api/bookerinvoicereport': () => ({ status: 404, body: { Code: 0, Message: 'No invoice with that id.' } }),
    });
    const tab = { close: vi.fn(), location: { href: '' } };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const { user } = renderApp('/invoice.html');
    await user.click(await screen.findByRole('button', { name: 'Actions for invoice INV-000005' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice INV-000005: No invoice with that id.');
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
  });

  it("shows a booker this week's chart on the dashboard", async () => {
    sessionState.profile = { ...booker };
    server();
    renderApp('/dashboard.html');
    expect(await screen.findByRole('table', { name: /bookings and spend \(£\) per day/ })).toBeInTheDocument();
  });

  it('draws "This year" as the year\'s months on one money axis, and gives each row one menu', async () => {
    sessionState.profile = { ...booker };
    const today = new Date('2026-11-28T12:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
    server({
      'GET /api/bookerstatement': () => ({
        body: {
          Code: 1,
          Message: '',
          Rows: [
            row(1, 40, '2026-01-05T09:00:00.000Z'),
            row(2, 24, '2026-11-10T09:00:00.000Z'),
            { ...row(3, 99, '2026-11-11T09:00:00.000Z'), Status: 'Cancelled' },
          ],
          TotalCard: 163,
          TotalCash: 0,
          TotalPrice: 163,
          TotalCommission: 16.3,
          CommissionRate: 10,
          CurrencyCode: 'GBP',
        },
      }),
    });
    const { user } = renderApp('/commission.html');
    await user.click(await screen.findByRole('button', { name: 'This year' }));
    expect(await screen.findByRole('heading', { name: 'Spend per month' })).toBeInTheDocument();
    const months = await screen.findByRole('table', { name: /bookings and spend \(£\) per month$/ });
    const names = textsOf(months, 'rowheader');
    expect(names).toEqual([
      'January 2026',
      'February 2026',
      'March 2026',
      'April 2026',
      'May 2026',
      'June 2026',
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
      'November 2026',
      'Total',
    ]);
    // The cancelled booking does not count towards the spend.
    expect(within(months).getByRole('rowheader', { name: 'November 2026' }).closest('tr')).toHaveTextContent('£24.00');
    expect(screen.queryByRole('button', { name: 'Previous week' })).toBeNull();

    const statement = screen.getByRole('table', { name: /^Bookings from/ });
    const menus = within(statement).getAllByRole('button', { name: /^Actions for booking/ });
    expect(menus).toHaveLength(3);
    await user.click(within(statement).getByRole('button', { name: 'Actions for booking D1100002' }));
    expect(await screen.findByRole('menuitem', { name: 'View booking' })).toHaveAttribute(
      'href',
      '/bookingdetail/2.html',
    );
    vi.useRealTimers();
  });

  it("names the tenant's legal name, not a short name, as the issuer of a company invoice", async () => {
    sessionState.profile = { ...booker };
    configState.brand = { ...brand, legalName: 'NightCab Executive Travel Ltd' };
    const invoice = (Id: number, Issuer: string) => ({
      Id,
      Code: `INV-00000${Id}`,
      DateFrom: '2026-03-01',
      DateTo: '2026-03-31',
      IssueDate: '2026-04-01',
      Issuer,
      Editable: Issuer === 'Me',
    });
    server({
      'GET /api/bookerinvoice': () => ({
        body: { Code: 1, Message: '', Invoices: [invoice(5, 'Me'), invoice(6, 'nightcab')] },
      }),
    });
    renderApp('/invoice.html');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const issuer = (code: string) =>
      within(within(table).getByRole('rowheader', { name: code }).closest('tr') as HTMLElement).getByText(
        /NightCab|^Me$|nightcab/,
      ).textContent;
    expect(issuer('INV-000006')).toBe('NightCab Executive Travel Ltd');
    expect(issuer('INV-000005')).toBe('Me');
    configState.brand = null;
  });
});

describe("the statement and the weekly chart in the page's language", () => {
  const statement = twoRowStatement;
  afterEach(() => i18n.loadAndActivate({ locale: 'en-GB', messages: english }));

  async function showMarch(from: string, to: string, show: string) {
    const { user } = renderApp('/commission.html');
    const start = await screen.findByLabelText(from, {}, { timeout: 8000 });
    await user.clear(start);
    await user.type(start, '2026-03-01');
    const end = screen.getByLabelText(to);
    await user.clear(end);
    await user.type(end, '2026-03-31');
    await user.click(screen.getByRole('button', { name: show }));
  }

  it("writes a French statement's money and the weekly chart's the French way", async () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    sessionState.profile = { ...booker };
    server({ 'GET /api/bookerstatement': statement });
    await showMarch('Du', 'Au', 'Afficher le relevé');
    expect(await screen.findByRole('heading', { name: 'Du 01/03/2026 au 31/03/2026' })).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Totaux' });
    expect(within(totals).getAllByText(/^64,00\s£$/)).toHaveLength(2);
    expect(within(totals).getByText(/^6,40\s£$/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^Réservations du/ });
    expect(within(table).getAllByText(/^40,00\s£$/).length).toBeGreaterThan(0);
    expect(within(table).queryByText('£40.00')).toBeNull();
    const chart = await screen.findByRole('table', { name: /réservations et dépenses \(£\) par/ });
    expect(within(chart).getAllByText(/^40,00\s£$/).length).toBeGreaterThan(0);
  });

  it("draws the dashboard's week in French money", async () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    sessionState.profile = { ...booker };
    server();
    renderApp('/dashboard.html');
    const table = await screen.findByRole('table', { name: /réservations et dépenses \(£\) par/ }, { timeout: 8000 });
    expect(within(table).getAllByText(/^35,50\s£$/).length).toBeGreaterThan(0);
    expect(within(table).queryByText('£35.50')).toBeNull();
  });

  it("names the dashboard week's days in French, not the server's English", async () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    sessionState.profile = { ...booker };
    server();
    renderApp('/dashboard.html');
    const table = await screen.findByRole('table', { name: /réservations et dépenses \(£\) par/ }, { timeout: 8000 });
    const days = textsOf(table, 'rowheader');
    expect(days[0]).toMatch(/^lundi \d\d\/\d\d\/\d{4}$/);
    expect(days[6]).toMatch(/^dimanche /);
    expect(screen.getByRole('figure')).toHaveTextContent(/lun\..*mar\..*dim\./);
    expect(screen.getByRole('figure')).not.toHaveTextContent(/Monday|Mon\b/);
  });

  it("names a French statement's months in French", async () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    sessionState.profile = { ...booker };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    server({ 'GET /api/bookerstatement': statement });
    const { user } = renderApp('/commission.html');
    await user.click(await screen.findByRole('button', { name: 'Cette année' }));
    const months = await screen.findByRole('table', { name: /réservations et dépenses \(£\) par mois$/ });
    expect(textsOf(months, 'rowheader').slice(0, 3)).toEqual(['janvier 2026', 'février 2026', 'mars 2026']);
    expect(screen.getByRole('figure')).toHaveTextContent(/janv\..*mars.*sept\./);
    vi.useRealTimers();
  });

  it("writes an Arabic statement's days the Arabic way", async () => {
    i18n.loadAndActivate({ locale: 'ar', messages: arabic });
    sessionState.profile = { ...booker };
    server({ 'GET /api/bookerstatement': statement });
    await showMarch('من', 'إلى', 'عرض الكشف');
    // Arabic marks each separator of a date right to left (U+200F), where en-GB writes 01/03/2026.
    const heading = await screen.findByRole('heading', { name: /^من 01\u200f\/03\u200f\/2026 إلى/ });
    expect(heading).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^الحجوزات من/ });
    expect(within(table).getByText('02\u200f/03\u200f/2026')).toBeInTheDocument();
  });
});
