import type { ChangedFieldName, ChangeOffer, endpoints, ParsedBodyOf, ResponseOf } from '@cabkit/contract';
import {
  type ChangeLeg,
  BOOKING_CHANGE_CLOSED_MESSAGE,
  BOOKING_CHANGED_MESSAGE,
  CHANGE_CARD_NEEDED_MESSAGE,
  CHANGE_NOT_PAID_MESSAGE,
  CHANGE_PAYPAL_NEEDED_MESSAGE,
  CHANGE_REPLACED_MESSAGE,
  CHANGED_MEANWHILE_MESSAGE,
  changeSentence,
  changeSettlement,
  formatLocalDateTime,
  NOTHING_CHANGED_MESSAGE,
  paypalChangeChargeMessage,
  roundMoney,
  toPickUpType,
} from '@cabkit/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, quotations } from '../../db/schema';
import { customers } from '../../db/schema-accounts';
import { bookingChanges, type ChangedField, payments } from '../../db/schema-live';
import type { Session } from '../../http/session';
import { NO_CARD_METHODS } from '../payments/pay-booking';
import {
  bookingOwnPayment,
  chargePayment,
  type GatewayEnv,
  gatewayNamed,
  gatewayRefusal,
  type PaymentRow,
  syncPayment,
} from '../payments/payment-service';
import { queueChangeRefund } from '../payments/refund';
import type { PricingStore } from '../pricing/pricing';
import type { Quotes } from '../quotes/quotes';
import type { TenantContext } from '../tenants/tenant-context';
import { applyChange, type BookingChangeRow, type ChangeValues, changeWindowRefusal } from './booking-changes';
import { extrasColumns, outwardPlaceColumns, returnPlaceColumns } from './request-columns';
import { type BookingRow, findOwnedBooking, type JobPartRow } from './booking-view';
import { type BookingChoice, judgeBookingChoice } from './create-booking';

/** The parsed body of `POST /api/changebookingquote`. */
type ChangeBookingInput = ParsedBodyOf<(typeof endpoints)['changeBookingQuote']>;
/** The parsed body of `POST /api/changebooking`. */
type ConfirmChangeInput = ParsedBodyOf<(typeof endpoints)['changeBooking']>;
type QuoteAnswer = ResponseOf<(typeof endpoints)['changeBookingQuote']>;
type ConfirmAnswer = ResponseOf<(typeof endpoints)['changeBooking']>;

/** Who asks for the change, for which tenant, with which quotes, pricing and payment gateways. */
export interface AmendContext {
  tenant: TenantContext;
  services: { quotes: Quotes; pricing: PricingStore };
  session: Session | null;
  /** The guest session's key (quotes are signed for it); a change is asked for by a signed-in owner. */
  guestKey: string;
  env: GatewayEnv;
  /** When the change is asked for; now unless a test says otherwise. */
  now?: Date;
}

/** What paying a change's difference needs of the confirm's context: the tenant and its gateways. */
type PayContext = Pick<AmendContext, 'tenant' | 'env'>;

/** What a confirmed change tells the rest of the server: a refund was queued. */
export interface AmendEffects {
  refundQueued(): void;
}

/** A confirm's answer, and the change made (for the passenger's message) when this request made it. */
export interface ConfirmOutcome {
  answer: ConfirmAnswer;
  /** Set when this request applied the change: its id and the sentence saying what changed. */
  made?: { bookingId: number; changeId: number; sentence: string };
}

/** A change worked out and priced, not yet stored. */
interface PlannedChange {
  booking: BookingRow;
  offer: ChangeOffer;
  values: ChangeValues;
  quote: typeof quotations.$inferInsert;
}

const refusedQuote = (message: string): QuoteAnswer => ({ Code: 2, Message: message, Change: null });
const refusedConfirm = (message: string, Change: ChangeOffer | null = null, ClientSecret = ''): ConfirmOutcome => ({
  answer: { Code: 2, Message: message, Change, Applied: false, ClientSecret },
});

/** Says what a booking would become and what it would cost (old and new fare, charge or refund); changes nothing. */
export async function quoteChange(db: Db, input: ChangeBookingInput, context: AmendContext): Promise<QuoteAnswer> {
  const found = await findOwnedBooking(db, context.tenant.id, context.session, input.bookingref);
  const planned = await planChange(db, found, input, context, context.now ?? new Date());
  if ('refusal' in planned) return refusedQuote(planned.refusal);
  return { Code: 1, Message: '', Change: planned.offer };
}

