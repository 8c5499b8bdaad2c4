import type { endpoints, ParsedBodyOf, ResponseOf } from '@cabkit/contract';
import {
  type AccessNeeds,
  accessNeedsRefusal,
  dialingCodeOr,
  emailIdentity,
  fareAfterPromo,
  formatPrice,
  isQuoteExpired,
  paymentMethodRefusal,
  mayUsePriceTier,
  NO_VEHICLE_FOUND_MESSAGE,
  normalizePhone,
  pickupTimeRefusal,
  QUOTE_NOT_YOURS_MESSAGE,
  QUOTE_REQUIRED_MESSAGE,
  quotationExpiredMessage,
  quoteBelongsTo,
  quotedInputMismatch,
  type ReturnKind,
  returnTimeRefusal,
  tieredFares,
  TOO_MANY_GUEST_BOOKINGS,
  toPickUpType,
  vehicleFits,
} from '@cabkit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotency } from '../../db/schema';
import { badInput, forbidden, notSignedIn } from '../../http/errors';
import type { Session } from '../../http/session';
import type { Language } from '@cabkit/domain/language';
import { type PricingStore, type TierRecord, toVehicleType, type VehicleRecord } from '../pricing/pricing';
import { checkPromotion } from '../promotions';
import type { Quotes, StoredQuotation } from '../quotes/quotes';
import type { TenantContext } from '../tenants/tenant-context';
import { BOOKING_EMAIL_TAKEN, createBookingAccount, prepareBookingAccount } from './booking-account';
import { extrasColumns, outwardPlaceColumns, returnPlaceColumns } from './request-columns';
import { type BookingRow, type BookingWrite, type JobPartRow, writeBooking } from './booking-write';
import { guestLimitReached } from './guest-limits';
import { newBookingReference, newTrackingCode } from './references';

/** The parsed body of `POST /api/createbookingTest`. */
export type CreateBookingInput = ParsedBodyOf<(typeof endpoints)['createBooking']>;
/**
 * The fields of a booking its price and checks read (the quote, the journey, the vehicle and party, the times):
 * a new booking's, or a changed one's.
 */
export type BookingChoice = Pick<
  CreateBookingInput,
  | 'quotationid'
  | 'picklat'
  | 'picklng'
  | 'dofflat'
  | 'dofflng'
  | 'rtntype'
  | 'viaaddresses'
  | 'bookingdate'
  | 'returndate'
  | 'waitingtime'
  | 'vehtypeid'
  | 'passengers'
  | 'luggages'
  | 'handbags'
  | 'pricetier'
  | 'wheelchair'
  | 'assistance'
  | 'assistancedog'
  | 'infantseats'
  | 'smallchilds'
  | 'largechilds'
>;
/** The response of `POST /api/createbookingTest`. */
type CreateBookingResponse = ResponseOf<(typeof endpoints)['createBooking']>;

/** The outcome of `createBooking`: the response, the booking's id when one exists, and whether it was a retry. */
export interface CreateBookingOutcome {
  response: CreateBookingResponse;
  bookingId: number | null;
  /** True when the request id had been seen: the first answer is given again and nothing new is stored. */
  replayed: boolean;
}

/** The idempotency scope of booking creation. */
const CREATE_BOOKING_SCOPE = 'createbooking';
const COORDINATE_TOLERANCE = 0.00001;

class BookingRefused extends Error {
  constructor(readonly response: CreateBookingResponse) {
    super(response.Message);
  }
}

function refusal(code: number, message: string): CreateBookingResponse {
  return { Code: code, Message: message, Bref: '', ReturnRef: '', JobId: 0, TrackingCode: '' };
}

const refuse = (message: string, code = 2): never => {
  throw new BookingRefused(refusal(code, message));
};

const ownerKey = (session: Session | null) =>
  session ? `c:${session.customerId ?? 0}/b:${session.bookerId ?? 0}` : 'guest';

const sameSpot = (a: number, b: number) => Math.abs(a - b) <= COORDINATE_TOLERANCE;

