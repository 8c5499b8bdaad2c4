import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants } from '../../db/schema';
import { type Configuration, toConfiguration } from './configuration';
import type { TenantContent } from '@cabkit/themes';
import { readTenantContent, readTenantFile, type TenantFile } from './tenant-files';

/** The tenant a server instance serves: its row, its Configuration and its public tenant.json. */
export interface TenantContext {
  id: number;
  slug: string;
  name: string;
  configuration: Configuration;
  file: TenantFile;
  /** The site's text (themes/<tenant>/content.json, validated at start). */
  content: TenantContent;
}

/** Loads the tenant `slug` from the database (seeded beforehand) and its tenant.json. */
export async function loadTenantContext(db: Db, slug: string): Promise<TenantContext> {
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
  };
}