/**
 * Makes a change, once per change key: re-priced from the asker's own new quote, checked again under the booking's
 * row lock (still changeable, not changed by another change since it was priced). Cash, account, equal and cheaper
 * changes are written at once with a cheaper change's refund queued in the same transaction; a dearer change on a
 * paid card waits for its own payment of the difference, charged through the gateway the booking paid with, and
 * is written when that charge succeeds (payment-service markSucceeded). A repeat of the same change key answers
 * as the first and moves no money again.
 */
export async function confirmChange(
  db: Db,
  input: ConfirmChangeInput,
  context: AmendContext,
  effects: AmendEffects,
): Promise<ConfirmOutcome> {
  const now = context.now ?? new Date();
  const found = await findOwnedBooking(db, context.tenant.id, context.session, input.bookingref);
  const earlier = await changeByKey(db, found.booking.id, input.changekey);
  if (earlier) return chargeDifference(db, earlier, found.booking, input.nonce, context, effects);
  const planned = await planChange(db, found, input, context, now);
  if ('refusal' in planned) return refusedConfirm(planned.refusal);
  const changedBy = await askerName(db, context.session);

  const stored = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, found.booking.id)).for('update');
    // A confirm of the same change that got the lock first made it: answer as that one did.
    const again = await changeByKey(tx, found.booking.id, input.changekey);
    if (again) return { again };
    if (!locked) return { refusal: CHANGED_MEANWHILE_MESSAGE };
    const legs = legsOf(planned.offer.Fields);
    const refusal = changeWindowRefusal({ booking: locked, parts: found.parts }, termsOf(context), now, legs);
    if (refusal) return { refusal };
    if (locked.updatedAt.getTime() !== found.booking.updatedAt.getTime()) return { refusal: CHANGED_MEANWHILE_MESSAGE };
    // A newer change replaces one still waiting for its charge (a charge finishing later is refunded), and the
    // replaced change's open payment is voided, so no confirm, capture or sync of it takes money any more.
    const replaced = await tx
      .update(bookingChanges)
      .set({ status: 'abandoned' })
      .where(and(eq(bookingChanges.bookingId, locked.id), eq(bookingChanges.status, 'awaiting_payment')))
      .returning({ id: bookingChanges.id });
    const voided =
      replaced.length === 0
        ? []
        : await tx
            .update(payments)
            .set({ status: 'voided', updatedAt: now })
            .where(
              and(
                inArray(
                  payments.changeId,
                  replaced.map((r) => r.id),
                ),
                inArray(payments.status, ['pending', 'failed']),
              ),
            )
            .returning();
    await tx.insert(quotations).values(planned.quote).onConflictDoNothing();
    const charge = planned.offer.Settlement === 'charge';
    const [change] = await tx
      .insert(bookingChanges)
      .values({
        tenantId: context.tenant.id,
        bookingId: locked.id,
        changeKey: input.changekey,
        customerId: context.session?.customerId ?? null,
        bookerId: context.session?.bookerId ?? null,
        changedBy,
        status: charge ? 'awaiting_payment' : 'applied',
        fields: planned.offer.Fields,
        newValues: planned.values as unknown as Record<string, unknown>,
        oldTotal: planned.offer.OldFare,
        newTotal: planned.offer.NewFare,
        difference: planned.offer.Difference,
        currencyCode: planned.offer.CurrencyCode,
        createdAt: now,
      })
      .returning();
    if (!change) throw new Error('The booking change was not stored');
    if (charge) return { change, refundQueued: false, voided };
    await applyChange(tx, change, now);
    const refunded =
      planned.offer.Settlement === 'refund'
        ? await queueChangeRefund(tx, locked.id, change.id, -planned.offer.Difference)
        : 0;
    return { change, refundQueued: refunded > 0, voided };
  });
  if ('again' in stored && stored.again)
    return chargeDifference(db, stored.again, found.booking, input.nonce, context, effects);
  if ('refusal' in stored && stored.refusal) return refusedConfirm(stored.refusal, planned.offer);
  if (!('change' in stored) || !stored.change) throw new Error('The booking change was not stored');
  if (stored.refundQueued) effects.refundQueued();
  await closeVoided(db, stored.voided, context);
  if (planned.offer.Settlement === 'charge') {
    return chargeDifference(db, stored.change, found.booking, input.nonce, context, effects);
  }
  return made(stored.change, planned.offer);
}

