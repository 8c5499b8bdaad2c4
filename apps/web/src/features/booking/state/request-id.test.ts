import { createQuotation } from '@cabkit/domain/model';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingState, resetBooking } from '../../../state/booking';
import { kingsCross, tower } from '../../../test/fixtures';
import { bookingRequest, currentRequestId } from './actions';

function quoted() {
  resetBooking();
  Object.assign(bookingState, {
    pickup: kingsCross,
    dropoff: tower,
    pickUpType: 'Now',
    paymentType: 'card',
    vehicleId: 1,
    quote: createQuotation({
      QuotationId: 'q1.test',
      Fare: 23.5,
      TotalFare: 23.5,
      JourneyTime: 20,
      TravelTime: 5,
      RouteDistance: 4,
      ExpiresAt: new Date(Date.now() + 600_000).toISOString(),
    }),
  });
  Object.assign(bookingState.contact, { name: 'Ada Lovelace', phone: '7911123456', email: 'ada@example.com' });
}

beforeEach(quoted);
afterEach(() => resetBooking());

describe("a booking's request id", () => {
  it('stays the same while nothing booked changes, so a retry stores and pays one booking', () => {
    expect(bookingRequest('x')).toBeDefined();
    const first = currentRequestId();
    expect(currentRequestId()).toBe(first);
  });

  it('is new once the booking changes, so a changed booking is never answered or paid as the stored one', () => {
    const first = currentRequestId();
    bookingState.vehicleId = 2;
    const afterVehicle = currentRequestId();
    expect(afterVehicle).not.toBe(first);
    bookingState.note = 'Gate 3';
    expect(currentRequestId()).not.toBe(afterVehicle);
  });
});
