import { describe, expect, it } from 'vitest';
import { bookingActions, bookingCalendarFile, currentBookingTab, itemiseFare, nextTrip, statusLabel } from './index';
import { icsEscape } from './calendar';

const noon = new Date(2026, 5, 10, 12, 0);
const at = (day: number, hour: number) => new Date(2026, 5, day, hour, 0).toISOString();

describe('booking tabs (docs/behaviour/bookings.md#status-rules)', () => {
  it.each([
    ['Started', at(10, 11), 'inprogress'],
    ['Arrived', at(12, 9), 'inprogress'],
    ['POB', at(9, 9), 'inprogress'],
    ['Upcoming', at(10, 18), 'today'],
    ['Upcoming', at(10, 1), 'today'],
    ['Upcoming', at(11, 9), 'pending'],
    ['Cancelled', at(12, 9), 'pending'],
  ] as const)('%s at %s is %s', (status, time, tab) => {
    expect(currentBookingTab(status, time, noon)).toBe(tab);
  });

  it('the next trip is the one under way, else the earliest still ahead, never a cancelled one', () => {
    const list = [
      { Status: 'Upcoming', Time: at(12, 9) },
      { Status: 'Cancelled', Time: at(10, 13) },
      { Status: 'Upcoming', Time: at(10, 15) },
      { Status: 'Upcoming', Time: at(9, 9) },
    ];
    expect(nextTrip(list, noon)).toBe(list[2]);
    const underWay = { Status: 'POB', Time: at(10, 11) };
    expect(nextTrip([...list, underWay], noon)).toBe(underWay);
    expect(nextTrip([list[1]!], noon)).toBeUndefined();
  });

  it('labels keep the stored status and pick a tone', () => {
    expect(statusLabel('Cancelled')).toEqual({ label: 'Cancelled', tone: 'critical' });
    expect(statusLabel('Upcoming', true)).toEqual({ label: 'Upcoming', tone: 'warning' });
    expect(statusLabel('Upcoming')).toEqual({ label: 'Upcoming', tone: 'success' });
    expect(statusLabel('pob')).toEqual({ label: 'pob', tone: 'info' });
    expect(statusLabel('Finished')).toEqual({ label: 'Finished', tone: 'neutral' });
  });
});

describe('booking actions (docs/behaviour/bookings.md#status-rules)', () => {
  const booking = { Status: 'Upcoming', PaymentType: 'card', IsPaid: false, Bref: 'CK123' };
  it.each([
    [booking, true, { cancel: true, pay: true, receipt: true, track: false, repeat: true }],
    [booking, false, { cancel: false, pay: true, receipt: true, track: false, repeat: true }],
    [{ ...booking, IsPaid: true }, true, { cancel: true, pay: false, receipt: true, track: false, repeat: true }],
    [
      { ...booking, PaymentType: 'Cash' },
      true,
      { cancel: true, pay: false, receipt: true, track: false, repeat: true },
    ],
    [{ ...booking, Bref: ' ' }, true, { cancel: true, pay: false, receipt: true, track: false, repeat: true }],
    [
      { ...booking, Status: 'CANCELLED' },
      true,
      { cancel: false, pay: false, receipt: false, track: false, repeat: true },
    ],
    [{ ...booking, Status: 'Started' }, true, { cancel: false, pay: true, receipt: true, track: true, repeat: true }],
    [{ ...booking, Status: 'Arrived' }, true, { cancel: false, pay: true, receipt: true, track: true, repeat: true }],
    [{ ...booking, Status: 'POB' }, true, { cancel: false, pay: true, receipt: true, track: true, repeat: true }],
    [
      { ...booking, Status: 'Finished', IsPaid: true },
      true,
      { cancel: false, pay: false, receipt: true, track: false, repeat: true },
    ],
  ])('%o (CanCancelBooking %s)', (input, canCancel, expected) => {
    expect(bookingActions(input, canCancel)).toEqual(expected);
  });
});

