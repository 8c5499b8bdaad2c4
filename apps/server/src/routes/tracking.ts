import { endpoints } from '@cabkit/contract';
import { HttpError } from '../http/errors';
import { registerEndpoint } from '../http/register';
import { createLiveBus, type LiveBus } from '../hub/bus';
import { CHAT_HUB_PATH, type HubOptions, hubLimitsFromEnv, NOTIFICATION_HUB_PATH, NotificationHub } from '../hub/hub';
import { nearestDrivers, seedDrivers } from '../services/drivers/drivers';
import { findTrackedLeg, type LegQuery } from '../services/tracking/access';
import { createHubAuthoriser, createHubRevalidator } from '../services/tracking/hub-access';
import { createTripShare, listTripShares, stopTripShare } from '../services/tracking/shares';
import { createHubSnapshot } from '../services/tracking/snapshot';
import { driverPhoto, driverTrail, tripState } from '../services/tracking/trip';
import { DriverSimulator, simulatorSpeedFromEnv, simulatorTickFromEnv } from '../services/tracking/simulator';
import { messengerOf } from './accounts-shared';
import type { RoutePlugin } from './types';

/**
 * Live settings a test or operator can pass as `buildApp({ services: { live } })`; otherwise from the
 * environment: `REDIS_URL` (fan-out across instances), `SIMULATOR_SPEED` (1 real time, 0/off disabled).
 */
interface LiveSettings {
  /** The bus to publish on (tests share one with their own simulator). */
  bus?: LiveBus;
  /** Start the driver simulator's timer (default: when the speed is above 0). */
  simulator?: boolean;
  simulatorSpeed?: number;
  /** Time between simulator ticks in ms (default SIMULATOR_TICK_MS, else 1000). */
  simulatorTickMs?: number;
  hub?: HubOptions;
}

