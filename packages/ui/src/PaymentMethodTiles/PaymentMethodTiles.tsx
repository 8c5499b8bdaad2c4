import { paymentTileWidth } from '@cabkit/domain/payment';
import type { ReactNode } from 'react';
import { Choice, ChoiceGroup, type ChoiceGroupProps } from '../parts/ChoiceGroup';
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
  extends Omit<
    ChoiceGroupProps,
    'children' | 'className' | 'value' | 'values' | 'defaultValue' | 'onChange' | 'label' | 'errorMessage'
  > {
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
    <ChoiceGroup
      {...props}
      label={label}
      values={options.map((option) => option.id)}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      errorMessage={errorMessage}
      className={styles.group}
    >
      <div className={styles.tiles}>
        {options.map((option) => (
          <Choice key={option.id} value={option.id} isDisabled={option.isDisabled} className={styles.tile({ width })}>
            {option.icon && <span aria-hidden="true">{option.icon}</span>}
            <span>{option.label}</span>
            {option.description && <span className={styles.description}>{option.description}</span>}
          </Choice>
        ))}
      </div>
    </ChoiceGroup>
  );
}
