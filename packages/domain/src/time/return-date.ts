import { addMinutes, isBefore } from 'date-fns';
import { earliestReturnDateMessage, requiredMessage } from '../errors/messages';
import type { TimeInfo } from '../model/entities';
import { formatDateTime } from '../money';
import { pickupKind, zeroSeconds } from './pickup';

/** Returns the outbound pickup moment: now for ASAP, else the chosen time (null when none). */
function outboundMoment(time: Pick<TimeInfo, 'PickUpType' | 'Time'>, now: Date): Date | null {
  return pickupKind(time.PickUpType) === 'now' ? now : time.Time;
}

/** Returns the earliest return date: outbound time plus journey time, seconds zeroed (docs/behaviour/journey.md#return-date). */
export function earliestReturnDate(outbound: Date, journeyTimeMinutes: number): Date {
  const journey = Number.isFinite(journeyTimeMinutes) ? Math.max(0, journeyTimeMinutes) : 0;
  return zeroSeconds(addMinutes(outbound, journey));
}

/** The booking fields the return-date rule reads. */
interface ReturnDateInput {
  /** Return chosen. */
  HasReturn: boolean;
  /** Return date. */
  ReturnDate: Date | null;
  /** Outbound pickup time. */
  Time: Pick<TimeInfo, 'PickUpType' | 'Time'>;
  /** Outbound journey time in minutes (Quotation.JourneyTime). */
  JourneyTime: number;
}

/** Validates the return date: set when return chosen, not before outbound plus journey time (docs/behaviour/journey.md#return-date). */
export function validateReturnDate(input: ReturnDateInput, now: Date): string | undefined {
  if (!input.HasReturn) return undefined;
  if (!input.ReturnDate || Number.isNaN(input.ReturnDate.getTime())) return requiredMessage('Return date');
  const outbound = outboundMoment(input.Time, now) ?? now;
  const earliest = earliestReturnDate(outbound, input.JourneyTime);
  return isBefore(input.ReturnDate, earliest) ? earliestReturnDateMessage(formatDateTime(earliest)) : undefined;
}
