import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { NumberStepper } from '@cabkit/ui/NumberStepper';
import { visuallyHidden } from '@cabkit/ui/theme';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { configState } from '../../../state/config';
import * as css from '../../../lib/text.css';
import { vehiclesState } from '../../../state/vehicles';
import { changeOption } from '../state/actions';
import * as styles from './extras.css';
import { type OptionLimit, optionLimits } from '../state/options';

/** The options every party sets; the others (pets, child seats) wait under "Add extras". */
const firstOptions = new Set<string>(['passengers', 'luggages', 'handBags']);

/**
 * Passengers, luggage and hand bags, then (when the tenant shows them) pets and child seats under an "Add extras"
 * disclosure, closed unless one of them is set: steppers within the configured limits; a change may move the
 * booking to a vehicle that takes the party, and requotes.
 */
export function OptionsFields() {
  useLanguage();
  const booking = useSnapshot(bookingState);
  const config = useSnapshot(configState);
  const vehicles = useSnapshot(vehiclesState);
  const limits = optionLimits(vehicles.types, config);
  const first = limits.filter((limit) => firstOptions.has(limit.key));
  const extras = limits.filter((limit) => !firstOptions.has(limit.key));
  const extrasSet = extras.some((limit) => booking.options[limit.key] > limit.min || booking.errors[limit.key]);
  const stepper = (limit: OptionLimit) => (
    <NumberStepper
      key={limit.key}
      label={limit.label}
      minValue={limit.min}
      maxValue={limit.max}
      value={booking.options[limit.key]}
      errorMessage={booking.errors[limit.key]}
      onChange={(value) => changeOption(limit, value)}
    />
  );
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={css.sectionHeading}>{t`Passengers and luggage`}</legend>
        <div className={styles.steppers}>{first.map(stepper)}</div>
      </fieldset>
      {extras.length > 0 && <ExtrasDisclosure isSet={extrasSet}>{extras.map(stepper)}</ExtrasDisclosure>}
    </>
  );
}

/**
 * "Add extras": a button that shows and hides the extra options (aria-expanded). It opens by itself while one of
 * them is set or in error, so nothing chosen is ever out of sight.
 */
function ExtrasDisclosure({ isSet, children }: { isSet: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(isSet);
  const panelId = useId();
  useEffect(() => {
    if (isSet) setOpen(true);
  }, [isSet]);
  return (
    <div className={styles.disclosure}>
      <button
        type="button"
        className={styles.disclosureButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t`Add extras`}
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <fieldset id={panelId} className={styles.fieldset} hidden={!open}>
        <legend className={visuallyHidden}>{t`Extras`}</legend>
        <div className={styles.steppers}>{open && children}</div>
      </fieldset>
    </div>
  );
}
