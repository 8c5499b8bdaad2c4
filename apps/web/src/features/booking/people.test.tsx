import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingState, resetBooking } from '../../state/booking';
import { applyConfiguration } from '../../state/config';
import { completeSignOut, sessionState } from '../../state/session';
import { type Handler, fakeServer } from '../../test/fake-server';
import { kingsCross, quotationResponse, tower, vehicleTypesResponse, caseyProfile } from '../../test/fixtures';
import { clearAccountPassword } from './state/people';
import { clearQuoteCache } from '../../state/quote';
import { renderApp } from '../../test/render-app';

const customerProfile = caseyProfile({ EmailMailingList: true });
const bookerProfile = {
  ...customerProfile,
  Id: 42,
  BookerId: 7,
  Email: 'bea@example.com',
  FirstName: 'Bea',
  LastName: 'Booker',
};

function server(overrides: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /api/tenant': () => ({ body: { id: 'default', name: 'Cabkit Cars', title: 'Cabkit Cars' } }),
    'GET /api/configuration': () => ({ body: { Code: 1, Message: '', Configuration: {}, Airports: [], VehTypes: [] } }),
    'GET /api/vehicletypes': () => ({ body: vehicleTypesResponse }),
    'POST /api/quotation': ({ body }) => ({
      body: quotationResponse(Number((body as { vehtypeid: number }).vehtypeid)),
    }),
    'POST /api/createbookingTest': () => ({
      body: { Code: 1, Message: '', Bref: 'CK-1', ReturnRef: '', JobId: 1, TrackingCode: 'trk_people_0123456789' },
    }),
    'POST /api/bookinginfo': () => ({ status: 404, body: { Code: 0, Message: 'No booking matches this code.' } }),
    ...overrides,
  });
}

/** Renders the wizard at the contact step (3 of the wizard template) with a priced journey. */
async function renderAtContactStep() {
  Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1, paymentType: 'cash' });
  bookingState.step = 3;
  const { user, history } = renderApp('/booking');
  await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£23.50'), { timeout: 8000 });
  return { user, history };
}

/** From the contact step: Continue, pay in cash, Book now; waits for the confirmation page. */
async function continueAndBookInCash({ user, history }: Awaited<ReturnType<typeof renderAtContactStep>>) {
  await user.click(screen.getByRole('button', { name: /^Continue/ }));
  await user.click(await screen.findByRole('radio', { name: 'Cash' }, { timeout: 8000 }));
  await user.click(screen.getByRole('button', { name: 'Book now' }));
  await waitFor(() => expect(history.location.pathname).toBe('/confirmed/trk_people_0123456789.html'), {
    timeout: 8000,
  });
}

const bookingBodies = (received: ReturnType<typeof server>) =>
  received.filter((r) => r.path === '/api/createbookingTest').map((r) => r.body as Record<string, unknown>);

beforeAll(async () => {
  await Promise.all([
    import('../../pages/booking-page'),
    import('./components/contact-section'),
    import('./state/validate'),
    import('../auth'),
  ]);
});

beforeEach(() => {
  resetBooking();
  // ASAP journeys: a new booking starts Later with no time and is not quoted until one is chosen.
  bookingState.pickUpType = 'Now';
  clearQuoteCache();
  clearAccountPassword();
  sessionState.profile = null;
  applyConfiguration({ IsCashAllowed: true, IsCardAllowed: true, layoutTemplate: 'wizard', allowGuests: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // The tenant's dialling code outlives a test in the configuration store: back to none (+44).
  applyConfiguration({ DialingCode: '' });
  completeSignOut();
  localStorage.clear();
});

describe('who books (docs/behaviour/people.md#roles)', () => {
  it('asks a guest to sign in at step 3 when guests may not book, then fills and locks the contact and moves on', async () => {
    applyConfiguration({ allowGuests: false });
    const received = server({
      'POST /api/signIn': () => ({ body: { Code: 1, Message: '', ...customerProfile, Token: 't' } }),
    });
    const { user, history } = await renderAtContactStep();
    await user.click(screen.getByRole('button', { name: /^Continue/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Welcome' }, { timeout: 8000 });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'casey@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'SIGN IN' }));

    // The wizard template continues one step: payment, with Book now.
    expect(await screen.findByRole('button', { name: 'Book now' }, { timeout: 8000 })).toBeInTheDocument();
    expect(bookingState.contact).toMatchObject({
      name: 'Casey Customer',
      phone: '7700900123',
      email: 'casey@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 8000 });
    expect(name).toHaveValue('Casey Customer');
    expect(name).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'SignIn' })).not.toBeInTheDocument();

    await continueAndBookInCash({ user, history });
    expect(bookingBodies(received)[0]).toMatchObject({
      custid: 41,
      name: 'Casey Customer',
      email: 'casey@example.com',
    });
    expect(bookingBodies(received)[0]?.passwordhash).toBeUndefined();
  }, 90_000);

  it('lets a guest create an account: the password is checked and confirmed, then sent with the booking', async () => {
    const received = server();
    const { user, history } = await renderAtContactStep();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 8000 }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '7911123456');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Create an account with these details' }));
    await user.type(screen.getByLabelText('Password'), 'secret-42');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-43');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
        /Password and Confirm password not match/,
      ),
    );
    expect(screen.getByRole('button', { name: /^Continue/ })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret-42');
    await continueAndBookInCash({ user, history });
    expect(bookingBodies(received)[0]).toMatchObject({ passwordhash: 'secret-42', email: 'ada@example.com' });
    // The password never reaches session storage.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret-42');
  }, 90_000);

  it("shows the tenant's dialling code on the contact step and books the phone with it", async () => {
    applyConfiguration({ DialingCode: '+971' });
    const received = server();
    const { user, history } = await renderAtContactStep();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 8000 }), 'Layla Haddad');
    expect(screen.getByRole('button', { name: /Dialing code/ })).toHaveTextContent('+971');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '501234567');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'layla@example.com');
    await continueAndBookInCash({ user, history });
    expect(bookingBodies(received)[0]).toMatchObject({ dialingcode: '+971', phone: '501234567' });
  }, 90_000);

  it('has a booker fill the Customer and Main Passenger tabs, copying the customer, and books for the customer', async () => {
    sessionState.profile = { ...bookerProfile };
    const received = server();
    const { user, history } = await renderAtContactStep();
    expect(await screen.findByRole('heading', { name: 'Customer' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Main Passenger' })).toBeInTheDocument();

    // No customer yet: Next opens the contact dialog on the Customer tab.
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact details' }, { timeout: 8000 });
    expect(within(dialog).getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Grace');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name (optional)' }), 'Hopper');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '7911123457');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email (optional)' }), 'grace@example.com');
    await user.click(within(dialog).getByRole('tab', { name: 'Main Passenger' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Use customer details' }));
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact details' })).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveTextContent('Grace Hopper');

    await continueAndBookInCash({ user, history });
    expect(bookingBodies(received)[0]).toMatchObject({
      custid: 42,
      bookerid: 7,
      name: 'Grace Hopper',
      phone: '7911123457',
      customerfirstname: 'Grace',
      customerlastname: 'Hopper',
      customerphone: '7911123457',
      customerdialingcode: '+44',
      customeremail: 'grace@example.com',
    });
  }, 90_000);
});
