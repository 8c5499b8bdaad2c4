import { isLanguage, type Language } from '@cabkit/domain/language';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import ar from './locales/ar.json';
import fr from './locales/fr.json';

/**
 * The server's catalogues (docs/decisions/0027-server-languages.md): each maps an en-GB message, the spec's words
 * with `{name}` for what varies, to its translation, as a tenant's own wording files do; en-GB needs none.
 */
const CATALOGUES: Readonly<Record<Language, Readonly<Record<string, string>>>> = { 'en-GB': {}, fr, ar };

/** Writes an en-GB message (ICU, `{name}` placeholders) in one language; an untranslated message stays en-GB. */
export type Translate = (message: string, values?: Record<string, string>) => string;

/** A message with placeholders, as a pattern that finds its values in a finished en-GB text. */
interface Pattern {
  source: string;
  names: string[];
  match: RegExp;
}

/** One language's messages: the Lingui instance that formats them and the patterns of those with values. */
interface ServerCatalogue {
  language: Language;
  i18n: I18n;
  messages: Readonly<Record<string, string>>;
  patterns: Pattern[];
}

const PLACEHOLDER = /\{(\w+)\}/g;

function patternOf(source: string): Pattern | null {
  const names = [...source.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  if (names.length === 0) return null;
  const literal = source.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
  const body = literal.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)');
  return { source, names, match: new RegExp(`^${body}$`, 's') };
}

const built = new Map<string, ServerCatalogue>();

/**
 * A language's catalogue with a tenant's own wording over it (`own`: en-GB message to the tenant's text, as in
 * themes/<tenant>/messages/<language>.json), built once per language and wording.
 */
function catalogueOf(language: Language, own: Readonly<Record<string, string>> = {}): ServerCatalogue {
  const key = `${language}\u0000${JSON.stringify(own)}`;
  const cached = built.get(key);
  if (cached) return cached;
  const messages = { ...CATALOGUES[language], ...own };
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  // Messages are kept as written (not precompiled): Lingui compiles each one when it is drawn.
  i18n.setMessagesCompiler(compileMessage);
  const patterns = Object.keys(messages)
    .map(patternOf)
    .filter((p): p is Pattern => p !== null);
  const catalogue = { language, i18n, messages, patterns };
  built.set(key, catalogue);
  return catalogue;
}

/**
 * The translator of a language; a code that is not one of the site's languages (a stored or asked one) writes
 * en-GB, so nothing unknown reaches the catalogues.
 */
export function translator(language: string, own?: Readonly<Record<string, string>>): Translate {
  const catalogue = catalogueOf(isLanguage(language) ? language : 'en-GB', own);
  return (message, values) => {
    if (values === undefined) return catalogue.messages[message] ?? message;
    return catalogue.i18n._(message, values);
  };
}

/**
 * A finished en-GB message (an answer's `Message`) in `language`: the same text in its catalogue, or one whose
 * placeholders match it, with the values it carries; any other text (a field named in a 400) is kept as it is.
 */
export function translateAnswer(message: string, language: string, own?: Readonly<Record<string, string>>): string {
  if (!isLanguage(language) || (language === 'en-GB' && !own)) return message;
  const catalogue = catalogueOf(language, own);
  const exact = catalogue.messages[message];
  if (exact !== undefined) return exact;
  for (const pattern of catalogue.patterns) {
    const found = pattern.match.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(pattern.names.map((name, i) => [name, found[i + 1] ?? '']));
    return catalogue.i18n._(pattern.source, values);
  }
  return message;
}

/**
 * An API answer with each message a person reads in `language`: its `Message`, and that of an answer inside it (a
 * payment's `PaymentResult`); everything else as it is.
 */
export function translateMessages(
  payload: unknown,
  language: Language,
  own?: Readonly<Record<string, string>>,
): unknown {
  if ((language === 'en-GB' && !own) || !isRecord(payload)) return payload;
  const translated: Record<string, unknown> = { ...payload };
  for (const [key, value] of Object.entries(payload)) {
    if (key === 'Message' && typeof value === 'string' && value !== '')
      translated[key] = translateAnswer(value, language, own);
    else if (isRecord(value) && typeof value.Message === 'string' && value.Message !== '')
      translated[key] = { ...value, Message: translateAnswer(value.Message, language, own) };
  }
  return translated;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
