import * as v from 'valibot';
import { Outcome } from '../../common';
import { DirectionPoint } from '../core';
import { defineEndpoint } from '../../endpoint';

/** A road-route estimate through the points: duration (minutes), distance (miles), geometry. */
export const direction = defineEndpoint({
  method: 'POST',
  path: '/api/direction',
  summary: 'A road-route estimate through the points: duration (minutes), distance (miles), geometry.',
  body: v.object({
    points: v.pipe(
      v.array(DirectionPoint),
      v.minLength(2, 'needs at least 2 points'),
      v.maxLength(12, 'allows at most 12 points'),
    ),
  }),
  response: v.object({
    ...Outcome.entries,
    Duration: v.number(),
    Distance: v.number(),
    Geometry: v.object({ Type: v.literal('LineString'), Coordinates: v.array(v.tuple([v.number(), v.number()])) }),
  }),
});
