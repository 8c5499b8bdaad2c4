import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { bookingState, resetBooking } from '../../state/booking';
import { applyConfiguration } from '../../state/config';
import { type Handler, fakeServer } from '../../test/fake-server';
import { kingsCross, quotationResponse, tower, vehicleTypesResponse } from '../../test/fixtures';
import { clearQuoteCache, requestQuote } from '../../state/quote';
import { renderApp } from '../../test/render-app';

const tenant = {
  id: 'default',
  name: 'Cabkit Cars',
  title: 'Cabkit Cars',
  layoutTemplate: 'wizard',
  allowGuests: true,
};
const configuration = {
  Code: 1,
  Message: '',
  Configuration: {
    CompanyName: 'Cabkit Cars',
    IsCashAllowed: true,
    IsCardAllowed: true,
    IsPaypalAllowed: false,
    DefaultPaymentMethod: 'card',
  },
  Airports: [],
  VehTypes: [],
};

function storedBooking(body: Record<string, unknown>) {
  return {
    Code: 1,
    Message: '',
    Booking: {
      JobId: 7,
      Bref: 'CK-1007',
      ReturnRef: '',
      TrackingCode: 'trk_0123456789abcdef',
      Status: 'Upcoming',
      PaymentType: 'cash',
      IsPaid: false,
      Time: 'ASAP',
      PickUpType: 'Now',
      ReturnDate: '',
      PickUp: String(body.pick),
      PickUpPostcode: 'N1C 4AP',
      PickUpLatitude: 51.53,
      PickUpLongitude: -0.12,
      PickDown: String(body.doff),
      PickDownPostcode: 'EC3N 4AB',
      PickDownLatitude: 51.5,
      PickDownLongitude: -0.07,
      ViaAddress: [],
      VehicleId: 1,
      Vehicle: 'Saloon',
      RtnType: '',
      WaitingTime: 0,
      Fare: 23.5,
      ReturnFare: 0,
      TotalFare: 23.5,
      CurrencyCode: 'GBP',
      RoutePath: [],
      Note: '',
      Passengers: 1,
      Luggages: 0,
      Name: String(body.name),
      Phone: String(body.phone),
      Email: String(body.email),
      CreatedAt: new Date().toISOString(),
    },
  };
}

function server(overrides: Record<string, Handler> = {}) {
  let lastBooking: Record<string, unknown> = {};
  return fakeServer({
    'GET /api/tenant': () => ({ body: tenant }),
    'GET /api/configuration': () => ({ body: configuration }),
    'GET /api/vehicletypes': () => ({ body: vehicleTypesResponse }),
    'GET /api/searchaddress': ({ query }) => ({
      body: [kingsCross, tower].filter((p) =>
        p.Name.toLowerCase().startsWith((query.get('prefix') ?? '').toLowerCase().slice(0, 4)),
      ),
    }),
    'POST /api/quotation': ({ body }) => ({
      body: quotationResponse(Number((body as { vehtypeid: number }).vehtypeid)),
    }),
    'POST /api/createbookingTest': ({ body }) => {
      lastBooking = body as Record<string, unknown>;
      return {
        body: { Code: 1, Message: '', Bref: 'CK-1007', ReturnRef: '', JobId: 7, TrackingCode: 'trk_0123456789abcdef' },
      };
    },
    'POST /api/bookinginfo': () => ({ body: storedBooking(lastBooking) }),
    ...overrides,
  });
}

async function renderBooking() {
  const { user, history } = renderApp('/booking');
  await screen.findByRole('combobox', { name: 'Pickup' }, { timeout: 8000 });
  return { user, history };
}

