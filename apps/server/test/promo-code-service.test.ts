import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { promotions } from '../src/db/schema-accounts';
import { applyPromoCode, PROMOTION_UNAVAILABLE, promotionByToken } from '../src/services/promotions';
import { getTestDb, resetTestDb } from './db';

// Promo codes and promotion links called directly, without HTTP: the amount off, or the refusal and why.

beforeEach(async () => {
  await resetTestDb();
});

const DAY = 24 * 60 * 60 * 1000;

async function addPromotion(values: Partial<typeof promotions.$inferInsert> = {}) {
  const { handle, tenant } = await getTestDb();
  const [row] = await handle.db
    .insert(promotions)
    .values({
      tenantId: tenant.id,
      code: `SAVE${randomBytes(3).toString('hex').toUpperCase()}`,
      description: 'Ten pounds off',
      valueOff: 10,
      validFrom: new Date(Date.now() - DAY),
      validTo: new Date(Date.now() + DAY),
      token: randomBytes(12).toString('hex'),
      ...values,
    })
    .returning();
  return row!;
}

async function apply(typed: string, price = 40) {
  const { handle, tenant } = await getTestDb();
  return applyPromoCode(handle.db, tenant.id, typed, { price, currencyCode: 'GBP', customerId: null });
}

describe('applyPromoCode (service)', () => {
  it('takes a code typed in any case with spaces, and words the amount off', async () => {
    const promotion = await addPromotion();
    expect(await apply(`  ${promotion.code.toLowerCase()} `)).toEqual({
      ok: true,
      message: 'Promo code applied: £10 off.',
      code: promotion.code,
      value: 10,
      promotionId: promotion.id,
      currencyCode: 'GBP',
    });
  });

  it('refuses an expired code with the rules’ reason', async () => {
    const promotion = await addPromotion({ validTo: new Date(Date.now() - 1000) });
    expect(await apply(promotion.code)).toEqual({
      ok: false,
      message: 'This promo code has expired.',
      code: promotion.code,
    });
  });

  it('refuses a code no promotion has', async () => {
    const answer = await apply('NOSUCHCODE');
    expect(answer.ok).toBe(false);
    expect(answer.code).toBe('NOSUCHCODE');
  });
});

describe('promotionByToken (service)', () => {
  it('finds an active promotion by its link token, and nothing for one switched off or over', async () => {
    const { handle, tenant } = await getTestDb();
    const live = await addPromotion();
    const off = await addPromotion({ active: false });
    const over = await addPromotion({ validTo: new Date(Date.now() - 1000) });
    const now = new Date();
    expect((await promotionByToken(handle.db, tenant.id, ` ${live.token} `, now))?.id).toBe(live.id);
    expect(await promotionByToken(handle.db, tenant.id, off.token, now)).toBeNull();
    expect(await promotionByToken(handle.db, tenant.id, over.token, now)).toBeNull();
    expect(PROMOTION_UNAVAILABLE).toBe('This promotion is not available.');
  });
});
