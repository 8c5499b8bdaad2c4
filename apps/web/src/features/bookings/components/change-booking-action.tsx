import { Button } from '@cabkit/ui';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { lazyDialog, preloadOnIntent } from '../../../lib/lazy-dialog';
import type { BookingView } from '../api/get-booking-info';

// The booking editor and its calls load when "Change booking" is pressed (or hovered): not with the detail page.
const ChangeBookingDialog = lazyDialog(() =>
  import('./change-booking/change-booking-dialog').then((m) => m.ChangeBookingDialog),
);

/**
 * "Change booking" on the detail page while the booking may be changed (its view's ChangesAllowed), opening the
 * editor; `onChanged` is told the server's message once the change is made.
 */
export function ChangeBookingAction({
  booking,
  onChanged,
}: {
  booking: BookingView;
  onChanged: (message: string) => Promise<void> | void;
}) {
  const [open, setOpen] = useState(false);
  if (!booking.ChangesAllowed) return null;
  return (
    <>
      <Button variant="secondary" {...preloadOnIntent(ChangeBookingDialog)} onPress={() => setOpen(true)}>
        {t`Change booking`}
      </Button>
      <ChangeBookingDialog open={open} onOpenChange={setOpen} booking={booking} onChanged={onChanged} />
    </>
  );
}