/**
 * Closes at their gateways the voided payments of replaced changes (a Stripe intent cancelled, so the payer's page
 * can no longer confirm it); a gateway that misses it leaves money on a voided payment, which syncPayment refunds.
 */
async function closeVoided(db: Db, voided: PaymentRow[], context: AmendContext): Promise<void> {
  for (const payment of voided) {
    const gateway = gatewayNamed(payment.gateway, db, context.tenant.id, context.env);
    await gateway?.cancelIntent(payment.intentId).catch(() => undefined);
  }
}

/** The answer of a change written now, with what the passenger is told. */
function made(change: BookingChangeRow, offer: ChangeOffer): ConfirmOutcome {
  return {
    answer: { Code: 1, Message: BOOKING_CHANGED_MESSAGE, Change: offer, Applied: true, ClientSecret: '' },
    made: { bookingId: change.bookingId, changeId: change.id, sentence: changeSentence(change.fields) },
  };
}

/** A change's offer as it was made, from its stored row (a repeat of its confirm answers with it). */
function offerOf(change: BookingChangeRow, paymentType: string): ChangeOffer {
  const settled = changeSettlement(change.oldTotal, change.newTotal, paymentType, change.currencyCode);
  return {
    OldFare: change.oldTotal,
    NewFare: change.newTotal,
    Difference: settled.Difference,
    CurrencyCode: change.currencyCode,
    Settlement: settled.Settlement,
    Text: settled.Text,
    // Changes stored before legs name none.
    Fields: change.fields.map((f) => ({ ...f, Leg: f.Leg ?? '' })),
  };
}

/**
 * Answers a confirm of a stored change: as made, as replaced, or by paying a dearer change's difference as its own
 * payment, through the gateway the booking paid with (the booking's payment stays as it was), created once per
 * change for the difference only. With a card token it is charged as a
 * new card payment is (chargePayment: at most once however many confirms race); without one, a Stripe intent or
 * PayPal order the payer completes at the gateway is read back from it (syncPayment: an approved order captured
 * once). The change is written in the transaction that records the money (markSucceeded), never before.
 */
async function chargeDifference(
  db: Db,
  change: BookingChangeRow,
  booking: BookingRow,
  nonce: string,
  context: PayContext,
  effects: AmendEffects,
): Promise<ConfirmOutcome> {
  const offer = offerOf(change, booking.paymentType);
  // A repeat of a confirm (same key) or a gateway's word may find the change already made or replaced.
  if (change.status === 'applied') {
    return {
      answer: { Code: 1, Message: BOOKING_CHANGED_MESSAGE, Change: offer, Applied: true, ClientSecret: '' },
    };
  }
  if (change.status === 'abandoned') return refusedConfirm(CHANGE_REPLACED_MESSAGE, offer);
  const tenantId = context.tenant.id;
  const gatewayName = await bookingGateway(db, booking.id);
  const gateway = gatewayNamed(gatewayName, db, tenantId, context.env);
  if (!gateway) return refusedConfirm(gatewayRefusal(gatewayName, context.env) ?? CHANGE_NOT_PAID_MESSAGE, offer);
  let [payment] = await db.select().from(payments).where(eq(payments.changeId, change.id));
  if (!payment) {
    const intent = await gateway.createIntent({
      amount: change.difference,
      currencyCode: change.currencyCode,
      idempotencyKey: `change-${booking.reference}-${change.id}`,
      description: `Change ${change.id} to booking ${booking.reference}`,
    });
    await db
      .insert(payments)
      .values({
        tenantId,
        requestId: `${booking.requestId}:change:${change.id}`,
        bookingId: booking.id,
        changeId: change.id,
        gateway: gateway.name,
        intentId: intent.intentId,
        clientSecret: intent.clientSecret,
        amount: change.difference,
        currencyCode: change.currencyCode,
      })
      .onConflictDoNothing();
    [payment] = await db.select().from(payments).where(eq(payments.changeId, change.id));
    if (!payment) throw new Error(`The payment of change ${change.id} vanished`);
  }
  if (payment.status !== 'succeeded') {
    const payable = changePayable(booking, change, payment);
    // The sandbox takes a card token only; Stripe and PayPal may also be paid on their own pages, then read back.
    const result = nonce
      ? await chargePayment(db, gateway, payment, nonce, payable)
      : gateway.name === 'sandbox'
        ? null
        : await syncPayment(db, gateway, payment, payable);
    if (result?.refundQueued) effects.refundQueued();
    if (result?.status !== 'succeeded') {
      const needed = gateway.name === 'paypal' ? CHANGE_PAYPAL_NEEDED_MESSAGE : CHANGE_CARD_NEEDED_MESSAGE;
      const declined = result?.status === 'failed';
      const message = result && (nonce || declined) ? result.message : '';
      // A card declined with a token is tried again with another token; any other payment stays open to finish.
      const secret = nonce && declined ? '' : payment.clientSecret;
      return refusedConfirm(message || needed, offer, secret);
    }
  }
  const [now] = await db.select().from(bookingChanges).where(eq(bookingChanges.id, change.id));
  if (now?.status !== 'applied') return refusedConfirm(BOOKING_CHANGE_CLOSED_MESSAGE, offer);
  // Only the request whose charge made the change tells the passenger (the messenger sends once per occasion).
  return made(now, offer);
}

