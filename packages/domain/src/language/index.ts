/** The languages the booking site is written in; en-GB first: the default, and the spec's own words. */
export const LANGUAGES = ['en-GB', 'fr', 'ar'] as const;

/** One of the site's languages, as a BCP 47 tag. */
export type Language = (typeof LANGUAGES)[number];

/** The language a tenant offers first when its file names none. */
export const DEFAULT_LANGUAGE: Language = 'en-GB';

/** The cookie the language menu sets: the visitor's own choice, which outranks what their browser asks for. */
export const LANGUAGE_COOKIE = 'cabkit-lang';

/** Each language's name in that language, as the language menu shows it (a reader finds their own). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  'en-GB': 'English',
  fr: 'Français',
  ar: 'العربية',
};

/** True for one of the site's languages, spelt exactly. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The way a language's text runs: Arabic right to left, the others left to right. */
export function languageDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The languages a tenant offers, in its order (the first is its default), from its file's `languages`: unknown or
 * repeated tags are dropped, and a tenant that lists none (or only unknown ones) offers all of them.
 */
export function languagesOffered(listed: unknown): Language[] {
  const offered = Array.isArray(listed) ? [...new Set(listed.filter(isLanguage))] : [];
  return offered.length > 0 ? offered : [...LANGUAGES];
}

/** The languages an Accept-Language header asks for, most wanted first (q=0 and `*` dropped). */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((entry) => entry.tag);
}

/** The offered language a browser's tag names: the same tag, else the same language (fr-CA is fr, en-US is en-GB). */
function offeredFor(tag: string, offered: readonly Language[]): Language | undefined {
  const exact = offered.find((language) => language.toLowerCase() === tag);
  if (exact) return exact;
  const primary = tag.split('-')[0];
  return offered.find((language) => language.toLowerCase().split('-')[0] === primary);
}

/**
 * The language a page is drawn in: the visitor's own choice (the language menu's cookie) when the tenant offers it,
 * else the first offered language their browser asks for (Accept-Language, by weight), else the tenant's default
 * (the first it offers).
 */
export function pickLanguage(request: {
  chosen?: string | undefined;
  acceptLanguage?: string | undefined;
  offered: readonly Language[];
}): Language {
  const offered = request.offered.length > 0 ? request.offered : LANGUAGES;
  if (isLanguage(request.chosen) && offered.includes(request.chosen)) return request.chosen;
  for (const tag of acceptedTags(request.acceptLanguage ?? '')) {
    const language = offeredFor(tag, offered);
    if (language) return language;
  }
  return offered[0] ?? DEFAULT_LANGUAGE;
}