async function chooseAddress(user: ReturnType<typeof userEvent.setup>, field: string, text: string, option: RegExp) {
  await user.type(screen.getByRole('combobox', { name: field }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

// Load the lazily split modules once up front, so the slow first transform does not eat the test timeouts.
beforeAll(async () => {
  await Promise.all([
    import('../../pages/booking-page'),
    import('../../pages/confirmed-page'),
    import('./components/contact-section'),
    import('./state/validate'),
    // The error summary loads with the dialogs on the first failed Next.
    import('@cabkit/ui/dialogs'),
    // The address Autocomplete loads on first use in the page; load it here so the first keystrokes meet it.
    import('./components/address-field').then((m) => m.loadAutocomplete()),
  ]);
});

beforeEach(() => {
  resetBooking();
  clearQuoteCache();
  applyConfiguration({ IsCashAllowed: true, IsCardAllowed: true, layoutTemplate: 'wizard' });
});
afterEach(() => vi.unstubAllGlobals());

describe('booking wizard (guest, cash)', () => {
  it('asks for the vehicle types with the first use of a fresh journey, not as it opens', async () => {
    const received = server();
    await renderBooking();
    // The first view of a fresh journey draws no vehicle and no fare: their calls (and the API client's code)
    // wait for the visitor.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.some((r) => r.path === '/api/vehicletypes')).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    await waitFor(() => expect(received.some((r) => r.path === '/api/vehicletypes')).toBe(true));
    // The first use also fetches the later steps' code: let it land before the test ends.
    const fare = await import('../extras/fare');
    await Promise.all([
      fare.prefetchFareParts(),
      fare.prefetchBookingExtras(),
      import('./state/actions'),
      import('./components/vehicle-section'),
      import('./components/payment-section'),
      import('./components/book-now-bar'),
    ]);
  });

  it('quotes, walks the steps, books once and shows the stored booking', async () => {
    const received = server();
    const { user, history } = await renderBooking();
    await chooseAddress(user, 'Pickup', 'King', /King's Cross Station/);
    await chooseAddress(user, 'Drop-off', 'Towe', /Tower of London/);
    // A new booking starts Later with no time chosen (docs/behaviour/journey.md#pickup-time): Next asks for the time, nothing is quoted yet.
    expect(screen.getByRole('radio', { name: 'Later' })).toBeChecked();
    // Before there is a fare the step's button says Continue alone; then it carries the live fare.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The error summary lists the problem and takes focus; its link focuses the pickup time (GOV.UK pattern).
    const summary = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(summary).toHaveTextContent('There is a problem');
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(within(summary).getByRole('link', { name: 'Pickup time is required' }));
    expect(screen.getByRole('radio', { name: 'ASAP' })).toHaveFocus();
    expect(received.some((r) => r.path === '/api/quotation')).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'ASAP' }));
    await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£23.50'));
    expect(screen.queryByText('Pickup time is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue · £23.50' }));
    await waitFor(() => expect(bookingState.errors).toEqual({}), { timeout: 5000 });
    const vehicles = await screen.findByRole('radiogroup', { name: 'Vehicle' }, { timeout: 5000 });
    // The new step's indicator takes focus and names the step once; the page keeps its one h1.
    expect(screen.getByRole('group', { name: 'Step 2 of 4: Vehicle' })).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Book a journey']);
    expect(within(vehicles).getByRole('radio', { name: /Saloon/ })).toBeChecked();
    expect(within(vehicles).getByRole('radio', { name: /Estate/ })).toHaveAccessibleName(/£31\.50/);
    await user.click(within(vehicles).getByRole('radio', { name: /Estate/ }));
    await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£31.50'));
    expect(screen.getByRole('button', { name: 'Continue · £31.50' })).toBeInTheDocument();
    await user.click(within(vehicles).getByRole('radio', { name: /Saloon/ }));
    await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£23.50'));
    await user.click(screen.getByRole('button', { name: /^Continue/ }));

    // Contact: errors are tied to their fields and what was typed stays.
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 8000 }), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    expect(await screen.findByRole('textbox', { name: 'Phone' }, { timeout: 8000 })).toHaveAccessibleDescription(
      'Error: Phone is required',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Error: Email is required');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '07911 123456');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('7911123456');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));

    await user.click(await screen.findByRole('radio', { name: 'Cash' }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: 'Book now' }));

    await waitFor(() => expect(history.location.pathname).toBe('/confirmed/trk_0123456789abcdef.html'), {
      timeout: 8000,
    });
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('CK-1007');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent("King's Cross Station");
    expect(main).toHaveTextContent('Tower of London');
    expect(main).toHaveTextContent('£23.50');

    const bookings = received.filter((r) => r.path === '/api/createbookingTest');
    expect(bookings).toHaveLength(1);
    expect(bookings[0]?.body).toMatchObject({
      paymentmethod: 'cash',
      name: 'Ada Lovelace',
      phone: '7911123456',
      email: 'ada@example.com',
      vehtypeid: 1,
      bookingdate: 'ASAP',
      quotationid: 'q-1-23.5',
    });
    expect((bookings[0]?.body as { requestid?: string } | undefined)?.requestid ?? '').not.toBe('');
  });

  it('shows quotation Codes 3 and 6 at the pickup field', async () => {
    server({ 'POST /api/quotation': () => ({ body: { Code: 6, Message: 'We do not cover this pickup area' } }) });
    bookingState.pickUpType = 'Now';
    const { user } = await renderBooking();
    await chooseAddress(user, 'Pickup', 'King', /King's Cross Station/);
    await chooseAddress(user, 'Drop-off', 'Towe', /Tower of London/);
    // The server's message shows against the pickup field, the fare stays empty, and Next stays on step 1.
    const pickupMessage = () =>
      expect(screen.getByRole('combobox', { name: 'Pickup' })).toHaveAccessibleDescription(
        /We do not cover this pickup area/,
      );
    await waitFor(pickupMessage);
    expect(screen.getByLabelText('Total fare')).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await waitFor(pickupMessage);
  });

  it('rejects the same address for pickup and drop-off with the generic error and clears the input', async () => {
    server();
    const { user } = await renderBooking();
    await chooseAddress(user, 'Pickup', 'King', /King's Cross Station/);
    await chooseAddress(user, 'Drop-off', 'King', /King's Cross Station/);
    const dropoff = screen.getByRole('combobox', { name: 'Drop-off' });
    expect(dropoff).toHaveValue('');
    expect(dropoff).toHaveAccessibleDescription(/Something went wrong, please try again\./);
  });

  it('keeps the request id when a booking is retried after a failure, so the server books once', async () => {
    let attempts = 0;
    const received = server({
      'POST /api/createbookingTest': () => {
        attempts++;
        return attempts === 1
          ? { status: 503, body: { Code: 0, Message: 'busy' } }
          : {
              body: {
                Code: 1,
                Message: '',
                Bref: 'CK-2',
                ReturnRef: '',
                JobId: 2,
                TrackingCode: 'trk_retry_0123456789',
              },
            };
      },
    });
    const { user, history } = await renderBooking();
    Object.assign(bookingState, {
      pickup: kingsCross,
      dropoff: tower,
      pickUpType: 'Now',
      contact: { name: 'Ada', phone: '7911123456', email: 'ada@example.com' },
    });
    bookingState.step = 4;
    await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£23.50'));
    await user.click(await screen.findByRole('radio', { name: 'Cash' }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(history.location.pathname).toBe('/confirmed/trk_retry_0123456789.html'), {
      timeout: 8000,
    });
    const ids = received
      .filter((r) => r.path === '/api/createbookingTest')
      .map((r) => (r.body as { requestid: string }).requestid);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });
});

describe('quotation expiry while the sign-in dialog is open', () => {
  it('Cancel starts over with a vehicle chosen and does not bring the sign-in dialog back', async () => {
    server();
    applyConfiguration({ allowGuests: false });
    const { user } = await renderBooking();
    const { expireQuotation } = await import('../../state/expiry');
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, pickUpType: 'Now' });
    void requestQuote();
    await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£23.50'));
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    const vehicles = await screen.findByRole('radiogroup', { name: 'Vehicle' }, { timeout: 8000 });
    await user.click(within(vehicles).getByRole('radio', { name: /Estate/ }));
    await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£31.50'));
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await screen.findByRole('textbox', { name: 'Name' }, { timeout: 8000 });
    // A guest may not book here: Next on the contact step asks for sign-in first.
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await screen.findByRole('dialog', { name: 'Welcome' }, { timeout: 8000 });

    expireQuotation();
    const expired = await screen.findByRole('alertdialog', { name: 'Quotation Expired' }, { timeout: 8000 });
    await user.click(within(expired).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Nothing asked for the sign-in dialog again: the booking started over on step 1.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).toBeNull();
    expect(bookingState.step).toBe(1);

    // The journey typed again is quoted for a vehicle the summary names, and step 2 goes on without complaint.
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, pickUpType: 'Now' });
    void requestQuote();
    await waitFor(() => expect(screen.getByLabelText('Total fare')).not.toHaveTextContent('—'));
    const summary = screen.getByRole('complementary', { name: 'Your journey' });
    expect(summary).not.toHaveTextContent('Not chosen yet');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    const again = await screen.findByRole('radiogroup', { name: 'Vehicle' }, { timeout: 8000 });
    expect(
      within(again)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await screen.findByRole('textbox', { name: 'Name' }, { timeout: 8000 });
    expect(screen.queryByText('Vehicle is required')).toBeNull();
  }, 60_000);
});

