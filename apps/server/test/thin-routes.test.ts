import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const routesDir = join(import.meta.dirname, '../src/routes');

/** The route files' imports that reach the database: queries belong in services, routes stay thin. */
function databaseImports(file: string): string[] {
  const text = readFileSync(join(routesDir, file), 'utf8');
  return [...text.matchAll(/from '([^']+)'/g)]
    .map((m) => m[1] ?? '')
    .filter((from) => from === 'drizzle-orm' || /\/db\/schema/.test(from));
}

describe('routes', () => {
  it('hold no queries: no route file imports drizzle or a table', () => {
    const offenders = readdirSync(routesDir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => databaseImports(file).map((from) => `${file}: ${from}`));
    expect(offenders).toEqual([]);
  });
});
