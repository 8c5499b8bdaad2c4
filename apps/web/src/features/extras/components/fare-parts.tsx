import { t } from '@lingui/core/macro';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useMoney } from '../../../i18n/formats';
import { bookingState } from '../../../state/booking';
import * as css from '../../../lib/text.css';
import { promoCheckState } from '../state/promo-state';
import * as styles from './fare-parts.css';
import { fareBeforePromo, loadPriceTiers, payableFare, priceTiersState } from '../state/pricing';

export { loadPriceTiers };

// The fare parts every step shows (the payable fare, the promo line of the fare summary), apart from the
// promo and note buttons and dialogs of the last step, which load with that step.

/** How long the fare must stay unchanged before the promo code is checked against it again. */
const recheckDelayMs = 400;

/** The fare to pay for the chosen vehicle and tier, less the promo code; undefined without a quotation. */
export function usePayableFare(): number | undefined {
  const booking = useSnapshot(bookingState);
  const { tiers } = useSnapshot(priceTiersState);
  return payableFare(booking, tiers);
}

/** Draws `children` with the payable fare, for a part that loads this module with the first fare (fare.ts). */
export function WithPayableFare({ children }: { children: (payable: number | undefined) => ReactNode }) {
  return children(usePayableFare());
}

/**
 * The promo code's discount as a line of the fare summary; nothing without a promo code or a fare. It also
 * loads the price tiers, since the fare summary shows on every step (the booked total depends on the tier).
 */
export function PromoDiscount() {
  const money = useMoney();
  const booking = useSnapshot(bookingState);
  const { tiers } = useSnapshot(priceTiersState);
  const { notice } = useSnapshot(promoCheckState);
  useEffect(() => {
    void loadPriceTiers();
  }, []);
  const before = fareBeforePromo(booking, tiers);
  // A changed fare (vehicle, tier, new quotation) is checked again after the changes settle.
  useEffect(() => {
    if (!booking.promoId || before === undefined) return;
    const timer = setTimeout(() => void import('../state/actions').then((m) => m.recheckPromoCode()), recheckDelayMs);
    return () => clearTimeout(timer);
  }, [booking.promoId, before]);
  if (notice) {
    return (
      <p className={css.alert} role="alert">
        {notice}
      </p>
    );
  }
  if (!booking.promoId || before === undefined) return null;
  const currency = booking.quote?.CurrencyCode ?? 'GBP';
  return (
    <p className={styles.discount}>
      <span>{t`Promo code ${booking.promoCode}`}</span>
      <span>−{money(Math.min(booking.promoValue, before), currency)}</span>
    </p>
  );
}
