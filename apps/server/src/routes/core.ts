import { requestLanguage } from '../http/language';
import { endpoints } from '@cabkit/contract';
import { BOOKING_LOOKUP_NOT_FOUND, bookingAccess } from '@cabkit/domain';
import { pickDisplayCurrency } from '@cabkit/domain/locale';
import { publicBrand } from '@cabkit/themes';
import { forbidden, HttpError, notFound } from '../http/errors';
import { ensureGuestSession, guestSessionKey } from '../http/guest-session';
import { registerEndpoint } from '../http/register';
import {
  type BookingRow,
  findBookingById,
  findBookingByReference,
  findBookingByTrackingCode,
  type JobPartRow,
  loadFareLabels,
  toBookingView,
} from '../services/bookings/booking-view';
import { viewChanges } from '../services/bookings/booking-changes';
import { viewCancelCost } from '../services/bookings/cancel-booking';
import { createBooking } from '../services/bookings/create-booking';
import { refundsByBooking } from '../services/payments/refund';
import { toVehicleType } from '../services/pricing/pricing';
import { publicConfiguration } from '../services/tenants/configuration';
import { tenantExchangeRates } from '../services/tenants/exchange-rates';
import { proxyCountry } from './payments';
import { accountBookingLimiter, limiterFor, tellBookingConfirmed } from './accounts-shared';
import type { RoutePlugin } from './types';

/** Core routes: places, airports, vehicles, configuration, prices, routing, quotation and bookings. */
export const coreRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant, services } = deps;

  const base = tenant.configuration.BaseLocation;
  const near = { lat: base.Latitude, lng: base.Longitude };
  registerEndpoint(app, endpoints.searchAddress, ({ query }) => services.gazetteer.searchAddress(query.prefix, near));

  registerEndpoint(app, endpoints.searchAirport, ({ query }) =>
    query.searchString !== undefined
      ? services.gazetteer.searchAirports(query.searchString)
      : services.gazetteer.searchAirlines(query.searchstring ?? ''),
  );

  registerEndpoint(app, endpoints.vehicleTypes, async () => ({
    Code: 1,
    Message: '',
    vehTypes: (await services.pricing.vehicles()).map((v) =>
      toVehicleType(v, tenant.configuration.AccessNeeds.VehicleEquipment),
    ),
  }));

  registerEndpoint(app, endpoints.configuration, async ({ query }) => ({
    Code: 1,
    Message: '',
    Configuration: publicConfiguration(tenant.configuration),
    Airports: query.airports ? await services.gazetteer.ukAirports() : [],
    VehTypes: (await services.pricing.vehicles()).map((v) =>
      toVehicleType(v, tenant.configuration.AccessNeeds.VehicleEquipment),
    ),
  }));

  // Rates for showing prices in a display currency; what is priced and charged stays in the tenant's currency.
  const rates = tenantExchangeRates(tenant.file, tenant.configuration.CurrencyCode);
  registerEndpoint(app, endpoints.exchangeRates, ({ request }) => ({
    Code: 1,
    Message: '',
    Base: rates.base,
    Date: rates.date,
    Rates: { ...rates.rates },
    Suggested: pickDisplayCurrency({ country: proxyCountry(request), tenantCurrency: rates.base }),
  }));

  registerEndpoint(app, endpoints.prices, async () => {
    const [vehicles, tiers] = await Promise.all([services.pricing.vehicles(), services.pricing.tiers()]);
    return {
      Code: 1,
      Message: '',
      Categories: vehicles.map((vehicle) => ({
        Id: vehicle.id,
        Name: vehicle.name,
        Items: tiers.map((tier) => ({
          Id: tier.id,
          Name: tier.name,
          Description: tier.description,
          Factor: tier.priceFactor,
          IsDefault: tier.isDefault,
        })),
      })),
    };
  });

  registerEndpoint(app, endpoints.direction, async ({ body }) => {
    const route = await services.routing.route(body.points);
    return {
      Code: 1,
      Message: '',
      Duration: route.durationMinutes,
      Distance: route.distanceMiles,
      Geometry: {
        Type: 'LineString' as const,
        Coordinates: route.path.map((p): [number, number] => [p.Longitude, p.Latitude]),
      },
    };
  });

  registerEndpoint(app, endpoints.quotation, ({ body, session, request, reply }) => {
    if (body.custid !== 0 && body.custid !== session?.customerId)
      throw forbidden('custid: is not the signed-in customer');
    if (body.bookerid !== 0 && body.bookerid !== session?.bookerId) {
      throw forbidden('bookerid: is not the signed-in booker');
    }
    // A guest's quote is signed for the guest's browser session (started now when there is none).
    return services.quotes.quote(body, session, session ? '' : ensureGuestSession(request, reply));
  });

  const limitAccountBooking = accountBookingLimiter(app);
  registerEndpoint(app, endpoints.createBooking, async ({ body, session, request, reply }) => {
    await limitAccountBooking(request, body, session);
    const outcome = await createBooking(db, body, session, tenant, services, {
      address: request.ip,
      guestKey: guestSessionKey(request),
      language: requestLanguage(request, tenant.file.languages),
    });
    tellBookingConfirmed(deps, request, reply, outcome);
    return outcome.response;
  });

  /**
   * A found booking as the booking pages read it: its view, fare labels, refund and what cancelling costs now; for
   * its owner also whether and how it may be changed, and the changes made so far.
   */
  const bookingAnswer = async (
    found: { booking: BookingRow; parts: JobPartRow[] },
    { withChanges = false }: { withChanges?: boolean } = {},
  ) => {
    const labels = await loadFareLabels(db, tenant.id, [found.booking]);
    const refund = (await refundsByBooking(db, [found.booking.id])).get(found.booking.id);
    const now = new Date();
    const { Terms: terms, Phone: phone } = tenant.configuration;
    return {
      Code: 1,
      Message: '',
      Booking: toBookingView(
        found.booking,
        found.parts,
        labels(found.booking.id),
        refund,
        viewCancelCost(found.booking, found.parts, terms, now),
        withChanges ? await viewChanges(db, found, { terms, phone }, now) : undefined,
      ),
    };
  };

  const limitBookingLookup = limiterFor(app, 'bookingLookup');
  registerEndpoint(app, endpoints.bookingInfo, async ({ body, request }) => {
    let found = await findBookingByTrackingCode(db, tenant.id, body.code.trim());
    if (!found && body.contact.trim() !== '') {
      // A reference is short: every try with one counts, so references and e-mails cannot be run through.
      await limitBookingLookup(request);
      found = await findBookingByReference(db, tenant.id, body.code, body.contact);
      if (!found) throw new HttpError(404, 2, BOOKING_LOOKUP_NOT_FOUND);
    }
    if (!found) throw notFound('No booking matches this code.');
    return bookingAnswer(found);
  });

  registerEndpoint(app, endpoints.bookingDetails, async ({ query, session }) => {
    const found = await findBookingById(db, tenant.id, query.jobid);
    // Someone else's booking answers as a missing one, so booking ids cannot be counted.
    if (!found || bookingAccess(found.booking, { session }) !== 'owner') throw notFound('No booking matches this id.');
    return bookingAnswer(found, { withChanges: true });
  });

  // The brand (logos, mark, header variant, legal name, pictures) rides along: the web app draws its shell from it.
  const brand = tenant.theme ? publicBrand(tenant.theme.brand) : undefined;
  registerEndpoint(app, endpoints.tenant, () => (brand ? { ...tenant.file, brand } : { ...tenant.file }));
};
