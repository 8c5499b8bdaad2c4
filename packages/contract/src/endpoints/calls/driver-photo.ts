import { TrackingQuery } from '../tracking';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** The assigned driver's photo (an SVG avatar when none is stored); owner or tracking code only. */
export const driverPhoto = defineEndpoint({
  method: 'GET',
  path: '/api/driverphoto',
  summary: "The assigned driver's photo (an SVG avatar when none is stored); owner or tracking code only.",
  query: TrackingQuery,
  response: v.string(),
});
