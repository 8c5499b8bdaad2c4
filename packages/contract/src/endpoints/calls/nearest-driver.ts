import { DriverLocation } from '../tracking';
import * as v from 'valibot';
import { Outcome, integer, latitude, longitude, text } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** The nearest free driver to a point: distance (miles), travel time (minutes), nearby positions. */
export const nearestDriver = defineEndpoint({
  method: 'POST',
  path: '/api/nearestdriver',
  summary: 'The nearest free driver to a point: distance (miles), travel time (minutes), nearby positions.',
  body: v.object({
    source: v.optional(integer, 1),
    lat: latitude,
    lng: longitude,
    postcode: v.optional(text(9), ''),
  }),
  response: v.object({
    ...Outcome.entries,
    DriverId: v.number(),
    FirstName: v.string(),
    LastName: v.string(),
    Distance: v.number(),
    TravelTime: v.number(),
    Locations: v.array(DriverLocation),
  }),
});
