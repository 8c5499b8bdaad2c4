import { checkInput, endpoints } from '@cabkit/contract';
import { quoteSecondsRemaining } from '@cabkit/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CoreServices, createCoreServices } from '../src/services/core-services';
import { createQuoteSigner } from '../src/services/quotes/quote-token';
import type { TenantContext } from '../src/services/tenants/tenant-context';
import { getTestDb, type TestDb } from './db';
import { kingsCrossToTowerQuote } from './helpers/fixtures';
import { ruleBookingAnswer } from './helpers/rule-booking';

// A quotation's expiry is one rule: the wizard's countdown (quoteSecondsRemaining, which ends the quote when it
// reaches 0) and the server's booking refuse the same quotes at the same instants.

let db: TestDb['handle']['db'];
let tenant: TenantContext;
let services: CoreServices;
const quotedAt = new Date('2026-12-01T09:00:00Z');
let quote: { QuotationId: string; ExpiresAt: string; VehTypeId: number };

beforeAll(async () => {
  const test = await getTestDb();
  db = test.handle.db;
  tenant = test.tenant;
  services = createCoreServices(db, tenant, createQuoteSigner(Buffer.alloc(32, 8), tenant.id));
  const input = checkInput(endpoints.quotation.body, { ...kingsCrossToTowerQuote, bookingdate: 'ASAP' });
  if (!input.ok) throw new Error(input.message);
  const answer = await services.quotes.quote(input.value, null, 'guest', quotedAt);
  expect(answer.Code).toBe(1);
  quote = {
    QuotationId: answer.QuotationId,
    ExpiresAt: answer.ExpiresAt,
    VehTypeId: services.quotes.open(answer.QuotationId)?.prices[0]?.VehTypeId ?? 0,
  };
});

/** True when the server refuses the quote as expired at `now` (a wrong fare stops it before anything is written). */
async function serverRefusesAsExpired(now: Date): Promise<boolean> {
  const answer = await ruleBookingAnswer(
    { db, tenant, services },
    { quotationid: quote.QuotationId, vehtypeid: quote.VehTypeId, totalfare: 0.01 },
    { now },
  );
  expect(answer.Code).not.toBe(1);
  return /your quotation has expired/.test(answer.Message);
}

describe('the quotation expiry, client and server', () => {
  it('refuses a quote at the instant its countdown reaches 0, as the wizard ends it', async () => {
    const expiresAt = new Date(quote.ExpiresAt);
    expect(quoteSecondsRemaining(expiresAt, expiresAt)).toBe(0);
    expect(await serverRefusesAsExpired(expiresAt)).toBe(true);
  });

  it('the server refuses exactly when the countdown has run out (property)', async () => {
    const expiresAt = new Date(quote.ExpiresAt).getTime();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.integer({ min: -5_000, max: 5_000 }), fc.constantFrom(0, -1, 1)), async (offset) => {
        const now = new Date(expiresAt + offset);
        const webEnds = quoteSecondsRemaining(new Date(expiresAt), now) === 0;
        expect({ offset, refused: await serverRefusesAsExpired(now) }).toEqual({ offset, refused: webEnds });
      }),
      { numRuns: 40 },
    );
  });
});
