import { bookingState, type Place, resetBooking } from '../../../state/booking';
import { requote } from '../../../state/requote';

/** A journey started outside the wizard (the home page's or an airport page's compact form). */
export interface JourneyStart {
  pickup: Place | null;
  dropoff: Place | null;
  /** 'Now' is ASAP; 'Later' comes with `time` (the pickup instant, as ISO text). */
  pickUpType: 'Now' | 'Later';
  time: string;
}

/**
 * Hands a journey over to the wizard through the booking store: a fresh booking with the given pickup,
 * drop-off and time, quoted at once when it is complete. The wizard opens on step 1 with all of it filled.
 */
export function startJourney(journey: JourneyStart): void {
  resetBooking();
  bookingState.pickup = journey.pickup;
  bookingState.dropoff = journey.dropoff;
  bookingState.pickUpType = journey.pickUpType;
  bookingState.time = journey.pickUpType === 'Later' ? journey.time : '';
  if (journey.pickup && journey.dropoff) void requote({ immediate: true });
}
