/**
 * Tenant content: the text of the tenant's site (home, about, services, fleet, contact, policy, cookie, menu)
 * kept as data in `themes/<tenant>/content.json`, validated here so the server can refuse to start with an
 * error naming the file and the field. Pure TypeScript: the server validates and renders it, the web app
 * renders it.
 */

/** A block of a content page: an optional heading, paragraphs and a bulleted list. */
export interface ContentBlock {
  heading?: string;
  paragraphs?: string[];
  list?: string[];
}

/** One content page: its h1, its meta description and its blocks. */
export interface ContentPageText {
  heading: string;
  description: string;
  intro: string;
  blocks: ContentBlock[];
}

/** An airport transfer service the tenant offers: a landing page with the journey form pre-filled. */
export interface AirportService {
  /** The path segment: `/services/<slug>`. */
  slug: string;
  /** The airport's name as a menu and card show it, e.g. "Heathrow". */
  name: string;
  /** The airport's IATA code, matched against the address search's airports (pre-fills the form). */
  airportCode: string;
  heading: string;
  description: string;
  intro: string;
  blocks: ContentBlock[];
}

/** The content page names (`services` is the list; each airport has its own page). */
export const contentPageNames = [
  'home',
  'about',
  'services',
  'fleet',
  'contact',
  'policy',
  'terms',
  'cookie',
  'menu',
] as const;

/** A content page's name. */
export type ContentPageName = (typeof contentPageNames)[number];

/** A tenant's whole site content. */
export interface TenantContent {
  pages: Record<ContentPageName, ContentPageText>;
  services: AirportService[];
  /**
   * The home page's trust strip: up to four short assurances, each one the tenant's own pages already make (how
   * it pays is added from its configuration). Left out, the strip shows only that.
   */
  trust?: string[];
}

/** The outcome of `validateContent`: the content, or every problem found, each naming its field. */
export type ContentValidation = { ok: true; content: TenantContent } | { ok: false; errors: string[] };

const SLUG = /^[a-z0-9][a-z0-9-]{0,40}$/;
const IATA = /^[A-Z]{3}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(node: Record<string, unknown>, key: string, at: string, errors: string[], max = 2000): string {
  const value = node[key];
  if (typeof value !== 'string' || value.trim() === '') {
    errors.push(`${at}.${key}: expected non-empty text`);
    return '';
  }
  if (value.length > max) errors.push(`${at}.${key}: longer than ${max} characters`);
  return value;
}

function texts(value: unknown, at: string, errors: string[]): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === '')) {
    errors.push(`${at}: expected a list of non-empty texts`);
    return undefined;
  }
  return value as string[];
}

function blocks(value: unknown, at: string, errors: string[]): ContentBlock[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    errors.push(`${at}: expected a list of blocks`);
    return [];
  }
  return value.map((block, index) => {
    const here = `${at}[${index}]`;
    if (!isRecord(block)) {
      errors.push(`${here}: expected an object with heading, paragraphs or list`);
      return {};
    }
    for (const key of Object.keys(block)) {
      if (!['heading', 'paragraphs', 'list'].includes(key)) errors.push(`${here}.${key}: unknown field`);
    }
    const out: ContentBlock = {};
    if (block.heading !== undefined) out.heading = text(block, 'heading', here, errors, 200);
    const paragraphs = texts(block.paragraphs, `${here}.paragraphs`, errors);
    if (paragraphs) out.paragraphs = paragraphs;
    const list = texts(block.list, `${here}.list`, errors);
    if (list) out.list = list;
    if (!out.heading && !out.paragraphs && !out.list) errors.push(`${here}: empty block`);
    return out;
  });
}

function page(node: unknown, at: string, errors: string[]): ContentPageText {
  if (!isRecord(node)) {
    errors.push(`${at}: missing page (expected heading, description, intro, blocks)`);
    return { heading: '', description: '', intro: '', blocks: [] };
  }
  return {
    heading: text(node, 'heading', at, errors, 200),
    description: text(node, 'description', at, errors, 300),
    intro: text(node, 'intro', at, errors),
    blocks: blocks(node.blocks, `${at}.blocks`, errors),
  };
}

/**
 * Checks a `content.json` document: every page of `contentPageNames` with heading, description (the meta
 * description, at most 300 characters), intro and blocks; the airport services with a unique slug and an
 * IATA code. Every error names the field, e.g. `pages.home.heading: expected non-empty text`.
 */
export function validateContent(json: unknown): ContentValidation {
  if (!isRecord(json))
    return { ok: false, errors: ['content: the file must be a JSON object with pages and services'] };
  const errors: string[] = [];
  const pagesNode = isRecord(json.pages) ? json.pages : {};
  if (!isRecord(json.pages)) errors.push('pages: expected an object of pages');
  for (const key of Object.keys(pagesNode)) {
    if (!(contentPageNames as readonly string[]).includes(key)) errors.push(`pages.${key}: unknown page`);
  }
  const pages = Object.fromEntries(
    contentPageNames.map((name) => [name, page(pagesNode[name], `pages.${name}`, errors)]),
  ) as Record<ContentPageName, ContentPageText>;
  const services: AirportService[] = [];
  if (!Array.isArray(json.services)) errors.push('services: expected a list of airport services');
  else {
    const seen = new Set<string>();
    json.services.forEach((node, index) => {
      const at = `services[${index}]`;
      if (!isRecord(node)) {
        errors.push(`${at}: expected an object`);
        return;
      }
      const slug = text(node, 'slug', at, errors, 40);
      if (slug && !SLUG.test(slug)) errors.push(`${at}.slug: "${slug}" must be lower-case letters, digits and -`);
      if (seen.has(slug)) errors.push(`${at}.slug: "${slug}" is used twice`);
      seen.add(slug);
      const airportCode = text(node, 'airportCode', at, errors, 3);
      if (airportCode && !IATA.test(airportCode))
        errors.push(`${at}.airportCode: "${airportCode}" is not an IATA code`);
      services.push({ slug, name: text(node, 'name', at, errors, 80), airportCode, ...page(node, at, errors) });
    });
  }
  const trust = texts(json.trust, 'trust', errors);
  if (trust && trust.length > 4) errors.push('trust: at most 4 items');
  trust?.forEach((item, index) => {
    if (item.length > 48) errors.push(`trust[${index}]: longer than 48 characters`);
  });
  for (const key of Object.keys(json)) {
    if (!['pages', 'services', 'trust', '$schema', '$description'].includes(key)) {
      errors.push(`${key}: unknown field`);
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, content: trust ? { pages, services, trust } : { pages, services } };
}

/** Values `{name}`, `{phone}`, `{email}`, `{address}` in content text are replaced with. */
export interface ContentValues {
  name: string;
  phone: string;
  email: string;
  address: string;
}

/** The content with `{name}`, `{phone}`, `{email}` and `{address}` filled in (a tenant may reuse another's text). */
export function fillContent(content: TenantContent, values: ContentValues): TenantContent {
  const fill = (value: string) =>
    value.replace(/\{(name|phone|email|address)\}/g, (_, key: keyof ContentValues) => values[key]);
  return JSON.parse(JSON.stringify(content), (_key, value: unknown) =>
    typeof value === 'string' ? fill(value) : value,
  );
}
