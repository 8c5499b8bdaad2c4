import { paymentMethodRefusal } from '@cabkit/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../src/http/session';
import { type RuleBookingContext, ruleBookingAnswer, ruleBookingContext } from './helpers/rule-booking';

// Which payment methods a booking may use is one rule (the domain's paymentMethodRefusal): the wizard refuses a
// chosen tile with it and the server's booking refuses with it, so they refuse the same bookings.

let rules: RuleBookingContext;

beforeAll(async () => {
  rules = await ruleBookingContext(7);
});

type Switches = { isCashAllowed: boolean; isCardAllowed: boolean; isPaypalAllowed: boolean };

/** The booking's answer when its payment method is `method` (no quote: an accepted method is refused later). */
async function serverMessage(method: string, switches: Switches, session: Session | null): Promise<string> {
  const answer = await ruleBookingAnswer(
    rules,
    { quotationid: '', vehtypeid: 1, paymentmethod: method },
    {
      session,
      configuration: {
        IsCashAllowed: switches.isCashAllowed,
        IsCardAllowed: switches.isCardAllowed,
        IsPaypalAllowed: switches.isPaypalAllowed,
      },
    },
  );
  expect(answer.Code).not.toBe(1);
  return answer.Message;
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
