import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey, handlerLimiter, type Limiter, rateLimitScale } from '../http/limits';
import type { Session } from '../http/session';
import type { MailService } from '../services/mail';
import { createMailService } from '../services/mail';
import { findBookingById } from '../services/bookings/booking-view';
import { type BookingMessenger, createBookingMessenger } from '../services/messages/booking-messages';
import { OutboxSmsService, type SmsService } from '../services/messages/sms';
import type { AppDeps } from './types';

/**
 * Attempts per client per window for the limited calls (`RATE_LIMIT_SCALE` multiplies them): per minute, except
 * the calls that create an account or check a current password, counted over ten minutes. Sign-up and bookings
 * that create an account count per client address; a current-password check counts per account; a booking
 * looked up by its reference and e-mail or phone counts per client address (references are short).
 */
export const rateLimits = {
  signIn: 10,
  resetPassword: 5,
  promoCode: 20,
  comment: 5,
  signUp: 5,
  accountBooking: 10,
  currentPassword: 5,
  bookingLookup: 10,
} as const;

/** The window each limit counts over (milliseconds). */
const rateLimitWindows: Record<keyof typeof rateLimits, number> = {
  signIn: 60_000,
  resetPassword: 60_000,
  promoCode: 60_000,
  comment: 60_000,
  signUp: 10 * 60_000,
  accountBooking: 10 * 60_000,
  currentPassword: 10 * 60_000,
  bookingLookup: 60_000,
};

/** The limit for a call, scaled by `RATE_LIMIT_SCALE` (e.g. 10 for load tests). */
function limitFor(name: keyof typeof rateLimits, env: NodeJS.ProcessEnv = process.env): number {
  return Math.max(1, Math.round(rateLimits[name] * rateLimitScale(env)));
}

/** Registers routes in a child scope whose requests count against the limit `name` (per client address). */
export async function withRateLimit(
  app: FastifyInstance,
  name: keyof typeof rateLimits,
  register: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook(
      'onRequest',
      scope.rateLimit({
        max: limitFor(name),
        timeWindow: rateLimitWindows[name],
        keyGenerator: (request) => clientKey(name, request),
      }),
    );
    await register(scope);
  });
}

/** A limiter a handler calls when a request needs it (e.g. only bookings that create an account). */
export function limiterFor(app: FastifyInstance, name: keyof typeof rateLimits): Limiter {
  return handlerLimiter(app.createRateLimit as never, name, limitFor(name), rateLimitWindows[name]);
}

/** The mail service: one injected through `buildApp({ services: { mail } })`, else the outbox (+ SMTP). */
export function mailServiceOf(deps: AppDeps): MailService {
  const injected = deps.extraServices.mail as MailService | undefined;
  return injected && typeof injected.send === 'function' ? injected : createMailService(deps.db, deps.tenant.id);
}

/**
 * The limit on bookings that create an account (a guest booking whose contact set a password, docs/behaviour/people.md#roles): counted
 * per client address like sign-up, so bookings cannot be used to probe or mass-create accounts.
 */
export function accountBookingLimiter(
  app: FastifyInstance,
): (request: FastifyRequest, booking: { passwordhash: string }, session: Session | null) => Promise<void> {
  const limit = limiterFor(app, 'accountBooking');
  return async (request, booking, session) => {
    if (!session && booking.passwordhash.trim() !== '') await limit(request);
  };
}

const pending = new Set<Promise<void>>();

/**
 * Runs work once the answer has been sent (a reset e-mail), so the answer takes the same time whether or not there
 * was work to do; failures are logged. `afterResponseSettled` waits for it (tests, shutdown).
 */
export function runAfterResponse(
  reply: FastifyReply,
  task: () => Promise<void>,
  onError: (error: unknown) => void,
): void {
  // Started on the turn after the response ends, so nothing of it runs before the answer is on its way.
  const sent = new Promise<void>((resolve) => {
    const later = () => setImmediate(resolve);
    if (reply.raw.writableFinished || reply.raw.destroyed) later();
    reply.raw.once('finish', later);
    reply.raw.once('close', later);
  });
  const running = sent
    .then(task)
    .catch(onError)
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Resolves once every piece of work started by `runAfterResponse` has finished. */
export async function afterResponseSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** Payment methods settled outside the booking's own card or PayPal payment. */
const PAID_AT_BOOKING_METHODS = new Set(['cash', 'account']);

/**
 * Once the answer to a new booking is sent, tells its passenger it is confirmed, with the booking reference: a
 * guest by the e-mail given when booking (a guest has no account to find the booking in again, so this e-mail and
 * the ticket are how they do), an account by what it chose. A booking still to be paid by card or PayPal is told
 * when its payment succeeds instead (`tellConfirmedOnPayment`), so the message shows the payment and none goes for
 * a card that was declined. Failures are logged.
 */
export function tellBookingConfirmed(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  created: { bookingId: number | null; replayed: boolean },
): void {
  const bookingId = created.bookingId;
  if (created.replayed || bookingId === null) return;
  tellConfirmedAfterResponse(deps, request, reply, bookingId, (booking) =>
    PAID_AT_BOOKING_METHODS.has(booking.paymentType),
  );
}

/**
 * Once a booking's card or PayPal payment has succeeded in this request (not a retry of one already paid), tells
 * its passenger it is confirmed, read after the answer so it shows the payment.
 */
export function tellConfirmedOnPayment(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  booking: { id: number },
  charge: { status: string; alreadyPaid: boolean } | null,
): void {
  if (charge?.status !== 'succeeded' || charge.alreadyPaid) return;
  tellConfirmedAfterResponse(deps, request, reply, booking.id, () => true);
}

function tellConfirmedAfterResponse(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  bookingId: number,
  when: (booking: { paymentType: string }) => boolean,
): void {
  runAfterResponse(
    reply,
    async () => {
      const found = await findBookingById(deps.db, deps.tenant.id, bookingId);
      if (found && when(found.booking)) await messengerOf(deps).tell(bookingId, 'confirmed');
    },
    (error) => request.log.error({ err: error }, 'booking confirmation message failed'),
  );
}

/** The text service: one injected through `buildApp({ services: { sms } })`, else the development outbox. */
function smsServiceOf(deps: AppDeps): SmsService {
  const injected = deps.extraServices.sms as SmsService | undefined;
  return injected && typeof injected.send === 'function' ? injected : new OutboxSmsService(deps.db, deps.tenant.id);
}

/** The tenant's booking messenger, over the mail and text services of `mailServiceOf` and `smsServiceOf`. */
export function messengerOf(deps: AppDeps): BookingMessenger {
  return createBookingMessenger({
    db: deps.db,
    tenant: deps.tenant,
    mail: mailServiceOf(deps),
    sms: smsServiceOf(deps),
  });
}