/**
 * Creates a booking priced from the server's own quotation (signed into its QuotationId), idempotently by
 * `requestid`: the first request stores the booking, its job parts (outward, and return for 'rtn' / 'w&r'), the
 * quotation and its answer at once (one statement; one transaction with a promotion, a new account or a guest);
 * a retry (even concurrent) gets that same answer and stores nothing. A fare that differs from the quote is
 * refused with Code 2. Ownership comes from the session; `custid` / `bookerid` must match it. A
 * guest's booking (no session) presents a quote of its guest session (`client.guestKey`) and is counted against
 * the tenant's guest booking limits by `client.address` and the contact's e-mail person, refused with Code 2 over
 * either.
 * Throws HttpError for 400/401/403 cases; business refusals come back as `Code` 2 (or 0) responses.
 */
export async function createBooking(
  db: Db,
  input: CreateBookingInput,
  session: Session | null,
  tenant: TenantContext,
  services: { quotes: Quotes; pricing: PricingStore },
  client: { address: string; guestKey: string; language: Language },
  now: Date = new Date(),
): Promise<CreateBookingOutcome> {
  const configuration = tenant.configuration;
  if (input.custid !== 0 && input.custid !== session?.customerId)
    throw forbidden('custid: is not the signed-in customer');
  if (input.bookerid !== 0 && input.bookerid !== session?.bookerId)
    throw forbidden('bookerid: is not the signed-in booker');
  if (!session) {
    if (!configuration.AllowGuests) throw notSignedIn();
    if (input.email === '') throw badInput('email: is required for a guest booking');
  }
  const switches = {
    isCashAllowed: configuration.IsCashAllowed,
    isCardAllowed: configuration.IsCardAllowed,
    isPaypalAllowed: configuration.IsPaypalAllowed,
  };
  const paymentRefused = paymentMethodRefusal(input.paymentmethod, switches, session);
  if (paymentRefused) return { response: refusal(2, paymentRefused), bookingId: null, replayed: false };
  const owner = ownerKey(session);
  // A guest who set a contact password gets an account with the booking (docs/behaviour/people.md#contact-dialog); hashed before the transaction.
  const accountPassword = !session && input.passwordhash !== '' ? await prepareBookingAccount(input) : null;
  const [vehicle, tiers, vehicles] = await Promise.all([
    services.pricing.vehicleType(input.vehtypeid),
    services.pricing.tiers(),
    services.pricing.vehicles(),
  ]);
  // The quote is read from the QuotationId itself (docs/decisions/0015-signed-quotations.md): no database read.
  const found = input.quotationid === '' ? null : services.quotes.open(input.quotationid);
  const claim = { tenantId: tenant.id, scope: CREATE_BOOKING_SCOPE, requestId: input.requestid };

  // A guest's booking is counted against the guest booking limits, which is a read under a lock: in a transaction.
  const guestAddress = session ? null : client.address;
  if (input.promoid === 0 && !accountPassword && guestAddress === null) {
    // Nothing to read or write but the booking: judged in memory, then written in one statement that also claims
    // the request id. A request whose id was claimed before gets that request's answer, whatever it sends now.
    let write: PreparedBooking;
    try {
      const priced = judgeQuote(input, found, client.guestKey, vehicle, tiers, session, configuration, now);
      judgeAccessNeeds(input, vehicle, vehicles, configuration);
      checkFare(input, priced.totalFare, priced.quote.currencyCode);
      write = prepareBooking(input, priced, judgeTimes(input, priced.quote, tenant, now), session, tenant, {
        owner,
        guestAddress,
        language: client.language,
        accountId: null,
        promoId: null,
        totalFare: priced.totalFare,
        now,
      });
    } catch (error) {
      const previous = await replay(db, tenant.id, input.requestid, owner);
      if (previous) return previous;
      if (error instanceof BookingRefused) return { response: error.response, bookingId: null, replayed: false };
      throw error;
    }
    const jobId = await writeBooking(db, write.write);
    if (jobId !== null) return { response: { ...write.response, JobId: jobId }, bookingId: jobId, replayed: false };
    return (await replay(db, tenant.id, input.requestid, owner)) ?? stillProcessing();
  }

  // A promotion (its uses are counted under a lock), a new account (its e-mail must be free) or a guest (its
  // bookings are counted under a lock): in a transaction that claims the request id first, so a retry waits for
  // the first request and gets its answer, and is never counted twice.
  try {
    const created = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(idempotency)
        .values(claim)
        .onConflictDoNothing()
        .returning({ requestId: idempotency.requestId });
      if (claimed.length === 0) return null;

      const priced = judgeQuote(input, found, client.guestKey, vehicle, tiers, session, configuration, now);
      judgeAccessNeeds(input, vehicle, vehicles, configuration);
      if (
        guestAddress !== null &&
        (await guestLimitReached(
          tx as unknown as Db,
          tenant.id,
          { address: guestAddress, email: input.email },
          configuration,
          now,
        ))
      )
        refuse(TOO_MANY_GUEST_BOOKINGS);
      let totalFare = priced.totalFare;
      let promoId: number | null = null;
      if (input.promoid !== 0) {
        // Counted inside the transaction; a guest's once-per-customer use is counted by e-mail address.
        const check = await checkPromotion(
          tx as unknown as Db,
          tenant.id,
          { id: input.promoid },
          {
            price: totalFare,
            currencyCode: priced.quote.currencyCode,
            customerId: session?.customerId ?? null,
            email: input.email,
            now,
          },
          { lock: true },
        );
        if (!check.ok) refuse(check.message);
        else {
          totalFare = fareAfterPromo(totalFare, check.value);
          promoId = input.promoid;
        }
      }
      checkFare(input, totalFare, priced.quote.currencyCode);
      const times = judgeTimes(input, priced.quote, tenant, now);

      let accountId: number | null = null;
      if (accountPassword) {
        const account = await createBookingAccount(
          tx as unknown as Db,
          tenant.id,
          { ...input, dialingcode: dialingCodeOr(input.dialingcode, configuration.DialingCode) },
          accountPassword,
        );
        if (!account.ok) refuse(BOOKING_EMAIL_TAKEN);
        else accountId = account.customerId;
      }
      const { write, response } = prepareBooking(input, priced, times, session, tenant, {
        owner,
        guestAddress,
        language: client.language,
        accountId,
        promoId,
        totalFare,
        now,
      });
      const jobId = await writeBooking(tx as unknown as Db, write, { claimed: true });
      if (jobId === null) throw new Error('The claimed booking was not written');
      return { response: { ...response, JobId: jobId }, bookingId: jobId };
    });
    if (created) return { ...created, replayed: false };
  } catch (error) {
    if (error instanceof BookingRefused) return { response: error.response, bookingId: null, replayed: false };
    throw error;
  }
  // The request id was claimed before: answer as the first time (the claim committed with its answer).
  return (await replay(db, tenant.id, input.requestid, owner)) ?? stillProcessing();
}