describe('return date error', () => {
  it('shows at the return date control, which the summary link focuses', async () => {
    server();
    const { user } = await renderBooking();
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, pickUpType: 'Now' });
    void requestQuote();
    await user.click(screen.getByRole('radio', { name: 'Return' }));
    // The return picker opens at once; closed without a choice, the return date is still missing.
    await user.click(await screen.findByRole('button', { name: 'Close' }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    const summary = await screen.findByRole('alert', {}, { timeout: 5000 });
    const link = within(summary).getByRole('link', { name: /return/i });
    const message = link.textContent ?? '';
    const control = screen.getByRole('button', { name: 'Choose return date and time' });
    expect(control).toHaveAccessibleDescription(new RegExp(`Error: ${message}`));
    expect(control).toHaveAttribute('data-invalid');
    await user.click(link);
    expect(control).toHaveFocus();

    // With the picker open, its date selector shows the error and takes the link's focus.
    await user.click(control);
    const date = await screen.findByRole('button', { name: /Date/ }, { timeout: 8000 });
    await waitFor(() => expect(date).toBeEnabled(), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    const again = await screen.findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(again).toHaveFocus());
    await user.click(within(again).getByRole('link', { name: /return/i }));
    expect(date).toHaveFocus();
    expect(date).toHaveAccessibleDescription(new RegExp(message));
  }, 30_000);
});