/** A change's difference as a charge sees it: the change's own reference, so no idempotency key is the booking's. */
function changePayable(booking: BookingRow, change: BookingChangeRow, payment: PaymentRow) {
  return {
    id: booking.id,
    requestId: payment.requestId,
    reference: `${booking.reference}-C${change.id}`,
    totalFare: change.difference,
    currencyCode: change.currencyCode,
  };
}

/**
 * Settles a change's payment on its gateway's word (a webhook), exactly as the repeat of the change's confirm
 * does (`chargeDifference`: the payment read back, the change written with the money at most once), so a payer
 * who paid and closed the page still gets the change. A replaced change's voided payment is read back too: money its gateway
 * took after all is refunded (syncPayment), the change stays replaced. Null when the change is not the tenant's.
 */
export async function settleChangePayment(
  db: Db,
  payment: PaymentRow,
  context: PayContext,
  effects: AmendEffects,
): Promise<ConfirmOutcome | null> {
  const [change] = await db
    .select()
    .from(bookingChanges)
    .where(and(eq(bookingChanges.id, payment.changeId ?? 0), eq(bookingChanges.tenantId, context.tenant.id)));
  const [booking] = change
    ? await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, change.bookingId), eq(bookings.tenantId, context.tenant.id)))
    : [];
  if (!change || !booking) return null;
  if (change.status !== 'abandoned') return chargeDifference(db, change, booking, '', context, effects);
  const gateway = gatewayNamed(payment.gateway, db, context.tenant.id, context.env);
  if (gateway) {
    const result = await syncPayment(db, gateway, payment, changePayable(booking, change, payment));
    if (result.refundQueued) effects.refundQueued();
  }
  return refusedConfirm(CHANGE_REPLACED_MESSAGE, offerOf(change, booking.paymentType));
}

/** The gateway a booking's own payment went through ('' when it has none). */
async function bookingGateway(db: Db, bookingId: number): Promise<string> {
  return (await bookingOwnPayment(db, bookingId))?.gateway ?? '';
}

async function changeByKey(db: Db, bookingId: number, key: string): Promise<BookingChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.changeKey, key)));
  return row;
}

/** The name of the account asking, for the trail ('' when it has none). */
async function askerName(db: Db, session: Session | null): Promise<string> {
  if (!session?.customerId) return '';
  const [row] = await db
    .select({ first: customers.firstName, last: customers.lastName })
    .from(customers)
    .where(eq(customers.id, session.customerId));
  return row ? [row.first, row.last].filter(Boolean).join(' ') : '';
}

function termsOf(context: AmendContext) {
  return { terms: context.tenant.configuration.Terms, phone: context.tenant.configuration.Phone };
}

/**
 * Works out a change of an owned booking: refused (Code 2, in words) when the tenant's rules no longer allow a
 * change, the booking's card payment has not gone through, the new choice fails a new booking's checks, nothing
 * changes, or a dearer change would be paid through a gateway this server no longer serves; else the offer (old and new fare, the money) and what to write.
 */