/**
 * Judges a booking's choice as a new booking is judged (its own quote, the journey and priced inputs quoted, the
 * vehicle fits and meets the access needs, the times): the fares at the tier and the times, or the refusal (Code 2)
 * in words. Malformed choices throw the 400 naming the field.
 */
export async function judgeBookingChoice(
  choice: BookingChoice,
  asker: { session: Session | null; guestKey: string },
  tenant: TenantContext,
  services: { quotes: Quotes; pricing: PricingStore },
  now: Date,
): Promise<{ ok: true; priced: PricedBooking; times: BookingTimes } | { ok: false; message: string }> {
  const configuration = tenant.configuration;
  const [vehicle, tiers, vehicles] = await Promise.all([
    services.pricing.vehicleType(choice.vehtypeid),
    services.pricing.tiers(),
    services.pricing.vehicles(),
  ]);
  const found = choice.quotationid === '' ? null : services.quotes.open(choice.quotationid);
  try {
    const priced = judgeQuote(choice, found, asker.guestKey, vehicle, tiers, asker.session, configuration, now);
    judgeAccessNeeds(choice, vehicle, vehicles, configuration);
    return { ok: true, priced, times: judgeTimes(choice, priced.quote, tenant, now) };
  } catch (error) {
    if (error instanceof BookingRefused) return { ok: false, message: error.response.Message };
    throw error;
  }
}

const stillProcessing = (): CreateBookingOutcome => ({
  response: refusal(2, 'This booking is still being processed.'),
  bookingId: null,
  replayed: true,
});

