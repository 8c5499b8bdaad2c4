import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants } from '../../db/schema';
import { type Configuration, toConfiguration } from './configuration';
import type { TenantContent } from '@cabkit/themes';
import { readTenantContent, readTenantFile, readTenantTheme, type TenantFile, type TenantTheme } from './tenant-files';

/** The tenant a server instance serves: its row, its Configuration and its public tenant.json. */
export interface TenantContext {
  id: number;
  slug: string;
  name: string;
  configuration: Configuration;
  file: TenantFile;
  /** The site's text (themes/<tenant>/content.json, validated at start). */
  content: TenantContent;
  /** The address customers reach this tenant at, without a trailing slash: links in e-mails start with it. */
  publicUrl: string;
  /** The tenant's tokens and brand (themes/<tenant>/tokens.json, validated at start); null without one. */
  theme?: TenantTheme | null;
}

/**
 * The tenant's public address: for the default tenant (the one a bare `localhost` reaches) `PUBLIC_URL` (or the
 * older `PUBLIC_BASE_URL`) for this server, else the tenant file's `publicUrl`, else the local listening address:
 * `http://localhost:<PORT>` for the default tenant, `http://<slug>.localhost:<PORT>` for the others (the demo).
 * Never taken from a request: a Host or X-Forwarded-Host header is the caller's to choose.
 */
export function publicUrlOf(
  file: TenantFile,
  env: NodeJS.ProcessEnv = process.env,
  served: { slug: string; isDefault: boolean } = { slug: file.id, isDefault: true },
): string {
  const own = typeof file.publicUrl === 'string' ? file.publicUrl : '';
  const configured = served.isDefault ? env.PUBLIC_URL || env.PUBLIC_BASE_URL || own : own;
  if (configured) {
    const url = new URL(configured);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`PUBLIC_URL must be http(s): ${configured}`);
    return url.href.replace(/\/+$/, '');
  }
  const port = Number(env.PORT ?? 8080) || 8080;
  return served.isDefault ? `http://localhost:${port}` : `http://${served.slug}.localhost:${port}`;
}

/**
 * Loads the tenant `slug` from the database (seeded beforehand) and its tenant.json; `isDefault` says whether it is
 * the tenant a bare `localhost` reaches (its public address may come from `PUBLIC_URL`).
 */
export async function loadTenantContext(db: Db, slug: string, isDefault = true): Promise<TenantContext> {
  const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  if (!row) throw new Error(`Tenant "${slug}" is not in the database; seed it first`);
  const file = readTenantFile(slug);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    configuration: toConfiguration(row.configuration),
    file,
    content: readTenantContent(slug, file),
    publicUrl: publicUrlOf(file, process.env, { slug: row.slug, isDefault }),
    theme: readTenantTheme(slug),
  };
}
