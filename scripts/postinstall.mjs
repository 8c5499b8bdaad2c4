// After `npm install`: point git at the repository's hooks (commit-msg checks the subject line), then say
// what to run next. Never fails the install: outside a git work tree (a tarball, some CI checkouts) the
// hooks step does nothing.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOOKS_PATH, installHooks } from './git-hooks/install.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outcome = installHooks(root);
if (outcome === 'installed') console.log(`Cabkit: git hooks enabled (core.hooksPath = ${HOOKS_PATH}).`);
if (outcome === 'kept-other') console.log(`Cabkit: core.hooksPath is set elsewhere; ${HOOKS_PATH} left unused.`);
console.log('Cabkit: dependencies installed. `npm start` builds and serves the app; `npm test` runs every test.');
