import type { BookingChange, ChangedFieldName } from '@cabkit/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useMoney, useWhen } from '../../../i18n/formats';
import { i18n, useLanguage } from '../../../i18n/language';
import * as css from './bookings.css';

/** The name of each field a change can make different, by the server's key for it, in the page's language. */
const FIELD_NAMES: Record<ChangedFieldName, MessageDescriptor> = {
  'Pickup time': msg`Pickup time`,
  'Outward pickup time': msg`Outward pickup time`,
  Pickup: msg`Pickup`,
  'Pickup note': msg`Pickup note`,
  'Via stops': msg`Via stops`,
  'Drop-off': msg`Drop-off`,
  'Drop-off note': msg`Drop-off note`,
  Vehicle: msg`Vehicle`,
  Passengers: msg`Passengers`,
  Luggage: msg`Luggage`,
  'Hand luggage': msg`Hand luggage`,
  'Small pets': msg`Small pets`,
  'Other pets': msg`Other pets`,
  'Child seats': msg`Child seats`,
  'Booster seats': msg`Booster seats`,
  'Infant seats': msg`Infant seats`,
  'Wheelchair-accessible vehicle': msg`Wheelchair-accessible vehicle`,
  Assistance: msg`Assistance`,
  'Assistance dog': msg`Assistance dog`,
  Flight: msg`Flight`,
  'Outward flight': msg`Outward flight`,
  'Waiting time': msg`Waiting time`,
  'Return pickup time': msg`Return pickup time`,
  'Return flight': msg`Return flight`,
};

/** A changed field's name in the page's language; a key the table does not know (an older trail's) as it came. */
function fieldName(key: string): string {
  return Object.hasOwn(FIELD_NAMES, key) ? i18n._(FIELD_NAMES[key as ChangedFieldName]) : key;
}

/** Each field a change made, old to new ("Vehicle: Saloon to Estate"), the field named in the page's language. */
export function ChangedFields({ fields }: { fields: readonly { Field: string; From: string; To: string }[] }) {
  useLanguage();
  return (
    <ul>
      {fields.map(({ Field: key, From: from, To: to }) => {
        const field = fieldName(key);
        return <li key={key}>{t`${field}: ${from} to ${to}`}</li>;
      })}
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
