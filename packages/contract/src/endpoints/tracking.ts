import * as v from 'valibot';
import { integer, Outcome, RoutePoint, text } from '../common';

const optional = v.optional;

/** Which booking leg to track: a job part id, or (jobpartid=0) a booking id, and/or its tracking code. */
export const TrackingQuery = v.object({
  jobpartid: optional(v.pipe(integer, v.minValue(0, 'must not be negative')), 0),
  id: optional(v.pipe(integer, v.minValue(0, 'must not be negative')), 0),
  code: optional(text(64), ''),
  /** A shared trip's token (POST /api/sharetrip): shows that leg only, until its trip is over (finished or cancelled). */
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
export const TripShare = v.object({ Id: v.number(), CreatedAt: v.string() });
