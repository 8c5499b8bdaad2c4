import { t } from '@lingui/core/macro';
import { WAITING_TIME_MAX, WAITING_TIME_STEP } from '@cabkit/domain/model';
import { NumberStepper } from '@cabkit/ui/NumberStepper';

/** Props of `WaitingTimeStepper`. */
interface WaitingTimeStepperProps {
  /** Minutes the driver waits. */
  value: number;
  onChange: (minutes: number) => void;
}

/**
 * The waiting time of a wait-and-return journey (docs/behaviour/journey.md#return-journey): 0-180 minutes in steps
 * of 15. The wizard and the change editor both draw this one; it is a module of its own, apart from the feature's
 * index, so the change editor does not pull the wizard into the pages that show it.
 */
export function WaitingTimeStepper({ value, onChange }: WaitingTimeStepperProps) {
  return (
    <NumberStepper
      label={t`Waiting time (minutes)`}
      description={t`How long the driver waits before the return journey.`}
      minValue={0}
      maxValue={WAITING_TIME_MAX}
      step={WAITING_TIME_STEP}
      value={value}
      onChange={onChange}
    />
  );
}
