import { t } from '@lingui/core/macro';
import { useLanguage } from '../../../i18n/language';
import { PAYMENT_BUSY_TEXTS } from '@cabkit/domain/payment';
import { useMoney } from '../../../i18n/formats';
import { Button } from '@cabkit/ui/Button';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { usePayableFare } from '../../extras';
import type { Checkout, CheckoutPhase } from '../../payment';
import * as css from './booking.css';

/** Props of `BookNowBar`. */
interface BookNowBarProps {
  checkout: Checkout | null;
  /** Whether the booking's payment type books straight away (cash) rather than through a payment dialog. */
  paysCash: boolean;
}

/** The last step's bar: the fare to pay above "Book now" (busy while the checkout checks or pays). */
export function BookNowBar({ checkout, paysCash }: BookNowBarProps) {
  useLanguage();
  return (
    <>
      <BarFare />
      {checkout ? (
        <CheckoutBookNow checkout={checkout} paysCash={paysCash} />
      ) : (
        <BookNowBusy phase="idle" method={null} paysCash={paysCash} />
      )}
    </>
  );
}

function CheckoutBookNow({ checkout, paysCash }: { checkout: Checkout; paysCash: boolean }) {
  const payment = useSnapshot(checkout.state);
  return <BookNowBusy phase={payment.phase} method={payment.method} paysCash={paysCash} />;
}

function BookNowBusy({ phase, method, paysCash }: { phase: CheckoutPhase; method: string | null; paysCash: boolean }) {
  const booking = useSnapshot(bookingState);
  const busyText = bookNowBusyText(phase, method, booking.submitting, paysCash);
  // Our Button's own pending (not react-aria's, whose announcement outlived the button after the move to the
  // confirmation page: axe role-img-alt): presses ignored, focus kept, a status region.
  return (
    <Button
      type="submit"
      fullWidth
      className={css.stepAction}
      isPending={busyText !== undefined}
      pendingLabel={busyText}
    >
      {busyText ?? t`Book now`}
    </Button>
  );
}

/**
 * The fare beside "Book now" in the bar (the other steps carry it on Continue). Hidden from screen readers: the
 * summary's "Total fare" announces it.
 */
function BarFare() {
  const { quote } = useSnapshot(bookingState);
  const payable = usePayableFare();
  const money = useMoney();
  if (!quote) return null;
  return (
    <p className={css.barFare} aria-hidden="true">
      {t`To pay`} <span className={css.barFigure}>{money(payable ?? quote.TotalFare, quote.CurrencyCode)}</span>
    </p>
  );
}

/**
 * What "Book now" says while busy (docs/behaviour/payment.md#checkout "Processing/Payment..."), undefined when idle: Payment... while a card
 * or PayPal payment runs, Processing while the booking is checked or a cash booking is sent.
 */
function bookNowBusyText(
  phase: CheckoutPhase,
  method: string | null,
  submitting: boolean,
  paysCash: boolean,
): string | undefined {
  const [processing, payment] = PAYMENT_BUSY_TEXTS;
  if (submitting && !paysCash) return payment;
  return phase === 'checking' || (phase === 'paying' && method === 'cash') || submitting ? processing : undefined;
}
