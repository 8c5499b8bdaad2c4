// Unit tests of the commit-message check and the hook installer (node's test runner: `npm run test:scripts`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { checkCommitMessage, cleanMessage, SUBJECT_MAX_LENGTH } from './commit-message.mjs';
import { HOOKS_PATH, installHooks } from './install.mjs';

describe('checkCommitMessage', () => {
  it('accepts a short subject, a blank line and a body', () => {
    assert.deepEqual(checkCommitMessage('Add the commit-msg hook\n\nSo subjects stay short in git log.\n'), []);
  });

  it('accepts a subject of exactly 72 characters and no body', () => {
    assert.deepEqual(checkCommitMessage(`${'a'.repeat(SUBJECT_MAX_LENGTH)}\n`), []);
  });

  it('refuses a subject of 73 characters, saying how long it is', () => {
    assert.deepEqual(checkCommitMessage(`${'a'.repeat(73)}\n\nWhy.`), [
      'The subject line has 73 characters; keep it to 72 or fewer.',
    ]);
  });

  it('counts characters, not bytes', () => {
    assert.deepEqual(checkCommitMessage(`${'é'.repeat(72)}\n`), []);
  });

  it('refuses an empty message and one made only of comments and blank lines', () => {
    assert.deepEqual(checkCommitMessage(''), ['The subject line is empty.']);
    assert.deepEqual(checkCommitMessage('\n# Please enter the commit message\n\n'), ['The subject line is empty.']);
  });

  it('refuses a body that starts right under the subject', () => {
    assert.deepEqual(checkCommitMessage('Fix the payment retry\nIt created a second booking.'), [
      'Leave a blank line between the subject and the body.',
    ]);
  });

  it('reports both problems at once', () => {
    assert.equal(checkCommitMessage(`${'b'.repeat(80)}\nbody`).length, 2);
  });

  it("ignores git's comment lines and everything below the scissors line", () => {
    const message = [
      '# A comment before the subject',
      'Short subject',
      '# A comment between',
      '',
      'Body.',
      '# ------------------------ >8 ------------------------',
      'diff --git a/x b/x',
    ].join('\n');
    assert.deepEqual(cleanMessage(message), ['Short subject', '', 'Body.']);
    assert.deepEqual(checkCommitMessage(message), []);
  });

  it("does not hold git's generated merge subjects to the length rule", () => {
    const merge = `Merge remote-tracking branch 'origin/${'x'.repeat(60)}' into docs`;
    assert.deepEqual(checkCommitMessage(`${merge}\n`), []);
    assert.equal(checkCommitMessage(`Merged ${'x'.repeat(80)}`).length, 1);
  });
});

describe('installHooks', () => {
  it('does nothing outside a git work tree', () => {
    const folder = mkdtempSync(join(tmpdir(), 'cabkit-hooks-'));
    try {
      assert.equal(installHooks(folder), 'not-a-work-tree');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('sets core.hooksPath in a work tree once, and keeps a hooks path set on purpose', () => {
    const folder = mkdtempSync(join(tmpdir(), 'cabkit-hooks-'));
    const git = (...args) => execFileSync('git', args, { cwd: folder, encoding: 'utf8' }).trim();
    try {
      git('init', '-q');
      assert.equal(installHooks(folder), 'installed');
      assert.equal(git('config', '--get', 'core.hooksPath'), HOOKS_PATH);
      assert.equal(installHooks(folder), 'already');
      git('config', 'core.hooksPath', '.husky');
      assert.equal(installHooks(folder), 'kept-other');
      assert.equal(git('config', '--get', 'core.hooksPath'), '.husky');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('the hook script refuses a long subject and accepts a good message', () => {
    const folder = mkdtempSync(join(tmpdir(), 'cabkit-hooks-'));
    const hook = join(import.meta.dirname, 'commit-msg');
    const message = join(folder, 'MSG');
    try {
      writeFileSync(message, `${'c'.repeat(90)}\n`);
      assert.throws(() => execFileSync(hook, [message], { stdio: 'pipe' }), /status 1|Command failed/);
      writeFileSync(message, 'A fine subject\n\nAnd a body.\n');
      execFileSync(hook, [message], { stdio: 'pipe' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
