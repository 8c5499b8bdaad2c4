import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { WAITING_TIME_MAX, WAITING_TIME_STEP } from '@cabkit/domain/model';
import { NumberStepper } from '@cabkit/ui/NumberStepper';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { setWaitingTime } from '../state/actions';

/**
 * Wait and return (docs/behaviour/journey.md#return-journey): how long the driver waits at the drop-off before the return leg, 0-180 minutes
 * in steps of 15 (default 60). Shown only for a wait-and-return journey.
 */
export function WaitingTimeField() {
  useLanguage();
  const booking = useSnapshot(bookingState);
  if (booking.returnKind !== 'w&r') return null;
  return (
    <NumberStepper
      label={t`Waiting time (minutes)`}
      description={t`How long the driver waits before the return journey.`}
      minValue={0}
      maxValue={WAITING_TIME_MAX}
      step={WAITING_TIME_STEP}
      value={booking.waitingTime ?? 60}
      onChange={(minutes) => setWaitingTime(minutes)}
    />
  );
}
