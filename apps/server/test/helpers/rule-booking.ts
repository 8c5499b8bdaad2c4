import { checkInput, endpoints } from '@cabkit/contract';
import type { Session } from '../../src/http/session';
import { createBooking } from '../../src/services/bookings/create-booking';
import { type CoreServices, createCoreServices } from '../../src/services/core-services';
import { createQuoteSigner } from '../../src/services/quotes/quote-token';
import type { TenantContext } from '../../src/services/tenants/tenant-context';
import { getTestDb, type TestDb } from '../db';
import { kingsCrossToTowerQuote } from './fixtures';

/** What a rule test books with: the worker's database, its tenant and the core services. */
export interface RuleBookingContext {
  db: TestDb['handle']['db'];
  tenant: TenantContext;
  services: CoreServices;
}

/** The rule tests' context on the worker's database: core services that sign quotes with a key of `keyByte`s. */
export async function ruleBookingContext(keyByte: number): Promise<RuleBookingContext> {
  const { handle, tenant } = await getTestDb();
  const services = createCoreServices(handle.db, tenant, createQuoteSigner(Buffer.alloc(32, keyByte), tenant.id));
  return { db: handle.db, tenant, services };
}

/** A guest's quotation of King's Cross to the Tower, picked up at once, asked of the context's services at `now`. */
export async function ruleQuote(context: RuleBookingContext, now?: Date) {
  const input = checkInput(endpoints.quotation.body, { ...kingsCrossToTowerQuote, bookingdate: 'ASAP' });
  if (!input.ok) throw new Error(input.message);
  const answer = await context.services.quotes.quote(input.value, null, 'guest', now);
  if (answer.Code !== 1) throw new Error(`the quotation was refused: ${answer.Message}`);
  return answer;
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
