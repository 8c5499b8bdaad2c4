import { DISPLAY_CURRENCIES } from '@cabkit/domain/locale';
import { visuallyHidden } from '@cabkit/ui/theme';
import { t } from '@lingui/core/macro';
import { useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { configState } from '../state/config';
import { chooseCurrency, readCurrencyChoice, useDisplayCurrency } from './display-currency';
import * as css from './currency-choice.css';
import { useLanguage } from './language';

/**
 * The header's display-currency choice, beside the language menu: the currency prices are shown in (converted with
 * the server's published rates), remembered in a cookie. Charges stay in the tenant's currency, and a converted
 * total says so. A native list; the header loads it after the first view (app/layout.tsx).
 */
export default function CurrencyChoice() {
  useLanguage();
  const id = useId();
  const { currencyCode } = useSnapshot(configState);
  const current = useDisplayCurrency();
  useEffect(() => readCurrencyChoice(), []);
  const codes = DISPLAY_CURRENCIES.includes(currencyCode as never)
    ? DISPLAY_CURRENCIES
    : [currencyCode, ...DISPLAY_CURRENCIES];
  return (
    <>
      <label htmlFor={id} className={visuallyHidden}>
        {t`Show prices in`}
      </label>
      <select id={id} className={css.select} value={current} onChange={(event) => chooseCurrency(event.target.value)}>
        {codes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </>
  );
}
