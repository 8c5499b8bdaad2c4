import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from '../../src/paths';

/**
 * Writes `files` (a path below `folder` to its text) into `folder`, making the folders they need: a web build of the
 * test's own (index.html, assets) for the server to serve. Returns `folder`.
 */
export function writeFiles(folder: string, files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

/** A new temporary folder (named after `name`) holding `files`, as writeFiles writes them. */
export function tempFolderWith(name: string, files: Record<string, string> = {}): string {
  return writeFiles(mkdtempSync(join(tmpdir(), `cabkit-${name}-`)), files);
}

/** Builds the web app's server renderer from the source into `outDir` (Vite's SSR build); the entry's path. */
export function buildSsrEntry(outDir: string): string {
  execFileSync(
    join(repoRoot, 'node_modules/.bin/vite'),
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--logLevel', 'error'],
    { cwd: join(repoRoot, 'apps/web'), stdio: 'pipe' },
  );
  return join(outDir, 'entry-server.js');
}
