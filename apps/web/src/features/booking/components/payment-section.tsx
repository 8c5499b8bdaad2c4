import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { allowedPaymentMethods, configState, type PaymentMethod } from '../../../state/config';
import { choosePayment } from '../state/actions';
import * as css from './booking.css';
import { RadioTiles } from './interim/radio-tiles';

/** The visible name of each payment method. */
export const paymentLabels: Record<PaymentMethod, string> = { cash: 'Cash', card: 'Card', paypal: 'PayPal' };

/** Step 4: how to pay, among the methods the tenant allows. */
export function PaymentSection() {
  const booking = useSnapshot(bookingState);
  const config = useSnapshot(configState);
  const methods = allowedPaymentMethods(config);
  return (
    <section className={css.section} aria-labelledby="payment-heading">
      <h2 id="payment-heading" className={css.sectionHeading}>
        Payment
      </h2>
      {methods.length === 0 ? (
        <p className={css.alert}>
          {config.loaded ? 'No payment method is available, please call us to book.' : 'Loading payment methods…'}
        </p>
      ) : (
        <RadioTiles
          label="Payment method"
          value={booking.paymentType || undefined}
          onChange={(method) => choosePayment(method)}
          error={booking.errors.payment}
          choices={methods.map((method) => ({ value: method, label: paymentLabels[method] }))}
        />
      )}
    </section>
  );
}
