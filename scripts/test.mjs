// `npm test`: every test of the project, in stages (see `stages`), with one summary. Exits non-zero if any suite fails.
// Lint (Biome, then the import rules of .dependency-cruiser.cjs), unused code (knip) + typecheck, unit/property/server tests (turbo over every workspace), the component stories in
// Chromium (one pass over the built Storybook: play functions, axe under every tenant theme, visual baselines),
// the @cabkit/ui pack test (the built library packed, installed into a scratch Vite app, its dialog rendered in
// Chromium), then a production build, the bundle budget of every page (bench:bundle --check) and the end-to-end
// journeys in Chromium against the real server.
import { spawn } from 'node:child_process';

process.env.TURBO_TELEMETRY_DISABLED = '1';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
const only = process.argv.slice(2);
// Suites in stages of lanes: the lanes of one stage run at the same time, filling the 2 cores where one suite alone
// leaves one idle (most suites are CPU-bound, so a lane gains only what the others would have left idle); the suites
// of one lane run one after another. The first lane of a stage prints as it goes; the other lanes print each suite's
// whole output when it ends. A stage starts when the one before it has ended; what a suite needs from another (the
// build before the bundle check and the journeys) is earlier in its lane or in an earlier stage, and suites that
// write the same files (pack and build both build @cabkit/ui) never run at the same time.
// The unit suite runs one workspace at a time with one test worker (the web tests' timers starve otherwise), so it
// leaves a core idle for most of its ten minutes: the stories, the build, the bundle check and the end-to-end journeys
// take that core, one after another, beside it; the unit lane then runs the server suite on PostgreSQL.
const stages = [
  [[['chromium', 'node scripts/ensure-chromium.mjs']]],
  [
    [['lint', 'npx biome check . && npm run lint:deps']],
    // Unused files, exports and dependencies in every workspace (knip.jsonc), and domain exports nobody imports.
    [['unused', 'npm run lint:unused']],
    [['typecheck', 'npx turbo run typecheck --concurrency=2 --output-logs=errors-only']],
    // The scripts' own tests: the commit-msg hook's checker, the docs link and citation check, the booking rush's plan.
    [['scripts', 'npm run test:scripts']],
    [['pack', 'npm run test:pack -w @cabkit/ui']],
  ],
  [
    [
      ['unit', 'npx turbo run test --concurrency=1 --continue --output-logs=full'],
      // The server suite once more against a real PostgreSQL (installed and started when missing, as root).
      ['postgres', 'bash scripts/test-server-postgres.sh'],
    ],
    [
      ['stories', 'node scripts/test-stories.mjs --visual'],
      ['build', 'npx turbo run build --filter=@cabkit/server --filter=@cabkit/web --output-logs=errors-only'],
      // The bytes each page loads before any interaction, against its budget or its ceiling (bench/bundle-ceilings.json).
      ['bundle', 'node bench/bundle.mjs --no-build --check'],
      ['e2e', 'npx playwright test -c e2e/playwright.config.ts'],
    ],
  ],
]
  .map((stage) =>
    stage
      .map((lane) => lane.filter(([name]) => only.length === 0 || only.includes(name)))
      .filter((lane) => lane.length > 0),
  )
  .filter((stage) => stage.length > 0);

// A failing test's name is kept and printed again in the summary, so the tail of a long CI log names it.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');
const FAILURE =
  /(^|\s)(FAIL\s|×|✕|✘)|\d+\) \[chromium\]|Error: (expect|Timed out)|AssertionError|Snapshot .* mismatched|FLAKY \(/;

/** Runs one suite; `live` prints its output as it comes, otherwise it is kept and returned. */
function run(command, live) {
  return new Promise((resolve) => {
    const failures = [];
    let kept = '';
    const child = spawn(command, { stdio: ['inherit', 'pipe', 'pipe'], shell: true, env: process.env });
    const scan = (out) => {
      let rest = '';
      return (chunk) => {
        if (live) out.write(chunk);
        else kept += chunk.toString();
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          const plain = line.replace(ANSI, '').trim();
          if (FAILURE.test(plain) && failures.length < 60 && !failures.includes(plain)) failures.push(plain);
        }
      };
    };
    child.stdout.on('data', scan(process.stdout));
    child.stderr.on('data', scan(process.stderr));
    child.on('close', (status) => resolve({ status, failures, kept }));
  });
}

const results = [];
for (const stage of stages) {
  const ran = await Promise.all(
    stage.map(async (lane, at) => {
      const done = [];
      for (const [name, command] of lane) {
        const started = Date.now();
        console.log(
          `\n=== ${name}: ${command}${at > 0 ? ` (beside ${stage[0][0][0]}; its output follows when it ends)` : ''}`,
        );
        const { status, failures, kept } = await run(command, at === 0);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        if (at > 0) process.stdout.write(`\n=== ${name}: output\n${kept}`);
        console.log(`=== ${name}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${seconds} s`);
        done.push({ name, ok: status === 0, seconds, failures });
      }
      return done;
    }),
  );
  results.push(...ran.flat());
}
console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds} s`);
  for (const line of r.failures) {
    if (!r.ok || line.includes('FLAKY (')) console.log(`          ${line.slice(0, 300)}`);
  }
}
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
