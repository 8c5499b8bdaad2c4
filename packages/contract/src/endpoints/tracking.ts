import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { integer, latitude, longitude, Outcome, RoutePoint, text } from '../common';

const optional = v.optional;

/** Which booking leg to track: a job part id, or (jobpartid=0) a booking id, and/or its tracking code. */
export const TrackingQuery = v.object({
  jobpartid: optional(v.pipe(integer, v.minValue(0, 'must not be negative')), 0),
  id: optional(v.pipe(integer, v.minValue(0, 'must not be negative')), 0),
  code: optional(text(64), ''),
  /** A shared trip's token (POST /api/sharetrip): shows that leg only, while it is under way. */
  share: optional(text(64), ''),
});

/** The driver on a job (docs/behaviour/bookings.md#driver Driver). */
export const TrackedDriver = v.object({
  Id: v.number(),
  FirstName: v.string(),
  LastName: v.string(),
  Name: v.string(),
  Photo: v.string(),
  VehicleMake: v.string(),
  VehicleModel: v.string(),
  RegNo: v.string(),
  Colour: v.string(),
  Licence: v.string(),
  Mobile: v.string(),
});

/** GET /api/trackvehicle response: status, driver, position, ETA (minutes) and the route. */
export const TrackVehicleResponse = v.object({
  ...Outcome.entries,
  JobPartId: v.number(),
  Bref: v.string(),
  Status: v.string(),
  Driver: v.nullable(TrackedDriver),
  CurrentLat: v.number(),
  CurrentLng: v.number(),
  Eta: v.number(),
  PickUp: v.string(),
  PickUpLatitude: v.number(),
  PickUpLongitude: v.number(),
  DropOff: v.string(),
  DropOffLatitude: v.number(),
  DropOffLongitude: v.number(),
  RoutePath: v.array(RoutePoint),
  /** When the leg was booked (ISO). */
  BookedAt: v.string(),
  /** Each status the leg reached and when (ISO), oldest first, as the server recorded them. */
  StatusTimes: v.array(v.object({ Status: v.string(), Time: v.string() })),
});

/** A recorded driver position. */
export const Footprint = v.object({ Latitude: v.number(), Longitude: v.number(), Time: v.string() });

/** A nearby driver's position (POST /api/nearestdriver Locations). */
export const DriverLocation = v.object({ DriverId: v.number(), Latitude: v.number(), Longitude: v.number() });

/** A live shared link to a leg as its owner lists it (GET /api/tripshares): its id and when it was made (ISO). */
const TripShare = v.object({ Id: v.number(), CreatedAt: v.string() });

/** Live tracking: vehicle, driver photo and footprint, nearest driver. */
export const trackingEndpoints = {
  trackVehicle: defineEndpoint({
    method: 'GET',
    path: '/api/trackvehicle',
    summary: "A booking leg's live status, driver and position (owner or tracking code only).",
    query: TrackingQuery,
    response: TrackVehicleResponse,
  }),
  driverPhoto: defineEndpoint({
    method: 'GET',
    path: '/api/driverphoto',
    summary: "The assigned driver's photo (an SVG avatar when none is stored); owner or tracking code only.",
    query: TrackingQuery,
    response: v.string(),
  }),
  driverFootprint: defineEndpoint({
    method: 'GET',
    path: '/api/driverFootprint',
    summary: "The assigned driver's positions on this leg, oldest first (owner or tracking code only).",
    query: TrackingQuery,
    response: v.object({ ...Outcome.entries, JobPartId: v.number(), Footprints: v.array(Footprint) }),
  }),
  shareTrip: defineEndpoint({
    method: 'POST',
    path: '/api/sharetrip',
    summary:
      "Creates a read-only link to follow one leg (the booking's owner only, before the trip ends): a random token for /tracking/share/{token}.",
    body: v.object({ jobpartid: v.pipe(integer, v.minValue(1, 'is required')) }),
    response: v.object({ ...Outcome.entries, Token: v.string(), JobPartId: v.number() }),
  }),
  tripShares: defineEndpoint({
    method: 'GET',
    path: '/api/tripshares',
    access: 'customer',
    summary:
      "The live shared links of one leg, oldest first (the booking's owner only); each named by its id, as the token is not stored.",
    query: v.object({ jobpartid: v.pipe(integer, v.minValue(1, 'is required')) }),
    response: v.object({ ...Outcome.entries, Shares: v.array(TripShare) }),
  }),
  stopTripShare: defineEndpoint({
    method: 'POST',
    path: '/api/stoptripshare',
    access: 'customer',
    summary:
      "Stops one shared link (the booking's owner only): it no longer opens the trip and its viewers are disconnected.",
    body: v.object({ id: v.pipe(integer, v.minValue(1, 'is required')) }),
    response: Outcome,
  }),
  nearestDriver: defineEndpoint({
    method: 'POST',
    path: '/api/nearestdriver',
    summary: 'The nearest free driver to a point: distance (miles), travel time (minutes), nearby positions.',
    body: v.object({
      source: optional(integer, 1),
      lat: latitude,
      lng: longitude,
      postcode: optional(text(9), ''),
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
  }),
} as const;
