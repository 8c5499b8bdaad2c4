import { formatMoney } from '@cabkit/domain';
import { useLocale } from 'react-aria-components';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Price.css';
import { useSay } from '../parts/words';

/** Props of `Price`. */
export interface PriceProps {
  /** The amount in major units (pounds); null or undefined shows the placeholder. */
  amount: number | null | undefined;
  /** ISO currency code (default GBP). */
  currencyCode?: string;
  /** `fare` (default): two decimals unless whole or 1000 or more; `vehicle`: always two decimals in pounds (docs/behaviour/quotation.md#money-display). */
  format?: 'fare' | 'vehicle';
  /** Text size. */
  size?: 'small' | 'medium' | 'large';
  /** Shown when there is no amount yet (default an em dash, read as "Price not available"). */
  placeholder?: string;
  /** Prefix for screen readers, e.g. "Total fare". */
  label?: string;
}

/**
 * A price formatted with the domain's money rules (docs/behaviour/quotation.md#money-display), as the page's
 * language writes it (react-aria's locale: '£54.69' in en-GB, '54,69 £' in French).
 */
export function Price({
  amount,
  currencyCode = 'GBP',
  format = 'fare',
  size = 'medium',
  placeholder = '—',
  label,
}: PriceProps) {
  const say = useSay();
  const { locale } = useLocale();
  const hasAmount = typeof amount === 'number' && Number.isFinite(amount);
  const text = hasAmount
    ? formatMoney(amount, { locale, currency: currencyCode, pennies: format === 'vehicle' ? 'always' : 'auto' })
    : placeholder;
  return (
    <span className={styles.price({ size })} data-testid="price">
      {label && <span>{label} </span>}
      {hasAmount ? (
        text
      ) : (
        <>
          <span aria-hidden="true">{text}</span>
          <span className={visuallyHidden}>{say('Price not available')}</span>
        </>
      )}
    </span>
  );
}
