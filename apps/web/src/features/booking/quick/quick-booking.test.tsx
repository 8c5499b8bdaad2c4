import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingState, resetBooking } from '../../../state/booking';
import { applyConfiguration } from '../../../state/config';
import { fakeServer, type Handler } from '../../../test/fake-server';
import { kingsCross, quotationResponse, tower, vehicleTypesResponse } from '../../../test/fixtures';
import { clearQuoteCache } from '../../../state/quote';
import { bookingParamsTime } from './prefill';
import { renderApp } from '../../../test/render-app';

function params(overrides: Record<string, unknown> = {}) {
  return {
    Code: 1,
    Message: '',
    Id: 'abc123',
    TrackingCode: 'CABKIT-DEMO-LICENCE',
    PickUp: kingsCross.Fulladdress,
    DropOff: 'Tower of London',
    DateTime: '',
    VehTypeId: 2,
    VehicleId: 0,
    IsASAP: true,
    ...overrides,
  };
}

function server(bookingParams: Handler) {
  return fakeServer({
    'GET /api/tenant': () => ({ body: { id: 'default', name: 'Cabkit Cars', title: 'Cabkit Cars' } }),
    'GET /api/configuration': () => ({ body: { Code: 0, Message: '' } }),
    'GET /api/vehicletypes': () => ({ body: vehicleTypesResponse }),
    'GET /api/prices': () => ({ body: { Code: 1, Message: '', Categories: [] } }),
    'GET /api/searchaddress': ({ query }) => {
      const prefix = (query.get('prefix') ?? '').toLowerCase();
      return { body: [kingsCross, tower].filter((p) => p.Fulladdress.toLowerCase().startsWith(prefix)) };
    },
    'POST /api/quotation': ({ body }) => ({
      body: quotationResponse(Number((body as { vehtypeid: number }).vehtypeid)),
    }),
    'GET /licence/api/bookingparams': bookingParams,
  });
}

function renderAt(url: string) {
  const { history } = renderApp(url);
  return history;
}

beforeAll(async () => {
  await Promise.all([import('../../../pages/booking-page'), import('../../../pages/quick-booking-invalid-page')]);
});
beforeEach(() => {
  resetBooking();
  clearQuoteCache();
  applyConfiguration({ IsCashAllowed: true, layoutTemplate: 'wizard' });
});
afterEach(() => vi.unstubAllGlobals());

describe('quick booking', () => {
  it('fills the journey, time and vehicle from the booking parameters, without header, menu or footer', async () => {
    const received = server(() => ({ body: params() }));
    renderAt('/quickbooking.html?id=abc123');
    expect(await screen.findByRole('heading', { name: /Quick booking/ }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£31.50'), { timeout: 5000 });
    const summary = screen.getByRole('complementary');
    expect(summary).toHaveTextContent(kingsCross.Fulladdress);
    expect(summary).toHaveTextContent(tower.Fulladdress);
    expect(within(summary).getByText('Estate')).toBeInTheDocument();
    expect(bookingState).toMatchObject({ pickUpType: 'Now', vehicleId: 2 });
    expect(received.find((r) => r.path === '/licence/api/bookingparams')?.query.get('id')).toBe('abc123');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('keeps what the user changed on a reload, and fills again once the booking started afresh', async () => {
    const received = server(() => ({ body: params() }));
    renderAt('/quickbooking.html?id=abc123');
    await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£31.50'), { timeout: 8000 });
    bookingState.vehicleId = 1;
    cleanup();
    renderAt('/quickbooking.html?id=abc123');
    await screen.findByRole('heading', { name: /Quick booking/ }, { timeout: 8000 });
    expect(bookingState.vehicleId).toBe(1);
    expect(received.filter((r) => r.path === '/licence/api/bookingparams')).toHaveLength(1);

    // Booked: the booking starts afresh, and the same link fills it again.
    cleanup();
    resetBooking();
    renderAt('/quickbooking.html?id=abc123');
    await waitFor(() => expect(bookingState.vehicleId).toBe(2), { timeout: 8000 });
    expect(received.filter((r) => r.path === '/licence/api/bookingparams')).toHaveLength(2);
  });

  it('says which address could not be found, at its field, and keeps what it could fill', async () => {
    server(() => ({ body: params({ PickUp: 'Nowhere Lane, Atlantis', DropOff: 'Tower of London' }) }));
    renderAt('/quickbooking.html?id=abc123');
    const message = 'We could not find the pickup address "Nowhere Lane, Atlantis". Please search for it again.';
    // The page says so in a status region, as soon as the wizard shows.
    expect(await screen.findByText(message, { selector: '[role="status"]' }, { timeout: 8000 })).toBeInTheDocument();
    // The message is tied to the pickup field, which is marked invalid; the drop-off, time and vehicle are kept.
    const pickup = screen.getByRole('combobox', { name: 'Pickup' });
    expect(pickup).toHaveAccessibleDescription(`Error: ${message}`);
    expect(pickup).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Drop-off' })).toHaveValue(tower.Fulladdress);
    expect(bookingState).toMatchObject({ pickup: null, dropoff: tower, pickUpType: 'Now', vehicleId: 2 });
    expect(screen.getByRole('complementary')).toHaveTextContent(tower.Fulladdress);
  });

  it('books for the given time when the parameters are not ASAP', async () => {
    const when = new Date(Date.now() + 3 * 24 * 3600_000);
    when.setSeconds(0, 0);
    server(() => ({ body: params({ IsASAP: false, DateTime: when.toISOString(), VehTypeId: 99 }) }));
    renderAt('/quickbooking?id=abc123');
    await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£23.50'), { timeout: 8000 });
    // An unknown vehicle type leaves the tenant's default.
    expect(bookingState).toMatchObject({ pickUpType: 'Later', time: when.toISOString(), vehicleId: 1 });
  });

  it.each([
    [
      'refused parameters',
      '/quickbooking.html?id=gone',
      { Code: 2, Message: 'These booking details are no longer available.' },
    ],
    ['no id at all', '/quickbooking.html', params()],
  ])('goes to the invalid quick booking page for %s', async (_name, url, answer) => {
    server(() => ({ body: answer }));
    const history = renderAt(url);
    expect(
      await screen.findByRole('heading', { name: 'This quick booking link is not valid' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/quickbookinginvalid.html');
    expect(screen.getByRole('link', { name: 'Book a journey' })).toHaveAttribute('href', '/booking.html');
  });

  it('says so and offers a retry when the licence service cannot be reached', async () => {
    let calls = 0;
    server(() => {
      calls += 1;
      return calls === 1 ? { status: 503, body: {} } : { body: params() };
    });
    renderAt('/quickbooking.html?id=abc123');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£31.50'), { timeout: 8000 });
  });
});

describe('bookingParamsTime', () => {
  it('keeps an instant as it says, reads a time without an offset on the tenant clock, and rejects nonsense', () => {
    expect(bookingParamsTime('2026-12-24T09:05:00.000Z')).toBe('2026-12-24T09:05:00.000Z');
    // 09:05 in Tokyo (UTC+9) is 00:05 UTC, whatever the device's zone.
    expect(bookingParamsTime('2026-12-24T09:05', 'Asia/Tokyo')).toBe('2026-12-24T00:05:00.000Z');
    expect(bookingParamsTime('not a date')).toBe('');
    expect(bookingParamsTime('  ')).toBe('');
  });
});
