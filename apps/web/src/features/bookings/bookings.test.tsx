import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadGatewaySettings } from '../payment/api/gateway-settings';
import { createFakePayPal, serveFakePayPal } from '../payment/fakes/paypal';
import { buttonStyle } from '@cabkit/ui';
import { configState } from '../../state/config';
import { sessionState } from '../../state/session';
import { quotationResponse, vehicleTypesResponse, caseyProfile } from '../../test/fixtures';
import { fakeServer, type Handler } from '../../test/fake-server';
import { renderApp, textsOf } from '../../test/render-app';
import type { BookingView } from './api/get-booking-info';
import { ticketHeadline } from './components/booking-confirmation';

// The ticket's map stands in for MapLibre (which needs WebGL) and arrives when a test lets it, so the frame's
// skeleton can be seen first.
const ticketMap = vi.hoisted(() => {
  let release = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { ready, release: () => release() };
});
vi.mock('./components/ticket-map', async () => {
  await ticketMap.ready;
  return {
    TicketMap: ({ booking }: { booking: BookingView }) => <div data-testid="ticket-map">{booking.PickUp}</div>,
  };
});

const customer = caseyProfile();

const DAY = 24 * 3600 * 1000;

/** A stored booking as the server answers it. */
function view(id: number, overrides: Partial<BookingView> = {}): BookingView {
  return {
    JobId: id,
    Bref: `CK${id}`,
    ReturnRef: '',
    TrackingCode: `trk_${id}_0123456789abcdef`,
    Status: 'Upcoming',
    PaymentType: 'cash',
    IsPaid: false,
    Time: new Date(Date.now() + 3 * DAY + id * 60_000).toISOString(),
    PickUpType: 'Later',
    ReturnDate: '',
    PickUp: "King's Cross Station",
    PickUpPostcode: 'N1C 4AP',
    PickUpLatitude: 51.53,
    PickUpLongitude: -0.12,
    PickDown: 'Tower of London',
    PickDownPostcode: 'EC3N 4AB',
    PickDownLatitude: 51.508,
    PickDownLongitude: -0.076,
    ViaAddress: [],
    VehicleId: 1,
    Vehicle: 'Saloon',
    RtnType: '',
    Fare: 24,
    ReturnFare: 0,
    TotalFare: 24,
    CurrencyCode: 'GBP',
    RoutePath: [],
    Note: '',
    Passengers: 1,
    Luggages: 0,
    Name: `Passenger ${id}`,
    Phone: '+447700900123',
    Email: 'casey@example.com',
    CreatedAt: new Date().toISOString(),
    FlightNo: '',
    FlightFrom: '',
    FlightLandingTime: '',
    FlightStatus: '',
    FlightExpectedLanding: '',
    BookedPickupTime: '',
    ReturnFlightNo: '',
    ReturnFlightFrom: '',
    JobPartId: id * 10,
    ReturnJobPartId: 0,
    WaitingTime: 0,
    JourneyFare: 20,
    ReturnJourneyFare: 0,
    PriceTier: 'Executive',
    ExtrasFare: 0,
    PromoCode: '',
    PromoValue: 0,
    JourneyTime: 25,
    HandBags: 0,
    SmallPets: 0,
    OtherPets: 0,
    SmallChilds: 0,
    LargeChilds: 0,
    PickUpNote: '',
    PickDownNote: '',
    BookerRef: '',
    OurRef: '',
    CustomerName: '',
    CustomerPhone: '',
    CustomerEmail: '',
    ByBooker: false,
    RefundStatus: '',
    RefundAmount: 0,
    RefundedAt: '',
    CancellationFee: 0,
    ChangesAllowed: false,
    ChangeRefusal: '',
    Changes: [],
    ...overrides,
  };
}

function renderAt(path: string, handlers: Record<string, Handler>) {
  const received = fakeServer({
    'GET /api/tenant': () => ({ body: { id: 'default', name: 'Cabkit Cars', title: 'Cabkit Cars' } }),
    ...handlers,
  });
  return { received, ...renderApp(path) };
}

// The gateway settings come from the configuration as the page loads it; a test may answer them itself.
vi.mock('../payment/api/gateway-settings', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../payment/api/gateway-settings')>();
  return { ...actual, loadGatewaySettings: vi.fn(actual.loadGatewaySettings) };
});

