import type { PaymentType } from '@cabkit/domain';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { PaymentMethodTiles } from '../PaymentMethodTiles/PaymentMethodTiles';
import { DialogActions, DialogForm, formDialog } from './Dialog';
import type { OpenableProps } from './dialogProps';
import { useSay } from '../parts/words';

/** Props of `PaymentMethodDialog`. */
export interface PaymentMethodDialogProps extends OpenableProps {
  /** Methods offered (domain `availablePaymentMethods`), in tile order. */
  methods: readonly PaymentType[];
  /** The current choice (Booking.PaymentType). */
  value?: PaymentType | null;
  /** Called with the chosen method on OK (sets Booking.PaymentType); the dialog closes (docs/behaviour/payment.md#payment-methods). */
  onSubmit: (method: PaymentType) => void;
}

const LABELS: Record<PaymentType, string> = {
  card: 'By card',
  stripe: 'By card',
  paypal: 'Paypal',
  cash: 'Cash',
  account: 'Account',
};

/** Message when OK is pressed with nothing chosen. */
export const PAYMENT_METHOD_REQUIRED = 'Payment method is required';

function PaymentMethodForm({ onOpenChange, methods, value, onSubmit }: PaymentMethodDialogProps) {
  const say = useSay();
  const [choice, setChoice] = useState<PaymentType | null>(value ?? methods[0] ?? null);
  const [error, setError] = useState<string | undefined>();
  return (
    <DialogForm
      onSubmit={() => {
        if (!choice) {
          setError(PAYMENT_METHOD_REQUIRED);
          return;
        }
        onSubmit(choice);
        onOpenChange(false);
      }}
    >
      <PaymentMethodTiles
        label={say('Payment method')}
        options={methods.map((method) => ({ id: method, label: LABELS[method] }))}
        value={choice}
        onChange={(id) => {
          setChoice(id as PaymentType);
          setError(undefined);
        }}
        errorMessage={error}
      />
      <DialogActions>
        <Button type="submit">{say('OK')}</Button>
      </DialogActions>
    </DialogForm>
  );
}

/** Payment method (docs/behaviour/payment.md#payment-tiles): By card / Paypal (/ Cash) tiles, full, half or quarter width by count; OK chooses. */
export const PaymentMethodDialog = formDialog(PaymentMethodForm, (say) => say('Payment method'), {
  name: 'PaymentMethodDialog',
});
