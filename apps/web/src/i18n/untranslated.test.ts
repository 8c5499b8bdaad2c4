import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The folders whose words are all in the catalogues (docs/decisions/0025-lingui.md): a folder joins the list once
 * its strings go through Lingui, so the list only grows.
 */
const translated = [
  'src/app',
  'src/i18n',
  'src/features/booking/components',
  'src/features/booking/map',
  'src/features/extras/components',
  'src/features/content/components',
  'src/features/payment/components',
];

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
    if (statSync(path).isDirectory()) return sourceFiles(path);
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
  it.each(translated)('%s writes no JSX text or shown attribute in the code', (folder) => {
    expect(sourceFiles(join(root, folder)).flatMap(untranslated)).toEqual([]);
  });
});
