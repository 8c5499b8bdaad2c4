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
  /** A link back to the ticket. */
  url?: string;
}

/** Date-time in iCalendar UTC form (20260101T093000Z). */
function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes text for an iCalendar value (RFC 5545 3.3.11). */
export function icsEscape(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\r?\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');
}

/** Folds a content line at 75 octets (RFC 5545 3.1); approximated by characters for ASCII text. */
function fold(line: string): string {
  const parts: string[] = [];
  for (let i = 0; i < line.length; i += i === 0 ? 75 : 74) parts.push(line.slice(i, i + (i === 0 ? 75 : 74)));
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
    `SUMMARY:${icsEscape(`${trip.company ? `${trip.company} ` : ''}taxi ${trip.reference}`)}`,
    `LOCATION:${icsEscape(trip.pickup)}`,
    `DESCRIPTION:${icsEscape(`From ${trip.pickup} to ${trip.dropoff}. Vehicle: ${trip.vehicle}. Reference ${trip.reference}.`)}`,
    ...(trip.url ? [`URL:${icsEscape(trip.url)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
