import { CURRENCY_COOKIE, type ExchangeRates, isDisplayCurrency } from '@cabkit/domain/locale';
import { proxy, useSnapshot } from 'valtio';
import { configState } from '../state/config';
import { registerStore } from '../state/stores';

/**
 * A visitor's display currency (docs/behaviour/quotation.md#display-currency): their choice (the cookie), else the
 * one the server suggests for their country, else the tenant's. Only for showing: every price is charged in the
 * tenant's currency, and a converted total says so.
 */
interface DisplayCurrencyState {
  /** The visitor's own choice, read from the cookie after the first render; '' for none. */
  chosen: string;
  /** The currency the server suggests for the visitor's country; '' until the rates are read. */
  suggested: string;
  /** The rates the server publishes, read where prices show; null until then. */
  rates: ExchangeRates | null;
  /** The read in flight, so pages that show prices ask once. */
  loading: Promise<void> | null;
}

const empty = (): DisplayCurrencyState => ({
  chosen: '',
  suggested: '',
  rates: null,
  loading: null,
});

/** The display currency store. */
export const displayCurrencyState = proxy<DisplayCurrencyState>(empty());
registerStore('display currency', () => Object.assign(displayCurrencyState, empty()));

/** Reads the visitor's choice from the cookie (in an effect: the server draws the first view without it). */
export function readCurrencyChoice(cookie: string = document.cookie): void {
  const match = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([A-Z]{3})`).exec(cookie);
  const chosen = match?.[1];
  if (isDisplayCurrency(chosen)) displayCurrencyState.chosen = chosen;
}

/** Makes `currency` the visitor's display currency, here and (by the cookie) on their next visits. */
export function chooseCurrency(currency: string): void {
  if (!isDisplayCurrency(currency)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=31536000; SameSite=Lax`;
  displayCurrencyState.chosen = currency;
}

/** The currency prices are shown in: the visitor's choice, else the server's suggestion, else the tenant's. */
export function useDisplayCurrency(): string {
  const { chosen, suggested } = useSnapshot(displayCurrencyState);
  const { currencyCode } = useSnapshot(configState);
  return chosen || suggested || currencyCode;
}
