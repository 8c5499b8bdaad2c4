import { describe, expect, it } from 'vitest';
import { isAccountBilled, mayUsePriceTier } from './account-billing';

const guest = null;
const customer = { customerId: 7, bookerId: null };
const booker = { customerId: 8, bookerId: 3 };

describe('account billing', () => {
  it('bills corporate bookers on account, never guests or ordinary customers', () => {
    expect([guest, customer, booker].map(isAccountBilled)).toEqual([false, false, true]);
  });

  it('offers the three shown tiers to everyone and the hidden Account tier to bookers only', () => {
    expect([0, 1, 2].every((tier) => mayUsePriceTier(tier, guest))).toBe(true);
    expect([mayUsePriceTier(3, guest), mayUsePriceTier(3, customer), mayUsePriceTier(3, booker)]).toEqual([
      false,
      false,
      true,
    ]);
    expect(mayUsePriceTier(-1, booker)).toBe(false);
  });
});
