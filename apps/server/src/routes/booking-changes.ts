import { endpoints } from '@cabkit/contract';
import { guestSessionKey } from '../http/guest-session';
import { registerEndpoint } from '../http/register';
import { type AmendContext, confirmChange, quoteChange } from '../services/bookings/amend-booking';
import type { GatewayEnv } from '../services/payments/payment-service';
import { messengerOf, runAfterResponse } from './accounts-shared';
import type { RoutePlugin } from './types';

/** Changing a booking (docs/behaviour/bookings.md#change): what a change costs, and the change itself. */
export const bookingChangeRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant, services } = deps;
  const messenger = messengerOf(deps);
  const env = ((deps.extraServices.paymentEnv as GatewayEnv | undefined) ?? process.env) as GatewayEnv;
  const contextOf = (session: AmendContext['session'], request: Parameters<typeof guestSessionKey>[0]) => ({
    tenant,
    services,
    session,
    guestKey: guestSessionKey(request),
    env,
  });

  registerEndpoint(app, endpoints.changeBookingQuote, ({ body, session, request }) =>
    quoteChange(db, body, contextOf(session, request)),
  );

  registerEndpoint(app, endpoints.changeBooking, async ({ body, session, request, reply }) => {
    const outcome = await confirmChange(db, body, contextOf(session, request), {
      refundQueued: () => void app.refundRetries.kick(),
    });
    const made = outcome.made;
    if (made) {
      runAfterResponse(
        reply,
        async () =>
          void (await messenger.tell(made.bookingId, 'changed', {
            occasion: `change-${made.changeId}`,
            change: made.sentence,
          })),
        (error) => request.log.error({ err: error }, 'booking changed message failed'),
      );
    }
    return outcome.answer;
  });
};
