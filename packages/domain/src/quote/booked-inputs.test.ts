import { describe, expect, it } from 'vitest';
import { type BookedInputs, type QuotedInputs, quotedInputMismatch, quotedWaitingMinutes } from './booked-inputs';

const quoted: QuotedInputs = { returnType: 'w&r', via: [], bookingDate: 'ASAP', returnDate: '', waitingMinutes: 60 };
const booked: BookedInputs = { returnType: 'w&r', via: [], bookingDate: 'ASAP', returnDate: '', waitingMinutes: 60 };

describe('quotedInputMismatch', () => {
  it.each<[string, Partial<QuotedInputs>, Partial<BookedInputs>, string | null]>([
    ['the quoted inputs', {}, {}, null],
    ['the waiting time left out (as quoted)', {}, { waitingMinutes: undefined }, null],
    ['another waiting time', {}, { waitingMinutes: 600 }, 'waitingtime'],
    ['a zero wait against a default quote', {}, { waitingMinutes: 0 }, 'waitingtime'],
    ['a return date the quote had not', {}, { returnDate: '2030-01-01T20:00:00.000Z' }, 'returndate'],
    [
      'a later return date',
      { returnDate: '2030-01-01T10:00:00.000Z' },
      { returnDate: '2030-01-01T20:00:00.000Z' },
      'returndate',
    ],
    [
      'the same return date written differently',
      { returnDate: '2030-01-01T10:00:00.000Z' },
      { returnDate: '2030-01-01T10:00:00Z' },
      null,
    ],
    [
      'an earlier pickup before a fixed return date',
      { returnDate: '2030-01-01T10:00:00.000Z', bookingDate: '2030-01-01T09:00:00.000Z' },
      { returnDate: '2030-01-01T10:00:00.000Z', bookingDate: '2030-01-01T01:00:00.000Z' },
      'bookingdate',
    ],
    ['another return type', {}, { returnType: 'rtn' }, 'rtntype'],
    ['a via stop added', {}, { via: [{ lat: 51.5, lng: -0.1 }] }, 'viaaddresses'],
    ['a one-way journey with any waiting time', { returnType: '' }, { returnType: '', waitingMinutes: 90 }, null],
  ])('%s', (_name, quote, booking, field) => {
    expect(quotedInputMismatch({ ...quoted, ...quote }, { ...booked, ...booking })?.field ?? null).toBe(field);
  });

  it('names the input in its message', () => {
    expect(quotedInputMismatch(quoted, { ...booked, waitingMinutes: 600 })?.message).toBe(
      'The waiting time has changed since it was quoted. Please get a new quotation and book again.',
    );
  });
});

describe('quotedWaitingMinutes', () => {
  const pickupTime = new Date('2030-01-01T09:00:00.000Z');
  it('takes the wait from the return date, else the asked time, else 60; 0 for other journeys', () => {
    const base = {
      returnType: 'w&r' as const,
      pickupTime,
      journeyMinutes: 20,
      returnDate: '',
      waitingMinutes: undefined,
    };
    expect(quotedWaitingMinutes({ ...base, returnDate: '2030-01-01T19:20:00.000Z' })).toBe(600);
    expect(quotedWaitingMinutes({ ...base, waitingMinutes: 90 })).toBe(90);
    expect(quotedWaitingMinutes(base)).toBe(60);
    expect(quotedWaitingMinutes({ ...base, returnType: 'rtn' })).toBe(0);
  });
});
