// The booking store keeps pickup and return times as the instants they name (ISO text): the date-time picker
// turns the tenant's wall clock (tenant.json `timeZone`) into the instant and back, and the page shows it on that
// clock, so a visitor in Paris booking a London firm picks and sees London times and no zone math loads first.

/** The text the booking store keeps for a chosen time: the instant, as ISO text. */
export function toStoredTime(date: Date): string {
  return date.toISOString();
}

/** The instant a stored time names (or any date text, as it says); null when empty or malformed. */
export function fromStoredTime(text: string): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
