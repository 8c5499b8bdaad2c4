import type { BookingChange } from '@cabkit/contract';
import { t } from '@lingui/core/macro';
import { useMoney, useWhen } from '../../../i18n/formats';
import * as css from './bookings.css';

/** Each field a change made, old to new ("Vehicle: Saloon to Estate"). */
export function ChangedFields({ fields }: { fields: readonly { Field: string; From: string; To: string }[] }) {
  return (
    <ul>
      {fields.map(({ Field: field, From: from, To: to }) => (
        <li key={field}>{t`${field}: ${from} to ${to}`}</li>
      ))}
    </ul>
  );
}

/** What a change did with the money, in words ("£6.40 charged", "£6.40 refunded", "New fare applies"). */
function money(change: BookingChange, price: (amount: number) => string): string {
  const amount = price(Math.abs(change.Difference));
  const reference = change.PaymentRef;
  if (reference) return t`${amount} charged (${reference})`;
  if (change.RefundStatus === 'succeeded') return t`${amount} refunded`;
  if (change.RefundStatus) return t`${amount} to be refunded`;
  return change.Difference === 0 ? t`Same fare` : t`New fare applies`;
}

/**
 * The booking's change trail (docs/behaviour/bookings.md#change), oldest first: when and by whom, each field old to
 * new, the fares and the money, in the page's language. Nothing is shown for a booking never changed.
 */
export function BookingChanges({ changes }: { changes: readonly BookingChange[] }) {
  const formatMoney = useMoney();
  const when = useWhen();
  if (changes.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="changes-heading">
      <h2 id="changes-heading">{t({ message: 'Changes', context: 'booking history' })}</h2>
      <ol>
        {changes.map((c) => {
          const price = (amount: number) => formatMoney(amount, c.CurrencyCode, 'always');
          const [changedAt, changedBy] = [when(c.ChangedAt), c.ChangedBy];
          const [oldFare, newFare, paid] = [price(c.OldFare), price(c.NewFare), money(c, price)];
          return (
            <li key={c.Id}>
              <p className={css.muted}>{changedBy ? t`${changedAt} by ${changedBy}` : changedAt}</p>
              <ChangedFields fields={c.Fields} />
              <p>{t`${oldFare} to ${newFare}: ${paid}`}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
