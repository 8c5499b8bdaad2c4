import { BOOKING_LIST_PAGE_SIZE } from '../model/constants';

/** The points of a journey: pickup, drop-off and via stops, in the booking's order. */
interface JourneyPoints<A, V = A> {
  PickUp: A;
  PickDown: A;
  ViaAddress: readonly V[];
}

/** Repeat booking: the same pickup, drop-off and via stops; the caller starts a fresh time (docs/behaviour/bookings.md#repeat-return). */
export function repeatBooking<A, V>(source: JourneyPoints<A, V>): JourneyPoints<A, V> {
  return { PickUp: source.PickUp, PickDown: source.PickDown, ViaAddress: [...source.ViaAddress] };
}

/** Return (reverse) booking: pickup and drop-off swapped, via stops reversed; the caller starts a fresh time (docs/behaviour/bookings.md#repeat-return). */
export function reverseBooking<A, V>(source: JourneyPoints<A, V>): JourneyPoints<A, V> {
  return { PickUp: source.PickDown, PickDown: source.PickUp, ViaAddress: [...source.ViaAddress].reverse() };
}

/** A live connection state (docs/behaviour/live-feed.md#connection-states). */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting' | 'disconnecting';

/** Returns true when the 10-second watcher must recreate the tracking connection: it is disconnected (docs/behaviour/live-feed.md#reconnect). */
export function connectionNeedsRestart(state: ConnectionState | string): boolean {
  return state.toLowerCase() === 'disconnected';
}

/** A parsed live event (docs/behaviour/live-feed.md#events OnNewData). */
type LiveEvent =
  | { kind: 'statusUpdate'; status: string; data: Record<string, unknown> }
  | { kind: 'locationUpdate'; latitude: number; longitude: number; data: Record<string, unknown> };

function numberField(data: Record<string, unknown>, ...names: string[]): number | undefined {
  for (const name of names) {
    const value = data[name];
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) return number;
  }
  return undefined;
}

/** Parses an OnNewData event (kind and JSON text); undefined when the kind or text is malformed (docs/behaviour/live-feed.md#events). */
export function parseLiveEvent(kind: string, jsonText: string): LiveEvent | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonText);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const data = parsed as Record<string, unknown>;
  if (kind === 'statusUpdate') {
    const status = data.Status ?? data.status;
    return typeof status === 'string' ? { kind, status, data } : undefined;
  }
  if (kind === 'locationUpdate') {
    const latitude = numberField(data, 'CurrentLat', 'currentLat', 'Latitude', 'lat');
    const longitude = numberField(data, 'CurrentLng', 'currentLng', 'Longitude', 'lng');
    return latitude !== undefined && longitude !== undefined ? { kind, latitude, longitude, data } : undefined;
  }
  return undefined;
}

/** Returns the start of a booking-history date range: `months` before now, or null for all (0; docs/behaviour/bookings.md#history). */
export function historyRangeStart(now: Date, months: number): Date | null {
  if (!Number.isFinite(months) || months <= 0) return null;
  const start = new Date(now.getTime());
  start.setMonth(start.getMonth() - Math.trunc(months));
  return start;
}

/** Returns the items of a 1-based page of a booking list (page size 5; docs/behaviour/bookings.md#history). */
export function pageOf<T>(items: readonly T[], page: number, pageSize = BOOKING_LIST_PAGE_SIZE): T[] {
  const index = Number.isFinite(page) ? Math.max(1, Math.trunc(page)) : 1;
  return items.slice((index - 1) * pageSize, index * pageSize);
}

/** Returns the number of pages of a booking list (at least 1; docs/behaviour/bookings.md#history). */
export function pageCount(total: number, pageSize = BOOKING_LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

export { bookingCalendarFile } from './calendar';
export { itemiseFare } from './fare';
export { shareRefusal } from './shares';
export { isTripOver, statusActions, statusKind } from './status-text';
export {
  BOOKING_TABS,
  bookingActions,
  type BookingTab,
  cancelRefusal,
  currentBookingTab,
  HISTORY_RANGES,
  legsToCancel,
  nextTrip,
  statusLabel,
} from './trips';
