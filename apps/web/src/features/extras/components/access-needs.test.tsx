import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingState, createBookingState } from '../../../state/booking';
import { applyConfiguration, configState } from '../../../state/config';
import { vehiclesState } from '../../../state/vehicles';
import { AccessNeeds } from './access-needs';

const vehicle = (Id: number, Name: string, Equipment: string[]) => ({
  Id,
  Name,
  Description: '',
  Image: '',
  Passengers: 4,
  Luggages: 2,
  HandBags: 2,
  MaxLuggage: 2,
  Equipment,
});

beforeEach(() => {
  Object.assign(bookingState, createBookingState());
  configState.accessNeedsOffered = [];
  vehiclesState.types = [vehicle(1, 'Saloon', ['childSeat']), vehicle(2, 'Minibus 8 seater', ['wheelchair'])];
  bookingState.vehicleId = 1;
});

describe('AccessNeeds', () => {
  it('offers only what the tenant offers', () => {
    applyConfiguration({ AccessNeeds: { Offered: ['wheelchair', 'childSeat'], VehicleEquipment: {} } });
    render(<AccessNeeds />);
    expect(screen.getByRole('group', { name: 'Access needs' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Wheelchair-accessible vehicle' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Assistance dog' })).not.toBeInTheDocument();
    expect(screen.getByText('Child seats')).toBeInTheDocument();
    expect(screen.queryByText('Infant seats')).not.toBeInTheDocument();
  });

  it('moves the booking to a vehicle that takes a wheelchair and says so', async () => {
    applyConfiguration({ AccessNeeds: { Offered: ['wheelchair', 'childSeat'], VehicleEquipment: {} } });
    render(<AccessNeeds />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wheelchair-accessible vehicle' }));
    expect(bookingState.access.wheelchair).toBe(true);
    expect(bookingState.vehicleId).toBe(2);
    expect(await screen.findByText('The Minibus 8 seater meets your access needs.')).toBeInTheDocument();
  });

  it('says when no vehicle meets the needs together', async () => {
    applyConfiguration({ AccessNeeds: { Offered: ['wheelchair', 'childSeat'], VehicleEquipment: {} } });
    bookingState.options.smallChilds = 1;
    render(<AccessNeeds />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wheelchair-accessible vehicle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'None of our vehicles has all of: wheelchair-accessible vehicle, child seats. Please call us to arrange your journey.',
    );
  });

  it('is left out for a tenant that offers no access needs', () => {
    const { container } = render(<AccessNeeds />);
    expect(container).toBeEmptyDOMElement();
  });
});
