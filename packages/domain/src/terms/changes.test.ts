import { describe, expect, it } from 'vitest';
import { BOOKING_CHANGE_CLOSED_MESSAGE, changeRefusal } from './changes';
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
