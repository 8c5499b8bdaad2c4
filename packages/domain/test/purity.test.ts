import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('../src', import.meta.url));

/** Lists every non-test TypeScript file under src. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Removes comments and string contents so only code is scanned. */
function codeOnly(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:\\.|[^'\\\n])*'/g, "''")
    .replace(/`(?:\\.|[^`\\])*`/g, '``');
}

const forbiddenImports =
  /from\s+["'](react(?:-dom)?(?:\/[^"']*)?|node:[^"']+|fs|path|http|https)["']|import\(\s*["']react/;
const forbiddenCode: Array<[string, RegExp]> = [
  ['window', /\bwindow\s*[.[]/],
  ['document', /\bdocument\s*[.[]/],
  ['localStorage', /\blocalStorage\b/],
  ['sessionStorage', /\bsessionStorage\b/],
  ['fetch', /\bfetch\s*\(/],
  ['XMLHttpRequest', /\bXMLHttpRequest\b/],
  ['navigator', /\bnavigator\s*\./],
  ['Date.now()', /\bDate\.now\s*\(/],
  ['new Date()', /\bnew\s+Date\s*\(\s*\)/],
  ['new Date without arguments', /\bnew\s+Date\s*(?![\s(])/],
  ['performance.now()', /\bperformance\.now\s*\(/],
  ['Math.random()', /\bMath\.random\s*\(/],
  [
    'clock-reading date-fns helper',
    /\b(?:isPast|isFuture|isToday|isTomorrow|isYesterday|isThis[A-Z]\w*|(?:start|end)Of(?:Today|Tomorrow|Yesterday)|formatDistanceToNow\w*)\b/,
  ],
  ['clock-reading card-validator check', /\.expiration(?:Date|Month|Year)\b/],
];

/** Returns the rule names a piece of source breaks. */
export function impurities(text: string): string[] {
  const found: string[] = [];
  if (forbiddenImports.test(text)) found.push('import');
  const code = codeOnly(text);
  for (const [name, pattern] of forbiddenCode) if (pattern.test(code)) found.push(name);
  return found;
}

describe('packages/domain purity (docs/architecture.md)', () => {
  const files = sourceFiles(sourceRoot);

  it('scans the source tree', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [relative(sourceRoot, file), file]))('%s is pure', (_name, file) => {
    expect(impurities(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it.each([
    ["import { useState } from 'react';", 'import'],
    ['import x from "react-dom/client";', 'import'],
    ["import { readFileSync } from 'node:fs';", 'import'],
    ['const w = window.innerWidth;', 'window'],
    ['document.title = "x";', 'document'],
    ['localStorage.getItem("a")', 'localStorage'],
    ['sessionStorage.setItem("a", "b")', 'sessionStorage'],
    ['await fetch("/api")', 'fetch'],
    ['const t = Date.now();', 'Date.now()'],
    ['const t = new Date();', 'new Date()'],
    ['const t = new Date;', 'new Date without arguments'],
    ['const t = performance.now();', 'performance.now()'],
    ["import { isPast } from 'date-fns'; isPast(d);", 'clock-reading date-fns helper'],
    ['startOfToday()', 'clock-reading date-fns helper'],
    ['cardValidator.expirationDate(v)', 'clock-reading card-validator check'],
  ])('detects %s', (source, rule) => {
    expect(impurities(source)).toContain(rule);
  });

  it('allows dates built from arguments and words in comments or strings', () => {
    expect(impurities('const d = new Date(now.getTime()); // window, Date.now()')).toEqual([]);
    expect(impurities("const m = 'use the document below';")).toEqual([]);
  });
});
