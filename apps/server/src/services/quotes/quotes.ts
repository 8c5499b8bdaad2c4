import type { endpoints, ParsedBodyOf, ResponseOf } from '@cabkit/contract';
import {
  createQuotation,
  journeyPlacesRefusal,
  pickupTimeRefusal,
  quotedWaitingMinutes,
  quoteExpiresAt,
  quoteTerms,
  returnTimeRefusal,
} from '@cabkit/domain';
import type { StoredPrice } from '../../db/schema';
import type { Session } from '../../http/session';
import type { Gazetteer } from '../gazetteer/gazetteer';
import type { LatLng } from '../gazetteer/geo';
import { type PricedLeg, type PricingStore, priceJourney } from '../pricing/pricing';
import type { Routing } from '../routing/routing';
import type { TenantContext } from '../tenants/tenant-context';

/** The parsed body of `POST /api/quotation`. */
type QuotationInput = ParsedBodyOf<(typeof endpoints)['quotation']>;
/** The response of `POST /api/quotation`. */
type QuotationResult = ResponseOf<(typeof endpoints)['quotation']>;
import type { QuoteSigner } from './quote-token';
import type { StoredQuotation } from './quote-types';

export type { StoredQuotation } from './quote-types';

/** Prices journeys and signs the quote the booking will be priced from into its QuotationId. */
export interface Quotes {
  /**
   * Quotes a journey for every vehicle type, signed with an expiry of QuoteTimeout minutes and who asked (the
   * session's customer and booker, or a guest's `guestKey`); nothing is written.
   */
  quote(input: QuotationInput, session: Session | null, guestKey: string, now?: Date): Promise<QuotationResult>;
  /**
   * The quote a QuotationId stands for, or null when this server did not sign it for this tenant (expired ones
   * too; the caller checks `expiresAt`).
   */
  open(quotationId: string): StoredQuotation | null;
}

/** A quotation answer carrying only an outcome: the domain's empty quotation, without terms (nothing was priced). */
function quoteFailure(code: number, message: string): QuotationResult {
  const { Terms: _none, ...outcome } = createQuotation({ Code: code, Message: message });
  return outcome;
}

