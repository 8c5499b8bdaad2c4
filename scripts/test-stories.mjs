#!/usr/bin/env node
// Story tests: build Storybook static, serve it on a free loopback port, run every story in Chromium in one pass of
// Storybook's test runner (`test-storybook`, hooks in .storybook/test-runner.ts: it renders, its play function passes,
// axe finds 0 violations under every tenant theme), always stop the server, and exit with the runner's code.
// `--no-build` reuses an existing storybook-static folder; `--visual` also compares every story's final state with its
// baseline in .storybook/__visual__ (`--update-visual` rewrites changed and missing ones); `--out <dir>` builds into (or
// reuses) another folder than storybook-static. Other arguments go to the runner: a word picks the story files whose
// title id contains it (e.g. `node scripts/test-stories.mjs --no-build dialogs-alertdialog`), or a runner option such
// as `--shard 1/2`.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticFiles } from './static-files.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const outDir = outAt >= 0 && args[outAt + 1] ? resolve(root, args[outAt + 1]) : join(root, 'storybook-static');
const skipBuild = args.includes('--no-build');
const updateVisual = args.includes('--update-visual');
const visual = updateVisual || args.includes('--visual');
const ownFlags = new Set(['--no-build', '--visual', '--update-visual', '--out']);
const passThrough = args.filter((arg, at) => !ownFlags.has(arg) && !(outAt >= 0 && at === outAt + 1));

/** Runs a command with inherited output; resolves with its exit code. */
function run(command, commandArgs, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      done(1);
    });
  });
}

const bin = (name) => join(root, 'node_modules', '.bin', name);

/** A tiny static file server for the built Storybook (loopback only). */
function serve(directory) {
  const server = createServer(staticFiles(directory));
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done(server));
  });
}

let server;
let exitCode = 1;
try {
  if (!skipBuild) {
    const built = await run(bin('storybook'), ['build', '-o', outDir, '--quiet'], { STORYBOOK_DISABLE_TELEMETRY: '1' });
    if (built !== 0) throw new Error(`storybook build failed with exit code ${built}`);
  }
  if (!existsSync(join(outDir, 'index.json'))) throw new Error(`${outDir} has no built Storybook`);
  server = await serve(outDir);
  const { port } = server.address();
  const url = `http://127.0.0.1:${port}`;
  console.log(`Serving Storybook at ${url}`);
  // Diffs of the last run only, as Playwright kept them.
  rmSync(join(root, '.tmp', 'visual-results'), { recursive: true, force: true });
  const started = Date.now();
  exitCode = await run(
    bin('test-storybook'),
    // One Chromium, two workers (the machine's two cores), each story file in its own page; --verbose names every story.
    ['--url', url, '--index-json', '--maxWorkers', '2', '--verbose', ...passThrough],
    { STORIES_VISUAL: updateVisual ? 'update' : visual ? 'compare' : 'off' },
  );
  console.log(`Story tests: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (exitCode !== 0 && visual && !updateVisual)
    console.log(
      'A failed visual comparison has expected, actual and diff images in .tmp/visual-results/. If the change is ' +
        'intended, re-record only the changed baselines: node scripts/test-stories.mjs --update-visual',
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  server?.closeAllConnections?.();
  server?.close();
}
process.exit(exitCode);
