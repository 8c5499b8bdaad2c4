import { cancelOfflineMessage, NO_LONGER_CANCELLABLE_MESSAGE } from '../errors/messages';
import { isTripOver, isUnderWay, statusActions, statusContains } from './status-text';

/** The four booking-history tabs of docs/behaviour/bookings.md#history (today-bookings, booking-process, booking-pending, booking-history). */
export type BookingTab = 'today' | 'inprogress' | 'pending' | 'history';

/** The tabs in their order, with the words a passenger understands and the docs/behaviour/journey.md#options id of each. */
export const BOOKING_TABS: readonly { tab: BookingTab; label: string; id: string }[] = [
  { tab: 'today', label: 'Today', id: 'today-bookings' },
  { tab: 'inprogress', label: 'On the way', id: 'booking-process' },
  { tab: 'pending', label: 'Upcoming', id: 'booking-pending' },
  { tab: 'history', label: 'Past trips', id: 'booking-history' },
];

/** The history date ranges (docs/behaviour/bookings.md#history: past 3, 6, 12 months, all = 0). */
export const HISTORY_RANGES: readonly { months: 0 | 3 | 6 | 12; label: string }[] = [
  { months: 3, label: 'Past 3 months' },
  { months: 6, label: 'Past 6 months' },
  { months: 12, label: 'Past 12 months' },
  { months: 0, label: 'All' },
];

/** True when two instants fall on the same calendar day in the viewer's time zone. */
function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * Which tab a current (not finished) booking belongs to: under way (started, arrived, passenger on board) is
 * "in progress"; otherwise a pickup today is "today", and anything later (or unpaid waiting) is "pending".
 */
export function currentBookingTab(status: string, pickupTime: string, now: Date): Exclude<BookingTab, 'history'> {
  if (isUnderWay(status)) return 'inprogress';
  const time = new Date(pickupTime);
  if (!Number.isNaN(time.getTime()) && sameDay(time, now)) return 'today';
  return 'pending';
}

/**
 * The next trip of a customer's current bookings: the first not cancelled whose pickup is latest an hour ago,
 * under-way trips first; undefined when there is none. Times are ISO strings.
 */
export function nextTrip<T extends { Status: string; Time: string }>(bookings: readonly T[], now: Date): T | undefined {
  const live = bookings.filter((b) => !isTripOver(b.Status));
  const underWay = live.find((b) => currentBookingTab(b.Status, b.Time, now) === 'inprogress');
  if (underWay) return underWay;
  const hourAgo = now.getTime() - 60 * 60 * 1000;
  return [...live].filter((b) => new Date(b.Time).getTime() >= hourAgo).sort((a, b) => a.Time.localeCompare(b.Time))[0];
}

/** A status as a passenger reads it, and its tone for the badge. */
export interface StatusLabel {
  label: string;
  tone: 'info' | 'success' | 'warning' | 'critical' | 'neutral';
}

/**
 * The status shown as it is stored (docs/behaviour/bookings.md#status-rules texts are not rewritten), with a tone by kind: cancelled critical,
 * under way info, finished neutral, unpaid electronic bookings warning, upcoming success.
 */
export function statusLabel(status: string, unpaid = false): StatusLabel {
  const label = status.trim() || 'Unknown';
  if (statusContains(status, 'cancel')) return { label, tone: 'critical' };
  if (isUnderWay(status)) return { label, tone: 'info' };
  if (statusContains(status, 'finish')) return { label, tone: 'neutral' };
  if (unpaid) return { label, tone: 'warning' };
  return { label, tone: 'success' };
}

/** What a booking row, ticket or detail page offers (docs/behaviour/payment.md#payment-button status rules and the payment button rule). */
export interface BookingActionSet {
  cancel: boolean;
  pay: boolean;
  receipt: boolean;
  track: boolean;
  /** Repeat and return are always offered: they start a new booking. */
  repeat: boolean;
}

/** The legs a cancel takes: the leg named by its own reference, else every leg of the booking not yet cancelled. */
export function legsToCancel<L extends { id: number; status: string }>(legs: readonly L[], named?: L): L[] {
  return named
    ? legs.filter((leg) => leg.id === named.id)
    : legs.filter((leg) => !statusContains(leg.status, 'cancel'));
}

/** A booking as the cancel rule reads it: its status and, where known, the statuses of the legs a cancel takes. */
interface CancelFacts {
  status: string;
  /** Absent where only the booking's view is at hand: the booking's status then speaks for its legs. */
  legs?: readonly string[];
}

/**
 * Why a booking cannot be cancelled now, or undefined (docs/behaviour/bookings.md#cancel): the tenant takes no cancels
 * online, or the booking, or a leg the cancel takes, is no longer upcoming. The booking pages offer Cancel exactly
 * when this is undefined (`bookingActions`); the server's cancel refuses with its message.
 */
export function cancelRefusal(
  booking: CancelFacts,
  rules: { canCancelBooking: boolean; phone: string },
): string | undefined {
  if (!rules.canCancelBooking) return cancelOfflineMessage(rules.phone);
  const legs = booking.legs ?? [booking.status];
  const upcoming = (status: string) => statusActions(status).canCancel;
  return upcoming(booking.status) && legs.length > 0 && legs.every(upcoming)
    ? undefined
    : NO_LONGER_CANCELLABLE_MESSAGE;
}

/**
 * The actions of a stored booking: cancel when upcoming and CanCancelBooking; pay when not cash, not paid, has a
 * reference and not cancelled; receipt when not cancelled; track when started, arrived or passenger on board.
 */
export function bookingActions(
  booking: { Status: string; PaymentType: string; IsPaid: boolean; Bref: string },
  canCancelBooking: boolean,
): BookingActionSet {
  const actions = statusActions(booking.Status, canCancelBooking);
  return {
    cancel: cancelRefusal({ status: booking.Status }, { canCancelBooking, phone: '' }) === undefined,
    pay:
      booking.PaymentType.toLowerCase() !== 'cash' &&
      !booking.IsPaid &&
      booking.Bref.trim() !== '' &&
      actions.allowsPayment,
    receipt: actions.canResendReceipt,
    track: actions.showTracking,
    repeat: true,
  };
}
