import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@cabkit/domain/language';
import {
  fillContent,
  InvalidTokensError,
  type TenantBrand,
  type TenantContent,
  type ThemeTokens,
  validateContent,
  validateTokens,
} from '@cabkit/themes';
import { themesDir } from '../../paths';
import type { DriverContact } from '@cabkit/domain';

/** A tenant's `tenant.json` (themes/<tenant>/tenant.json): public, served at `GET /api/tenant`. */
export interface TenantFile {
  id: string;
  name: string;
  title?: string;
  source?: number;
  minLuggages?: number;
  minPassengers?: number;
  allowGuests?: boolean;
  defaultPaymentMethod?: string;
  layoutTemplate?: string;
  phone?: string;
  email?: string;
  address?: string;
  about?: string;
  copyright?: string;
  social?: Record<string, string>;
  mapSource?: 'bing' | 'google' | 'maplibre';
  /** A MapLibre vector style URL (e.g. a tile host's style.json) the maps use instead of the offline basemap. */
  mapStyleUrl?: string;
  paymentGateway?: string;
  currencyCode?: string;
  dialingCode?: string;
  /** The IANA zone of the tenant's clock (themes/tenant.schema.json#timeZone; default Europe/London). */
  timeZone?: string;
  /** Rates for a visitor's display currency (themes/tenant.schema.json#exchangeRates). */
  exchangeRates?: { date: string; rates: Record<string, number> };
  baseLocation?: { latitude: number; longitude: number };
  /** The booking terms (themes/tenant.schema.json#terms): cancellation window and fee, free waiting. */
  terms?: {
    freeCancellationHours: number;
    cancellationFee: { kind: 'fixed' | 'percent'; amount: number };
    freeWaitingMinutes: number;
    airportFreeWaitingMinutes: number;
    waitingChargePerMinute: number;
    changeCutoffHours?: number;
  };
  /** The access needs offered and the equipment each vehicle type, by name, carries. */
  accessNeeds?: { offered: string[]; vehicleEquipment: Record<string, string[]> };
  /** How the passenger may reach the driver (themes/tenant.schema.json#driverContact). */
  driverContact?: DriverContact;
  /** The host names this tenant answers on (besides `<slug>.localhost` in development), lower case, no port. */
  hosts?: string[];
  /** The languages the site offers, its default first (themes/tenant.schema.json#languages; default: all). */
  languages?: string[];
  [key: string]: unknown;
}

const TENANT_SLUG = /^[a-z0-9][a-z0-9-]{0,40}$/;

/** The folder holding a tenant's files; throws for a malformed or unknown tenant name. */
function tenantFolder(slug: string, root = themesDir): string {
  if (!TENANT_SLUG.test(slug)) throw new Error(`Invalid tenant name "${slug}"`);
  const folder = `${root.replace(/\/$/, '')}/${slug}`;
  if (!existsSync(`${folder}/tenant.json`)) throw new Error(`Unknown tenant "${slug}": no ${folder}/tenant.json`);
  return folder;
}

/** Reads `themes/<slug>/tenant.json`. */
export function readTenantFile(slug: string, root = themesDir): TenantFile {
  return JSON.parse(readFileSync(`${tenantFolder(slug, root)}/tenant.json`, 'utf8')) as TenantFile;
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The host names a tenant.json lists; throws, naming the file, for one that is not a lower-case host name. */
export function tenantHosts(slug: string, file: TenantFile, root = themesDir): string[] {
  const hosts = file.hosts ?? [];
  const bad = Array.isArray(hosts) ? hosts.filter((h) => typeof h !== 'string' || !HOST_NAME.test(h)) : [hosts];
  if (bad.length > 0) {
    throw new Error(
      `${tenantFolder(slug, root)}/tenant.json: hosts must be lower-case host names without a port, got ${JSON.stringify(bad)}`,
    );
  }
  return hosts;
}

/** Every tenant folder under `root` (a folder with a tenant.json), sorted by name. */
export function tenantSlugs(root = themesDir): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && TENANT_SLUG.test(entry.name) && existsSync(`${root}/${entry.name}/tenant.json`),
    )
    .map((entry) => entry.name)
    .sort();
}

/** Reads `themes/<slug>/tokens.json` when the tenant has one. */
export function readTenantTokens(slug: string, root = themesDir): unknown | null {
  const file = `${tenantFolder(slug, root)}/tokens.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null;
}

/** A tenant's resolved tokens and its brand block (tokens version 2). */
export interface TenantTheme {
  tokens: ThemeTokens;
  brand: TenantBrand;
}

/**
 * Reads and validates `themes/<slug>/tokens.json`: null when the tenant has none (the compiled default theme
 * applies); throws `InvalidTokensError` naming every bad token, so the server refuses to start with a broken brand.
 */
export function readTenantTheme(slug: string, root = themesDir): TenantTheme | null {
  const json = readTenantTokens(slug, root);
  if (json === null) return null;
  const result = validateTokens(json);
  if (!result.ok) throw new InvalidTokensError(result.errors);
  return { tokens: result.tokens, brand: result.brand };
}

/**
 * Reads and validates `themes/<slug>/content.json` (a tenant without one shows the default tenant's text),
 * with `{name}`, `{phone}`, `{email}` and `{address}` filled from its tenant.json. Throws, naming the file
 * and every bad field, when the content is invalid: the server refuses to start rather than show a broken site.
 */
export function readTenantContent(slug: string, file: TenantFile, root = themesDir): TenantContent {
  const own = `${tenantFolder(slug, root)}/content.json`;
  const path = existsSync(own) ? own : `${tenantFolder('default', root)}/content.json`;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: not valid JSON (${(error as Error).message})`);
  }
  const result = validateContent(json);
  if (!result.ok) throw new Error(`${path} is invalid:\n${result.errors.map((e) => `  ${e}`).join('\n')}`);
  return fillContent(result.content, {
    name: file.title || file.name,
    phone: file.phone ?? '',
    email: file.email ?? '',
    address: file.address ?? '',
  });
}

/**
 * Reads a tenant's own wording of the site's messages: `themes/<slug>/messages/<language>.json`, each an object
 * from an en-GB message, word for word, to the tenant's text in that language. A tenant without the folder has
 * none; a file that is not such an object throws, naming it, so the server refuses to start.
 */
export function readTenantMessages(slug: string, root = themesDir): Partial<Record<Language, Record<string, string>>> {
  const folder = `${tenantFolder(slug, root)}/messages`;
  const messages: Partial<Record<Language, Record<string, string>>> = {};
  if (!existsSync(folder)) return messages;
  for (const language of LANGUAGES) {
    const path = `${folder}/${language}.json`;
    if (!existsSync(path)) continue;
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`${path}: not valid JSON (${(error as Error).message})`);
    }
    if (
      !json ||
      typeof json !== 'object' ||
      Array.isArray(json) ||
      !Object.values(json).every((v) => typeof v === 'string')
    )
      throw new Error(`${path} must map each en-GB message to the tenant's text (strings only)`);
    messages[language] = json as Record<string, string>;
  }
  return messages;
}
