import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'index.ts' ? [path] : [];
  });
}

/** Returns the names of exported declarations not directly preceded by a TSDoc comment. */
function undocumentedExports(text: string): string[] {
  const lines = text.split('\n');
  const missing: string[] = [];
  lines.forEach((line, index) => {
    const match = /^export (?:declare )?(?:async )?(?:function|const|let|type|interface|class|enum) (\w+)/.exec(line);
    if (!match) return;
    const previous = (lines[index - 1] ?? '').trim();
    if (!previous.endsWith('*/')) missing.push(match[1] as string);
  });
  return missing;
}

describe('every export has a doc comment', () => {
  const files = sourceFiles(sourceRoot);
  it.each(files.map((file) => [relative(sourceRoot, file), file]))('%s', (_name, file) => {
    expect(undocumentedExports(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('detects a missing comment', () => {
    expect(undocumentedExports('export function f() {}\n/** ok */\nexport const g = 1;')).toEqual(['f']);
  });
});
