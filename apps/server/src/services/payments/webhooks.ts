import type { Db } from '../../db/client';
import { matching } from '../../db/matching';
import { gatewayEvents, payments } from '../../db/schema-live';
import { type ConfirmOutcome, settleChangePayment } from '../bookings/amend-booking';
import type { TenantContext } from '../tenants/tenant-context';
import { findPayableBooking, type PayContext, syncBookingPayment } from './pay-booking';
import type { ChargeResult } from './payment-service';

/** One gateway event as the server reads it: its id, its type, and the payment (intent or order id) it is about. */
export interface GatewayEvent {
  gateway: 'stripe' | 'paypal';
  id: string;
  type: string;
  /** The Stripe PaymentIntent or PayPal order the event is about; '' for events that name none. */
  intentId: string;
}

/** The events that say a payment moved at its gateway: each is settled by reading the payment back from it. */
const SETTLING_EVENTS: Readonly<Record<GatewayEvent['gateway'], readonly string[]>> = {
  stripe: ['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled'],
  paypal: ['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED'],
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A Stripe event (`{ id: 'evt_...', type, data: { object } }`); null when the body is not one. */
export function stripeEvent(body: unknown): GatewayEvent | null {
  const event = record(body);
  const id = text(event.id);
  const type = text(event.type);
  if (!id || !type) return null;
  const object = record(record(event.data).object);
  // A payment_intent event's object is the intent; a charge event's names its intent.
  const intentId = text(object.object) === 'payment_intent' ? text(object.id) : text(object.payment_intent);
  return { gateway: 'stripe', id, type, intentId };
}

/**
 * A PayPal event (`{ id: 'WH-...', event_type, resource }`); null when the body is not one. An order event's resource
 * is the order; a capture's names its order in `supplementary_data.related_ids.order_id`.
 */
export function paypalEvent(body: unknown): GatewayEvent | null {
  const event = record(body);
  const id = text(event.id);
  const type = text(event.event_type);
  if (!id || !type) return null;
  const resource = record(event.resource);
  const orderId = text(record(record(resource.supplementary_data).related_ids).order_id);
  const intentId = type.startsWith('CHECKOUT.ORDER.') ? text(resource.id) : orderId;
  return { gateway: 'paypal', id, type, intentId };
}

/** What applying an event came to: refused (400), a re-delivery, an event no payment waits on, or settled. */
export type WebhookOutcome =
  | { kind: 'refused'; message: string }
  | { kind: 'repeat' }
  | { kind: 'acknowledged' }
  | {
      kind: 'settled';
      /** The booking's own payment read back (null for a change's payment). */
      booking: { id: number; result: ChargeResult } | null;
      /** A change's payment read back, as the repeat of its confirm answers. */
      change: ConfirmOutcome | null;
    };

/** The refusal for an event about a payment this tenant does not have (another tenant's, or none of ours). */
const UNKNOWN_PAYMENT_EVENT = 'The event names no payment of this firm.';

/**
 * Applies a verified gateway event once: a payment event is settled through the same use cases as the page's own
 * second confirm (`/api/updatebooking`'s syncBookingPayment for a booking, the change confirm's settleChangePayment
 * for a change), so there is one rule for recording money, and those record it at most once however the webhook
 * and a confirm race. The event id is kept (gateway_events) once applied, so a re-delivery changes nothing; an
 * event that failed half-way is forgotten, so the gateway's next delivery tries it again.
 */
export async function applyGatewayEvent(
  db: Db,
  context: PayContext & { tenant: TenantContext },
  event: GatewayEvent,
): Promise<WebhookOutcome> {
  const settles = SETTLING_EVENTS[event.gateway].includes(event.type);
  const [payment] = settles
    ? await db
        .select()
        .from(payments)
        .where(matching(payments, { intentId: event.intentId, tenantId: context.tenantId, gateway: event.gateway }))
    : [];
  if (settles && !payment) return { kind: 'refused', message: UNKNOWN_PAYMENT_EVENT };
  // The event's key: kept once applied, forgotten again when applying it fails.
  const key = { tenantId: context.tenantId, gateway: event.gateway, eventId: event.id };
  const claimed = await db
    .insert(gatewayEvents)
    .values({ ...key, eventType: event.type })
    .onConflictDoNothing()
    .returning({ id: gatewayEvents.eventId });
  if (claimed.length === 0) return { kind: 'repeat' };
  if (!payment) return { kind: 'acknowledged' };
  try {
    if (payment.changeId !== null) {
      const change = await settleChangePayment(db, payment, context, { refundQueued: context.refundQueued });
      return { kind: 'settled', booking: null, change };
    }
    const booking = await findPayableBooking(db, context.tenantId, { bookingId: payment.bookingId });
    if (!booking) return { kind: 'settled', booking: null, change: null };
    const synced = await syncBookingPayment(db, context, booking, payment.intentId);
    return {
      kind: 'settled',
      booking: synced.kind === 'paid' ? { id: booking.id, result: synced.result } : null,
      change: null,
    };
  } catch (error) {
    await db.delete(gatewayEvents).where(matching(gatewayEvents, key));
    throw error;
  }
}
