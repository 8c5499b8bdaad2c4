/** A position on the map's canvas, in CSS pixels. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** Space kept between two markers' edges once they are spread apart, in pixels. */
export const MARKER_GAP = 4;

/** Rounds of re-spreading: a ring can land on a marker next to it, which then joins the group. */
const MAX_ROUNDS = 24;

function groupsCloserThan(points: readonly ScreenPoint[], distance: number): number[][] {
  const parent = points.map((_, index) => index);
  const find = (index: number): number => {
    let root = index;
    while (parent[root] !== root) root = parent[root] as number;
    return root;
  };
  for (let a = 0; a < points.length; a++) {
    for (let b = a + 1; b < points.length; b++) {
      const pa = points[a] as ScreenPoint;
      const pb = points[b] as ScreenPoint;
      if (Math.hypot(pa.x - pb.x, pa.y - pb.y) < distance) parent[find(b)] = find(a);
    }
  }
  const groups = new Map<number, number[]>();
  for (let index = 0; index < points.length; index++) {
    const root = find(index);
    groups.set(root, [...(groups.get(root) ?? []), index]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

/**
 * Pixel offsets that keep markers from covering each other (a short via leg, a pickup and drop-off on the same
 * street, the driver waiting at the pickup): markers closer than `minDistance` centre to centre are set on a
 * small ring around their common centre, in the order given, so each stays visible beside its place. Markers
 * with room keep offset 0. Pure: the adapter projects the markers, applies the offsets and asks again after a
 * zoom.
 */
export function spreadOffsets(points: readonly ScreenPoint[], minDistance: number): ScreenPoint[] {
  const placed = points.map((point) => ({ x: point.x, y: point.y }));
  // Rings are set a little wider than the minimum, so markers just spread count as apart in the next round.
  const ringDistance = minDistance * 1.02;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const groups = groupsCloserThan(placed, minDistance);
    if (groups.length === 0) break;
    for (const group of groups) {
      const n = group.length;
      const centre = group.reduce(
        (sum, index) => ({
          x: sum.x + (placed[index] as ScreenPoint).x / n,
          y: sum.y + (placed[index] as ScreenPoint).y / n,
        }),
        { x: 0, y: 0 },
      );
      // Neighbours on a ring of n are 2 r sin(pi / n) apart: choose r so that is the minimum distance.
      const radius = ringDistance / (2 * Math.sin(Math.PI / n));
      const first = placed[group[0] as number] as ScreenPoint;
      // Keep the journey's direction: the first marker goes on the side it already leans to (left when none).
      const lean = Math.hypot(first.x - centre.x, first.y - centre.y) > 0.5;
      const start = lean ? Math.atan2(first.y - centre.y, first.x - centre.x) : Math.PI;
      group.forEach((index, k) => {
        const angle = start + (2 * Math.PI * k) / n;
        placed[index] = { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
      });
    }
  }
  return placed.map((point, index) => ({
    x: point.x - (points[index] as ScreenPoint).x,
    y: point.y - (points[index] as ScreenPoint).y,
  }));
}