/** The first answer to a request id claimed before (null when it was never claimed). */
async function replay(
  db: Db,
  tenantId: number,
  requestId: string,
  owner: string,
): Promise<CreateBookingOutcome | null> {
  const [previous] = await db
    .select({ response: idempotency.response })
    .from(idempotency)
    .where(
      and(
        eq(idempotency.tenantId, tenantId),
        eq(idempotency.scope, CREATE_BOOKING_SCOPE),
        eq(idempotency.requestId, requestId),
      ),
    )
    .limit(1);
  if (!previous) return null;
  const stored = previous.response as { owner: string; response: CreateBookingResponse } | null | undefined;
  if (!stored) return stillProcessing();
  if (stored.owner !== owner)
    return { response: refusal(2, 'requestid: has already been used.'), bookingId: null, replayed: true };
  return { response: stored.response, bookingId: stored.response.JobId, replayed: true };
}

/** A booking judged against its quote: the quote, vehicle, tier and the fares before any promotion. */
export interface PricedBooking {
  quote: StoredQuotation;
  vehicle: VehicleRecord;
  tier: TierRecord;
  fare: number;
  returnFare: number;
  totalFare: number;
}

/**
 * Judges a booking against its quote (refusing with Code 2, or a 400 naming the field): the booking presents a
 * quote, one this server signed for the same customer and booker (a guest's for the same guest session), not
 * expired; the journey and every priced input are the quoted ones, the vehicle is one the quote priced and
 * fits the party, and the price tier exists and may be used. Returns the fares at the tier.
 */
function judgeQuote(
  input: BookingChoice,
  quote: StoredQuotation | null,
  guestKey: string,
  vehicle: VehicleRecord | null,
  tiers: TierRecord[],
  session: Session | null,
  configuration: TenantContext['configuration'],
  now: Date,
): PricedBooking {
  // Only the quote the booking presents: none is looked up for it (another party's quote of the same journey
  // would be booked at that party's price).
  if (input.quotationid === '') return refuse(QUOTE_REQUIRED_MESSAGE);
  if (!quote) return refuse(quotationExpiredMessage(configuration.Phone));
  const booking = { customerId: session?.customerId ?? null, bookerId: session?.bookerId ?? null, guestKey };
  if (!quoteBelongsTo(quote, booking)) return refuse(QUOTE_NOT_YOURS_MESSAGE);
  // The web app's countdown rule: a quote whose last second has run out is expired, as the wizard shows it.
  if (isQuoteExpired(quote.expiresAt, now)) return refuse(quotationExpiredMessage(configuration.Phone));
  checkJourneyMatchesQuote(input, quote);

  const price = quote.prices.find((p) => p.VehTypeId === input.vehtypeid);
  if (!vehicle || !price) throw badInput('vehtypeid: is not a vehicle type of this quotation');
  const needed = { passengers: input.passengers, luggages: input.luggages, handBags: input.handbags };
  if (!vehicleFits(toVehicleType(vehicle), needed)) refuse(NO_VEHICLE_FOUND_MESSAGE);

  const tier = tiers.find((t) => t.sortOrder === input.pricetier);
  if (!tier) throw badInput('pricetier: is not a price tier');
  if (!mayUsePriceTier(tier.sortOrder, session)) refuse(`The ${tier.name} price tier is only for account customers.`);
  const tiered = tieredFares({ fare: price.Fare, returnFare: price.ReturnFare }, tier.priceFactor);
  return { quote, vehicle, tier, ...tiered };
}

/** A booking's access needs as the domain rule reads them (smallchilds are child seats, largechilds boosters). */
function accessNeedsOf(input: BookingChoice): AccessNeeds {
  return {
    Wheelchair: input.wheelchair,
    Assistance: input.assistance,
    AssistanceDog: input.assistancedog,
    InfantSeats: input.infantseats,
    ChildSeats: input.smallchilds,
    BoosterSeats: input.largechilds,
  };
}

/**
 * Refuses (Code 2) access needs the tenant does not offer, or that the chosen vehicle does not meet (saying when
 * none of the tenant's vehicles does). Child and booster seats were asked for before the tenant listed what it
 * offers: without a list they are taken as before, unmatched.
 */
