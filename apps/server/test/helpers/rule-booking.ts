import { checkInput, endpoints } from '@cabkit/contract';
import type { Session } from '../../src/http/session';
import { createBooking } from '../../src/services/bookings/create-booking';
import type { CoreServices } from '../../src/services/core-services';
import type { TenantContext } from '../../src/services/tenants/tenant-context';
import type { TestDb } from '../db';
import { kingsCrossToTowerQuote } from './fixtures';

/** What a rule test books with: the worker's database, its tenant and the core services. */
export interface RuleBookingContext {
  db: TestDb['handle']['db'];
  tenant: TenantContext;
  services: CoreServices;
}

/**
 * The server's answer to a guest's cash booking of King's Cross to the Tower, with `fields` over the request and
 * `configuration` over the tenant's (guests and cash allowed), made by `session` at `now`: what the client-and-server
 * rule tests hold against the rule the web app runs.
 */
export async function ruleBookingAnswer(
  context: RuleBookingContext,
  fields: Record<string, unknown>,
  options: { configuration?: Partial<TenantContext['configuration']>; session?: Session | null; now?: Date } = {},
): Promise<{ Code: number; Message: string }> {
  const checked = checkInput(endpoints.createBooking.body, {
    ...kingsCrossToTowerQuote,
    requestid: `rule-${Math.random()}`,
    paymentmethod: 'cash',
    bookingdate: 'ASAP',
    name: 'Pat',
    phone: '7700900123',
    email: 'pat@example.com',
    ...fields,
  });
  if (!checked.ok) throw new Error(checked.message);
  const configuration = {
    ...context.tenant.configuration,
    AllowGuests: true,
    IsCashAllowed: true,
    ...options.configuration,
  };
  const outcome = await createBooking(
    context.db,
    checked.value,
    options.session ?? null,
    { ...context.tenant, configuration },
    context.services,
    { address: '203.0.113.9', guestKey: 'guest', language: 'en-GB' },
    options.now,
  );
  return outcome.response;
}
