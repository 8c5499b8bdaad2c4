// Tests of the docs link check, on a small fixture and on this repository (node's test runner).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { anchorsOf, checkDocs, commentsOf, outsideCitation, slug } from './check-docs.mjs';

/** What checkDocs finds in a throw-away repository holding `files` (a path to its text), removed afterwards. */
function checkFixture(files) {
  const root = mkdtempSync(join(tmpdir(), 'cabkit-docs-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return checkDocs(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('anchors', () => {
  it('offers explicit ids and GitHub heading slugs', () => {
    const anchors = anchorsOf('<a id="payment-button"></a>\n## The payment button (paying later)\n');
    assert.ok(anchors.has('payment-button'));
    assert.ok(anchors.has('the-payment-button-paying-later'));
    assert.equal(slug('Sign in / sign up'), 'sign-in--sign-up');
  });
});

describe('checkDocs', () => {
  it('accepts links and code citations that resolve', () => {
    const found = checkFixture({
      'README.md': 'See [docs](docs/behaviour/payment.md#payment-button).\n',
      'docs/behaviour/payment.md': '<a id="payment-button"></a>\n## Payment button\n[up](../../README.md)\n',
      'apps/web/x.ts': '// docs/behaviour/payment.md#payment-button\n',
    });
    assert.deepEqual(found, []);
  });

  it('names a missing file, a missing anchor and a citation of a missing anchor', () => {
    const found = checkFixture({
      'README.md': '[a](docs/nothing.md) [b](docs/behaviour/payment.md#nope)\n',
      'docs/behaviour/payment.md': '## Payment button\n',
      'packages/domain/y.ts': '/** (docs/behaviour/payment.md#gone) */\n',
    });
    assert.deepEqual(found, [
      'README.md: link to missing docs/nothing.md',
      'README.md: link to missing anchor docs/behaviour/payment.md#nope',
      'packages/domain/y.ts: cites missing anchor docs/behaviour/payment.md#gone',
    ]);
  });

  it('names a code comment that cites a tracker item or a document outside the repository', () => {
    const found = checkFixture({
      'README.md': '# Readme\n',
      'apps/server/a.ts': '// A booker is priced by its account (issue 14 item 6).\nconst a = 1;\n',
      'packages/ui/b.tsx': 'export const b = 2;\n/**\n * The default zoom (SPEC: 18).\n */\n',
      'e2e/c.spec.ts': "// Flags from TOOLCHAIN.md.\nconst url = 'https://example.com/#1';\n",
      'bench/d.mjs': '/* fixed in #12 */\n',
      'scripts/e.mjs': '// See docs/behaviour/ for why; a "Code 2" answer; red and white waves.\n',
    });
    assert.deepEqual(found, [
      'apps/server/a.ts:1: a comment cites "issue 14", outside the repository',
      'packages/ui/b.tsx:2: a comment cites "SPEC", outside the repository',
      'e2e/c.spec.ts:1: a comment cites "TOOLCHAIN.md", outside the repository',
      'bench/d.mjs:1: a comment cites "#12", outside the repository',
    ]);
  });

  it('reads line and block comments, not strings', () => {
    const found = commentsOf("const u = 'https://a.example/x'; // one\n/* two\n three */\n");
    assert.deepEqual(found, [
      { line: 1, text: '// one' },
      { line: 2, text: '/* two\n three */' },
    ]);
    assert.equal(outsideCitation('// a wave 3 finding'), 'wave 3');
    assert.equal(outsideCitation('// see ../shared/SPEC.md'), 'SPEC.md');
    assert.equal(outsideCitation('// the invoice is issued again'), null);
  });

  it('finds every link and citation of this repository resolving', () => {
    assert.deepEqual(checkDocs(resolve(import.meta.dirname, '..', '..')), []);
  });
});
