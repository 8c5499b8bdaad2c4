import { DEFAULT_CURRENCY_CODE } from '../model/constants';
import { dateFormatFor } from './date-formats';

/**
 * Money, dates and times as a reader's language writes them (docs/behaviour/quotation.md#money-display): the
 * number, its separators and the symbol's place from Intl for the locale; the rules that decide how many pennies
 * show, and the symbols of the currencies the spec names, are the product's own, in every language.
 */

/** The locale the spec's own messages are written in, and the one every server message uses. */
const SPEC_LOCALE = 'en-GB';

/** The symbols the product writes for the currencies it knows, whatever the language (Intl's own otherwise). */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  GBP: '£',
  EUR: '€',
  USD: '$',
  AUD: 'A$',
  CAD: 'C$',
};

/** How many pennies show: 'auto' two unless whole or 1000 or more (totals), 'always' two (prices in lists). */
type Pennies = 'auto' | 'always';

/** What a money formatter needs besides the amount. */
interface MoneyFormat {
  /** ISO 4217 code; blank is the default currency (GBP). */
  currency?: string | undefined;
  /** BCP 47 tag of the reader's language; en-GB by default. */
  locale?: string | undefined;
  pennies?: Pennies | undefined;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      // The spec writes 1235, not 1,235: no grouping in any language keeps one figure for one amount.
      useGrouping: false,
      signDisplay: 'negative',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A currency code as Intl takes it: three letters, upper case; anything else is the default currency. */
function currencyOf(code: string | undefined): string {
  const upper = (code ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(upper) ? upper : DEFAULT_CURRENCY_CODE;
}

/**
 * Formats an amount of money for a reader: '£54.69' in en-GB, '54,69 £' in French, Intl's Arabic in ar; pennies
 * as `pennies` says, rounded half away from zero; a non-finite amount shows as 0.
 */
export function formatMoney(amount: number, format: MoneyFormat = {}): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const currency = currencyOf(format.currency);
  const hundredths = Math.round(Number((value * 100).toFixed(6)));
  const whole = hundredths % 100 === 0 || Math.abs(value) >= 1000;
  const digits = format.pennies === 'always' ? 2 : whole ? 0 : 2;
  const shown = digits === 2 ? hundredths / 100 : Math.round(hundredths / 100);
  const symbol = CURRENCY_SYMBOLS[currency];
  return numberFormat(format.locale ?? SPEC_LOCALE, currency, digits)
    .formatToParts(shown)
    .map((part) => (part.type === 'currency' && symbol ? symbol : part.value))
    .join('');
}

/** What a date/time formatter needs besides the instant. */
interface WhenFormat {
  /** BCP 47 tag of the reader's language; en-GB (dd/mm/yyyy hh:mm) by default. */
  locale?: string | undefined;
  /** IANA zone whose clock the instant is read on (the tenant's); the device's own when left out. */
  timeZone?: string | undefined;
  /** The date, the time, or both (the default): 'date-time'; or one of a day's names (`DayName`). */
  show?: 'date' | 'time' | 'date-time' | DayName | undefined;
}

/**
 * A day's names in the reader's language, for charts: its weekday in full ('Monday') or short ('Mon'), its month
 * with the year ('November 2026') or short ('Nov'), or its day and month ('23/11').
 */
type DayName = 'weekday' | 'weekday-short' | 'month-year' | 'month-short' | 'day-month';

const DATE_FIELDS: Record<'date' | 'time' | DayName, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekday: { weekday: 'long' },
  'weekday-short': { weekday: 'short' },
  'month-year': { month: 'long', year: 'numeric' },
  'month-short': { month: 'short' },
  'day-month': { day: '2-digit', month: '2-digit' },
};

function dateFormat(locale: string, timeZone: string | undefined, part: keyof typeof DATE_FIELDS): Intl.DateTimeFormat {
  const fields = DATE_FIELDS[part];
  return dateFormatFor(locale, timeZone ? { ...fields, timeZone } : fields);
}

/**
 * Formats an instant for a reader on a zone's clock: dd/mm/yyyy hh:mm in en-GB (the spec's display format), the
 * locale's own numeric date and 24-hour time otherwise; date and time joined by a space in every language.
 * Throws a RangeError for a date that is not a date.
 */
export function formatWhen(instant: Date, format: WhenFormat = {}): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid time value');
  const locale = format.locale ?? SPEC_LOCALE;
  const show = format.show ?? 'date-time';
  if (show !== 'date' && show !== 'time' && show !== 'date-time') {
    return dateFormat(locale, format.timeZone, show).format(instant);
  }
  const date = show === 'time' ? '' : dateFormat(locale, format.timeZone, 'date').format(instant);
  const time = show === 'date' ? '' : dateFormat(locale, format.timeZone, 'time').format(instant);
  return date && time ? `${date} ${time}` : date || time;
}
