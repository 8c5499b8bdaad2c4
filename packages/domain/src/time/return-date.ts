import { addMinutes, isBefore } from 'date-fns';
import { CHOOSE_RETURN_DATE_MESSAGE, earliestReturnDateMessage, requiredMessage } from '../errors/messages';
import type { TimeInfo } from '../model/entities';
import { pickupKind, zeroSeconds } from './pickup';
import { formatLocalDateTime } from './zone';

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
  return returnTimeRefusal({
    returnType: 'rtn',
    returnDate: input.ReturnDate,
    outbound,
    journeyTimeMinutes: input.JourneyTime,
  });
}

/** The facts of a return leg the server and the web app judge alike. */
interface ReturnTimeFacts {
  /** '' for a single, 'rtn' for a return, 'w&r' for wait-and-return (its return time may be left to the wait). */
  returnType: string;
  returnDate: Date | null;
  /** The outbound pickup moment. */
  outbound: Date;
  journeyTimeMinutes: number;
}

/**
 * Why a return time cannot be booked, or undefined: a return needs a date, not before the outbound pickup plus the
 * journey (docs/behaviour/journey.md#return-date). The server's quote and booking checks and the journey's run this.
 */
export function returnTimeRefusal(facts: ReturnTimeFacts): string | undefined {
  if (facts.returnType === '') return undefined;
  if (!facts.returnDate) return facts.returnType === 'rtn' ? CHOOSE_RETURN_DATE_MESSAGE : undefined;
  const earliest = earliestReturnDate(facts.outbound, facts.journeyTimeMinutes);
  return isBefore(facts.returnDate, earliest) ? earliestReturnDateMessage(formatLocalDateTime(earliest)) : undefined;
}
