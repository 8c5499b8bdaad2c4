import { type BookingMode, BookingWizard, QuickBooking } from '../features/booking';

/** The booking page (full, lite or quick mode; quick is pre-filled from the link's booking parameters). */
export default function BookingPage({ mode }: { mode: BookingMode }) {
  if (mode === 'quick') return <QuickBooking />;
  return <BookingWizard mode={mode} />;
}
