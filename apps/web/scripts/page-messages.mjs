// The messages each page carries (docs/decisions/0031-messages-per-page.md), listed after the build: Lingui's
// per-entry extractor bundles the shell (src/main.tsx, the route table's pages left out) and each page module with
// everything it loads, and writes each one's messages as a template (lingui.config.ts `experimental.extractor`). This
// turns those templates into dist/.vite/page-messages.json, which the server reads beside Vite's manifest: `shell`, the ids every page needs,
// and `pages`, each page module's own ids beyond the shell's. The templates themselves are removed.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getFormat } from '@lingui/cli/api';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(web, 'dist/.messages');
const shellEntry = 'main';

rmSync(folder, { recursive: true, force: true });
// The CLI beside its API module (the package exports no other path to it).
const cli = join(dirname(createRequire(import.meta.url).resolve('@lingui/cli/api')), '..', 'lingui.js');
try {
  execFileSync(process.execPath, [cli, 'extract-experimental', '--template', '--workers', '1'], {
    cwd: web,
    stdio: 'pipe',
  });
} catch (error) {
  process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
  throw new Error('lingui extract-experimental failed: the pages could not be given their messages');
}

const format = await getFormat('po', {}, 'en-GB');
/** Each entry's message ids, by the entry's file name (`main`, `booking-page`, ...). */
const entries = {};
for (const entry of readdirSync(folder)) {
  const template = await format.read(join(folder, entry, 'messages.pot'), undefined);
  entries[entry] = Object.keys(template ?? {}).sort();
}
const shell = entries[shellEntry];
if (!shell) throw new Error(`No messages were listed for the shell (src/${shellEntry}.tsx)`);
const inShell = new Set(shell);
const pages = {};
for (const [entry, ids] of Object.entries(entries)) {
  if (entry !== shellEntry) pages[entry] = ids.filter((id) => !inShell.has(id));
}
rmSync(folder, { recursive: true, force: true });
// The extractor's own scratch folder (it removes what it put in it, not the folder).
rmSync(join(web, '.lingui'), { recursive: true, force: true });
writeFileSync(join(web, 'dist/.vite/page-messages.json'), `${JSON.stringify({ shell, pages })}\n`);
