import { PAYMENT_PLEASE_WAIT, PAYMENT_PROCESSING_MESSAGE, PaymentProcessStatus } from '@cabkit/domain';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { Dialog, DialogActions } from './Dialog';
import * as styles from './Dialog.css';
import { useSay } from '../parts/words';

/** Props of `PaymentProcessDialog`. */
export interface PaymentProcessDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with false to close (only once processing has finished). */
  onOpenChange: (open: boolean) => void;
  /** 0 processing, 1 success, 2 payment error, 3 booking error, 4 payment and booking error (docs/behaviour/payment.md#payment-process). */
  status: PaymentProcessStatus;
  /** Text of the success or error state (e.g. the booking reference, or the server message). */
  message?: string;
  /** Called by Continue on success (e.g. go to the confirmation page). */
  onContinue?: () => void;
}

const TITLES: Record<PaymentProcessStatus, string> = {
  [PaymentProcessStatus.Processing]: PAYMENT_PLEASE_WAIT,
  [PaymentProcessStatus.Success]: 'Payment successful',
  [PaymentProcessStatus.PaymentError]: 'Payment failed',
  [PaymentProcessStatus.BookingError]: 'Booking failed',
  [PaymentProcessStatus.PaymentAndBookingError]: 'Payment and booking failed',
};

/**
 * Payment process (docs/behaviour/payment.md#payment-process): "Please wait" with a spinner and 'We are processing your request. Please do not
 * refresh or close the browser' while processing (it cannot be dismissed then), then the success state (or an
 * error state for statuses 2-4).
 */
export function PaymentProcessDialog({ open, onOpenChange, status, message, onContinue }: PaymentProcessDialogProps) {
  const say = useSay();
  const isProcessing = status === PaymentProcessStatus.Processing;
  const isSuccess = status === PaymentProcessStatus.Success;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={TITLES[status] ?? PAYMENT_PLEASE_WAIT}
      isDismissable={!isProcessing}
      role={isProcessing ? 'dialog' : 'alertdialog'}
      size="small"
    >
      {isProcessing ? (
        <div aria-live="polite" className={styles.body}>
          <Spinner size="large" label={PAYMENT_PLEASE_WAIT} />
          <p className={styles.text}>{PAYMENT_PROCESSING_MESSAGE}</p>
        </div>
      ) : (
        <>
          <p className={isSuccess ? styles.notice : styles.text} role="status">
            {message ?? (isSuccess ? 'Your payment has been received.' : 'Something went wrong, please try again.')}
          </p>
          <DialogActions>
            <Button
              onPress={() => {
                if (isSuccess) onContinue?.();
                onOpenChange(false);
              }}
            >
              {isSuccess ? say('Continue') : say('OK')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
