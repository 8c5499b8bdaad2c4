import { TrackVehicleResponse, TrackingQuery } from '../tracking';
import { defineEndpoint } from '../../endpoint';

/** A booking leg's live status, driver and position (owner or tracking code only). */
export const trackVehicle = defineEndpoint({
  method: 'GET',
  path: '/api/trackvehicle',
  summary: "A booking leg's live status, driver and position (owner or tracking code only).",
  query: TrackingQuery,
  response: TrackVehicleResponse,
});
