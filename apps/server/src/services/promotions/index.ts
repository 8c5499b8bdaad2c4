import { and, count, eq, notIlike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { promotions } from '../../db/schema-accounts';
import { evaluatePromotion, type PromotionCheck } from './evaluate';

export {
  evaluatePromotion,
  formatMoney,
  PROMO_INVALID,
  type Promotion,
  type PromotionCheck,
  roundMoney,
} from './evaluate';

/** Which promotion to check: by the code a customer typed, or by the id a booking carries (`promoid`). */
export type PromotionKey = { code: string } | { id: number };

/**
 * Checks a promotion for a fare, counting its uses so far (bookings not cancelled, overall and by the
 * customer). Used by POST /api/promocode and by booking creation, so the discount always comes from
 * the server's own rules, never from the client's figure.
 */
export async function checkPromotion(
  db: Db,
  tenantId: number,
  key: PromotionKey,
  request: { price: number; currencyCode: string; customerId: number | null; now?: Date },
): Promise<PromotionCheck> {
  const match = 'code' in key ? eq(promotions.code, key.code.trim().toUpperCase()) : eq(promotions.id, key.id);
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.tenantId, tenantId), match))
    .limit(1);
  const uses = async (customerId: number | null) => {
    if (!row) return 0;
    const [result] = await db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.promoId, row.id),
          notIlike(bookings.status, '%cancel%'),
          customerId === null ? undefined : eq(bookings.customerId, customerId),
        ),
      );
    return result?.n ?? 0;
  };
  const [total, byCustomer] = await Promise.all([uses(null), request.customerId ? uses(request.customerId) : 0]);
  return evaluatePromotion(row, {
    price: request.price,
    currencyCode: request.currencyCode,
    now: request.now ?? new Date(),
    usage: { total, byCustomer },
    signedIn: request.customerId !== null,
  });
}