function judgeAccessNeeds(
  input: BookingChoice,
  vehicle: VehicleRecord | null,
  vehicles: VehicleRecord[],
  configuration: TenantContext['configuration'],
): void {
  const needs = accessNeedsOf(input);
  const { Offered, VehicleEquipment } = configuration.AccessNeeds;
  const onlySeats = !needs.Wheelchair && !needs.Assistance && !needs.AssistanceDog && needs.InfantSeats === 0;
  if (!vehicle || (Offered.length === 0 && onlySeats)) return;
  const equipped = (v: VehicleRecord) => ({
    name: v.name,
    passengers: v.passengers,
    equipment: VehicleEquipment[v.name] ?? [],
  });
  const refusal = accessNeedsRefusal(needs, {
    offered: Offered,
    chosen: equipped(vehicle),
    vehicles: vehicles.map(equipped),
    passengers: input.passengers,
  });
  if (refusal) refuse(refusal);
}

/** Refuses a booking that names a total fare other than the one the server charges. */
function checkFare(input: CreateBookingInput, totalFare: number, currencyCode: string): void {
  if (input.totalfare !== 0 && Math.abs(input.totalfare - totalFare) > 0.005) {
    refuse(
      `The fare for this journey is ${formatPrice(totalFare, currencyCode)}, not ${input.totalfare.toFixed(2)}. Please check the price and book again.`,
    );
  }
}

/** When the booking's legs start: the pickup time, the return time (for return journeys) and the booked wait. */
export interface BookingTimes {
  pickupTime: Date;
  returnTime: Date | null;
  returnType: ReturnKind;
  bookedWaiting: number;
}

/** Checks the pickup and return times against the lead time and the quoted journey, refusing with Code 2. */
function judgeTimes(
  input: BookingChoice,
  quote: StoredQuotation,
  tenant: Pick<TenantContext, 'configuration' | 'file'>,
  now: Date,
): BookingTimes {
  const pickupTime = input.bookingdate === 'ASAP' ? now : new Date(input.bookingdate);
  const bookedWaiting = quote.returnType === 'w&r' ? quote.waitingMinutes : (input.waitingtime ?? 0);
  // The rule the web app runs, with the travel time the quote was priced with (signed into it).
  const pickupRefusal = pickupTimeRefusal(input.bookingdate === 'ASAP' ? null : pickupTime, now, {
    travelTimeMinutes: quote.travelTime,
    minLeadTimeMinutes: tenant.configuration.MinLeadTime,
    // The earliest time is stated on the tenant's clock, as its pages show it.
    timeZone: tenant.file.timeZone,
  });
  if (pickupRefusal) refuse(pickupRefusal);
  const returnType = quote.returnType as ReturnKind;
  let returnTime: Date | null = input.returndate !== '' ? new Date(input.returndate) : null;
  const returnRefusal = returnTimeRefusal({
    returnType,
    returnDate: returnTime,
    outbound: pickupTime,
    journeyTimeMinutes: quote.journeyTime,
  });
  if (returnRefusal) refuse(returnRefusal);
  if (returnType === 'w&r' && returnTime === null) {
    // The wait the quotation priced (checked above to be the booked one).
    returnTime = new Date(pickupTime.getTime() + (quote.journeyTime + quote.waitingMinutes) * 60_000);
  }
  return { pickupTime, returnTime, returnType, bookedWaiting };
}

/** The rows a booking writes and the answer it gives (its JobId is the written booking's id). */
interface PreparedBooking {
  write: BookingWrite;
  response: CreateBookingResponse;
}

