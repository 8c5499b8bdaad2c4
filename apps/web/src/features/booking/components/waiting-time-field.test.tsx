import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingState, resetBooking } from '../../../state/booking';
import { kingsCross, quotationResponse, tower } from '../../../test/fixtures';
import { WaitingTimeField } from './waiting-time-field';
import { bookingRequest, setWaitingTime } from '../state/actions';
import { toQuoteState } from '../../../state/quote';

beforeEach(() => {
  resetBooking();
  // An ASAP journey: a new booking starts Later with no time and is not quoted until one is chosen.
  bookingState.pickUpType = 'Now';
});

describe('wait and return waiting time', () => {
  it('defaults to 60 and clamps to 0-180 minutes in steps of 15', () => {
    expect(bookingState.waitingTime).toBe(60);
    setWaitingTime(200);
    expect(bookingState.waitingTime).toBe(180);
    setWaitingTime(-5);
    expect(bookingState.waitingTime).toBe(0);
    setWaitingTime(100);
    expect(bookingState.waitingTime).toBe(90);
  });

  it('goes with the booking only for a wait-and-return journey', () => {
    Object.assign(bookingState, {
      pickup: kingsCross,
      dropoff: tower,
      vehicleId: 1,
      paymentType: 'cash',
      quote: toQuoteState(quotationResponse(1) as never),
    });
    setWaitingTime(90);
    expect(bookingRequest('r1')?.waitingtime).toBe(0);
    bookingState.returnKind = 'w&r';
    expect(bookingRequest('r1')).toMatchObject({ rtntype: 'w&r', waitingtime: 90 });
  });

  it('shows a stepper only for wait and return; its buttons move in steps of 15', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<WaitingTimeField />);
    expect(screen.queryByRole('textbox', { name: /Waiting time/ })).toBeNull();
    bookingState.returnKind = 'w&r';
    rerender(<WaitingTimeField />);
    const field = await screen.findByRole('textbox', { name: /Waiting time/ });
    expect(field).toHaveValue('60');
    await user.click(screen.getByRole('button', { name: /Increase/ }));
    expect(bookingState.waitingTime).toBe(75);
  });
});