async function planChange(
  db: Db,
  found: { booking: BookingRow; parts: JobPartRow[] },
  input: ChangeBookingInput,
  context: AmendContext,
  now: Date,
): Promise<PlannedChange | { refusal: string }> {
  const { booking } = found;
  const outward = found.parts.find((p) => p.leg === 'outward') ?? found.parts[0];
  const inbound = found.parts.find((p) => p.leg === 'return');
  const windowRefusal = changeWindowRefusal(found, termsOf(context), now);
  if (windowRefusal || !outward) return { refusal: windowRefusal ?? BOOKING_CHANGE_CLOSED_MESSAGE };
  const byCard = !NO_CARD_METHODS.has(booking.paymentType);
  if (byCard && !booking.isPaid) return { refusal: CHANGE_NOT_PAID_MESSAGE };

  // The booking's own price tier; a booking stored without one is priced at the default tier.
  const tiers = await context.services.pricing.tiers();
  const tier = tiers.find((t) => t.id === booking.priceTierId) ?? tiers.find((t) => t.isDefault) ?? tiers[0];
  // A return journey is priced as one (its two legs together), as it was booked.
  const returnType = inbound ? (booking.returnType as BookingChoice['rtntype']) : '';
  const choice: BookingChoice = {
    ...input,
    rtntype: returnType,
    returndate: returnType === 'rtn' ? input.returndate : '',
    // A wait-and-return's wait may change too; its quotation priced the one asked (else the booking's own).
    waitingtime: returnType === 'w&r' ? (input.waitingtime ?? outward.waitingTime) : undefined,
    pricetier: tier?.sortOrder ?? 1,
  };
  const judged = await judgeBookingChoice(
    choice,
    { session: context.session, guestKey: context.guestKey },
    context.tenant,
    context.services,
    now,
  );
  if (!judged.ok) return { refusal: judged.message };
  const { priced, times } = judged;
  // A promotion's discount stays with the booking: the new fare is the new journey's less the same amount off.
  const discount = Math.max(0, roundMoney(booking.fare + booking.returnFare - booking.totalFare));
  const newTotal = Math.max(0, roundMoney(priced.fare + (inbound ? priced.returnFare : 0) - discount));
  const settled = changeSettlement(booking.totalFare, newTotal, booking.paymentType, booking.currencyCode);

  // Both legs are written alike: scheduled, at their own time, with their own places, fare and route.
  const legPart = (
    pickupTime: Date,
    places: ReturnType<typeof outwardPlaceColumns> | ReturnType<typeof returnPlaceColumns>,
    fare: number,
    route: Pick<ChangeValues['part'], 'routeDistance' | 'journeyTime' | 'routePath'>,
  ): ChangeValues['part'] => ({
    pickupType: toPickUpType('scheduled'),
    pickupTime: pickupTime.toISOString(),
    ...(returnType === 'w&r' ? { waitingTime: times.bookedWaiting } : {}),
    ...places,
    fare,
    ...route,
  });
  const { quote } = priced;
  const part = legPart(times.pickupTime, outwardPlaceColumns(input), priced.fare, {
    routeDistance: quote.routeDistance,
    journeyTime: quote.journeyTime,
    routePath: quote.routePath,
  });
  const values: ChangeValues = {
    booking: {
      quotationId: priced.quote.id,
      vehicleTypeId: priced.vehicle.id,
      vehicleName: priced.vehicle.name,
      fare: priced.fare,
      returnFare: inbound ? priced.returnFare : booking.returnFare,
      totalFare: newTotal,
      ...extrasColumns(input),
    },
    part,
  };
  if (inbound && times.returnTime) {
    // The return leg goes back the way the outward one came, as a new return booking does.
    values.returnPart = legPart(times.returnTime, returnPlaceColumns(input), priced.returnFare, {
      routeDistance: quote.returnRouteDistance,
      journeyTime: quote.returnJourneyTime,
      routePath: quote.returnRoutePath,
    });
  }
  const fields = changedFields(booking, outward, inbound, values, times.pickupTime);
  if (fields.length === 0) return { refusal: NOTHING_CHANGED_MESSAGE };
  // Each leg the change touches must still be open (the return leg may be changed after the outward one closed).
  const legRefusal = changeWindowRefusal(found, termsOf(context), now, legsOf(fields));
  if (legRefusal) return { refusal: legRefusal };
  if (settled.Settlement === 'charge') {
    // The difference is paid through the gateway the booking was paid with: refused before anything is stored
    // when this server cannot take it (PayPal without its keys, a card gateway the server moved away from).
    const gatewayName = await bookingGateway(db, booking.id);
    const refusal = gatewayRefusal(gatewayName, context.env);
    if (refusal) {
      const phone = context.tenant.configuration.Phone;
      return { refusal: gatewayName === 'paypal' ? paypalChangeChargeMessage(phone) : refusal };
    }
  }
  const offer: ChangeOffer = {
    OldFare: booking.totalFare,
    NewFare: newTotal,
    Difference: settled.Difference,
    CurrencyCode: booking.currencyCode,
    Settlement: settled.Settlement,
    Text: settled.Text,
    Fields: fields,
  };
  return { booking, offer, values, quote: priced.quote };
}

