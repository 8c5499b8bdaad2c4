import { describe, expect, it } from 'vitest';
import { boundsAround, FOLLOW_INSET, needsRefit } from './follow';

// A view 1 degree square: with the 12 % inset, the padded middle runs from 0.12 to 0.88 on both axes.
const view = { south: 51, west: -1, north: 52, east: 0 };
const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('needsRefit (follow the driver with padding)', () => {
  it.each([
    ['every point in the padded middle', [at(51.5, -0.5), at(51.2, -0.8), at(51.8, -0.2)], false],
    ['the driver inside the view but in its top margin', [at(51.5, -0.5), at(51.95, -0.5)], true],
    ['the driver inside the view but in its left margin', [at(51.5, -0.5), at(51.5, -0.95)], true],
    ['the driver just inside the padding line', [at(51.5, -0.5), at(51.87, -0.13)], false],
    ['the driver outside the view to the east', [at(51.5, -0.5), at(51.5, 0.3)], true],
    ['the driver outside the view to the south', [at(51.5, -0.5), at(50.9, -0.5)], true],
    ['the pickup in the margin after the user panned', [at(51.05, -0.5)], true],
    ['no points at all', [], false],
  ])('%s', (_name, points, expected) => {
    expect(needsRefit(view, points)).toBe(expected);
  });

  it('fits when there is no view yet (a map not drawn), unless there is nothing to show', () => {
    expect(needsRefit(undefined, [at(51.5, -0.5)])).toBe(true);
    expect(needsRefit(undefined, [])).toBe(false);
  });

  it('takes a wider inset when asked', () => {
    expect(needsRefit(view, [at(51.75, -0.5)], FOLLOW_INSET)).toBe(false);
    expect(needsRefit(view, [at(51.75, -0.5)], 0.3)).toBe(true);
  });
});

describe('boundsAround', () => {
  it('holds every point, and is undefined for none', () => {
    expect(boundsAround([at(51.5, -0.1), at(51.4, -0.3), at(51.6, -0.2)])).toEqual({
      south: 51.4,
      west: -0.3,
      north: 51.6,
      east: -0.1,
    });
    expect(boundsAround([])).toBeUndefined();
  });
});
