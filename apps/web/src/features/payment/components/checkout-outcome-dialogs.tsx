import { PaymentProcessStatus } from '@cabkit/domain';
import { AlertDialog, PaymentProcessDialog } from '@cabkit/ui/dialogs';

/** Props of `CheckoutOutcomeDialogs`. */
interface CheckoutOutcomeDialogsProps {
  /** The payment process dialog's status; null while it is closed. */
  status: PaymentProcessStatus | null;
  setStatus: (status: PaymentProcessStatus | null) => void;
  /** The failure's message for the error dialog; null while it is closed. */
  alert: string | null;
  setAlert: (alert: string | null) => void;
}

/**
 * What every checkout shows after its gateway's dialog: the payment process dialog, which cannot be closed while
 * the payment is processing, and the error dialog with a failure's message.
 */
export function CheckoutOutcomeDialogs({ status, setStatus, alert, setAlert }: CheckoutOutcomeDialogsProps) {
  return (
    <>
      <PaymentProcessDialog
        open={status !== null}
        onOpenChange={(next) => {
          if (!next && status !== PaymentProcessStatus.Processing) setStatus(null);
        }}
        status={status ?? PaymentProcessStatus.Processing}
      />
      <AlertDialog
        open={alert !== null}
        onOpenChange={(next) => {
          if (!next) setAlert(null);
        }}
        kind="error"
        message={alert ?? ''}
      />
    </>
  );
}
