// A helper of the domain's date formatting, out of the locale barrel: the apps format through formatWhen.

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An Intl.DateTimeFormat for `locale` and `options`, made once and kept: making one is slow, using one is not. */
export function dateFormatFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
