import { describe, expect, it } from 'vitest';
import { shareRefusal } from './index';

describe('shared links per leg', () => {
  it.each([
    [0, null],
    [1, null],
    [2, null],
    [3, 'This trip is already shared with 3 links. Stop sharing one to make another.'],
    [7, 'This trip is already shared with 3 links. Stop sharing one to make another.'],
  ])('with %i live links: %s', (live, refusal) => {
    expect(shareRefusal(live)).toBe(refusal);
  });
});
