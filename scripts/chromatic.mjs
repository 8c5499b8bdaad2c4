#!/usr/bin/env node
// Visual review on Chromatic: runs only when CHROMATIC_PROJECT_TOKEN is set (it needs the network and a
// project token); otherwise says it is skipped and why, and exits 0 so local runs and CI stay green.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

// biome-ignore lint/suspicious/noUndeclaredEnvVars: run directly by `npm run chromatic`, not through turbo.
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set. Set it to the project token from chromatic.com to ' +
      'upload the Storybook for visual review (this needs network access).',
  );
  process.exit(0);
}

const child = spawn(
  join(root, 'node_modules', '.bin', 'chromatic'),
  ['--exit-zero-on-changes', '--build-script-name', 'build-storybook', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
