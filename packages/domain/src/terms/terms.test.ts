import { describe, expect, it } from 'vitest';
import { NO_ACCESS_NEEDS } from './access';
import { accessNeedsRefusal, accessNeedsText, vehicleMeetsNeeds } from './access-rules';
import { type BookingTerms, cancelCost, cancellationFee, quoteTerms } from './terms';

const fixed: BookingTerms = {
  FreeCancellationHours: 24,
  CancellationFeeKind: 'fixed',
  CancellationFee: 10,
  FreeWaitingMinutes: 15,
  AirportFreeWaitingMinutes: 45,
  WaitingChargePerMinute: 0.5,
};
const percent: BookingTerms = {
  ...fixed,
  FreeCancellationHours: 2,
  CancellationFeeKind: 'percent',
  CancellationFee: 50,
};
// 4 Dec 2026 14:30 in London is 14:30 UTC (no summer time), so the free window ends at 14:30 on 3 Dec.
const pickup = new Date('2026-12-04T14:30:00Z');
const hoursBefore = (h: number) => new Date(pickup.getTime() - h * 3_600_000);

describe('cancellationFee', () => {
  it.each([
    ['inside the free window', fixed, 54.69, hoursBefore(25), 0],
    ['at the window edge', fixed, 54.69, hoursBefore(24), 10],
    ['after the window, fixed', fixed, 54.69, hoursBefore(1), 10],
    ['fixed fee capped at the fare', fixed, 6.5, hoursBefore(1), 6.5],
    ['percent of the fare', percent, 54.69, hoursBefore(1), 27.35],
    ['percent, window still open', percent, 54.69, hoursBefore(3), 0],
    ['percent above 100 capped at the fare', { ...percent, CancellationFee: 150 }, 20, hoursBefore(1), 20],
    ['no fee set', { ...fixed, CancellationFee: 0 }, 54.69, hoursBefore(1), 0],
    ['after pickup', fixed, 54.69, new Date(pickup.getTime() + 60_000), 10],
  ])('%s', (_name, terms, fare, now, fee) => {
    expect(cancellationFee(terms, fare, pickup, now)).toBe(fee);
  });
});

describe('cancelCost', () => {
  const base = { fare: 54.69, currencyCode: 'GBP', pickupTime: pickup };
  it.each([
    ['free, unpaid', { ...base, paid: 0, now: hoursBefore(30) }, 0, 0, 'Cancelling now is free.'],
    [
      'free, paid',
      { ...base, paid: 54.69, now: hoursBefore(30) },
      0,
      54.69,
      'Cancelling now is free; £54.69 will be refunded to your card.',
    ],
    [
      'fee, paid',
      { ...base, paid: 54.69, now: hoursBefore(2) },
      10,
      44.69,
      'Cancelling now costs £10.00 of your £54.69 fare; £44.69 will be refunded to your card.',
    ],
    [
      'fee, cash',
      { ...base, paid: 0, now: hoursBefore(2) },
      10,
      0,
      'Cancelling now costs £10.00 of your £54.69 fare; we will ask you to pay it.',
    ],
    [
      'fee takes the whole fare',
      { ...base, fare: 8, paid: 8, now: hoursBefore(2) },
      8,
      0,
      'Cancelling now costs your whole £8.00 fare; nothing will be refunded.',
    ],
  ])('%s', (_name, input, fee, refund, text) => {
    expect(cancelCost(fixed, input)).toEqual({ Fee: fee, Refund: refund, Text: text });
  });
});

