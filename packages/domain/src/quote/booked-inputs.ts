import { WAITING_TIME_DEFAULT } from '../model/constants';

/** A point of a journey as quotations and bookings carry it. */
interface JourneyPoint {
  lat: number;
  lng: number;
}

/** What a stored quotation was priced from (the inputs that change its price). */
export interface QuotedInputs {
  returnType: '' | 'rtn' | 'w&r';
  via: readonly JourneyPoint[];
  /** 'ASAP' or an ISO date-time. */
  bookingDate: string;
  /** '' or an ISO date-time. */
  returnDate: string;
  /** The waiting minutes a wait-and-return was priced with (0 for other journeys). */
  waitingMinutes: number;
}

/** What a booking asks for; `waitingMinutes` undefined means "as quoted". */
export interface BookedInputs {
  returnType: '' | 'rtn' | 'w&r';
  via: readonly JourneyPoint[];
  bookingDate: string;
  returnDate: string;
  waitingMinutes: number | undefined;
}

/** The booking input that differs from its quotation, and the message that names it. */
export interface QuotedInputMismatch {
  field: 'rtntype' | 'viaaddresses' | 'bookingdate' | 'returndate' | 'waitingtime';
  message: string;
}

/** Coordinates closer than this are the same place (degrees, about a metre). */
const SAME_SPOT_DEGREES = 0.00001;

const sameSpot = (a: number, b: number) => Math.abs(a - b) <= SAME_SPOT_DEGREES;

/** Two booking dates are the same: both 'ASAP' / both '', or the same instant. */
function sameDate(a: string, b: string): boolean {
  if (a === b) return true;
  if (a === '' || b === '' || a === 'ASAP' || b === 'ASAP') return false;
  const left = Date.parse(a);
  const right = Date.parse(b);
  return Number.isFinite(left) && left === right;
}

const changed = (field: QuotedInputMismatch['field'], what: string): QuotedInputMismatch => ({
  field,
  message: `The ${what} changed since it was quoted. Please get a new quotation and book again.`,
});

/**
 * The waiting minutes a wait-and-return quotation prices: from the return date when one is given (the time
 * between the earliest return and the return date), else the asked waiting time, else the default 60.
 */
export function quotedWaitingMinutes(input: {
  returnType: '' | 'rtn' | 'w&r';
  pickupTime: Date;
  journeyMinutes: number;
  returnDate: string;
  waitingMinutes: number | undefined;
}): number {
  if (input.returnType !== 'w&r') return 0;
  if (input.returnDate !== '') {
    const earliestReturn = input.pickupTime.getTime() + input.journeyMinutes * 60_000;
    return Math.max(0, Math.round((Date.parse(input.returnDate) - earliestReturn) / 60_000));
  }
  return input.waitingMinutes ?? WAITING_TIME_DEFAULT;
}

/**
 * The first price-changing input of a booking that is not what its quotation priced (or null): the return type,
 * the via stops, the return date, the waiting time of a wait-and-return, and its pickup time when a return date
 * fixes the wait. The vehicle, price tier and promotion are priced by the server itself at booking.
 */
export function quotedInputMismatch(quoted: QuotedInputs, booked: BookedInputs): QuotedInputMismatch | null {
  if (quoted.returnType !== booked.returnType) return changed('rtntype', 'return type has');
  const sameVia =
    quoted.via.length === booked.via.length &&
    quoted.via.every((stop, i) => {
      const other = booked.via[i];
      return other !== undefined && sameSpot(stop.lat, other.lat) && sameSpot(stop.lng, other.lng);
    });
  if (!sameVia) return changed('viaaddresses', 'via stops have');
  if (booked.returnType === '') return null;
  if (!sameDate(quoted.returnDate, booked.returnDate)) return changed('returndate', 'return date has');
  if (booked.returnType !== 'w&r') return null;
  if (quoted.returnDate !== '') {
    // The wait is the time from the outward arrival to the return date: it moves with the pickup time.
    if (!sameDate(quoted.bookingDate, booked.bookingDate)) return changed('bookingdate', 'pickup time has');
    return null;
  }
  if (booked.waitingMinutes !== undefined && booked.waitingMinutes !== quoted.waitingMinutes) {
    return changed('waitingtime', 'waiting time has');
  }
  return null;
}
