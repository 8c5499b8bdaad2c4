import { Button } from '@cabkit/ui/Button';
import { Dialog, DialogActions, DialogForm } from '@cabkit/ui/dialogs';
import { visuallyHidden } from '@cabkit/ui/theme';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { configState } from '../../../state/config';
import { chooseLater } from '../state/actions';
import { cancelAfterExpiry, requoteAfterExpiry } from '../state/expiry';
import * as css from './booking.css';
import { TextInput } from './interim/text-input';
import { toLocalInput } from './journey-section';

/**
 * The quotation-expired dialog (SPEC 2, 4): try again or call; Later bookings may pick a new time. Re-Quote is
 * busy until the new quotation answers and closes the dialog only on a valid one; Cancel clears the booking.
 */
export function QuotationExpiredDialog() {
  const booking = useSnapshot(bookingState);
  const config = useSnapshot(configState);
  const [warning, setWarning] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setWarning('');
    setFailure('');
    cancelAfterExpiry();
  };
  const requote = async () => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      const message = (await requoteAfterExpiry(new Date())) ?? '';
      // A time problem belongs to the time field; anything else (or ASAP) shows above the buttons.
      if (booking.pickUpType === 'Later' && /earliest time/i.test(message)) setWarning(message);
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={booking.quoteExpired}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Quotation Expired"
      role="alertdialog"
      description={`Opps, your quotation has expired. Please try again or call our friendly team on ${config.phone}`}
    >
      <DialogForm aria-label="Quotation Expired" onSubmit={() => void requote()}>
        {booking.pickUpType === 'Later' && (
          <TextInput
            label="Pickup date and time"
            type="datetime-local"
            value={booking.time}
            min={toLocalInput(new Date())}
            error={warning || undefined}
            onValueChange={(value) => {
              setWarning('');
              chooseLater(value);
            }}
          />
        )}
        {failure && (
          <p className={css.alert} role="alert">
            <span className={visuallyHidden}>Error:</span> {failure}
          </p>
        )}
        <DialogActions>
          <Button type="submit" isPending={busy}>
            Re-Quote
          </Button>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
