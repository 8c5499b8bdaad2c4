import { type BookingMode, BookingWizard } from '../features/booking';

/** The booking page (full, lite or quick mode). */
export default function BookingPage({ mode }: { mode: BookingMode }) {
  return <BookingWizard mode={mode} />;
}
