import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryHistory, Router, Routes } from '../../../test/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingState, resetBooking } from '../../../state/booking';
import { applyConfiguration } from '../../../state/config';
import { fakeServer } from '../../../test/fake-server';
import { kingsCross, quotationResponse, tower, vehicleTypesResponse } from '../../../test/fixtures';
import { BookingWizard } from './booking-wizard';
import { clearQuoteCache } from '../../../state/quote';

// "Book now" while the booking or its payment is under way (docs/behaviour/payment.md#checkout "Card payment: button shows
// Processing/Payment..."): the busy text, and a second press that does not book twice.

/** The server, with the booking call held until the test releases it. */
function server() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const received = fakeServer({
    'GET /api/vehicletypes': () => ({ body: vehicleTypesResponse }),
    'POST /api/quotation': ({ body }) => ({
      body: quotationResponse(Number((body as { vehtypeid: number }).vehtypeid)),
    }),
    'POST /api/createbookingTest': async () => {
      await held;
      return {
        body: { Code: 1, Message: '', Bref: 'CK-1', ReturnRef: '', JobId: 1, TrackingCode: 'trk_busy_0123456789' },
      };
    },
  });
  return { received, release };
}

/** The wizard on its last step, guest contact filled in, quoted. */
async function renderLastStep(paymentType: 'cash' | 'card') {
  const history = memoryHistory(['/booking']);
  const routes = [
    { path: '/booking', element: <BookingWizard /> },
    { path: '/confirmed/:id', element: <h1>Booking confirmed</h1> },
  ];
  Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, paymentType, step: 4 });
  Object.assign(bookingState.contact, { name: 'Ada Lovelace', phone: '7911123456', email: 'ada@example.com' });
  render(
    <Router history={history}>
      <Routes routes={routes} />
    </Router>,
  );
  await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£23.50'), { timeout: 8000 });
  return history;
}

beforeAll(async () => {
  // The later steps load lazily; load them once so the first test's timeouts are not spent transforming them.
  await Promise.all([import('./contact-section'), import('../state/validate')]);
});

beforeEach(() => {
  resetBooking();
  // ASAP journeys: a new booking starts Later with no time and is not quoted until one is chosen.
  bookingState.pickUpType = 'Now';
  clearQuoteCache();
  applyConfiguration({ IsCashAllowed: true, IsCardAllowed: true, layoutTemplate: 'wizard', allowGuests: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('Book now while busy', () => {
  it('shows Processing while the booking is sent, ignores a second press, and books once', async () => {
    const { received, release } = server();
    const user = userEvent.setup();
    const history = await renderLastStep('cash');
    await user.click(screen.getByRole('button', { name: 'Book now' }));

    // Book now first loads the checkout (its own chunk): on a busy machine that alone can take over a second.
    const busy = await screen.findByRole('button', { name: /Processing/ }, { timeout: 8000 });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
    await user.click(busy);
    busy.focus();
    await user.keyboard('{Enter}');

    release();
    await waitFor(() => expect(history.location.pathname).toBe('/confirmed/trk_busy_0123456789.html'), {
      timeout: 8000,
    });
    expect(received.filter((request) => request.path === '/api/createbookingTest')).toHaveLength(1);
  });

  it('shows Payment... while a card payment runs, and Book now again once it stops', async () => {
    server();
    await renderLastStep('card');
    expect(screen.getByRole('button', { name: 'Book now' })).toBeInTheDocument();

    // The card checkout reports its payment running (onBusyChange) through the store.
    act(() => {
      bookingState.submitting = true;
    });
    expect(await screen.findByRole('button', { name: /Payment\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
    act(() => {
      bookingState.submitting = false;
    });
    expect(await screen.findByRole('button', { name: 'Book now' })).not.toHaveAttribute('aria-disabled');
  });
});
