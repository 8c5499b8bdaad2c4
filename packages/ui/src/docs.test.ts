import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
const read = (path: string) => readFileSync(join(src, path), 'utf8');

/** Component folders (an index.ts, not the theme) and the dialogs exported from `@cabkit/ui/dialogs`. */
const componentFolders = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(src, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .filter((name) => name !== 'theme' && name !== 'dialogs');
const dialogNames = [...read('dialogs/index.ts').matchAll(/\b([A-Z]\w+Dialog)\b(?!Props)/g)]
  .map((match) => match[1] as string)
  .filter((name, at, all) => all.indexOf(name) === at && name !== 'Dialog');

/** Where a component's stories live: its own file. */
const storiesOf = (folder: string) => `${folder}/${folder}.stories.tsx`;

/**
 * The usage note of a story file: the comment right above its meta, which Storybook shows as the component's
 * description, or else a `docs.description.component` parameter; empty when it has neither.
 */
function usageNote(text: string): string {
  const comment = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\nconst meta = \{/.exec(text)?.[1];
  if (comment) return comment.replace(/^\s*\*\s?/gm, '').trim();
  return /description:\s*\{\s*component:\s*(['"`]\S[\s\S]*?)\n\s*\}/.exec(text)?.[1] ?? '';
}

describe('Storybook autodocs', () => {
  it.each(componentFolders)('%s has stories with a usage note', (folder) => {
    const path = storiesOf(folder);
    expect(existsSync(join(src, path)), `${path} exists`).toBe(true);
    expect(usageNote(read(path)), `${path} has a usage note`).toMatch(/\w/);
  });

  it('finds the dialogs exported from @cabkit/ui/dialogs', () => {
    expect(dialogNames.length).toBeGreaterThanOrEqual(19);
  });

  it.each(dialogNames)('%s has stories with a usage note', (name) => {
    const path = `dialogs/${name}.stories.tsx`;
    expect(existsSync(join(src, path)), `${path} exists`).toBe(true);
    // The usage note is the first argument of dialogDocs, which puts it under docs.description.component.
    expect(read(path)).toMatch(/parameters:\s*dialogDocs\(\s*['"`]\S/);
  });
});
