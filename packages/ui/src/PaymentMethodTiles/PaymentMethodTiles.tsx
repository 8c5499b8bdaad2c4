import { paymentTileWidth } from '@cabkit/domain/payment';
import type { ReactNode } from 'react';
import { Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { FieldErrorMessage, FieldLabel } from '../parts/Field';
import * as styles from './PaymentMethodTiles.css';

/** A payment method offered (card, paypal, cash ...). */
export interface PaymentMethodOption {
  /** The payment type, e.g. "card" (docs/behaviour/payment.md#payment-methods payment types). */
  id: string;
  /** The tile text, e.g. "By card". */
  label: string;
  /** Secondary text. */
  description?: string;
  /** A decorative icon. */
  icon?: ReactNode;
  /** Not available. */
  isDisabled?: boolean;
}

/** Props of `PaymentMethodTiles`. */
export interface PaymentMethodTilesProps
  extends Omit<RadioGroupProps, 'children' | 'className' | 'value' | 'defaultValue' | 'onChange'> {
  /** The group label (default "Payment method"). */
  label?: string;
  /** The methods allowed by the configuration. */
  options: readonly PaymentMethodOption[];
  /** The chosen method (controlled). */
  value?: string | null;
  /** The initially chosen method. */
  defaultValue?: string | null;
  /** Called with the chosen method id. */
  onChange?: (id: string) => void;
  /** An error for the group. */
  errorMessage?: string;
}

/** Payment methods as large radio tiles (arrow keys move, Space chooses). */
export function PaymentMethodTiles({
  label = 'Payment method',
  options,
  value,
  defaultValue,
  onChange,
  errorMessage,
  ...props
}: PaymentMethodTilesProps) {
  const width = paymentTileWidth(options.length);
  return (
    <RadioGroup
      {...props}
      value={value === undefined ? undefined : value}
      defaultValue={defaultValue === undefined ? undefined : defaultValue}
      onChange={(next) => onChange?.(next)}
      isInvalid={Boolean(errorMessage) || props.isInvalid === true}
      validationBehavior="aria"
      className={styles.group}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.tiles}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} isDisabled={option.isDisabled} className={styles.tile({ width })}>
            {option.icon && <span aria-hidden="true">{option.icon}</span>}
            <span>{option.label}</span>
            {option.description && <span className={styles.description}>{option.description}</span>}
          </Radio>
        ))}
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RadioGroup>
  );
}