describe('fare itemised', () => {
  const base = {
    JourneyFare: 40,
    ReturnJourneyFare: 0,
    Fare: 48,
    ReturnFare: 0,
    PriceTier: 'Executive',
    ExtrasFare: 0,
    PromoCode: '',
    PromoValue: 0,
    TotalFare: 48,
  };
  it('journey, tier difference and total', () => {
    expect(itemiseFare(base)).toEqual([
      { kind: 'journey', label: 'Journey', amount: 40 },
      { kind: 'tier', label: 'Executive tier', amount: 8 },
      { kind: 'total', label: 'Total', amount: 48 },
    ]);
  });
  it('a return, a cheaper tier and a promotion add up to the total', () => {
    const items = itemiseFare({
      ...base,
      ReturnJourneyFare: 40,
      Fare: 36,
      ReturnFare: 36,
      PriceTier: 'Saver',
      PromoCode: 'SPRING',
      PromoValue: 7.2,
      TotalFare: 64.8,
    });
    expect(items.map((i) => i.kind)).toEqual(['journey', 'return', 'tier', 'promo', 'total']);
    expect(items.find((i) => i.kind === 'promo')).toEqual({ kind: 'promo', label: 'Promo SPRING', amount: -7.2 });
    const sum = items.filter((i) => i.kind !== 'total').reduce((total, i) => total + i.amount, 0);
    expect(Math.round(sum * 100) / 100).toBe(64.8);
  });
  it('the standard tier adds no line', () => {
    expect(itemiseFare({ ...base, Fare: 40, TotalFare: 40, PriceTier: 'Standard' }).map((i) => i.kind)).toEqual([
      'journey',
      'total',
    ]);
  });
});

describe('add to calendar (.ics)', () => {
  const trip = {
    reference: 'CK7X2',
    pickupTime: '2026-06-10T09:30:00.000Z',
    durationMinutes: 45,
    pickup: 'Heathrow Airport, Terminal 5',
    dropoff: 'Tower of London; EC3N 4AB',
    vehicle: 'Saloon',
    company: 'Cabkit Cars',
    url: 'https://example.test/ticket/abc',
  };
  const file = bookingCalendarFile(trip, new Date('2026-06-01T08:00:00.000Z'));
  const lines = file.split('\r\n');

  it('is one VEVENT with UTC start, end after the journey time, and CRLF line ends', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20260610T093000Z');
    expect(lines).toContain('DTEND:20260610T101500Z');
    expect(lines).toContain('DTSTAMP:20260601T080000Z');
    expect(lines).toContain('UID:CK7X2@cabkit');
    expect(lines).toContain('SUMMARY:Cabkit Cars taxi CK7X2');
    expect(lines).toContain('LOCATION:Heathrow Airport\\, Terminal 5');
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('folds long lines at 75 characters and escapes commas, semicolons and new lines', () => {
    expect(lines.every((line) => line.length <= 75)).toBe(true);
    const description = file
      .replace(/\r\n /g, '')
      .split('\r\n')
      .find((l) => l.startsWith('DESCRIPTION:'));
    expect(description).toBe(
      'DESCRIPTION:From Heathrow Airport\\, Terminal 5 to Tower of London\\; EC3N 4AB. Vehicle: Saloon. Reference CK7X2.',
    );
    expect(icsEscape('a\nb\\c')).toBe('a\\nb\\\\c');
  });

  it("takes its title and description in the reader's language, escaped like any text", () => {
    const french = bookingCalendarFile(
      { ...trip, words: { summary: 'Taxi Cabkit Cars CK7X2', description: 'De Heathrow; à la Tour.' } },
      new Date(),
    ).split('\r\n');
    expect(french).toContain('SUMMARY:Taxi Cabkit Cars CK7X2');
    expect(french).toContain('DESCRIPTION:De Heathrow\\; à la Tour.');
  });

  it('an hour long when the journey time is unknown; a bad time is refused', () => {
    expect(bookingCalendarFile({ ...trip, durationMinutes: 0 }, new Date())).toContain('DTEND:20260610T103000Z');
    expect(() => bookingCalendarFile({ ...trip, pickupTime: 'ASAP' }, new Date())).toThrow('pickupTime');
  });
});
