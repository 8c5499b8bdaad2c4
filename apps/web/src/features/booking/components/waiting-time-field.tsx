import { useLanguage } from '../../../i18n/language';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { setWaitingTime } from '../state/actions';
import { WaitingTimeStepper } from '../waiting-time-stepper';

/**
 * Wait and return (docs/behaviour/journey.md#return-journey): how long the driver waits at the drop-off before the return leg, 0-180 minutes
 * in steps of 15 (default 60). Shown only for a wait-and-return journey.
 */
export function WaitingTimeField() {
  useLanguage();
  const booking = useSnapshot(bookingState);
  if (booking.returnKind !== 'w&r') return null;
  return <WaitingTimeStepper value={booking.waitingTime ?? 60} onChange={(minutes) => setWaitingTime(minutes)} />;
}
