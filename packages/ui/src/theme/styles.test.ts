import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// vitest provides __dirname (under jsdom import.meta.url is not a file URL).
const src = join(__dirname, '..');

/** Every `.css.ts` file of the components (the theme itself and other teams' folders excluded). */
function styleFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return ['theme', 'JourneyMap', 'dialogs'].includes(entry.name) ? [] : styleFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

describe('component styles use the theme contract', () => {
  const files = styleFiles(src);

  it('finds the component style files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [relative(src, file), file]))('%s has no literal colours', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text.match(/#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(|\b(?:white|black)\b/g) ?? []).toEqual([]);
  });
});
