import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every folder of the app and of @cabkit/ui (docs/decisions/0025-lingui.md): a visitor reads no word written in the
 * code. The files that still do are listed in untranslated-baseline.json with how many such words each writes; a
 * new word anywhere fails, and so does a file that writes fewer than its count, until the list is lowered, so it
 * only ever shrinks.
 */
const folders = ['src', '../../packages/ui/src'];

/** JSX attributes whose text a visitor reads or hears. */
const shownAttributes = new Set([
  'label',
  'title',
  'aria-label',
  'placeholder',
  'alt',
  'pendingLabel',
  'description',
  'hint',
  'heading',
]);

const root = join(__dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    // A `fakes` folder holds what only tests and stories draw (never shipped, never in a catalogue).
    if (statSync(path).isDirectory()) return name === 'fakes' ? [] : sourceFiles(path);
    return /\.tsx$/.test(name) && !/\.(test|stories)\.tsx$/.test(name) ? [path] : [];
  });
}

/** The words of a file's JSX that are written in the code rather than drawn from a catalogue. */
function untranslated(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      shownAttributes.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}/u.test(node.initializer.text)
    )
      found.push(`${node.name.getText(source)}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${relative(root, path)}: ${text}`);
}

describe('words a visitor reads are in the catalogues', () => {
  const baseline = JSON.parse(readFileSync(join(__dirname, 'untranslated-baseline.json'), 'utf8')) as Record<
    string,
    number
  >;
  const found = new Map<string, string[]>();
  for (const folder of folders)
    for (const path of sourceFiles(join(root, folder))) {
      const words = untranslated(path);
      if (words.length > 0) found.set(relative(root, path), words);
    }

  it('writes no new word in the code, in any folder of the app or of @cabkit/ui', () => {
    const over = [...found].flatMap(([file, words]) => (words.length > (baseline[file] ?? 0) ? words : []));
    expect(over).toEqual([]);
  });

  it('lists each file still to translate with what it writes now (lower the list as words move)', () => {
    const now = Object.fromEntries([...found].map(([file, words]) => [file, words.length]));
    // UNTRANSLATED_BASELINE=write records today's counts, after a merge of work written before a folder was checked.
    if (process.env.UNTRANSLATED_BASELINE === 'write')
      writeFileSync(join(__dirname, 'untranslated-baseline.json'), `${JSON.stringify(now, null, 2)}\n`);
    else expect(now).toEqual(baseline);
  });
});
