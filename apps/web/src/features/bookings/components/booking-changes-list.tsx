import type { BookingChange } from '@cabkit/contract';
import { formatPrice } from '@cabkit/domain';
import * as css from './bookings.css';

/** Each field a change made, old to new ("Vehicle: Saloon to Estate"). */
export function ChangedFields({ fields }: { fields: readonly { Field: string; From: string; To: string }[] }) {
  return (
    <ul>
      {fields.map((f) => (
        <li key={f.Field}>
          {f.Field}: {f.From} to {f.To}
        </li>
      ))}
    </ul>
  );
}

const REFUND_WORDS: Record<string, string> = {
  pending: 'to be refunded',
  failed: 'to be refunded',
  succeeded: 'refunded',
};

/** What a change did with the money, in words ("£6.40 charged", "£6.40 refunded", "New fare applies"). */
function money(change: BookingChange): string {
  const amount = formatPrice(Math.abs(change.Difference), change.CurrencyCode);
  if (change.PaymentRef) return `${amount} charged (${change.PaymentRef})`;
  if (change.RefundStatus) return `${amount} ${REFUND_WORDS[change.RefundStatus]}`;
  return change.Difference === 0 ? 'Same fare' : 'New fare applies';
}

/**
 * The booking's change trail (docs/behaviour/bookings.md#change), oldest first: when and by whom, each field old to
 * new, the fares and the money. Nothing is shown for a booking never changed.
 */
export function BookingChanges({ changes }: { changes: readonly BookingChange[] }) {
  if (changes.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="changes-heading">
      <h2 id="changes-heading">Changes</h2>
      <ol>
        {changes.map((c) => (
          <li key={c.Id}>
            <p className={css.muted}>
              {new Date(c.ChangedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}
              {c.ChangedBy && ` by ${c.ChangedBy}`}
            </p>
            <ChangedFields fields={c.Fields} />
            <p>
              {formatPrice(c.OldFare, c.CurrencyCode)} to {formatPrice(c.NewFare, c.CurrencyCode)}: {money(c)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
