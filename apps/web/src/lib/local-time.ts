import { instantOfWallClock, zonedWallClock } from '@cabkit/domain/time';
import { configState } from '../state/config';

// The booking store keeps pickup and return times as a datetime-local input's text on the tenant's clock
// (tenant.json `timeZone`), not the device's: a visitor in Paris booking a London firm picks and sees London times.

const WALL_TEXT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `yyyy-MM-ddTHH:mm` text for an instant, as `timeZone`'s clock reads it (the datetime-local input's format). */
export function toLocalInput(date: Date, timeZone: string = configState.timeZone): string {
  const wall = zonedWallClock(date, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}T${pad(wall.getHours())}:${pad(wall.getMinutes())}`;
}

/**
 * The instant a `yyyy-MM-ddTHH:mm` text names on `timeZone`'s clock (other date text, e.g. with its own offset, as
 * it says); null when empty or malformed.
 */
export function fromLocalInput(text: string, timeZone: string = configState.timeZone): Date | null {
  if (!text) return null;
  const wall = WALL_TEXT.exec(text);
  if (wall) {
    const [year, month, day, hour, minute, second] = wall.slice(1).map((part) => Number(part ?? 0));
    const local = new Date(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
    // A day that does not exist (31 April) rolls into the next month: malformed, as the input would have it.
    return local.getDate() === day ? instantOfWallClock(local, timeZone) : null;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
