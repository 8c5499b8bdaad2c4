import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/date-time';
import { bookingState, createBookingState } from '../../../state/booking';
import { place, tower } from '../../../test/fixtures';
import { FareSummary } from './fare-summary';

const heathrow = { ...place(7, 'London Heathrow Airport (LHR)', 'TW6 1EW', 51.47, -0.4543), Category: 'Airport' };
const landing = '2026-11-25T14:05:00.000Z';

beforeEach(() => Object.assign(bookingState, createBookingState()));

function summary() {
  return screen.getByRole('complementary', { name: 'Your journey' });
}

describe('FareSummary', () => {
  it('shows the chosen flight in the journey summary before booking, as the ticket will', async () => {
    bookingState.pickup = heathrow;
    bookingState.dropoff = tower;
    render(<FareSummary />);
    expect(within(summary()).queryByText('Flight')).not.toBeInTheDocument();

    await act(async () => {
      bookingState.flight = {
        ...bookingState.flight,
        Number: 'BA117',
        Airport: {
          Code: 'JFK',
          Name: 'New York John F Kennedy',
          City: 'New York',
          FullAddress: '',
          IconPath: '',
          CountryLowerCase: 'us',
        },
        LandingTime: landing,
      };
    });
    const term = await within(summary()).findByText('Flight');
    expect(term.nextElementSibling).toHaveTextContent(
      `BA117 from New York John F Kennedy (JFK), landing ${formatDateTime(landing)}`,
    );
  });

  it('leaves the flight out when the passenger has no flight details or the pickup is no airport', () => {
    bookingState.pickup = heathrow;
    bookingState.dropoff = tower;
    bookingState.flight = { ...bookingState.flight, Number: 'BA117', IsFlightDetail: true };
    const { unmount } = render(<FareSummary />);
    expect(within(summary()).queryByText('Flight')).not.toBeInTheDocument();
    unmount();

    bookingState.pickup = tower;
    bookingState.dropoff = heathrow;
    bookingState.flight = { ...bookingState.flight, IsFlightDetail: false };
    render(<FareSummary />);
    expect(within(summary()).queryByText('Flight')).not.toBeInTheDocument();
  });
});
