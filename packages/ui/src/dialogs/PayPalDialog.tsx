import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Price } from '../Price/Price';
import { Spinner } from '../Spinner/Spinner';
import { Dialog, DialogActions } from './Dialog';
import * as styles from './Dialog.css';
import type { OpenableProps } from './dialogProps';
import { useSay } from '../parts/words';

/** Props of `PayPalDialog`. */
export interface PayPalDialogProps extends OpenableProps {
  /** Renders the PayPal buttons (the app passes `@paypal/react-paypal-js` buttons; GBP, card funding disabled). */
  renderButtons: () => ReactNode;
  /** Amount to pay. */
  amount?: number;
  /** Currency (default GBP). */
  currencyCode?: string;
  /** Booking reference, when known (payment retry). */
  bookingReference?: string;
  /** The PayPal script is loading or an order is being captured. */
  isBusy?: boolean;
  /** An error to show above the buttons. */
  errorMessage?: string;
}

/** PayPal payment (docs/behaviour/payment.md#paypal): total, the PayPal buttons from a slot, and Cancel. */
export function PayPalDialog({
  open,
  onOpenChange,
  renderButtons,
  amount,
  currencyCode = 'GBP',
  bookingReference,
  isBusy = false,
  errorMessage,
}: PayPalDialogProps) {
  const say = useSay();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={say('Pay with PayPal')} size="small">
      <dl className={styles.summaryList}>
        <dt className={styles.summaryTerm}>{say('Total')}</dt>
        <dd className={styles.summaryValue}>
          <Price amount={amount} currencyCode={currencyCode} />
        </dd>
        {bookingReference ? (
          <>
            <dt className={styles.summaryTerm}>{say('Booking reference')}</dt>
            <dd className={styles.summaryValue}>{bookingReference}</dd>
          </>
        ) : null}
      </dl>
      {errorMessage ? (
        <p className={styles.errorSummary} role="alert">
          {errorMessage}
        </p>
      ) : null}
      {isBusy ? <Spinner label={say('Processing')} showLabel /> : <div>{renderButtons()}</div>}
      <DialogActions>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {say('Cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