/** Tracking: the live hub, the driver simulator, and the trackvehicle, driverphoto, driverFootprint and nearestdriver calls. */
export const trackingRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant } = deps;
  const settings = (deps.extraServices.live ?? {}) as LiveSettings;
  const ownsBus = !settings.bus;
  const bus =
    settings.bus ??
    createLiveBus(process.env.REDIS_URL || undefined, (error) =>
      app.log.warn({ err: error }, 'live bus (Redis) error'),
    );
  const hub = new NotificationHub(bus, createHubAuthoriser(db, tenant.id), {
    snapshot: createHubSnapshot(db, tenant.id),
    revalidate: createHubRevalidator(db),
    limits: hubLimitsFromEnv(process.env),
    ...settings.hub,
  });
  await hub.register(app, [NOTIFICATION_HUB_PATH, CHAT_HUB_PATH]);
  // A sign-out, a password change or a stopped share deletes rows; the database tells every instance sharing
  // it (migrations/0014), so each closes the connections that rested on them at once, not at the next check.
  const stopWatching = ['sessions', 'trip_shares'].map((table) =>
    app.changeNotices.subscribe(table, () => void hub.revalidateNow()),
  );
  app.addHook('onClose', async () => {
    for (const stop of stopWatching) stop();
  });

  await seedDrivers(db, tenant.id, tenant.configuration.BaseLocation);
  // Under vitest the simulator stays off unless a test asks for it: it would change other tests' bookings.
  const speed =
    settings.simulatorSpeed ?? simulatorSpeedFromEnv(process.env.SIMULATOR_SPEED, process.env.VITEST ? 0 : 1);
  const tickMs = settings.simulatorTickMs ?? simulatorTickFromEnv(process.env.SIMULATOR_TICK_MS);
  const messenger = messengerOf(deps);
  const simulator = new DriverSimulator(db, tenant.id, bus, {
    speed,
    tickMs,
    // The passenger hears of the driver on the way, the driver waiting, and the receipt when the trip is over.
    onStatus: async ({ bookingId, jobPartId, status }) => {
      await messenger
        .tellTrackingStatus(bookingId, jobPartId, status)
        .catch((error) => app.log.error({ err: error, bookingId, status }, 'trip status message failed'));
    },
  });
  if (settings.simulator ?? speed > 0) simulator.start();
  app.addHook('onClose', async () => {
    await simulator.stop();
    if (ownsBus) await bus.close();
  });

  const leg = async (query: LegQuery, session: Parameters<typeof findTrackedLeg>[3]) => {
    const found = await findTrackedLeg(db, tenant.id, query, session);
    if (!found.ok) throw new HttpError(found.status, 0, found.message);
    return found.leg;
  };

  registerEndpoint(app, endpoints.shareTrip, async ({ body, session }) => {
    const created = await createTripShare(db, tenant.id, body.jobpartid, session);
    if (!created.ok) throw new HttpError(created.status, 2, created.message);
    return { Code: 1, Message: '', Token: created.token, JobPartId: created.jobPartId };
  });

  registerEndpoint(app, endpoints.tripShares, async ({ query, session }) => {
    const listed = await listTripShares(db, tenant.id, query.jobpartid, session);
    if (!listed.ok) throw new HttpError(listed.status, 2, listed.message);
    return {
      Code: 1,
      Message: '',
      Shares: listed.value.map((share) => ({ Id: share.id, CreatedAt: share.createdAt.toISOString() })),
    };
  });

  registerEndpoint(app, endpoints.stopTripShare, async ({ body, session }) => {
    const stopped = await stopTripShare(db, tenant.id, body.id, session);
    if (!stopped.ok) throw new HttpError(stopped.status, 2, stopped.message);
    return { Code: 1, Message: 'The link has stopped working.' };
  });

  registerEndpoint(app, endpoints.trackVehicle, async ({ query, session }) => {
    const found = await leg(query, session);
    const { jobPart, shared } = found;
    const trip = await tripState(db, found, tenant.configuration.DriverContact);
    const driver = trip.driver;
    return {
      Code: 1,
      Message: driver ? '' : 'No driver has been assigned yet.',
      JobPartId: jobPart.id,
      Bref: jobPart.reference,
      Status: jobPart.status,
      Driver: driver
        ? {
            ...driver,
            Photo: shared
              ? `/api/driverphoto?share=${encodeURIComponent(query.share)}`
              : `/api/driverphoto?jobpartid=${jobPart.id}${query.code ? `&code=${encodeURIComponent(query.code)}` : ''}`,
          }
        : null,
      CurrentLat: trip.position.Latitude,
      CurrentLng: trip.position.Longitude,
      Eta: trip.etaMinutes,
      PickUp: jobPart.pickup,
      PickUpLatitude: jobPart.pickupLatitude,
      PickUpLongitude: jobPart.pickupLongitude,
      DropOff: jobPart.dropoff,
      DropOffLatitude: jobPart.dropoffLatitude,
      DropOffLongitude: jobPart.dropoffLongitude,
      RoutePath: jobPart.routePath,
      BookedAt: jobPart.createdAt.toISOString(),
      StatusTimes: trip.statusTimes.map((row) => ({ Status: row.status, Time: row.reachedAt.toISOString() })),
    };
  });

  registerEndpoint(app, endpoints.driverPhoto, async ({ query, session, reply }) => {
    const { jobPart } = await leg(query, session);
    const photo = await driverPhoto(db, jobPart.id);
    if (!photo) throw new HttpError(404, 0, 'No driver has been assigned yet.');
    reply.header('cache-control', 'private, max-age=300');
    reply.type(photo.type);
    return reply.send(photo.body);
  });

  registerEndpoint(app, endpoints.driverFootprint, async ({ query, session }) => {
    const { jobPart } = await leg(query, session);
    const rows = await driverTrail(db, jobPart.id);
    return {
      Code: 1,
      Message: '',
      JobPartId: jobPart.id,
      Footprints: rows.map((r) => ({ Latitude: r.latitude, Longitude: r.longitude, Time: r.at.toISOString() })),
    };
  });

  registerEndpoint(app, endpoints.nearestDriver, async ({ body }) => {
    const nearby = await nearestDrivers(db, tenant.id, { Latitude: body.lat, Longitude: body.lng }, 10);
    const nearest = nearby[0];
    const Locations = nearby.map((n) => ({
      DriverId: n.driver.id,
      Latitude: n.driver.latitude,
      Longitude: n.driver.longitude,
    }));
    if (!nearest) {
      return {
        Code: 2,
        Message: 'No driver is available at the moment.',
        DriverId: 0,
        FirstName: '',
        LastName: '',
        Distance: 0,
        TravelTime: 0,
        Locations,
      };
    }
    return {
      Code: 1,
      Message: '',
      DriverId: nearest.driver.id,
      FirstName: nearest.driver.firstName,
      LastName: nearest.driver.lastName,
      Distance: nearest.miles,
      TravelTime: nearest.minutes,
      Locations,
    };
  });
};
