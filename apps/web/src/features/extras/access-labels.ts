import type { BookingOptions } from '../../state/booking';

// The access needs' labels, read by the wizard's extras step and by the change editor of a booking alike.

/** An access need asked with a yes or no. */
type Flag = 'wheelchair' | 'assistance' | 'assistanceDog';
/** A kind of seat asked by count, and where the booking keeps its count. */
type Seats = { need: string; label: string } & (
  | { where: 'access'; key: 'infantSeats' }
  | { where: 'options'; key: keyof Pick<BookingOptions, 'smallChilds' | 'largeChilds'> }
);

/** The access needs asked with a yes or no, by the need's name in the tenant's offer, with their labels. */
export const FLAGS: { need: string; key: Flag; label: string }[] = [
  { need: 'wheelchair', key: 'wheelchair', label: 'Wheelchair-accessible vehicle' },
  { need: 'assistance', key: 'assistance', label: 'Assistance (meet and help)' },
  { need: 'assistanceDog', key: 'assistanceDog', label: 'Assistance dog' },
];
/** The seats asked by type, by the need's name in the tenant's offer (child and booster seats are the booking's long-standing counts). */
export const SEATS: Seats[] = [
  { need: 'infantSeat', where: 'access', key: 'infantSeats', label: 'Infant seats' },
  { need: 'childSeat', where: 'options', key: 'smallChilds', label: 'Child seats' },
  { need: 'boosterSeat', where: 'options', key: 'largeChilds', label: 'Booster seats' },
];
