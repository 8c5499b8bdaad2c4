import { Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { FieldLabel } from '../parts/Field';
import * as styles from './AsapLaterSwitch.css';

/** The pickup kinds of docs/behaviour/journey.md#pickup-time: Now (ASAP) or Later. */
export type PickUpChoice = 'Now' | 'Later';

/** Props of `AsapLaterSwitch`. */
export interface AsapLaterSwitchProps
  extends Omit<RadioGroupProps, 'children' | 'value' | 'defaultValue' | 'onChange' | 'className'> {
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
  label = 'Pickup time',
  value,
  defaultValue = 'Later',
  onChange,
  asapText = 'ASAP',
  laterText = 'Later',
  ...props
}: AsapLaterSwitchProps) {
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={(next) => onChange?.(next as PickUpChoice)}
      className={styles.group}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.segments}>
        <Radio value="Now" className={styles.segment}>
          {asapText}
        </Radio>
        <Radio value="Later" className={styles.segment}>
          {laterText}
        </Radio>
      </div>
    </RadioGroup>
  );
}