describe('quoteTerms', () => {
  const input = { fare: 54.69, currencyCode: 'GBP', pickupTime: pickup, airportPickup: false, now: hoursBefore(48) };
  it('words a fixed fee with the free window and the waiting', () => {
    const terms = quoteTerms(fixed, input);
    expect(terms.Summary).toEqual(['Free cancellation until 14:30 on 3 Dec · then £10.00', '15 min free waiting']);
    expect(terms.FreeCancellationUntil).toBe('2026-12-03T14:30:00.000Z');
    expect(terms.CancellationFee).toBe(10);
    expect(terms.Details).toEqual([
      'You can cancel free of charge until 14:30 on 3 Dec; after that, cancelling costs £10.00, never more than the fare.',
      'Your driver waits 15 minutes free of charge from the pickup time; after that, waiting costs £0.50 a minute.',
      'Child seats, pets and access needs are included in the fare.',
    ]);
  });
  it.each([
    [
      'airport pickup counts from landing',
      fixed,
      { airportPickup: true },
      ['Free cancellation until 14:30 on 3 Dec · then £10.00', '45 min free waiting from landing'],
    ],
    ['inside the window already', fixed, { now: hoursBefore(3) }, ['Cancelling costs £10.00', '15 min free waiting']],
    ['no fee', { ...fixed, CancellationFee: 0 }, {}, ['Free cancellation until pickup', '15 min free waiting']],
    ['percent', percent, {}, ['Free cancellation until 12:30 on 4 Dec · then £27.35', '15 min free waiting']],
    // Summer time: 10:00 UTC is 11:00 in London.
    [
      'the tenant clock in summer',
      fixed,
      { pickupTime: new Date('2026-07-02T10:00:00Z'), now: new Date('2026-06-01T00:00:00Z') },
      ['Free cancellation until 11:00 on 1 Jul · then £10.00', '15 min free waiting'],
    ],
  ])('%s', (_name, terms, overrides, summary) => {
    expect(quoteTerms(terms, { ...input, ...overrides }).Summary).toEqual(summary);
  });
  it('says waiting after the free time is not charged when the tenant charges nothing', () => {
    expect(quoteTerms({ ...fixed, WaitingChargePerMinute: 0 }, input).Details[1]).toBe(
      'Your driver waits 15 minutes free of charge from the pickup time; waiting after that is not charged.',
    );
  });
});

describe('access needs', () => {
  const saloon = { name: 'Saloon', passengers: 4, equipment: ['childSeat', 'boosterSeat'] };
  const wav = { name: 'Wheelchair accessible', passengers: 5, equipment: ['wheelchair', 'infantSeat', 'childSeat'] };
  const offered = ['wheelchair', 'assistance', 'assistanceDog', 'infantSeat', 'childSeat', 'boosterSeat'];
  const context = { offered, chosen: saloon, vehicles: [saloon, wav], passengers: 3 };
  it.each([
    ['no needs', NO_ACCESS_NEEDS, context, null],
    [
      'assistance and a dog need no equipment',
      { ...NO_ACCESS_NEEDS, Assistance: true, AssistanceDog: true },
      context,
      null,
    ],
    ['seats the saloon carries', { ...NO_ACCESS_NEEDS, ChildSeats: 1, BoosterSeats: 1 }, context, null],
    [
      'a wheelchair in a saloon',
      { ...NO_ACCESS_NEEDS, Wheelchair: true },
      context,
      'The Saloon does not have: wheelchair-accessible vehicle. Choose a vehicle marked as meeting your access needs.',
    ],
    [
      'a wheelchair in the accessible vehicle',
      { ...NO_ACCESS_NEEDS, Wheelchair: true },
      { ...context, chosen: wav },
      null,
    ],
    [
      'no vehicle has both',
      { ...NO_ACCESS_NEEDS, Wheelchair: true, BoosterSeats: 1 },
      { ...context, chosen: wav },
      'None of our vehicles has all of: wheelchair-accessible vehicle, booster seats. Please call us to arrange your journey.',
    ],
    [
      'not offered',
      { ...NO_ACCESS_NEEDS, AssistanceDog: true },
      { ...context, offered: ['wheelchair'] },
      'We do not offer: assistance dog. Please call us to arrange it.',
    ],
    [
      'more seats than passengers',
      { ...NO_ACCESS_NEEDS, ChildSeats: 2, BoosterSeats: 2 },
      context,
      'Child seats cannot be more than the passengers.',
    ],
    [
      'a negative count',
      { ...NO_ACCESS_NEEDS, InfantSeats: -1 },
      context,
      'Child seats must be a whole number, 0 or more.',
    ],
  ])('%s', (_name, needs, ctx, refusal) => {
    expect(accessNeedsRefusal(needs, ctx)).toBe(refusal);
  });
  it('words the needs for the ticket and the driver', () => {
    expect(
      accessNeedsText({ ...NO_ACCESS_NEEDS, Wheelchair: true, Assistance: true, InfantSeats: 1, BoosterSeats: 2 }),
    ).toEqual(['Wheelchair-accessible vehicle', 'Assistance (meet and help)', '1 infant seat', '2 booster seats']);
  });
  it('matches vehicles by their equipment', () => {
    expect(vehicleMeetsNeeds(wav.equipment, { ...NO_ACCESS_NEEDS, Wheelchair: true })).toBe(true);
    expect(vehicleMeetsNeeds(saloon.equipment, { ...NO_ACCESS_NEEDS, InfantSeats: 1 })).toBe(false);
  });
});
