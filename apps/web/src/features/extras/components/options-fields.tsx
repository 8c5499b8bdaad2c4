import { NumberStepper } from '@cabkit/ui/NumberStepper';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { configState } from '../../../state/config';
import * as css from '../../../lib/text.css';
import { vehiclesState } from '../../../state/vehicles';
import { changeOption } from '../state/actions';
import * as styles from './extras.css';
import { optionLimits } from '../state/options';

/**
 * Passengers, luggage, hand bags, and (when the tenant shows them) pets and child seats: steppers within the
 * configured limits; a change may move the booking to a vehicle that takes the party, and requotes.
 */
export function OptionsFields() {
  const booking = useSnapshot(bookingState);
  const config = useSnapshot(configState);
  const vehicles = useSnapshot(vehiclesState);
  const limits = optionLimits(vehicles.types, config);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={css.sectionHeading}>Passengers and luggage</legend>
      <div className={styles.steppers}>
        {limits.map((limit) => (
          <NumberStepper
            key={limit.key}
            label={limit.label}
            minValue={limit.min}
            maxValue={limit.max}
            value={booking.options[limit.key]}
            onChange={(value) => changeOption(limit, value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
