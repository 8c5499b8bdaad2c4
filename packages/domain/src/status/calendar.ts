/** What the calendar entry of a booking is made from. */
export interface CalendarTrip {
  /** Booking reference (the event's UID and title). */
  reference: string;
  /** Pickup time, ISO. */
  pickupTime: string;
  /** Journey time in minutes (the event's length; 60 when unknown). */
  durationMinutes?: number;
  pickup: string;
  dropoff: string;
  vehicle: string;
  /** Company name for the title and the organiser. */
  company: string;
  /**
   * A link back to the booking that grants nothing by itself (a page that asks the reader to sign in or to give
   * the booking code): a calendar entry is seen by more people than the booking's owner.
   */
  url?: string;
  /**
   * The event's title and description in the reader's language (the page's catalogue words them); without them,
   * en-GB: "<company> taxi <reference>" and "From <pickup> to <dropoff>. Vehicle: <vehicle>. Reference <reference>."
   */
  words?: { summary: string; description: string };
}

/** Date-time in iCalendar UTC form (20260101T093000Z). */
function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Line breaks in any spelling: CRLF, a bare LF or CR, NEL and the Unicode line and paragraph separators. */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/g;

/** Every other control character (C0 with tab, DEL, C1): none may reach a content line as it is. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Escapes text for an iCalendar TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma get a backslash, every
 * line break (a bare CR too) becomes `\n`, and any other control character a space, so no input can end the line
 * and start a property of its own.
 */
export function icsEscape(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/([,;])/g, '\\$1')
    .replace(LINE_BREAK, '\\n')
    .replace(CONTROL, ' ');
}

/** The UTF-8 length of one code point (a lone surrogate is written as U+FFFD, 3 octets). */
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line into lines of at most 75 octets of UTF-8 (RFC 5545 3.1): each continuation starts with a
 * space, and a character is never split between two lines.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0) ?? 0);
    // The leading space of a continuation line counts towards its 75.
    const room = parts.length === 0 ? 75 : 74;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The .ics file (one VEVENT, UTC times, CRLF line ends) of a trip; `now` is the DTSTAMP. */
export function bookingCalendarFile(trip: CalendarTrip, now: Date): string {
  const start = new Date(trip.pickupTime);
  if (Number.isNaN(start.getTime())) throw new Error('pickupTime: is not a date');
  const minutes = trip.durationMinutes && trip.durationMinutes > 0 ? trip.durationMinutes : 60;
  const end = new Date(start.getTime() + minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsEscape(trip.company || 'Cabkit')}//Booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsEscape(trip.reference)}@cabkit`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsEscape(trip.words?.summary ?? `${trip.company ? `${trip.company} ` : ''}taxi ${trip.reference}`)}`,
    `LOCATION:${icsEscape(trip.pickup)}`,
    `DESCRIPTION:${icsEscape(trip.words?.description ?? `From ${trip.pickup} to ${trip.dropoff}. Vehicle: ${trip.vehicle}. Reference ${trip.reference}.`)}`,
    // A URI value, not TEXT: nothing to escape, but no control character may break the line.
    ...(trip.url ? [`URL:${trip.url.replace(LINE_BREAK, '').replace(CONTROL, '')}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
