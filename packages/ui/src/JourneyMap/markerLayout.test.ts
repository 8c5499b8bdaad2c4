import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ScreenPoint, spreadOffsets } from './markerLayout';

const MIN = 32;
const moved = (points: ScreenPoint[], offsets: ScreenPoint[]) =>
  points.map((p, i) => ({ x: p.x + (offsets[i] as ScreenPoint).x, y: p.y + (offsets[i] as ScreenPoint).y }));
const closestPair = (points: ScreenPoint[]) => {
  let closest = Number.POSITIVE_INFINITY;
  for (let a = 0; a < points.length; a++)
    for (let b = a + 1; b < points.length; b++)
      closest = Math.min(
        closest,
        Math.hypot(
          (points[a] as ScreenPoint).x - (points[b] as ScreenPoint).x,
          (points[a] as ScreenPoint).y - (points[b] as ScreenPoint).y,
        ),
      );
  return closest;
};

describe('spreadOffsets', () => {
  it('leaves markers that have room where they are', () => {
    expect(
      spreadOffsets(
        [
          { x: 0, y: 0 },
          { x: 100, y: 40 },
          { x: 200, y: 0 },
        ],
        MIN,
      ),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ]);
  });

  it('spreads a pickup and drop-off on the same spot to either side, the pickup to the left', () => {
    const offsets = spreadOffsets(
      [
        { x: 50, y: 50 },
        { x: 50, y: 50 },
      ],
      MIN,
    );
    expect(offsets[0]?.x).toBeCloseTo(-16.32);
    expect(offsets[0]?.y).toBeCloseTo(0);
    expect(offsets[1]?.x).toBeCloseTo(16.32);
    expect(offsets[1]?.y).toBeCloseTo(0);
  });

  it('keeps the direction of a short leg and moves each marker only a little', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 110, y: 100 },
      { x: 300, y: 100 },
    ];
    const offsets = spreadOffsets(points, MIN);
    const after = moved(points, offsets);
    expect(after[0]?.x).toBeLessThan(after[1]?.x as number);
    expect(closestPair(after)).toBeGreaterThanOrEqual(MIN);
    expect(offsets[2]).toEqual({ x: 0, y: 0 });
    for (const offset of offsets) expect(Math.hypot(offset.x, offset.y)).toBeLessThanOrEqual(MIN);
  });

  it('sets a pickup, two via stops, a drop-off and the driver on one spot around a ring', () => {
    const points = Array.from({ length: 5 }, () => ({ x: 160, y: 120 }));
    expect(closestPair(moved(points, spreadOffsets(points, MIN)))).toBeGreaterThanOrEqual(MIN);
  });

  it('never leaves two markers overlapping, wherever they are', () => {
    const point = fc.record({ x: fc.integer({ min: 0, max: 120 }), y: fc.integer({ min: 0, max: 120 }) });
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 6 }), (points) => {
        expect(closestPair(moved(points, spreadOffsets(points, MIN)))).toBeGreaterThanOrEqual(MIN);
      }),
    );
  });
});
