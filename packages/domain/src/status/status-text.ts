// The status rules of docs/behaviour/bookings.md#status-rules: a booking's status is free text, tested
// case-insensitively by what it contains. The apps and the server read statuses only through these.

/** Returns true when the status text contains the given word in any case (status texts are tested that way). */
export function statusContains(status: string | null | undefined, word: string): boolean {
  return (status ?? '').toLowerCase().includes(word.toLowerCase());
}

/** A booking status recognised by its text (docs/behaviour/bookings.md#status-rules). */
type StatusKind = 'upcoming' | 'cancelled' | 'started' | 'arrived' | 'finished' | 'pob' | 'assigned' | 'other';

/**
 * Returns the kind of a status text, matched case-insensitively by containment (docs/behaviour/bookings.md#status-rules):
 * upcoming, cancelled (any text with 'cancel'), started, arrived, finished ('finish'), pob, assigned (the server's
 * 'Driver assigned'), else other.
 */
export function statusKind(status: string | null | undefined): StatusKind {
  const text = (status ?? '').toLowerCase();
  if (text.includes('upcoming')) return 'upcoming';
  if (text.includes('cancel')) return 'cancelled';
  if (text.includes('started')) return 'started';
  if (text.includes('arrived')) return 'arrived';
  if (text.includes('finish')) return 'finished';
  if (text.includes('pob')) return 'pob';
  if (text.includes('assigned')) return 'assigned';
  return 'other';
}

/** Returns true while the trip is under way: started, arrived or passenger on board (live tracking shown). */
export function isUnderWay(status: string | null | undefined): boolean {
  return ['started', 'arrived', 'pob'].some((word) => statusContains(status, word));
}

/** Status words that mean a trip is over: an operator's own texts ("Completed", "No Show") count as well as ours. */
const OVER_WORDS = ['finish', 'cancel', 'complete', 'no show', 'noshow'];

/**
 * Returns true when the trip is over: finished, completed, a no-show, or cancelled
 * (docs/behaviour/bookings.md#status-rules). The server's current-bookings list and the web app's tabs both ask this.
 */
export function isTripOver(status: string | null | undefined): boolean {
  return OVER_WORDS.some((word) => statusContains(status, word));
}

/** Actions a booking row or detail offers for its status (docs/behaviour/bookings.md#status-rules). */
interface StatusActions {
  /** Cancel allowed: upcoming and CanCancelBooking. */
  canCancel: boolean;
  /** Receipt resend allowed: not cancelled. */
  canResendReceipt: boolean;
  /** Live tracking shown: started, arrived or passenger on board. */
  showTracking: boolean;
  /** Payment button allowed by status: not cancelled. */
  allowsPayment: boolean;
}

/** Returns the actions for a status text (docs/behaviour/bookings.md#status-rules). */
export function statusActions(status: string | null | undefined, canCancelBooking = true): StatusActions {
  return {
    canCancel: statusContains(status, 'upcoming') && canCancelBooking,
    canResendReceipt: !statusContains(status, 'cancelled'),
    showTracking: isUnderWay(status),
    allowsPayment: !statusContains(status, 'cancel'),
  };
}
