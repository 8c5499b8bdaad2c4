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
    [
      'a return journey',
      terms,
      'Upcoming',
      true,
      before(24 * 60),
      `A booking with a return journey cannot be changed online. Please call us on ${PHONE}.`,
    ],
  ])('%s', (_name, rules, status, hasReturn, now, refusal) => {
    expect(changeRefusal(rules, { status, pickupTime: pickup, hasReturn, now }, PHONE)).toBe(refusal);
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
