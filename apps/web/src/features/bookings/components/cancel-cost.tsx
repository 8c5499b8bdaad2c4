import type { CancelCost } from '@cabkit/domain/terms';
import { t } from '@lingui/core/macro';
import { useLanguage } from '../../../i18n/language';

/**
 * The cancel dialog's question with what cancelling now costs under the tenant's terms, as the server worded it
 * for this booking (the cancel charges the same): "Cancelling now is free." or the fee and the refund.
 */
export function CancelQuestion({ reference, cost }: { reference: string; cost: CancelCost | undefined }) {
  useLanguage();
  return (
    <>
      <p>{t`Do you want to cancel booking ${reference}?`}</p>
      {cost && <p data-testid="cancel-cost">{cost.Text}</p>}
    </>
  );
}
