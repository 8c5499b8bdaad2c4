// Bundles src/main.ts into dist/main.js (ESM, Node 20), and the report worker's entry into
// dist/invoice-pdf-worker.js beside it (pdf-pool.ts starts it from there when running bundled). @cabkit/* workspace packages and JSON are bundled;
// every other npm dependency stays external (installed in node_modules). SQL migrations are embedded:
// src/db/migration-files.ts is replaced by a module holding the text of src/db/migrations/NNNN_*.sql.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => !name.startsWith('@cabkit/'),
);

/** Replaces the migration reader with the migrations' text, so dist/main.js needs no SQL files beside it. */
const embedMigrations = {
  name: 'embed-migrations',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]db[\\/]migration-files\.ts$/ }, () => {
      const dir = join(here, 'src/db/migrations');
      const files = readdirSync(dir)
        .filter((name) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(name))
        .sort()
        .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
      return {
        loader: 'ts',
        contents: `export const MIGRATION_FILE_NAME = /^\\d{4}_[a-z0-9_-]+\\.sql$/;\nexport function readMigrationFiles() { return ${JSON.stringify(files)}; }\n`,
      };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: {
    main: join(here, 'src/main.ts'),
    'invoice-pdf-worker': join(here, 'src/services/reports/invoice-pdf-worker.ts'),
  },
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  loader: { '.json': 'json' },
  plugins: [embedMigrations],
  banner: {
    js: "import { createRequire as __cabkitCreateRequire } from 'node:module'; const require = __cabkitCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`built dist/main.js and dist/invoice-pdf-worker.js in ${Date.now() - started} ms`);