beforeAll(async () => {
  await Promise.all([
    import('../../pages/booking-history-page'),
    import('../../pages/booking-detail-page'),
    import('../../pages/dashboard-page'),
    import('../../pages/confirmed-page'),
    import('../../pages/booking-info-page'),
    import('../../pages/payment-page'),
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionState.profile = null;
});

describe('My bookings', () => {
  it('lists upcoming trips 5 a page with paging, and a booker sees each passenger', async () => {
    sessionState.profile = { ...customer, BookerId: 7 };
    const upcoming = Array.from({ length: 7 }, (_, i) => view(i + 1));
    const { received, user } = renderAt('/bookinghistory.html', {
      'GET /api/currentbookings': () => ({ body: { Code: 1, Message: '', Bookings: upcoming } }),
      'GET /api/journeyhistory': () => ({ body: { Code: 1, Message: '', Bookings: [] } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' }, { timeout: 8000 })).toBeVisible();
    const tab = await screen.findByRole('tab', { name: 'Upcoming (7)' }, { timeout: 8000 });
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel).getByText('Passenger 1')).toBeInTheDocument();
    expect(within(panel).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Next page' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(received.find((r) => r.path === '/api/currentbookings')?.query.get('bookerid')).toBe('7');

    // Past trips: empty, with what to do next; the period asks the server again.
    await user.click(screen.getByRole('tab', { name: /Past trips/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No past trips in this period' })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Book a ride' })).toHaveAttribute(
      'href',
      '/booking.html',
    );
    expect(received.filter((r) => r.path === '/api/journeyhistory').map((r) => r.query.get('filter'))).toEqual(['3']);
  }, 60_000);

  it('lets a booker show only the bookings of one passenger, on every tab', async () => {
    sessionState.profile = { ...customer, BookerId: 7 };
    const upcoming = [
      view(1, { Name: 'Sam Passenger' }),
      view(2, { Name: 'Alex Traveller' }),
      view(3, { Name: 'Sam Passenger' }),
    ];
    const past = [
      view(4, { Name: 'Alex Traveller', Status: 'Finished', Time: new Date(Date.now() - 5 * DAY).toISOString() }),
    ];
    const { user } = renderAt('/bookinghistory.html', {
      'GET /api/currentbookings': () => ({ body: { Code: 1, Message: '', Bookings: upcoming } }),
      'GET /api/journeyhistory': () => ({ body: { Code: 1, Message: '', Bookings: past } }),
    });
    const tab = await screen.findByRole('tab', { name: 'Upcoming (3)' }, { timeout: 8000 });
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Passenger' }), 'Alex Traveller');
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    expect(within(panel).getByText('Alex Traveller')).toBeInTheDocument();
    expect(within(panel).queryByText('Sam Passenger')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past trips (1)' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 3, name: /^CK4 · / })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Passenger' }), 'Sam Passenger');
    expect(await screen.findByRole('heading', { name: 'No past trips in this period' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming (2)' })).toBeInTheDocument();
  }, 60_000);
});

describe('dashboard', () => {
  it("lists a booker's latest bookings, newest first, with each passenger's name", async () => {
    sessionState.profile = { ...customer, BookerId: 7 };
    const made = (id: number, daysAgo: number, Name: string) =>
      view(id, { Name, CreatedAt: new Date(Date.now() - daysAgo * DAY).toISOString() });
    renderAt('/dashboard.html', {
      'GET /api/currentbookings': () => ({
        body: { Code: 1, Message: '', Bookings: [made(1, 3, 'Sam Passenger'), made(2, 1, 'Alex Traveller')] },
      }),
      'GET /api/journeyhistory': () => ({
        body: { Code: 1, Message: '', Bookings: [made(3, 2, 'Jo Guest'), made(1, 3, 'Sam Passenger')] },
      }),
      'GET /api/addressbook': () => ({ body: { Code: 1, Message: '', Addresses: [] } }),
      'GET /api/booking': () => ({ status: 503, body: { Code: 0, Message: 'down' } }),
    });
    const table = await screen.findByRole('table', { name: 'Your latest bookings, newest first' }, { timeout: 8000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['CK2', 'CK3', 'CK1']);
    expect(within(rows[0] as HTMLElement).getByRole('cell', { name: 'Alex Traveller' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Passenger' })).toBeInTheDocument();
    // The figures on top are the loaded lists' own: two current bookings, no saved place.
    const glance = screen.getByRole('group', { name: 'At a glance' });
    expect(textsOf(glance, 'term')).toEqual(['Upcoming rides', 'Next ride', 'Saved places']);
    expect(within(glance).getAllByRole('definition')[0]).toHaveTextContent('2');
    expect(within(glance).getAllByRole('definition')[2]).toHaveTextContent('0');
    // Each row's actions are one menu: view, or book the same journey again.
    expect(within(rows[0] as HTMLElement).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Actions for booking CK3' }));
    expect(await screen.findByRole('menuitem', { name: 'View booking' })).toHaveAttribute(
      'href',
      '/bookingdetail/3.html',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Repeat booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Book a journey/ }, { timeout: 8000 })).toBeVisible();
  }, 60_000);

  it('shows an empty state with its next step when no trip is coming up', async () => {
    sessionState.profile = { ...customer };
    renderAt('/dashboard.html', {
      'GET /api/currentbookings': () => ({ body: { Code: 1, Message: '', Bookings: [] } }),
      'GET /api/addressbook': () => ({ body: { Code: 1, Message: '', Addresses: [] } }),
    });
    expect(await screen.findByRole('heading', { name: 'No trip coming up' }, { timeout: 8000 })).toBeVisible();
    const section = screen.getByRole('region', { name: 'Next trip' });
    expect(within(section).getByRole('link', { name: 'Book a ride' })).toHaveAttribute('href', '/booking.html');
    expect(within(screen.getByRole('group', { name: 'At a glance' })).getByText('None booked')).toBeVisible();
  }, 60_000);
});

describe('booking detail', () => {
  it("shows 'Booking not found' and nothing of someone else's booking", async () => {
    sessionState.profile = { ...customer };
    renderAt('/bookingdetail/77', {
      'GET /api/bookingdetails': () => ({
        status: 403,
        body: { Code: 2, Message: 'This booking belongs to someone else.' },
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking not found' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.queryByText('CK77')).toBeNull();
  }, 30_000);

  it('itemises the fare and keeps the page as it was when the cancel fails, with the server message', async () => {
    sessionState.profile = { ...customer };
    const booking = view(5, { Fare: 28.8, TotalFare: 25.8, JourneyFare: 24, PromoCode: 'SPRING', PromoValue: 3 });
    const { user } = renderAt('/bookingdetail/5', {
      'GET /api/bookingdetails': () => ({ body: { Code: 1, Message: '', Booking: booking } }),
      'GET /api/trackvehicle': () => ({ status: 404, body: { Code: 0, Message: 'No driver' } }),
      'POST /api/cancelbooking': () => ({ body: { Code: 2, Message: 'This booking can no longer be cancelled.' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking CK5' }, { timeout: 8000 })).toBeVisible();
    expect(screen.getByTestId('fare-journey')).toHaveTextContent('£24');
    expect(screen.getByTestId('fare-tier')).toHaveTextContent('£4.80');
    expect(screen.getByTestId('fare-promo')).toHaveTextContent('−£3');
    expect(screen.getByTestId('fare-total')).toHaveTextContent('£25.80');

    await user.click(screen.getByRole('button', { name: 'Cancel booking CK5' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Question' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('This booking can no longer be cancelled.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Upcoming');
    expect(screen.getByRole('button', { name: 'Cancel booking CK5' })).toBeInTheDocument();
  }, 60_000);

  it.each([
    [
      { RefundStatus: 'succeeded', RefundedAt: new Date(2026, 10, 28, 14, 5).toISOString() },
      'Refunded £54.69 on 28/11/2026 14:05',
    ],
    [{ RefundStatus: 'pending', RefundedAt: '' }, 'Refund of £54.69 pending'],
    [{ RefundStatus: 'failed', RefundedAt: '' }, 'Refund failed, we are retrying'],
  ] as const)(
    'shows the refund of a cancelled paid booking (%o)',
    async (refund, text) => {
      sessionState.profile = { ...customer };
      const booking = view(6, {
        Status: 'Cancelled',
        PaymentType: 'card',
        IsPaid: true,
        TotalFare: 54.69,
        RefundAmount: 54.69,
        ...refund,
      });
      renderAt('/bookingdetail/6', {
        'GET /api/bookingdetails': () => ({ body: { Code: 1, Message: '', Booking: booking } }),
        'GET /api/trackvehicle': () => ({ status: 404, body: { Code: 0, Message: 'No driver' } }),
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Booking CK6' }, { timeout: 8000 })).toBeVisible();
      expect(screen.getByTestId('booking-refund')).toHaveTextContent(text);
    },
    30_000,
  );

  it('shows no refund line for a booking without one', async () => {
    sessionState.profile = { ...customer };
    renderAt('/bookingdetail/7', {
      'GET /api/bookingdetails': () => ({ body: { Code: 1, Message: '', Booking: view(7) } }),
      'GET /api/trackvehicle': () => ({ status: 404, body: { Code: 0, Message: 'No driver' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking CK7' }, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByTestId('booking-refund')).toBeNull();
  }, 30_000);

  it("shows the flight's state and the booked pickup when a delay moved it", async () => {
    sessionState.profile = { ...customer };
    const delayed = view(8, {
      FlightNo: 'BA123',
      FlightFrom: 'New York JFK',
      FlightLandingTime: '2026-12-03T14:00:00Z',
      FlightStatus: 'delayed',
      FlightExpectedLanding: '2026-12-03T14:40:00Z',
      BookedPickupTime: '2026-12-03T14:30:00Z',
    });
    renderAt('/bookingdetail/8', {
      'GET /api/bookingdetails': () => ({ body: { Code: 1, Message: '', Booking: delayed } }),
      'GET /api/trackvehicle': () => ({ status: 404, body: { Code: 0, Message: 'No driver' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking CK8' }, { timeout: 8000 })).toBeVisible();
    expect(screen.getByText('Delayed: expected to land at 03/12/2026 14:40')).toBeVisible();
    expect(screen.getByText('03/12/2026 14:30, moved with the flight')).toBeVisible();
  }, 30_000);
});

/** The class only a button of this look has (the recipe's variant class). */
function lookClass(variant: 'primary' | 'secondary' | 'critical'): string {
  const others = (['primary', 'secondary', 'critical'] as const)
    .filter((other) => other !== variant)
    .flatMap((other) => buttonStyle({ variant: other }).split(' '));
  return buttonStyle({ variant })
    .split(' ')
    .filter((name) => !others.includes(name))
    .join(' ');
}

describe('booking actions', () => {
  it('gives the ticket one primary action, and cancel a quiet look whose question is the destructive step', async () => {
    sessionState.profile = { ...customer };
    const booking = view(9, { Time: new Date(Date.now() + 3 * DAY).toISOString() });
    const { user } = renderAt(`/ticket/${booking.TrackingCode}`, {
      'POST /api/bookinginfo': () => ({ body: { Code: 1, Message: '', Booking: booking } }),
      'GET /api/bookingdetails': () => ({ body: { Code: 1, Message: '', Booking: booking } }),
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel booking CK9' }, { timeout: 8000 });
    const ticket = screen.getByRole('article', { name: 'Booking confirmed' });
    const primaries = [...ticket.querySelectorAll('a, button')].filter((el) =>
      el.className.includes(lookClass('primary')),
    );
    // Nothing to track or pay: Add to calendar is the one primary action; Print and the rest are secondary.
    expect(primaries.map((el) => el.textContent)).toEqual(['Add to calendar']);
    expect(screen.getByRole('button', { name: 'Print' }).className).toContain(lookClass('secondary'));
    expect(cancel.className).toContain(lookClass('secondary'));
    expect(cancel.className).not.toContain(lookClass('critical'));
    await user.click(cancel);
    const question = await screen.findByRole('alertdialog', { name: 'Question' });
    expect(question).toHaveTextContent('Do you want to cancel booking CK9?');
    expect(within(question).getByRole('button', { name: 'OK' }).className).toContain(lookClass('critical'));
  }, 30_000);

  it('gives the detail page one primary action, cancel a button, and the rest in a menu loaded when asked', async () => {
    sessionState.profile = { ...customer };
    const booking = view(11, { Time: new Date(Date.now() + 3 * DAY).toISOString() });
    const { user, received } = renderAt('/bookingdetail/11', {
      'GET /api/bookingdetails': () => ({ body: { Code: 1, Message: '', Booking: booking } }),
      'POST /api/emailreceipt': () => ({ body: { Code: 1, Message: '' } }),
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel booking CK11' }, { timeout: 8000 });
    const article = screen.getByRole('article');
    const primaries = [...article.querySelectorAll('a, button')].filter((el) =>
      el.className.includes(lookClass('primary')),
    );
    // Nothing to track or pay: repeating it is the one primary action.
    expect(primaries.map((el) => el.textContent)).toEqual(['Repeat booking']);
    expect(cancel.className).toContain(lookClass('secondary'));
    expect(screen.queryByRole('button', { name: 'Resend receipt' })).toBeNull();
    const more = screen.getByRole('button', { name: 'More actions' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'More actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Resend receipt', 'Book the return']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Resend receipt' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The receipt has been sent to your email address')).toBeInTheDocument();
    expect(received.some((r) => r.path === '/api/emailreceipt')).toBe(true);
  }, 30_000);

  it('makes tracking the one primary action of a trip under way', async () => {
    const booking = view(10, { Status: 'Started', Time: new Date(Date.now() - 60_000).toISOString() });
    renderAt(`/ticket/${booking.TrackingCode}`, {
      'POST /api/bookinginfo': () => ({ body: { Code: 1, Message: '', Booking: booking } }),
    });
    const track = await screen.findByRole('link', { name: 'Track my driver' }, { timeout: 8000 });
    expect(track.className).toContain(lookClass('primary'));
    const ticket = screen.getByRole('article');
    const primaries = [...ticket.querySelectorAll('a, button')].filter((el) =>
      el.className.includes(lookClass('primary')),
    );
    expect(primaries).toHaveLength(1);
  }, 30_000);
});

describe("an account page's data comes from its route loader", () => {
  const drawn = view(5, { Status: 'Upcoming' });

  it.each([
    { path: '/bookingdetail/5', heading: 'Booking CK5' },
    { path: '/bookinghistory.html', heading: 'My bookings' },
  ])(
    '$path reads each of its calls once, in its loader, and the page asks none again',
    async ({ path, heading }) => {
      sessionState.profile = { ...customer };
      const { received } = renderAt(path, {
        'GET /api/bookingdetails': () => ({ body: { Code: 1, Message: '', Booking: drawn } }),
        'GET /api/trackvehicle': () => ({ status: 404, body: { Code: 0, Message: 'No driver yet.' } }),
        'GET /api/currentbookings': () => ({ body: { Code: 1, Message: '', Bookings: [drawn] } }),
        'GET /api/journeyhistory': () => ({ body: { Code: 1, Message: '', Bookings: [] } }),
      });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 8000 })).toBeVisible();
      expect(await screen.findAllByText(/CK5/)).not.toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const calls = received.map((r) => r.path).filter((p) => p !== '/api/tenant' && p !== '/api/configuration');
      expect(calls.length).toBeGreaterThan(0);
      expect(calls).toEqual([...new Set(calls)]);
      expect(screen.queryByText(/Loading/)).toBeNull();
    },
    30_000,
  );
});

describe('ticket headline', () => {
  it('never says confirmed for a cancelled or an unpaid booking', () => {
    expect(ticketHeadline(view(1, { Status: 'Cancelled' }), true).title).toBe('Booking cancelled');
    expect(ticketHeadline(view(1, { PaymentType: 'card' }), true).title).toBe('Booking not paid yet');
    expect(ticketHeadline(view(1, { PaymentType: 'card', IsPaid: true }), true).title).toBe('Booking confirmed');
    expect(ticketHeadline(view(1), true).title).toBe('Booking confirmed');
  });
});

describe('add to calendar', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Clicks Add to calendar on the ticket and returns the .ics text the browser was given. */
  async function calendarFile(signedIn: boolean): Promise<string> {
    const booking = view(8);
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:calendar';
    });
    if (signedIn) sessionState.profile = customer;
    const { user } = renderAt(`/ticket/${booking.TrackingCode}`, {
      'POST /api/bookinginfo': () => ({ body: { Code: 1, Message: '', Booking: booking } }),
      'GET /api/bookingdetails': () => ({ body: { Code: 1, Message: '', Booking: booking } }),
    });
    if (signedIn) await screen.findByRole('link', { name: 'Booking details' });
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(files).toHaveLength(1));
    return (files[0] as Blob).text();
  }

  it("links a guest's entry to the page that asks for the code, never to the tracking code", async () => {
    const file = await calendarFile(false);
    expect(file).toContain(`URL:${window.location.origin}/bookinginfo.html`);
    expect(file.replace(/\r\n /g, '')).not.toContain('trk_8_0123456789abcdef');
  });

  it("links the owner's entry to the booking detail page, which asks for sign-in", async () => {
    const file = await calendarFile(true);
    expect(file).toContain(`URL:${window.location.origin}/bookingdetail/8.html`);
    expect(file.replace(/\r\n /g, '')).not.toContain('trk_8_0123456789abcdef');
  });
});

describe('Booking Info', () => {
  it('finds a booking by the reference on its ticket with the e-mail given at booking, on /payment', async () => {
    const booking = view(9, { Bref: 'CKKV7U9DX' });
    const { received, user } = renderAt('/payment', {
      'POST /api/bookinginfo': ({ body }) =>
        JSON.stringify(body) === JSON.stringify({ code: 'CKKV7U9DX', contact: 'casey@example.com' })
          ? { body: { Code: 1, Message: '', Booking: booking } }
          : { status: 404, body: { Code: 2, Message: 'No booking matches this reference.' } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Booking reference or code' }), 'CKKV7U9DX');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the e-mail address or phone number given when booking, with the booking reference.',
    );
    // The short reference alone is never sent.
    expect(received.filter((r) => r.path === '/api/bookinginfo')).toHaveLength(0);

    const contact = screen.getByRole('textbox', { name: /E-mail address or phone number/ });
    await user.type(contact, 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No booking matches this reference and e-mail/);

    await user.clear(contact);
    await user.type(contact, 'casey@example.com');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    // A cash booking has nothing to pay here: the page says why and leads to its ticket.
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing to pay' })).toBeInTheDocument();
    expect(screen.getByText('Booking CKKV7U9DX is paid to the driver on the day.')).toBeInTheDocument();
    expect(received.at(-1)?.body).toEqual({ code: 'CKKV7U9DX', contact: 'casey@example.com' });
    expect(screen.getByRole('link', { name: 'Open the ticket' })).toHaveAttribute(
      'href',
      expect.stringContaining(booking.TrackingCode),
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Pay for your booking']);
  });

  it('shows an unpaid card booking with its amount, and Pay opens the card sheet for that booking', async () => {
    const booking = view(10, {
      Bref: 'CKPAY10',
      TrackingCode: 'Pq3_-9aB0cD1eF2gH3iJ4kL5mN6oP7qR',
      PaymentType: 'card',
      TotalFare: 54.69,
      Fare: 54.69,
    });
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { user } = renderAt('/payment', {
      'POST /api/bookinginfo': async () => {
        await answered;
        return { body: { Code: 1, Message: '', Booking: booking } };
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Booking reference or code/ }), booking.TrackingCode);
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    // A skeleton of the booking while it is found, never a line of "Loading..." text.
    expect((await screen.findByText('Finding your booking')).closest('[role="status"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer();
    const card = await screen.findByRole('region', { name: 'Booking CKPAY10' });
    expect(within(card).getByText('Amount to pay')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Pay £54.69' }));
    // The wizard's card sheet, paying this booking (its reference) for its amount.
    await waitFor(
      () => {
        const sheet = screen.getByRole('dialog', { name: 'Card Details' });
        expect(sheet).toHaveTextContent('Booking reference CKPAY10');
        expect(sheet).toHaveTextContent('Pay £54.69');
      },
      { timeout: 5000 },
    );
  });

  it('says a cancelled booking has nothing to pay, and keeps a miss on the form', async () => {
    const booking = view(11, {
      Bref: 'CKGONE11',
      TrackingCode: 'Gn3_-9aB0cD1eF2gH3iJ4kL5mN6oP7qR',
      PaymentType: 'card',
      Status: 'Cancelled',
    });
    const { user } = renderAt('/payment', {
      'POST /api/bookinginfo': ({ body }) =>
        (body as { code: string }).code === booking.TrackingCode
          ? { body: { Code: 1, Message: '', Booking: booking } }
          : { status: 404, body: { Code: 2, Message: 'Booking not found.' } },
    });
    const field = await screen.findByRole('textbox', { name: /Booking reference or code/ });
    await user.type(field, 'x'.repeat(32));
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Booking not found/);
    await user.clear(field);
    await user.type(field, booking.TrackingCode);
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    expect(await screen.findByText('Booking CKGONE11 is cancelled. There is nothing to pay.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('shows the found journey on the map, with a skeleton while it loads, and links to live tracking', async () => {
    vi.stubGlobal('WebGLRenderingContext', class {});
    const booking = view(12, { Status: 'Started', TrackingCode: 'Xk3_-9aB0cD1eF2gH3iJ4kL5mN6oP7qR' });
    const { user } = renderAt('/bookinginfo', {
      'POST /api/bookinginfo': () => ({ body: { Code: 1, Message: '', Booking: booking } }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Booking reference or code' }), booking.TrackingCode);
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    const found = await screen.findByRole('region', { name: `Booking ${booking.Bref}` });
    // A skeleton of the map's size, never a "Loading map…" line.
    expect(within(found).getByRole('status')).toHaveTextContent('Loading the map');
    expect(found).not.toHaveTextContent('Loading map');
    expect(screen.queryByTestId('ticket-map')).toBeNull();
    ticketMap.release();
    expect(await within(found).findByTestId('ticket-map')).toHaveTextContent("King's Cross Station");
    expect(within(found).getByRole('link', { name: 'Track my driver' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/tracking/${booking.TrackingCode}`),
    );
  });
});

describe("a guest's ticket", () => {
  it('offers Resend receipt to the guest holding the code, and sends the code with the request', async () => {
    const booking = view(14);
    const { received, user } = renderAt(`/ticket/${booking.TrackingCode}`, {
      'POST /api/bookinginfo': () => ({ body: { Code: 1, Message: '', Booking: booking } }),
      'POST /api/emailreceipt': () => ({ body: { Code: 1, Message: '' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Resend receipt' }));
    expect(await screen.findByText('The receipt has been sent to your email address')).toBeInTheDocument();
    expect(received.find((r) => r.path === '/api/emailreceipt')?.body).toMatchObject({
      bookingref: booking.Bref,
      code: booking.TrackingCode,
    });
  });
});

describe('changing a booking', () => {
  const trail = {
    Id: 1,
    ChangedAt: new Date(2026, 10, 28, 9, 30).toISOString(),
    ChangedBy: 'Casey Customer',
    Fields: [{ Field: 'Vehicle', From: 'Saloon', To: 'Estate', Leg: '' as const }],
    OldFare: 40,
    NewFare: 46.4,
    Difference: 6.4,
    CurrencyCode: 'GBP',
    PaymentRef: 'SBX123',
    RefundStatus: '' as const,
    RefundRef: '',
  };
  const detail = (booking: BookingView, handlers: Record<string, Handler> = {}) =>
    renderAt(`/bookingdetail/${booking.JobId}`, {
      'GET /api/bookingdetails': () => ({ body: { Code: 1, Message: '', Booking: booking } }),
      'GET /api/trackvehicle': () => ({ status: 404, body: { Code: 0, Message: 'No driver' } }),
      'GET /api/vehicletypes': () => ({ body: vehicleTypesResponse }),
      ...handlers,
    });

  afterEach(() => {
    configState.changeCutoffHours = 0;
    configState.accessNeedsOffered = [];
    configState.showPets = false;
  });

  it('lists the changes made and offers "Change booking" only while the booking may be changed', async () => {
    sessionState.profile = { ...customer };
    detail(view(21, { ChangesAllowed: true, Changes: [trail] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Changes' }, { timeout: 8000 })).toBeVisible();
    expect(screen.getByText('Vehicle: Saloon to Estate')).toBeInTheDocument();
    expect(screen.getByText('£40.00 to £46.40: £6.40 charged (SBX123)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change booking' })).toBeInTheDocument();
  }, 30_000);

  it('offers no change once the booking may no longer be changed', async () => {
    sessionState.profile = { ...customer };
    detail(view(22, { ChangesAllowed: false, ChangeRefusal: 'This booking can no longer be changed.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking CK22' }, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change booking' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Changes' })).toBeNull();
  }, 30_000);

  it('shows the old and new price side by side and makes the change priced from its own quotation', async () => {
    sessionState.profile = { ...customer };
    const booking = view(23, { ChangesAllowed: true, PaymentType: 'card', IsPaid: true, TotalFare: 31.5 });
    const offer = {
      OldFare: 31.5,
      NewFare: 23.5,
      Difference: -8,
      CurrencyCode: 'GBP',
      Settlement: 'refund',
      Text: '£8.00 will be refunded to your card.',
      Fields: [{ Field: 'Pickup time', From: '01/12/2026 10:00', To: '01/12/2026 11:00' }],
    };
    const { user, received } = detail(booking, {
      'POST /api/quotation': () => ({ body: quotationResponse(1) }),
      'POST /api/changebookingquote': () => ({ body: { Code: 1, Message: '', Change: offer } }),
      'POST /api/changebooking': () => ({
        body: { Code: 1, Message: 'Your booking has been changed.', Change: offer, Applied: true, ClientSecret: '' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change booking' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change booking' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Check the new price' }));
    const prices = await within(dialog).findByRole('region', { name: 'The new price' }, { timeout: 8000 });
    expect(within(prices).getByText('Old price')).toBeInTheDocument();
    expect(within(prices).getByText('New price')).toBeInTheDocument();
    expect(within(prices).getByText('£8.00 will be refunded to your card.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText('Your booking has been changed.', {}, { timeout: 8000 })).toBeInTheDocument();
    const asked = received.filter((r) => r.path.startsWith('/api/changebooking'));
    expect(asked.map((r) => r.path)).toEqual(['/api/changebookingquote', '/api/changebooking']);
    const confirmed = asked[1]?.body as Record<string, unknown>;
    expect(confirmed).toMatchObject({ bookingref: 'CK23', quotationid: 'q-1-23.5' });
    expect(String(confirmed.changekey)).not.toBe('');
  }, 60_000);

  it('reorders and removes via stops and changes extras and access needs in the priced request', async () => {
    sessionState.profile = { ...customer };
    configState.accessNeedsOffered = ['wheelchair', 'assistance', 'infantSeat'];
    configState.showPets = true;
    const stop = (Address: string, Postcode: string) => ({ Address, Postcode, Latitude: 51.5, Longitude: -0.1 });
    const booking = view(25, {
      ChangesAllowed: true,
      Passengers: 2,
      ViaAddress: [stop('Angel', 'N1 9LA'), stop('Old Street', 'EC1V 9NR'), stop('Bank', 'EC2R 8AH')],
    });
    const offer = {
      OldFare: 24,
      NewFare: 24,
      Difference: 0,
      CurrencyCode: 'GBP',
      Settlement: 'none',
      Text: 'The fare stays the same.',
      Fields: [{ Field: 'Via stops', From: 'Angel; Old Street; Bank', To: 'Old Street; Angel' }],
    };
    // The saloon carries infant seats: the access rule lets the change through to its price.
    const [saloon, estate] = vehicleTypesResponse.vehTypes;
    const equipped = { ...vehicleTypesResponse, vehTypes: [{ ...saloon, Equipment: ['infantSeat'] }, estate] };
    const { user, received } = detail(booking, {
      'GET /api/vehicletypes': () => ({ body: equipped }),
      'POST /api/quotation': () => ({ body: quotationResponse(1) }),
      'POST /api/changebookingquote': () => ({ body: { Code: 1, Message: '', Change: offer } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change booking' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change booking' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Move via 2 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove via 3' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Assistance (meet and help)' }));
    await user.click(within(dialog).getByRole('button', { name: /increase infant seats/i }));
    await user.click(within(dialog).getByRole('button', { name: /increase small pets/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Check the new price' }));
    const prices = await within(dialog).findByRole('region', { name: 'The new price' }, { timeout: 8000 });
    expect(within(prices).getByText(/Old Street; Angel/)).toBeInTheDocument();
    const asked = received.find((r) => r.path === '/api/changebookingquote')?.body as Record<string, unknown>;
    expect(asked).toMatchObject({
      viaaddresses: [
        { address: 'Old Street', postcode: 'EC1V 9NR' },
        { address: 'Angel', postcode: 'N1 9LA' },
      ],
      assistance: true,
      wheelchair: false,
      infantseats: 1,
      smallpets: 1,
    });
    const quoted = received.find((r) => r.path === '/api/quotation')?.body as Record<string, unknown>;
    expect((quoted.viaaddresses as { address: string }[]).map((v) => v.address)).toEqual(['Old Street', 'Angel']);
  }, 60_000);

  it('refuses a wheelchair on a vehicle that does not carry one before asking any price', async () => {
    sessionState.profile = { ...customer };
    configState.accessNeedsOffered = ['wheelchair'];
    const { user, received } = detail(view(26, { ChangesAllowed: true }), {
      'POST /api/quotation': () => ({ body: quotationResponse(1) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change booking' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change booking' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wheelchair-accessible vehicle' }));
    expect(
      await within(dialog).findByText(
        'None of our vehicles has all of: wheelchair-accessible vehicle. Please call us to arrange your journey.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Check the new price' }));
    expect(received.filter((r) => r.path === '/api/quotation' || r.path === '/api/changebookingquote')).toEqual([]);
  }, 30_000);

  it('prices a return journey with both legs and sends its return time with the change', async () => {
    sessionState.profile = { ...customer };
    const back = new Date(Date.now() + 4 * DAY).toISOString();
    const booking = view(27, { ChangesAllowed: true, RtnType: 'rtn', ReturnJobPartId: 99, ReturnDate: back });
    const offer = {
      OldFare: 48,
      NewFare: 52,
      Difference: 4,
      CurrencyCode: 'GBP',
      Settlement: 'none',
      Text: 'You will pay the driver the new fare of £52.00.',
      Fields: [{ Field: 'Vehicle', From: 'Saloon', To: 'Estate', Leg: 'both' }],
    };
    const { user, received } = detail(booking, {
      'POST /api/quotation': () => ({ body: quotationResponse(1) }),
      'POST /api/changebookingquote': () => ({ body: { Code: 1, Message: '', Change: offer } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change booking' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change booking' }, { timeout: 8000 });
    expect(within(dialog).getAllByText('Return date and time').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Check the new price' }));
    await within(dialog).findByRole('region', { name: 'The new price' }, { timeout: 8000 });
    const quoted = received.find((r) => r.path === '/api/quotation')?.body as Record<string, unknown>;
    expect(quoted).toMatchObject({ rtntype: 'rtn', returndate: back });
    const asked = received.find((r) => r.path === '/api/changebookingquote')?.body as Record<string, unknown>;
    expect(asked).toMatchObject({ returndate: back });
    expect(asked).not.toHaveProperty('rtntype');
  }, 60_000);

  it("pays a PayPal booking's dearer change on PayPal's buttons, the server's order for the difference", async () => {
    sessionState.profile = { ...customer };
    const paypal = createFakePayPal('approve');
    const undo = serveFakePayPal(paypal);
    // Every read of the settings in this test (the page may read them before the dialog does) answers PayPal's.
    vi.mocked(loadGatewaySettings).mockResolvedValue({
      gateway: 'other',
      sandbox: true,
      stripePublicKey: '',
      publicKey: 'client-9',
      billing: 'postcode',
      savesCards: true,
    });
    const booking = view(29, { ChangesAllowed: true, PaymentType: 'paypal', IsPaid: true, TotalFare: 23.5 });
    const offer = {
      OldFare: 23.5,
      NewFare: 31.5,
      Difference: 8,
      CurrencyCode: 'GBP',
      Settlement: 'charge',
      Text: '£8.00 more will be charged to your card.',
      Fields: [{ Field: 'Vehicle', From: 'Saloon', To: 'Estate', Leg: '' }],
    };
    const answers = [
      { Code: 2, Message: 'Please pay the difference with PayPal.', Applied: false, ClientSecret: 'ORDER9' },
      { Code: 1, Message: 'Your booking has been changed.', Applied: true, ClientSecret: '' },
    ];
    const { user, received } = detail(booking, {
      'POST /api/quotation': () => ({ body: quotationResponse(2) }),
      'POST /api/changebookingquote': () => ({ body: { Code: 1, Message: '', Change: offer } }),
      'POST /api/changebooking': () => ({ body: { ...answers.shift()!, Change: offer } }),
    });
    try {
      await user.click(await screen.findByRole('button', { name: 'Change booking' }, { timeout: 8000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Change booking' }, { timeout: 8000 });
      await user.click(within(dialog).getByRole('button', { name: 'Check the new price' }));
      await within(dialog).findByRole('region', { name: 'The new price' }, { timeout: 8000 });
      await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
      const pay = await screen.findByRole('dialog', { name: 'Pay with PayPal' }, { timeout: 8000 });
      await user.click(await within(pay).findByRole('button', { name: 'PayPal' }, { timeout: 8000 }));
      expect(await screen.findByText('Your booking has been changed.', {}, { timeout: 8000 })).toBeInTheDocument();
      expect(paypal.approved).toEqual(['ORDER9']);
      const confirms = received.filter((r) => r.path === '/api/changebooking').map((r) => r.body);
      expect(confirms).toHaveLength(2);
      // The same change both times, with no card token: the server pays and applies it once.
      expect(new Set(confirms.map((b) => (b as { changekey: string }).changekey)).size).toBe(1);
      expect(confirms.every((b) => !(b as { nonce?: string }).nonce)).toBe(true);
    } finally {
      undo();
      // Back to the real settings (vi.fn's own implementation) for the tests after this one.
      vi.mocked(loadGatewaySettings).mockReset();
    }
  }, 60_000);

  it("quotes a wait-and-return's change with its waiting time, and sends a changed wait with the change", async () => {
    sessionState.profile = { ...customer };
    const back = new Date(Date.now() + 2 * DAY + 2 * 60 * 60_000).toISOString();
    const booking = view(28, {
      ChangesAllowed: true,
      RtnType: 'w&r',
      ReturnJobPartId: 98,
      ReturnDate: back,
      WaitingTime: 45,
    });
    const offer = {
      OldFare: 48,
      NewFare: 51,
      Difference: 3,
      CurrencyCode: 'GBP',
      Settlement: 'none',
      Text: 'You will pay the driver the new fare of £51.00.',
      Fields: [{ Field: 'Waiting time', From: '45 min', To: '60 min', Leg: 'return' }],
    };
    const { user, received } = detail(booking, {
      'POST /api/quotation': () => ({ body: quotationResponse(1) }),
      'POST /api/changebookingquote': () => ({ body: { Code: 1, Message: '', Change: offer } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change booking' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change booking' }, { timeout: 8000 });
    // The wait-and-return's return leaves when the wait is over: no return time of its own to pick.
    expect(within(dialog).queryByText('Return date and time')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /increase waiting time/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Check the new price' }));
    await within(dialog).findByRole('region', { name: 'The new price' }, { timeout: 8000 });
    const quoted = received.find((r) => r.path === '/api/quotation')?.body as Record<string, unknown>;
    expect(quoted).toMatchObject({ rtntype: 'w&r', waitingtime: 60, returndate: '' });
    const asked = received.find((r) => r.path === '/api/changebookingquote')?.body as Record<string, unknown>;
    expect(asked).toMatchObject({ waitingtime: 60, returndate: '' });
  }, 60_000);

  it('says when changes have closed since the page was opened (the same rule as the server)', async () => {
    sessionState.profile = { ...customer };
    configState.changeCutoffHours = 2;
    configState.phone = '020 7946 0000';
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const { user } = detail(view(24, { ChangesAllowed: true, Time: soon }));
    await user.click(await screen.findByRole('button', { name: 'Change booking' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change booking' }, { timeout: 8000 });
    expect(
      within(dialog).getByText('Changes close 2 hours before pickup. Please call us on 020 7946 0000.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Check the new price' })).toBeNull();
  }, 30_000);
});
