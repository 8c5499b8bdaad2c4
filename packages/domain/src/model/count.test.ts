import { describe, expect, it } from 'vitest';
import { countText } from './count';

describe('countText', () => {
  it.each([
    [0, '0 bookings'],
    [1, '1 booking'],
    [2, '2 bookings'],
    [21, '21 bookings'],
  ])('%i -> %s', (count, text) => {
    expect(countText(count, 'booking')).toBe(text);
  });

  it('takes an irregular plural', () => {
    expect(countText(1, 'hand bag')).toBe('1 hand bag');
    expect(countText(3, 'child', 'children')).toBe('3 children');
  });
});
