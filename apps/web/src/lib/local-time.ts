// The booking store keeps pickup and return times as a datetime-local input's text, in local time.

/** Local `yyyy-MM-ddTHH:mm` text for a date (the datetime-local input's format). */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A local `yyyy-MM-ddTHH:mm` text (or any date text) as a Date; null when empty or malformed. */
export function fromLocalInput(text: string): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
