import { Button, Group, Input, NumberField, type NumberFieldProps } from 'react-aria-components';
import { type FieldChromeProps, FieldDescription, FieldErrorMessage, FieldLabel } from '../parts/Field';
import * as fieldStyles from '../parts/field.css';
import * as styles from './NumberStepper.css';

/** Props of `NumberStepper`. */
export interface NumberStepperProps
  extends Omit<NumberFieldProps, 'children' | 'className' | 'formatOptions'>,
    FieldChromeProps {
  /** The visible label (e.g. "Passengers"). */
  label: string;
}

/**
 * A number with − and + buttons (passengers, luggage, hand bags, pets 0-2, child seats 0-2, waiting time):
 * arrow keys, Page Up/Down, Home/End; typed values are clamped to `minValue`-`maxValue` on blur (docs/behaviour/common.md#steppers).
 */
export function NumberStepper({
  label,
  description,
  errorMessage,
  minValue = 0,
  maxValue,
  step = 1,
  ...props
}: NumberStepperProps) {
  return (
    <NumberField
      {...props}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      isInvalid={Boolean(errorMessage) || props.isInvalid === true}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.group}>
        <Button slot="decrement" className={styles.stepButton}>
          −
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" className={styles.stepButton}>
          +
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </NumberField>
  );
}
