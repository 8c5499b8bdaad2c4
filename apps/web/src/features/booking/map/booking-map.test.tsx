import { createQuotation, type Quotation } from '@cabkit/domain/model';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingState, createBookingState } from '../../../state/booking';
import { kingsCross, place, tower } from '../../../test/fixtures';
import { BookingMap } from './booking-map';
import { journeyPoints, journeyRoute } from './map-scene';

// Records whether the map module (and so the map library behind it) was fetched.
const loaded = vi.hoisted(() => ({ panel: false }));
vi.mock('./journey-map-panel', async (importOriginal) => {
  loaded.panel = true;
  return importOriginal();
});

const route = [
  { Latitude: 51.5308, Longitude: -0.1238 },
  { Latitude: 51.52, Longitude: -0.1 },
  { Latitude: 51.5081, Longitude: -0.0759 },
];
const quote: Quotation = createQuotation({
  QuotationId: 'q',
  Fare: 23.5,
  TotalFare: 23.5,
  JourneyTime: 20,
  TravelTime: 5,
  RouteDistance: 3,
  RoutePath: route,
  ExpiresAt: new Date(Date.now() + 600_000).toISOString(),
});
const bank = place(3, 'Bank of England', 'EC2R 8AH', 51.5142, -0.0885);

beforeEach(() => {
  Object.assign(bookingState, createBookingState());
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('journey points and route', () => {
  it('lists Pickup, the chosen via stops in order, then Dropoff, skipping empty stops', () => {
    expect(journeyPoints({ pickup: kingsCross, dropoff: tower, via: [null, bank] })).toEqual([
      { kind: 'Pickup', latitude: 51.5308, longitude: -0.1238, label: kingsCross.Fulladdress },
      { kind: 'ViaAddress', latitude: 51.5142, longitude: -0.0885, label: bank.Fulladdress },
      { kind: 'Dropoff', latitude: 51.5081, longitude: -0.0759, label: tower.Fulladdress },
    ]);
    expect(journeyPoints({ pickup: null, dropoff: null, via: [] })).toEqual([]);
  });

  it("draws the quotation's route only while both ends are chosen", () => {
    expect(journeyRoute({ pickup: kingsCross, dropoff: tower, quote })).toEqual(route);
    expect(journeyRoute({ pickup: kingsCross, dropoff: null, quote })).toEqual([]);
    expect(journeyRoute({ pickup: kingsCross, dropoff: tower, quote: null })).toEqual([]);
  });
});

describe('BookingMap', () => {
  it('draws nothing and fetches no map code where WebGL is missing', async () => {
    expect('WebGLRenderingContext' in window).toBe(false);
    bookingState.pickup = kingsCross;
    const { container } = render(<BookingMap placement="float" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(loaded.panel).toBe(false);
  });

  it('fetches no map code and shows nothing until an address is chosen, then shows the journey map', async () => {
    vi.stubGlobal('WebGLRenderingContext', class {});
    const { container } = render(<BookingMap placement="main" />);
    expect(container).toBeEmptyDOMElement();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded.panel).toBe(false);

    act(() => {
      bookingState.pickup = kingsCross;
    });
    const map = await screen.findByRole('region', { name: 'Journey map' }, { timeout: 10_000 });
    expect(loaded.panel).toBe(true);
    expect(map).toHaveAccessibleDescription(expect.stringContaining(`Pickup: ${kingsCross.Fulladdress}`));

    // Later choices reach the same map: the stops are listed in journey order.
    act(() => {
      bookingState.via = [bank];
      bookingState.dropoff = tower;
      bookingState.quote = quote;
    });
    await waitFor(() =>
      expect(map).toHaveAccessibleDescription(
        expect.stringContaining(
          `Pickup: ${kingsCross.Fulladdress} Via stop 1: ${bank.Fulladdress} Drop-off: ${tower.Fulladdress}`,
        ),
      ),
    );
  });

  it('opens and closes under its Map button, and stays closed for the rest of the visit', async () => {
    vi.stubGlobal('WebGLRenderingContext', class {});
    const user = userEvent.setup();
    bookingState.pickup = kingsCross;
    const { unmount } = render(<BookingMap placement="main" />);
    const toggle = screen.getByRole('button', { name: 'Map' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('region', { name: 'Journey map' }, { timeout: 10_000 });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Journey map' })).not.toBeInTheDocument();
    unmount();

    // The next step (or a reload) draws it closed.
    render(<BookingMap placement="main" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('region', { name: 'Journey map' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(await screen.findByRole('region', { name: 'Journey map' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
