import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import * as css from './fare-terms.css';

/**
 * The quote's terms under the fare (docs/behaviour/bookings.md#terms): the short lines the server worded (free
 * cancellation until when, the fee after it, the free waiting) and the full terms in a disclosure.
 */
export function FareTerms({
  terms,
}: {
  terms: { Summary: readonly string[]; Details: readonly string[] } | undefined;
}) {
  useLanguage();
  if (!terms || terms.Summary.length === 0) return null;
  return (
    <div>
      <ul className={css.lines} aria-label={t`Terms`}>
        {terms.Summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <details className={css.disclosure}>
        <summary className={css.toggle}>{t`Full terms`}</summary>
        <ul className={css.details}>
          {terms.Details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
