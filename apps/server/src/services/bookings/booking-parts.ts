import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobParts } from '../../db/schema';
import type { JobPartRow } from './booking-view';

/** The legs of many bookings, grouped by booking id. */
export async function partsByBooking(db: Db, bookingIds: number[]): Promise<Map<number, JobPartRow[]>> {
  const grouped = new Map<number, JobPartRow[]>();
  if (bookingIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(jobParts)
    .where(inArray(jobParts.bookingId, bookingIds))
    .orderBy(asc(jobParts.id));
  for (const row of rows) grouped.set(row.bookingId, [...(grouped.get(row.bookingId) ?? []), row]);
  return grouped;
}

/** A booking's outward leg (the first), and its return leg when it has one. */
export function legsOf(parts: readonly JobPartRow[]): {
  outward: JobPartRow | undefined;
  back: JobPartRow | undefined;
} {
  return { outward: parts.find((p) => p.leg === 'outward') ?? parts[0], back: parts.find((p) => p.leg === 'return') };
}
