import { Button } from '@cabkit/ui/Button';
import { Dialog, DialogActions, DialogForm } from '@cabkit/ui/dialogs';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { configState } from '../../../state/config';
import { chooseLater } from '../state/actions';
import { cancelAfterExpiry, requoteAfterExpiry } from '../state/expiry';
import { TextInput } from './interim/text-input';
import { toLocalInput } from './journey-section';

/** The quotation-expired dialog (SPEC 2, 4): try again or call; Later bookings may pick a new time. */
export function QuotationExpiredDialog() {
  const booking = useSnapshot(bookingState);
  const config = useSnapshot(configState);
  const [warning, setWarning] = useState('');
  const close = () => {
    setWarning('');
    cancelAfterExpiry();
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
      <DialogForm aria-label="Quotation Expired" onSubmit={() => setWarning(requoteAfterExpiry(new Date()) ?? '')}>
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
        <DialogActions>
          <Button type="submit">Re-Quote</Button>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
