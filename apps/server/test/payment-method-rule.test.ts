import { checkInput, endpoints } from '@cabkit/contract';
import { paymentMethodRefusal } from '@cabkit/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../src/http/session';
import { createBooking } from '../src/services/bookings/create-booking';
import { type CoreServices, createCoreServices } from '../src/services/core-services';
import { createQuoteSigner } from '../src/services/quotes/quote-token';
import type { TenantContext } from '../src/services/tenants/tenant-context';
import { getTestDb, type TestDb } from './db';
import { kingsCrossToTowerQuote } from './helpers/fixtures';

// Which payment methods a booking may use is one rule (the domain's paymentMethodRefusal): the wizard refuses a
// chosen tile with it and the server's booking refuses with it, so they refuse the same bookings.

let db: TestDb['handle']['db'];
let tenant: TenantContext;
let services: CoreServices;

beforeAll(async () => {
  const test = await getTestDb();
  db = test.handle.db;
  tenant = test.tenant;
  services = createCoreServices(db, tenant, createQuoteSigner(Buffer.alloc(32, 7), tenant.id));
});

type Switches = { isCashAllowed: boolean; isCardAllowed: boolean; isPaypalAllowed: boolean };

/** The booking's answer when its payment method is `method` (no quote: an accepted method is refused later). */
async function serverMessage(method: string, switches: Switches, session: Session | null): Promise<string> {
  const checked = checkInput(endpoints.createBooking.body, {
    ...kingsCrossToTowerQuote,
    requestid: `pay-${method}-${Math.random()}`,
    quotationid: '',
    vehtypeid: 1,
    paymentmethod: method,
    bookingdate: 'ASAP',
    name: 'Pat',
    phone: '7700900123',
    email: 'pat@example.com',
  });
  if (!checked.ok) throw new Error(checked.message);
  const configuration = {
    ...tenant.configuration,
    AllowGuests: true,
    IsCashAllowed: switches.isCashAllowed,
    IsCardAllowed: switches.isCardAllowed,
    IsPaypalAllowed: switches.isPaypalAllowed,
  };
  const outcome = await createBooking(db, checked.value, session, { ...tenant, configuration }, services, {
    address: '203.0.113.9',
    guestKey: 'guest',
  });
  expect(outcome.response.Code).not.toBe(1);
  return outcome.response.Message;
}

describe('the payment methods a booking may use, client and server', () => {
  it("refuses cash where only card is allowed, with the rule's message", async () => {
    const switches = { isCashAllowed: false, isCardAllowed: true, isPaypalAllowed: false };
    expect(paymentMethodRefusal('cash', switches, null)).toBe('Payment by cash is not available.');
    expect(await serverMessage('cash', switches, null)).toBe('Payment by cash is not available.');
  });

  it('the server refuses exactly the methods the wizard refuses (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ isCashAllowed: fc.boolean(), isCardAllowed: fc.boolean(), isPaypalAllowed: fc.boolean() }),
        fc.constantFrom('cash', 'card', 'stripe', 'paypal', 'account'),
        fc.constantFrom<Session | null>(null, { customerId: 2001, bookerId: null }, { customerId: 2001, bookerId: 7 }),
        async (switches, method, session) => {
          const refusal = paymentMethodRefusal(method, switches, session);
          const message = await serverMessage(method, switches, session);
          expect({ method, switches, session, refused: message === refusal }).toEqual({
            method,
            switches,
            session,
            refused: refusal !== null,
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});
