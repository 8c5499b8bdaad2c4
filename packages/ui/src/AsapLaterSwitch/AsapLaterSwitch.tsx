import { Choice, ChoiceGroup, type ChoiceGroupProps } from '../parts/ChoiceGroup';
import { useSay } from '../parts/words';
import * as styles from './AsapLaterSwitch.css';

/** The pickup kinds of docs/behaviour/journey.md#pickup-time: Now (ASAP) or Later. */
export type PickUpChoice = 'Now' | 'Later';

const pickUpChoices: readonly PickUpChoice[] = ['Now', 'Later'];

/** Props of `AsapLaterSwitch`. */
export interface AsapLaterSwitchProps
  extends Omit<
    ChoiceGroupProps,
    'children' | 'value' | 'values' | 'defaultValue' | 'onChange' | 'className' | 'label'
  > {
  /** The group's label (default "Pickup time"). */
  label?: string;
  /** Chosen kind (controlled). */
  value?: PickUpChoice;
  /** Initial kind (default Later, docs/behaviour/journey.md#pickup-time). */
  defaultValue?: PickUpChoice;
  /** Called with the chosen kind. */
  onChange?: (value: PickUpChoice) => void;
  /** Text of the Now segment (default "ASAP"). */
  asapText?: string;
  /** Text of the Later segment (default "Later"). */
  laterText?: string;
}

/** The ASAP / Later switch: a two-option radio group (arrow keys move between them). */
export function AsapLaterSwitch({
  label,
  value,
  defaultValue = 'Later',
  onChange,
  asapText,
  laterText,
  ...props
}: AsapLaterSwitchProps) {
  const say = useSay();
  return (
    <ChoiceGroup
      {...props}
      label={label ?? say('Pickup time')}
      values={pickUpChoices}
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={(next) => onChange?.(next as PickUpChoice)}
      className={styles.group}
    >
      <div className={styles.segments}>
        <Choice value="Now" className={styles.segment}>
          {asapText ?? say('ASAP')}
        </Choice>
        <Choice value="Later" className={styles.segment}>
          {laterText ?? say('Later')}
        </Choice>
      </div>
    </ChoiceGroup>
  );
}
