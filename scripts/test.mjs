// `npm test`: every test of the project, in order, with one summary. Exits non-zero if any suite fails.
// Lint + typecheck, unit/property/server tests (turbo over every workspace), the component stories in
// Chromium with axe and then against their visual baselines (one Storybook build and server for both passes),
// the @cabkit/ui pack test (the built library packed, installed into a scratch Vite app, its dialog rendered in
// Chromium), then a production build and the end-to-end journeys in Chromium against the real server.
import { spawnSync } from 'node:child_process';

process.env.TURBO_TELEMETRY_DISABLED = '1';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
const only = process.argv.slice(2);
const suites = [
  ['chromium', 'node scripts/ensure-chromium.mjs'],
  ['lint', 'npx biome check .'],
  ['typecheck', 'npx turbo run typecheck --concurrency=2 --output-logs=errors-only'],
  ['unit', 'npx turbo run test --concurrency=1 --continue --output-logs=full'],
  ['stories', 'node scripts/test-stories.mjs --visual'],
  ['pack', 'npm run test:pack -w @cabkit/ui'],
  ['build', 'npx turbo run build --filter=@cabkit/server --filter=@cabkit/web --output-logs=errors-only'],
  ['e2e', 'npx playwright test -c e2e/playwright.config.ts'],
].filter(([name]) => only.length === 0 || only.includes(name));

const results = [];
for (const [name, command] of suites) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  const run = spawnSync(command, { stdio: 'inherit', shell: true, env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  console.log(`=== ${name}: ${run.status === 0 ? 'passed' : `FAILED (exit ${run.status})`} in ${seconds} s`);
}
console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
