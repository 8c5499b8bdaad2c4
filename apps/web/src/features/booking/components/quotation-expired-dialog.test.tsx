import { formatDateTime } from '@cabkit/domain/money';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingState, resetBooking } from '../../../state/booking';
import { applyConfiguration } from '../../../state/config';
import { fakeServer } from '../../../test/fake-server';
import { kingsCross, quotationResponse, tower } from '../../../test/fixtures';
import { clearQuoteCache } from '../../../state/quote';
import { QuotationExpiredDialog } from './quotation-expired-dialog';
import { toStoredTime } from '../../../lib/local-time';

const message = 'Opps, your quotation has expired. Please try again or call our friendly team on 020 7946 0000';

beforeAll(async () => {
  await import('@cabkit/ui/dialogs');
});

beforeEach(() => {
  resetBooking();
  clearQuoteCache();
  applyConfiguration({ Phone: '020 7946 0000' });
  Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, quoteExpired: true, step: 1 });
});
afterEach(() => vi.unstubAllGlobals());

describe('QuotationExpiredDialog (wired to the booking)', () => {
  it('refuses a Later time before the earliest pickup with the spec warning, without asking for a quote', async () => {
    const received = fakeServer({ 'POST /api/quotation': () => ({ body: quotationResponse(1) }) });
    Object.assign(bookingState, { pickUpType: 'Later', time: toStoredTime(new Date(Date.now() - 60 * 60_000)) });
    const user = userEvent.setup();
    render(<QuotationExpiredDialog />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Quotation Expired' });
    expect(dialog).toHaveTextContent(message);
    // The earliest pickup is now (no travel time after expiry), seconds zeroed.
    expect(dialog).toHaveTextContent(
      /The earliest time we can pickup from this address is \d\d\/\d\d\/\d{4} \d\d:\d\d/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Re-Quote' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The earliest time we can pickup from this address is');
    expect(received.filter((r) => r.path === '/api/quotation')).toHaveLength(0);
    expect(bookingState.quoteExpired).toBe(true);
  }, 30_000);

  it('quotes an ASAP booking again with Re-Quote and closes on a valid quotation', async () => {
    const received = fakeServer({ 'POST /api/quotation': () => ({ body: quotationResponse(1) }) });
    bookingState.pickUpType = 'Now';
    const user = userEvent.setup();
    render(<QuotationExpiredDialog />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Quotation Expired' });
    // ASAP has no time to choose: no picker.
    expect(within(dialog).queryByRole('button', { name: /15 min/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Re-Quote' }));
    await waitFor(() => expect(bookingState.quoteExpired).toBe(false));
    expect(received.filter((r) => r.path === '/api/quotation').at(-1)?.body).toMatchObject({ bookingdate: 'ASAP' });
    expect(bookingState.quote?.TotalFare).toBe(23.5);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }, 30_000);

  it('shows why a Re-Quote failed and stays open', async () => {
    fakeServer({ 'POST /api/quotation': () => ({ body: { Code: 2, Message: 'No drivers tonight.' } }) });
    bookingState.pickUpType = 'Now';
    const user = userEvent.setup();
    render(<QuotationExpiredDialog />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Quotation Expired' });
    await user.click(within(dialog).getByRole('button', { name: 'Re-Quote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No drivers tonight.');
    expect(bookingState.quoteExpired).toBe(true);
  }, 30_000);

  it('Cancel closes it and clears the booking', async () => {
    fakeServer({});
    const later = new Date(Date.now() + 3 * 60 * 60_000);
    Object.assign(bookingState, { pickUpType: 'Later', time: toStoredTime(later) });
    const user = userEvent.setup();
    render(<QuotationExpiredDialog />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Quotation Expired' });
    expect(dialog).toHaveTextContent(`Pickup time: ${formatDateTime(new Date(toStoredTime(later)))}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bookingState.pickup).toBeNull();
    expect(bookingState.quoteExpired).toBe(false);
  }, 30_000);
});
