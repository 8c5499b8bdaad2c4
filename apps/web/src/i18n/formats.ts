import { formatMoney, formatWhen } from '@cabkit/domain/locale';
import { useSnapshot } from 'valtio';
import { configState } from '../state/config';
import { activeLanguage, useLanguage } from './language';

/** Formats an amount in a currency for the page's reader; pennies 'always' for prices that line up in lists. */
type MoneyFormatter = (amount: number, currency?: string, pennies?: 'auto' | 'always') => string;

/**
 * Money as the page's language writes it ('£54.69' in en-GB, '54,69 £' in French), and a redraw when the
 * language changes: every component that shows an amount calls this rather than formatting by hand.
 */
export function useMoney(): MoneyFormatter {
  const locale = useLanguage();
  return (amount, currency, pennies) => formatMoney(amount, { locale, currency, pennies });
}

/** The page's language and the tenant's zone, for a formatter that takes them (`pickupDisplayText`). */
export function useWhenFormat(): { locale: string; timeZone: string } {
  const locale = useLanguage();
  const { timeZone } = useSnapshot(configState);
  return { locale, timeZone };
}

/** Formats an instant (a Date or ISO text) for the page's reader; 'ASAP' and unreadable text stay as they are. */
type WhenFormatter = (value: Date | string, show?: 'date' | 'time' | 'date-time') => string;

/**
 * Dates and times as the page's language writes them, on the tenant's clock (tenant.json `timeZone`): what the
 * server says happens at an instant (a booked pickup, a landing) reads in the firm's local time wherever the
 * visitor's device is.
 */
export function useWhen(): WhenFormatter {
  const { locale, timeZone } = useWhenFormat();
  return (value, show) => {
    if (typeof value === 'string' && (!value || value.toUpperCase() === 'ASAP')) return 'ASAP';
    const when = typeof value === 'string' ? new Date(value) : value;
    return Number.isNaN(when.getTime()) ? String(value) : formatWhen(when, { locale, timeZone, show });
  };
}

/** A day's names a chart shows (its weekday, month or day and month), besides the whole date. */
type DayName = 'weekday' | 'weekday-short' | 'month-year' | 'month-short' | 'day-month';

/** Formats a calendar day (`yyyy-mm-dd`, already on the tenant's calendar) for the page's reader: the date or a name. */
type DayFormatter = (day: string, show?: 'date' | DayName) => string;

/**
 * Days as the page's language writes them (dd/mm/yyyy in en-GB, the statement's periods and the weekly chart's
 * weeks), or their names ('Monday', 'Nov' in en-GB, 'lundi', 'nov.' in French): a day is a date on the tenant's
 * calendar, not an instant, so no zone moves it; unreadable text stays.
 */
export function useDay(): DayFormatter {
  const locale = useLanguage();
  return (day, show = 'date') => {
    const noon = new Date(`${day.slice(0, 10)}T12:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}/.test(day) && !Number.isNaN(noon.getTime())
      ? formatWhen(noon, { locale, timeZone: 'UTC', show })
      : day;
  };
}

/**
 * A country's name from its ISO code in the page's language ('United Kingdom', 'Royaume-Uni'), for what is named
 * outside a render (a wallet's billing address); a code Intl cannot name stays as it came.
 */
export function countryName(code: string, locale: string = activeLanguage()): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) || code;
  } catch {
    return code;
  }
}
