// Tests of the docs link check, on a small fixture and on this repository (node's test runner).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { anchorsOf, checkDocs, slug } from './check-docs.mjs';

function fixture(files) {
  const root = mkdtempSync(join(tmpdir(), 'cabkit-docs-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
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
    const root = fixture({
      'README.md': 'See [docs](docs/behaviour/payment.md#payment-button).\n',
      'docs/behaviour/payment.md': '<a id="payment-button"></a>\n## Payment button\n[up](../../README.md)\n',
      'apps/web/x.ts': '// docs/behaviour/payment.md#payment-button\n',
    });
    try {
      assert.deepEqual(checkDocs(root), []);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('names a missing file, a missing anchor and a citation of a missing anchor', () => {
    const root = fixture({
      'README.md': '[a](docs/nothing.md) [b](docs/behaviour/payment.md#nope)\n',
      'docs/behaviour/payment.md': '## Payment button\n',
      'packages/domain/y.ts': '/** (docs/behaviour/payment.md#gone) */\n',
    });
    try {
      assert.deepEqual(checkDocs(root), [
        'README.md: link to missing docs/nothing.md',
        'README.md: link to missing anchor docs/behaviour/payment.md#nope',
        'packages/domain/y.ts: cites missing anchor docs/behaviour/payment.md#gone',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds every link and citation of this repository resolving', () => {
    assert.deepEqual(checkDocs(resolve(import.meta.dirname, '..', '..')), []);
  });
});
