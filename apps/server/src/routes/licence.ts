import { endpoints } from '@cabkit/contract';
import { registerEndpoint } from '../http/register';
import {
  activeLicence,
  type BookingParams,
  findBookingParams,
  licenceCoversSite,
  NOT_LICENSED,
  PARAMS_GONE,
  saveBookingParams,
} from '../services/licences/licences';
import type { RoutePlugin } from './types';

/** The path the licence calls are served under: `LICENCE_BASE_PATH` (default `/licence`); '' or '/' for none. */
export function licenceBasePath(env: NodeJS.ProcessEnv = process.env): string {
  const raw = (env.LICENCE_BASE_PATH ?? '/licence').trim();
  const clean = `/${raw.replace(/^\/+|\/+$/g, '')}`;
  return clean === '/' ? '' : clean;
}

const noParams = {
  Id: '',
  TrackingCode: '',
  PickUp: '',
  DropOff: '',
  DateTime: '',
  VehTypeId: 0,
  VehicleId: 0,
  IsASAP: false,
};

/** Booking parameters as the licence calls answer them. */
function paramsAnswer(stored: BookingParams & { id: string; trackingCode: string }) {
  return {
    Code: 1,
    Message: '',
    Id: stored.id,
    TrackingCode: stored.trackingCode,
    PickUp: stored.pickup,
    DropOff: stored.dropoff,
    DateTime: stored.dateTime,
    VehTypeId: stored.vehicleTypeId,
    VehicleId: stored.vehicleId,
    IsASAP: stored.isAsap,
  };
}

/** The licence service's calls (`/api/bookingparams`, `/api/custappbaseurl`, `/api/validate`) under its base path. */
export const licenceRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant } = deps;
  await app.register(
    async (scope) => {
      registerEndpoint(scope, endpoints.validateLicence, async ({ body }) => {
        const valid = await licenceCoversSite(db, tenant.id, body.trackingcode, body.parentdomain);
        return valid
          ? { Code: 1, Message: 'The licence is valid.', Valid: true }
          : { Code: 2, Message: NOT_LICENSED, Valid: false };
      });

      registerEndpoint(scope, endpoints.custAppBaseUrl, async ({ query }) => {
        const licence = await activeLicence(db, tenant.id, query.trackingcode);
        return licence
          ? { Code: 1, Message: '', Url: licence.customerAppBaseUrl }
          : { Code: 2, Message: NOT_LICENSED, Url: '' };
      });

      registerEndpoint(scope, endpoints.saveBookingParams, async ({ body }) => {
        const params: BookingParams = {
          pickup: body.pickup,
          dropoff: body.dropoff,
          dateTime: body.datetime,
          vehicleTypeId: body.vehtypeid,
          vehicleId: body.vehicleid,
          isAsap: body.isASAP,
        };
        const saved = await saveBookingParams(db, tenant.id, body.trackingcode, params);
        if (!saved) return { Code: 2, Message: NOT_LICENSED, ...noParams };
        return paramsAnswer({ ...params, ...saved });
      });

      registerEndpoint(scope, endpoints.getBookingParams, async ({ query }) => {
        const stored = await findBookingParams(db, tenant.id, query.id);
        if (!stored) return { Code: 2, Message: PARAMS_GONE, ...noParams };
        return paramsAnswer(stored);
      });
    },
    { prefix: licenceBasePath() },
  );
};
