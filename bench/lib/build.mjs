import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the server and the web app a page bench measures, unless `--no-build` says they are built already. */
export function buildServerAndWeb() {
  if (process.argv.includes('--no-build')) return;
  execSync('npx turbo run build --filter=@cabkit/web --filter=@cabkit/server --output-logs=errors-only', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}