describe('pickup time picker', () => {
  it('Later quotes nothing until a time is chosen, and Done gives the focus back to the control', async () => {
    const received = server();
    const { user } = await renderBooking();
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, pickUpType: 'Now' });
    void requestQuote();
    await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£23.50'));
    const quotes = () => received.filter((r) => r.path === '/api/quotation');
    const before = quotes().length;

    // Later, then Close without a choice: no quotation for a time nobody chose, and no fare for ASAP either.
    await user.click(screen.getByRole('radio', { name: 'Later' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }, { timeout: 8000 }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(quotes().filter((r) => (r.body as { bookingdate: string }).bookingdate !== 'ASAP')).toEqual([]);
    expect(screen.getByText(/Pickup date and time:/).parentElement).toHaveTextContent('Not chosen yet');
    expect(screen.getByLabelText('Total fare')).toHaveTextContent('—');
    const choose = screen.getByRole('button', { name: 'Choose pickup date and time' });
    expect(choose).toHaveFocus();

    // Done with a time: quoted for it, and the focus is back on the control that opened the picker. The picker is
    // brought into view as it opens (on a phone it opens below the bottom of the screen).
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    await user.click(choose);
    const inSixty = await screen.findByRole('button', { name: 'In 60 min' }, { timeout: 8000 });
    await waitFor(() => expect(inSixty).toBeEnabled(), { timeout: 3000 });
    expect(scrolled.some((element) => element.contains(inSixty))).toBe(true);
    await user.click(inSixty);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const change = await screen.findByRole('button', { name: 'Change pickup date and time' });
    expect(change).toHaveFocus();
    await waitFor(() => expect(quotes().length).toBeGreaterThan(before));
    expect(quotes().at(-1)?.body).toMatchObject({ bookingdate: new Date(bookingState.time).toISOString() });
  }, 90_000);
});

describe("pickup time on the tenant's clock", () => {
  it('a device in another zone picks 14:30 tenant time: 14:30 is shown and sent as that instant', async () => {
    // The tenant's clock is Tokyo's (UTC+9, no summer time); the test's own zone is another one.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Asia/Tokyo');
    const received = server({ 'GET /api/tenant': () => ({ body: { ...tenant, timeZone: 'Asia/Tokyo' } }) });
    const { user } = await renderBooking();
    applyConfiguration({ timeZone: 'Asia/Tokyo' });
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, pickUpType: 'Now' });
    void requestQuote();
    await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£23.50'));

    await user.click(screen.getByRole('radio', { name: 'Later' }));
    const date = await screen.findByRole('button', { name: /Date/ }, { timeout: 8000 });
    await waitFor(() => expect(date).toBeEnabled(), { timeout: 3000 });
    const choose = async (label: RegExp, option: string | RegExp) => {
      await user.click(screen.getByRole('button', { name: label }));
      await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
    };
    await choose(/Date/, /^Tomorrow/);
    await choose(/Hour/, '14');
    await choose(/Minute/, '30');
    await user.click(screen.getByRole('button', { name: 'Done' }));

    await screen.findByRole('button', { name: 'Change pickup date and time' });
    expect(screen.getByText(/Pickup date and time:/).parentElement).toHaveTextContent(/\d\d\/\d\d\/\d{4} 14:30/);
    const sent = () =>
      received.filter((r) => r.path === '/api/quotation').map((r) => (r.body as { bookingdate: string }).bookingdate);
    await waitFor(() => expect(sent().at(-1)).not.toBe('ASAP'));
    // 14:30 in Tokyo is 05:30 UTC, whatever the device's zone.
    expect(sent().at(-1)).toMatch(/T05:30:00\.000Z$/);
  }, 90_000);
});
