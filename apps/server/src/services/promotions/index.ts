import { emailIdentity } from '@cabkit/domain';
import { formatCurrency } from '@cabkit/domain/money';
import { and, count, eq, notIlike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { promotions } from '../../db/schema-accounts';
import { evaluatePromotion, type PromotionCheck, type PromotionUsage } from './evaluate';

export type { PromotionCheck } from './evaluate';

/** Which promotion to check: by the code a customer typed, or by the id a booking carries (`promoid`). */
export type PromotionKey = { code: string } | { id: number };

/** Who is asking: a signed-in customer (by account), or a guest known only by the booking's e-mail address. */
interface PromotionUser {
  customerId: number | null;
  /** The guest's e-mail address; '' while none is known (the promo dialog comes before the contact step). */
  email?: string;
}

/**
 * Counts a promotion's uses so far (bookings not cancelled): overall, and by this user (a customer by account,
 * a guest by the person the e-mail address stands for: case and `+tag` variants are one person). Takes a
 * transaction too, so booking creation counts inside it.
 */
async function promotionUsage(db: Db, promotionId: number, user: PromotionUser): Promise<PromotionUsage> {
  const uses = async (who: SQL | undefined) => {
    const [result] = await db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.promoId, promotionId), notIlike(bookings.status, '%cancel%'), who));
    return result?.n ?? 0;
  };
  const email = emailIdentity(user.email ?? '');
  const byUser = user.customerId
    ? eq(bookings.customerId, user.customerId)
    : email
      ? eq(bookings.contactEmailIdentity, email)
      : null;
  const [total, byCustomer] = await Promise.all([uses(undefined), byUser ? uses(byUser) : 0]);
  return { total, byCustomer };
}

/**
 * Checks a promotion for a fare, counting its uses so far. Used by POST /api/promocode and by booking
 * creation, so the discount always comes from the server's own rules, never from the client's figure.
 * With `lock` (booking creation, inside its transaction) the promotion's row is locked FOR UPDATE before its
 * uses are counted: concurrent bookings with one code count one after another, so a limit holds under load
 * (under READ COMMITTED the count after the lock sees every booking committed before it).
 */
export async function checkPromotion(
  db: Db,
  tenantId: number,
  key: PromotionKey,
  request: { price: number; currencyCode: string; customerId: number | null; email?: string; now?: Date },
  options: { lock?: boolean } = {},
): Promise<PromotionCheck> {
  const match = 'code' in key ? eq(promotions.code, key.code.trim().toUpperCase()) : eq(promotions.id, key.id);
  const query = db
    .select()
    .from(promotions)
    .where(and(eq(promotions.tenantId, tenantId), match))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  const usage = row
    ? await promotionUsage(db, row.id, { customerId: request.customerId, email: request.email })
    : { total: 0, byCustomer: 0 };
  return evaluatePromotion(row, {
    price: request.price,
    currencyCode: request.currencyCode,
    now: request.now ?? new Date(),
    usage,
  });
}

/** A promo code checked for the promo dialog: the promotion and amount off, or why it does not apply. */
export type PromoCodeAnswer =
  | { ok: true; message: string; code: string; value: number; promotionId: number; currencyCode: string }
  | { ok: false; message: string; code: string };

/**
 * Checks the code a passenger typed (trimmed, in capitals, as codes are stored) against a price, and words the
 * answer: the amount off in the promotion's currency, or the promotion rules' refusal.
 */
export async function applyPromoCode(
  db: Db,
  tenantId: number,
  typed: string,
  request: { price: number; currencyCode: string; customerId: number | null },
): Promise<PromoCodeAnswer> {
  const code = typed.trim().toUpperCase();
  const check = await checkPromotion(db, tenantId, { code }, request);
  if (!check.ok) return { ok: false, message: check.message, code };
  const { promotion } = check;
  return {
    ok: true,
    message: `Promo code applied: ${formatCurrency(check.value, promotion.currencyCode)} off.`,
    code: promotion.code,
    value: check.value,
    promotionId: promotion.id,
    currencyCode: promotion.currencyCode,
  };
}

/** The refusal for a promotion link whose promotion is unknown, switched off or over. */
export const PROMOTION_UNAVAILABLE = 'This promotion is not available.';

/** The tenant's promotion a promotion link's token stands for, while it is active and not over; else null. */
export async function promotionByToken(db: Db, tenantId: number, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.tenantId, tenantId), eq(promotions.token, token.trim())))
    .limit(1);
  return row?.active && row.validTo >= now ? row : null;
}
