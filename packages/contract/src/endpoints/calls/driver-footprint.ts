import { Footprint, TrackingQuery } from '../tracking';
import * as v from 'valibot';
import { Outcome } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** The assigned driver's positions on this leg, oldest first (owner or tracking code only). */
export const driverFootprint = defineEndpoint({
  method: 'GET',
  path: '/api/driverFootprint',
  summary: "The assigned driver's positions on this leg, oldest first (owner or tracking code only).",
  query: TrackingQuery,
  response: v.object({ ...Outcome.entries, JobPartId: v.number(), Footprints: v.array(Footprint) }),
});