function prepareBooking(
  input: CreateBookingInput,
  priced: PricedBooking,
  times: BookingTimes,
  session: Session | null,
  tenant: TenantContext,
  extra: {
    owner: string;
    guestAddress: string | null;
    /** The language the booking is made in (the asker's, among the tenant's). */
    language: Language;
    accountId: number | null;
    promoId: number | null;
    totalFare: number;
    now: Date;
  },
): PreparedBooking {
  const { quote, vehicle, tier, fare, returnFare } = priced;
  const { pickupTime, returnTime, returnType, bookedWaiting } = times;
  const { now } = extra;
  const reference = newBookingReference();
  const returnReference = returnType !== '' ? newBookingReference() : '';
  const trackingCode = newTrackingCode();
  const booking: BookingRow = {
    tenantId: tenant.id,
    requestId: input.requestid,
    trackingCode,
    reference,
    returnReference,
    source: input.source,
    quotationId: quote.id,
    customerId: extra.accountId ?? session?.customerId ?? null,
    bookerId: session?.bookerId || null,
    returnType,
    paymentType: input.paymentmethod,
    isPaid: false,
    priceTierId: tier.id,
    promoId: extra.promoId,
    vehicleTypeId: vehicle.id,
    vehicleName: vehicle.name,
    currencyCode: quote.currencyCode,
    fare,
    returnFare,
    totalFare: extra.totalFare,
    note: input.note,
    bookerRef: input.bookerref,
    ourRef: input.ourref,
    ...extrasColumns(input),
    contactFirstName: input.name,
    contactLastName: input.lastname,
    contactPhone: normalizePhone(input.phone),
    contactDialingCode: dialingCodeOr(input.dialingcode, tenant.configuration.DialingCode),
    contactEmail: input.email,
    contactEmailIdentity: emailIdentity(input.email),
    guestAddress: extra.guestAddress,
    customerFirstName: input.customerfirstname,
    customerLastName: input.customerlastname,
    customerPhone: input.customerphone
      ? `${dialingCodeOr(input.customerdialingcode, tenant.configuration.DialingCode)}${input.customerphone}`
      : '',
    customerEmail: input.customeremail,
    language: extra.language,
    createdAt: now,
    updatedAt: now,
  };
  const parts: JobPartRow[] = [
    {
      leg: 'outward',
      reference,
      pickupType: toPickUpType(input.bookingdate === 'ASAP' ? 'now' : 'scheduled'),
      pickupTime,
      ...outwardPlaceColumns(input),
      waitingTime: bookedWaiting,
      fare,
      routeDistance: quote.routeDistance,
      journeyTime: quote.journeyTime,
      routePath: quote.routePath,
      createdAt: now,
    },
  ];
  if (returnTime) {
    parts.push({
      leg: 'return',
      reference: returnReference,
      pickupType: toPickUpType('scheduled'),
      pickupTime: returnTime,
      ...returnPlaceColumns(input),
      flightLandingTime: '',
      waitingTime: bookedWaiting,
      fare: returnFare,
      routeDistance: quote.returnRouteDistance,
      journeyTime: quote.returnJourneyTime,
      routePath: quote.returnRoutePath,
      createdAt: now,
    });
  }
  const response: CreateBookingResponse = {
    Code: 1,
    Message: 'Your booking is confirmed.',
    Bref: reference,
    ReturnRef: returnReference,
    JobId: 0,
    TrackingCode: trackingCode,
  };
  return {
    response,
    write: {
      tenantId: tenant.id,
      scope: CREATE_BOOKING_SCOPE,
      requestId: input.requestid,
      answer: { owner: extra.owner, response },
      quotation: quote,
      booking,
      parts,
    },
  };
}

/**
 * Refuses a booking whose journey is not the quoted one: other places, or any other input the quote was priced
 * from (return type, via stops, return date, waiting time, pickup time of a timed wait), naming it.
 */
function checkJourneyMatchesQuote(input: BookingChoice, quote: StoredQuotation): void {
  const samePlaces =
    sameSpot(quote.pickupLatitude, input.picklat) &&
    sameSpot(quote.pickupLongitude, input.picklng) &&
    sameSpot(quote.dropoffLatitude, input.dofflat) &&
    sameSpot(quote.dropoffLongitude, input.dofflng);
  if (!samePlaces) refuse('The journey has changed since it was quoted. Please get a new quotation and book again.');
  const mismatch = quotedInputMismatch(
    {
      returnType: quote.returnType as ReturnKind,
      via: quote.via,
      bookingDate: quote.bookingDate,
      returnDate: quote.returnDate,
      waitingMinutes: quote.waitingMinutes,
    },
    {
      returnType: input.rtntype === 'none' ? '' : input.rtntype,
      via: input.viaaddresses,
      bookingDate: input.bookingdate,
      returnDate: input.returndate,
      waitingMinutes: input.waitingtime,
    },
  );
  if (mismatch) refuse(mismatch.message);
}