const minutes = (count: number) => `${count} min`;
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
const viaWords = (via: readonly { address: string }[]) => via.map((v) => v.address).join('; ') || 'None';

/** The legs a change's fields touch (a single journey's, and a change stored before legs, the outward one). */
function legsOf(fields: readonly ChangedField[]): ChangeLeg[] {
  const legs = new Set<ChangeLeg>();
  for (const f of fields) {
    if (f.Leg === 'return' || f.Leg === 'both') legs.add('return');
    if (f.Leg !== 'return') legs.add('outward');
  }
  return [...legs];
}

/**
 * Each field the change makes different, in words (old -> new), in the order the booking's details list them; of
 * a return journey, with the leg each changed: the times and flights are a leg's own, the places, vehicle, party
 * and extras both legs'.
 */
function changedFields(
  booking: BookingRow,
  outward: JobPartRow,
  inbound: JobPartRow | undefined,
  values: ChangeValues,
  pickupTime: Date,
): Required<ChangedField>[] {
  const b = values.booking;
  const p = values.part;
  const r = values.returnPart;
  const own = inbound ? 'outward' : '';
  const shared = inbound ? 'both' : '';
  const rows: [ChangedFieldName, string, string, Required<ChangedField>['Leg']][] = [
    [
      inbound ? 'Outward pickup time' : 'Pickup time',
      formatLocalDateTime(outward.pickupTime),
      formatLocalDateTime(pickupTime),
      own,
    ],
    ['Pickup', outward.pickup, p.pickup ?? '', shared],
    ['Pickup note', outward.pickupNote, p.pickupNote ?? '', shared],
    ['Via stops', viaWords(outward.via), viaWords(p.via ?? []), shared],
    ['Drop-off', outward.dropoff, p.dropoff ?? '', shared],
    ['Drop-off note', outward.dropoffNote, p.dropoffNote ?? '', shared],
    ['Vehicle', booking.vehicleName, b.vehicleName ?? '', shared],
    ['Passengers', String(booking.passengers), String(b.passengers), shared],
    ['Luggage', String(booking.luggages), String(b.luggages), shared],
    ['Hand luggage', String(booking.handbags), String(b.handbags), shared],
    ['Small pets', String(booking.smallPets), String(b.smallPets), shared],
    ['Other pets', String(booking.otherPets), String(b.otherPets), shared],
    ['Child seats', String(booking.smallChildren), String(b.smallChildren), shared],
    ['Booster seats', String(booking.largeChildren), String(b.largeChildren), shared],
    ['Infant seats', String(booking.infantSeats), String(b.infantSeats), shared],
    ['Wheelchair-accessible vehicle', yesNo(booking.wheelchair), yesNo(Boolean(b.wheelchair)), shared],
    ['Assistance', yesNo(booking.assistance), yesNo(Boolean(b.assistance)), shared],
    ['Assistance dog', yesNo(booking.assistanceDog), yesNo(Boolean(b.assistanceDog)), shared],
    [inbound ? 'Outward flight' : 'Flight', outward.flightNumber || 'None', p.flightNumber || 'None', own],
  ];
  if (inbound && r) {
    // A wait-and-return's wait: the return leg leaves when it is over.
    if (r.waitingTime !== undefined) {
      rows.push(['Waiting time', minutes(outward.waitingTime), minutes(r.waitingTime), 'return']);
    }
    rows.push(
      [
        'Return pickup time',
        formatLocalDateTime(inbound.pickupTime),
        formatLocalDateTime(new Date(r.pickupTime)),
        'return',
      ],
      ['Return flight', inbound.flightNumber || 'None', r.flightNumber || 'None', 'return'],
    );
  }
  return rows.filter(([, from, to]) => from !== to).map(([Field, From, To, Leg]) => ({ Field, From, To, Leg }));
}
