import { coreEndpoints } from '@cabkit/contract';
import { convertMoney } from '@cabkit/domain/locale';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { call } from '../api/client';
import { displayCurrencyState, readCurrencyChoice, useDisplayCurrency } from './display-currency';
import * as css from './converted-fare.css';
import CurrencyChoice from './currency-choice';
import { useMoney } from './formats';
import { CURRENCY_CHOICE_SLOT } from './language';

/** Reads the published rates once (GET /api/exchangerates): only pages that show prices call it. */
function loadExchangeRates(): Promise<void> {
  displayCurrencyState.loading ??= call(coreEndpoints.exchangeRates, {})
    .then((answer) => {
      displayCurrencyState.rates = { base: answer.Base, date: answer.Date, rates: answer.Rates };
      displayCurrencyState.suggested = answer.Suggested;
    })
    .catch(() => {
      // Without rates prices show as charged; a later page may ask again.
      displayCurrencyState.loading = null;
    });
  return displayCurrencyState.loading;
}

/**
 * An amount charged in `currency` as the visitor's display currency shows it: the converted amount and its
 * currency, or null when it is shown as charged (same currency, or no rates for it yet).
 */
function useConverted(amount: number, currency: string): { amount: number; currency: string } | null {
  const display = useDisplayCurrency();
  const { rates } = useSnapshot(displayCurrencyState);
  if (display === currency || !rates || rates.base !== currency) return null;
  const converted = convertMoney(amount, display, rates);
  return converted === null ? null : { amount: converted, currency: display };
}

/** Props of `ConvertedFare`. */
interface ConvertedFareProps {
  /** The fare as charged, in `currency` (the tenant's). */
  amount: number;
  currency: string;
}

/**
 * A fare in the visitor's display currency with what will be charged beside it ("You will be charged £54.69");
 * just the charged fare when the display currency is the tenant's or has no rate. Loads with the first fare, so
 * pages without prices never read the rates.
 */
export default function ConvertedFare({ amount, currency }: ConvertedFareProps) {
  const money = useMoney();
  // The header's currency choice, put in its place in the header once a price shows.
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    readCurrencyChoice();
    setSlot(document.getElementById(CURRENCY_CHOICE_SLOT));
    void loadExchangeRates();
  }, []);
  const converted = useConverted(amount, currency);
  const charged = money(amount, currency);
  const choice = slot && createPortal(<CurrencyChoice />, slot);
  if (!converted)
    return (
      <>
        {charged}
        {choice}
      </>
    );
  return (
    <>
      {choice}
      <span data-testid="converted-fare">≈ {money(converted.amount, converted.currency)}</span>
      <span className={css.charged} data-testid="charged-fare">
        {t`You will be charged ${charged}`}
      </span>
    </>
  );
}
