import { quoteSecondsRemaining } from '@cabkit/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RuleBookingContext, ruleBookingAnswer, ruleBookingContext, ruleQuote } from './helpers/rule-booking';

// A quotation's expiry is one rule: the wizard's countdown (quoteSecondsRemaining, which ends the quote when it
// reaches 0) and the server's booking refuse the same quotes at the same instants.

let rules: RuleBookingContext;
const quotedAt = new Date('2026-12-01T09:00:00Z');
let quote: { QuotationId: string; ExpiresAt: string; VehTypeId: number };

beforeAll(async () => {
  rules = await ruleBookingContext(8);
  const answer = await ruleQuote(rules, quotedAt);
  quote = {
    QuotationId: answer.QuotationId,
    ExpiresAt: answer.ExpiresAt,
    VehTypeId: rules.services.quotes.open(answer.QuotationId)?.prices[0]?.VehTypeId ?? 0,
  };
});

/** True when the server refuses the quote as expired at `now` (a wrong fare stops it before anything is written). */
async function serverRefusesAsExpired(now: Date): Promise<boolean> {
  const answer = await ruleBookingAnswer(
    rules,
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
