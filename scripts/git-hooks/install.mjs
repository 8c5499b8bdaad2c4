// Points git at the repository's hooks (this folder) through `core.hooksPath`, so every clone checks its
// commit messages. Never fails: outside a git work tree, without git, or in CI it simply does nothing harmful.
import { execFileSync } from 'node:child_process';

/** The hooks folder, relative to the repository root (git resolves a relative hooksPath from the work tree). */
export const HOOKS_PATH = 'scripts/git-hooks';

function git(cwd, args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/**
 * Sets `core.hooksPath` in the repository at `root` and returns what happened: 'installed', 'already',
 * 'not-a-work-tree' (no git, or not inside a work tree) or 'kept-other' (a different hooks path was
 * configured on purpose, e.g. by another hook manager; it is left alone).
 */
export function installHooks(root) {
  try {
    if (git(root, ['rev-parse', '--is-inside-work-tree']) !== 'true') return 'not-a-work-tree';
  } catch {
    return 'not-a-work-tree';
  }
  let current = '';
  try {
    current = git(root, ['config', '--get', 'core.hooksPath']);
  } catch {
    // Unset: git exits 1.
  }
  if (current === HOOKS_PATH) return 'already';
  if (current !== '') return 'kept-other';
  try {
    git(root, ['config', 'core.hooksPath', HOOKS_PATH]);
    return 'installed';
  } catch {
    return 'not-a-work-tree';
  }
}