/** Creates the quotation service for a tenant. */
export function createQuotes(deps: {
  signer: QuoteSigner;
  tenant: TenantContext;
  gazetteer: Gazetteer;
  routing: Routing;
  pricing: PricingStore;
  /** Minutes for the nearest available driver to reach a point (null when none is available). */
  driverEta?: (point: LatLng) => Promise<number | null>;
}): Quotes {
  const { signer, tenant, gazetteer, routing, pricing, driverEta } = deps;
  return {
    open: (quotationId) => signer.open(quotationId),

    async quote(input, session, guestKey, now = new Date()) {
      const configuration = tenant.configuration;
      const returnType = input.rtntype === 'none' ? '' : input.rtntype;
      const pick = { lat: input.picklat, lng: input.picklng };
      const drop = { lat: input.dofflat, lng: input.dofflng };
      const vias = input.viaaddresses.map((via) => ({ lat: via.lat, lng: via.lng }));
      const placeProblem = journeyPlacesRefusal([
        { text: input.pick, latitude: pick.lat, longitude: pick.lng },
        ...input.viaaddresses.map((via) => ({ text: via.address, latitude: via.lat, longitude: via.lng })),
        { text: input.doff, latitude: drop.lat, longitude: drop.lng },
      ]);
      if (placeProblem) return quoteFailure(placeProblem.code, placeProblem.message);

      const pickupTime = input.bookingdate === 'ASAP' ? now : new Date(input.bookingdate);
      // docs/behaviour/bookings.md#driver TravelTime: the nearest driver's time to the pickup, never below the
      // MinLeadTime floor. The earliest pickup is now plus it, judged by the rule the web app runs.
      const driverMinutes = driverEta ? await driverEta(pick) : null;
      const travelTime = Math.max(configuration.MinLeadTime, driverMinutes ?? 0);
      const pickupRefusal = pickupTimeRefusal(input.bookingdate === 'ASAP' ? null : pickupTime, now, {
        travelTimeMinutes: travelTime,
        minLeadTimeMinutes: configuration.MinLeadTime,
        timeZone: tenant.file.timeZone,
      });
      // The refusal carries the travel time it was judged by, so the web app can block the same times (the
      // first quote from a place is often the one that tells it how far the nearest driver is).
      if (pickupRefusal) return { ...quoteFailure(2, pickupRefusal), TravelTime: travelTime };
      const returnDate = input.returndate === '' ? null : new Date(input.returndate);
      // Before pricing: a return without its date is refused whatever the journey.
      const missingReturn = returnTimeRefusal({ returnType, returnDate, outbound: pickupTime, journeyTimeMinutes: 0 });
      if (returnDate === null && missingReturn) return quoteFailure(2, missingReturn);

      const vehicles = await pricing.vehicles();
      // A booker's journeys are priced by the booker's account tariff (docs/behaviour/quotation.md#quote-triggers);
      // the route has checked that a sent bookerid is the signed-in booker's own.
      const rates = await pricing.tariff(input.bookerid || session?.bookerId || null);
      const selectedId = input.vehtypeid || configuration.DefaultVehicleTypeId || vehicles[0]?.id || 0;
      const selected = vehicles.find((vehicle) => vehicle.id === selectedId);
      if (!selected) return quoteFailure(2, 'vehtypeid: no such vehicle type');

      const outwardRoute = await routing.route([pick, ...vias, drop]);
      let returnRoute: Awaited<ReturnType<Routing['route']>> | null = null;
      let waitingMinutes = 0;
      if (returnType !== '') {
        const returnRefusal = returnTimeRefusal({
          returnType,
          returnDate,
          outbound: pickupTime,
          journeyTimeMinutes: outwardRoute.durationMinutes,
        });
        if (returnRefusal) return quoteFailure(2, returnRefusal);
        // Wait-and-return: the wait up to the return date, else the asked waiting time (default 60).
        waitingMinutes = quotedWaitingMinutes({
          returnType,
          pickupTime,
          journeyMinutes: outwardRoute.durationMinutes,
          returnDate: input.returndate,
          waitingMinutes: input.waitingtime,
        });
        returnRoute = await routing.route([drop, ...[...vias].reverse(), pick]);
      }

      const [pickAirport, dropAirport] = await Promise.all([gazetteer.airportNear(pick), gazetteer.airportNear(drop)]);
      const airportEnds = Number(Boolean(pickAirport)) + Number(Boolean(dropAirport));
      const outwardLeg: PricedLeg = {
        miles: outwardRoute.distanceMiles,
        minutes: outwardRoute.durationMinutes,
        viaStops: vias.length,
        airportEnds,
      };
      const returnLeg: PricedLeg | null = returnRoute
        ? { miles: returnRoute.distanceMiles, minutes: returnRoute.durationMinutes, viaStops: vias.length, airportEnds }
        : null;
      const prices: StoredPrice[] = vehicles.map((vehicle) => {
        const price = priceJourney(rates, outwardLeg, returnLeg, {
          vehicleFactor: vehicle.priceFactor,
          waitingMinutes,
          returnType,
        });
        return {
          VehTypeId: vehicle.id,
          Fare: price.fare,
          ReturnFare: price.returnFare,
          TotalFare: price.totalFare,
          CurrencyCode: rates.currencyCode,
        };
      });
      const chosen = prices.find((price) => price.VehTypeId === selected.id) as StoredPrice;
      const expiresAt = quoteExpiresAt(now, configuration.QuoteTimeout);
      // Signed into the QuotationId: nothing is written now; a booking of it writes it (decision 0015).
      const quote: Omit<StoredQuotation, 'id'> = {
        tenantId: tenant.id,
        requestId: input.requestid,
        customerId: session?.customerId ?? null,
        bookerId: session?.bookerId ?? null,
        vehicleTypeId: selected.id,
        returnType,
        pickup: input.pick,
        pickupLatitude: pick.lat,
        pickupLongitude: pick.lng,
        dropoff: input.doff,
        dropoffLatitude: drop.lat,
        dropoffLongitude: drop.lng,
        via: input.viaaddresses,
        bookingDate: input.bookingdate,
        returnDate: input.returndate,
        waitingMinutes,
        travelTime,
        currencyCode: rates.currencyCode,
        fare: chosen.Fare,
        returnFare: chosen.ReturnFare,
        totalFare: chosen.TotalFare,
        prices,
        routeDistance: outwardRoute.distanceMiles,
        journeyTime: outwardRoute.durationMinutes,
        returnRouteDistance: returnRoute?.distanceMiles ?? 0,
        returnJourneyTime: returnRoute?.durationMinutes ?? 0,
        routePath: outwardRoute.path,
        returnRoutePath: returnRoute?.path ?? [],
        createdAt: now,
        expiresAt,
        guestKey: session ? '' : guestKey,
      };
      const { token } = signer.sign(quote);
      return {
        Code: 1,
        Message: '',
        QuotationId: token,
        CurrencyCode: rates.currencyCode,
        Fare: chosen.Fare,
        OnwardFare: chosen.Fare,
        ReturnFare: chosen.ReturnFare,
        TotalFare: chosen.TotalFare,
        ReturnTotalFare: chosen.ReturnFare,
        JourneyTime: outwardRoute.durationMinutes,
        ReturnJourneyTime: returnRoute?.durationMinutes ?? 0,
        TravelTime: travelTime,
        RouteDistance: outwardRoute.distanceMiles,
        ReturnRouteDistance: returnRoute?.distanceMiles ?? 0,
        RoutePath: outwardRoute.path,
        ReturnRoutePath: returnRoute?.path ?? [],
        PickUp: input.pick,
        DropOff: input.doff,
        AdditionalPrices: prices,
        ExpiresAt: expiresAt.toISOString(),
        Terms: quoteTerms(configuration.Terms, {
          fare: chosen.TotalFare,
          currencyCode: rates.currencyCode,
          pickupTime,
          airportPickup: Boolean(pickAirport),
          now,
        }),
      };
    },
  };
}
