import { useLanguage } from '../../../i18n/language';
import type { DateTimeValue } from '@cabkit/ui/DateTimePicker';
import { QuotationExpiredDialog as ExpiredDialog } from '@cabkit/ui/dialogs';
import { useSnapshot } from 'valtio';
import { fromStoredTime, toStoredTime } from '../../../lib/local-time';
import { bookingState } from '../../../state/booking';
import { configState } from '../../../state/config';
import { chooseAsap, chooseLater } from '../../../state/pickup-time';
import { cancelAfterExpiry, earliestPickup, requoteAfterExpiry } from '../../../state/expiry';

/** The booking's pickup time as the design system's date-time value. */
function pickupValue(pickUpType: string, time: string): DateTimeValue | undefined {
  if (pickUpType === 'Now') return { pickUpType: 'Now', time: null, quickMinutes: null };
  const when = fromStoredTime(time);
  return when ? { pickUpType: 'Later', time: when, quickMinutes: null } : undefined;
}

/**
 * The quotation-expired dialog (docs/behaviour/quotation.md#expired-dialog) wired to the booking: the design system's dialog with the message
 * and the configured phone number; Later bookings get the date-time picker with the earliest-pickup warning.
 * Choosing a time sets the booking's time (and requotes); Re-Quote needs a valid time, is busy until the new
 * quotation answers and closes the dialog only on a valid one (its failure shows in the dialog); Cancel
 * closes it and clears the booking.
 */
export function QuotationExpiredDialog() {
  useLanguage();
  const booking = useSnapshot(bookingState);
  const config = useSnapshot(configState);
  const now = new Date();
  return (
    <ExpiredDialog
      open={booking.quoteExpired}
      onOpenChange={() => {}}
      phone={config.phone}
      now={now}
      timeZone={config.timeZone}
      showDateTimePicker={booking.pickUpType === 'Later'}
      earliestTime={earliestPickup(now)}
      defaultValue={pickupValue(booking.pickUpType, booking.time)}
      onTimeChange={(value) => {
        if (value.pickUpType === 'Now') chooseAsap();
        else if (value.time) chooseLater(toStoredTime(value.time));
      }}
      onRequote={async () => {
        const message = await requoteAfterExpiry(new Date());
        if (message) throw new Error(message);
      }}
      onCancel={cancelAfterExpiry}
    />
  );
}
