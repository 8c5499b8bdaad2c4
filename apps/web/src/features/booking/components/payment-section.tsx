import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { i18n, useLanguage } from '../../../i18n/language';
import { availablePaymentMethods } from '@cabkit/domain/payment';
import { PaymentMethodTiles } from '@cabkit/ui/PaymentMethodTiles';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { configState, type PaymentMethod } from '../../../state/config';
import { choosePayment } from '../state/actions';
import * as css from './booking.css';

/** The visible name of each payment method. */
const paymentLabels: Record<PaymentMethod, MessageDescriptor> = {
  cash: msg`Cash`,
  card: msg`Card`,
  paypal: msg`PayPal`,
};

/**
 * Step 4: how to pay, among the methods the tenant allows, as the design system's payment tiles (full width
 * for one method, half for two, else quarter: docs/behaviour/payment.md#payment-tiles).
 */
export function PaymentSection() {
  useLanguage();
  const booking = useSnapshot(bookingState);
  const config = useSnapshot(configState);
  const methods = availablePaymentMethods(config);
  return (
    <section className={css.section} aria-labelledby="payment-heading">
      <h2 id="payment-heading" className={css.sectionHeading}>
        {t`Payment`}
      </h2>
      {methods.length === 0 ? (
        <p className={css.alert}>
          {config.loaded ? t`No payment method is available, please call us to book.` : t`Loading payment methods…`}
        </p>
      ) : (
        <PaymentMethodTiles
          label={t`Payment method`}
          options={methods.map((method) => ({ id: method, label: i18n._(paymentLabels[method]) }))}
          value={booking.paymentType || null}
          errorMessage={booking.errors.payment}
          onChange={(id) => choosePayment(id as PaymentMethod)}
        />
      )}
    </section>
  );
}
