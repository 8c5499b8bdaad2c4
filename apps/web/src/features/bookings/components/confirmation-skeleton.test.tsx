import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { memoryHistory, Router } from '../../../test/router';
import { BookingConfirmation } from './booking-confirmation';

afterEach(() => vi.unstubAllGlobals());

describe('the confirmation while its booking loads (straight after paying)', () => {
  it('shows the page heading and the ticket skeleton, not a line of loading text', async () => {
    // The booking never answers: the page stays in its loading state.
    fakeServer({ 'POST /api/bookinginfo': () => new Promise(() => {}) });
    render(
      <Router history={memoryHistory(['/confirmed/TRK1'])}>
        <BookingConfirmation code="TRK1" />
      </Router>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading your booking');
    expect(status.querySelector('[aria-hidden="true"]')?.children.length).toBeGreaterThanOrEqual(4);
    expect(screen.queryByText('Loading your booking…')).toBeNull();
  });
});
