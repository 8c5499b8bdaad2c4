import { describe, expect, it } from 'vitest';
import { BOOKING_CHANGE_CLOSED_MESSAGE } from './change-messages';
import { changeRefusal, changeSettlement } from './changes';
import { DEFAULT_BOOKING_TERMS } from './terms';

const terms = { ...DEFAULT_BOOKING_TERMS, ChangeCutoffHours: 2 };
const pickup = new Date('2026-12-04T14:30:00Z');
const before = (minutes: number) => new Date(pickup.getTime() - minutes * 60_000);
const PHONE = '020 7946 0000';

describe('changeRefusal', () => {
  it.each([
    ['upcoming, well before the cut-off', terms, 'Upcoming', false, before(24 * 60), null],
    ['upcoming, at the cut-off', terms, 'Upcoming', false, before(120), null],
    [
      'one minute past the cut-off',
      terms,
      'Upcoming',
      false,
      before(119),
      `Changes close 2 hours before pickup. Please call us on ${PHONE}.`,
    ],
    [
      'a one-hour cut-off is worded singular',
      { ...terms, ChangeCutoffHours: 1 },
      'Upcoming',
      false,
      before(30),
      `Changes close 1 hour before pickup. Please call us on ${PHONE}.`,
    ],
    [
      'no cut-off set (stored before it existed): until pickup',
      { ...terms, ChangeCutoffHours: undefined },
      'Upcoming',
      false,
      before(1),
      null,
    ],
    [
      'at the pickup time',
      { ...terms, ChangeCutoffHours: 0 },
      'Upcoming',
      false,
      pickup,
      BOOKING_CHANGE_CLOSED_MESSAGE,
    ],
    ['driver started', terms, 'Started', false, before(24 * 60), BOOKING_CHANGE_CLOSED_MESSAGE],
    ['passenger on board', terms, 'POB', false, before(24 * 60), BOOKING_CHANGE_CLOSED_MESSAGE],
    ['cancelled', terms, 'Cancelled', false, before(24 * 60), BOOKING_CHANGE_CLOSED_MESSAGE],
    ['status case does not matter', terms, 'UPCOMING', false, before(24 * 60), null],
  ])('%s', (_name, rules, status, _single, now, refusal) => {
    expect(changeRefusal(rules, { status, pickupTime: pickup, returnPickupTime: null, now }, PHONE)).toBe(refusal);
  });
});

describe('changeRefusal of a return journey, leg by leg', () => {
  const back = new Date(pickup.getTime() + 6 * 3_600_000);
  const cutoff = `Changes close 2 hours before pickup. Please call us on ${PHONE}.`;
  it.each([
    ['both legs well ahead: any leg', before(24 * 60), undefined, null],
    ['both legs well ahead: both legs', before(24 * 60), ['outward', 'return'] as const, null],
    ['outward inside its cut-off: the booking may still be changed', before(60), undefined, null],
    ['outward inside its cut-off: the return leg alone may be changed', before(60), ['return'] as const, null],
    ['outward inside its cut-off: not the outward leg', before(60), ['outward'] as const, cutoff],
    ['outward inside its cut-off: not both legs', before(60), ['outward', 'return'] as const, cutoff],
    ['outward under way: the return leg still', new Date(pickup.getTime() + 60_000), ['return'] as const, null],
    [
      'outward under way: not the outward leg',
      new Date(pickup.getTime() + 60_000),
      ['outward'] as const,
      BOOKING_CHANGE_CLOSED_MESSAGE,
    ],
    [
      'return inside its cut-off: not the return leg',
      new Date(back.getTime() - 60 * 60_000),
      ['return'] as const,
      cutoff,
    ],
    ['return inside its cut-off: no leg at all', new Date(back.getTime() - 60 * 60_000), undefined, cutoff],
    ['return pickup passed', back, undefined, BOOKING_CHANGE_CLOSED_MESSAGE],
  ])('%s', (_name, now, legs, refusal) => {
    expect(
      changeRefusal(terms, { status: 'Upcoming', pickupTime: pickup, returnPickupTime: back, legs, now }, PHONE),
    ).toBe(refusal);
  });
});

describe('changeSettlement', () => {
  it.each([
    ['dearer, paid by card', 40, 46.4, 'card', 'charge', 6.4, '£6.40 more will be charged to your card.'],
    ['dearer, Stripe', 40, 46.4, 'stripe', 'charge', 6.4, '£6.40 more will be charged to your card.'],
    ['cheaper, paid by card', 46.4, 40, 'card', 'refund', -6.4, '£6.40 will be refunded to your card.'],
    ['cheaper, PayPal', 46.4, 40, 'paypal', 'refund', -6.4, '£6.40 will be refunded to your card.'],
    ['the same fare', 40, 40, 'card', 'none', 0, 'The fare stays the same.'],
    ['a fraction of a penny is no change', 40, 40.001, 'card', 'none', 0, 'The fare stays the same.'],
    ['cash', 40, 46.4, 'cash', 'none', 6.4, 'You will pay the driver the new fare of £46.40.'],
    ['account', 46.4, 40, 'account', 'none', -6.4, 'Your account will be charged the new fare of £40.00.'],
  ])('%s', (_name, oldFare, newFare, paymentType, settlement, difference, text) => {
    expect(changeSettlement(oldFare, newFare, paymentType, 'GBP')).toEqual({
      Settlement: settlement,
      Difference: difference,
      Text: text,
    });
  });
});
